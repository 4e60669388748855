// /marketInteract/infoDataAdd (编辑查询; ?id= edits): the lookup's name, 开放 and 权重; its fields —
// added, removed and moved (≤ 20), each with a name, a type, 查询条件, 结果显示 and 必填; 精确 / 模糊匹配;
// who may look up (所有访客, 仅会员, or the site's ranks picked); 无结果提示. Saved after the rule book
// agrees (the server checks again); back to the list once saved.
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Checkbox, Input, Radio, Select, Skeleton, Space, Switch, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useService } from '../../../../kernel';
import { INFO_DEGREES, INFO_FIELD_TYPES, INFO_LIMITS, INFO_PERMISSIONS, type InfoDegree, type InfoFieldType, type InfoPermission } from '../../../../shared/domain/members';
import { NumberInput } from '../../../../shared/ui/number/NumberInput';
import { useInfoT } from '../components/infoText';
import { INFO_EDITOR } from '../tokens';
import '../components/info.css';

const LIST_PATH = '/marketInteract/infoSearch';

const InfoDataAddPage = observer(function InfoDataAddPage() {
  const store = useService(INFO_EDITOR);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useInfoT('edit');
  const tt = useInfoT();
  const id = Number(params.get('id')) || null;

  useEffect(() => {
    void store.open(id);
  }, [store, id]);

  const save = async () => {
    if (await store.save()) navigate(LIST_PATH);
  };

  const title = t(id ? 'editTitle' : 'addTitle');
  if (store.loading) return <Card title={title}><Skeleton active /></Card>;
  if (store.loadError) {
    return (
      <Card title={title}>
        <Alert type="error" showIcon title={store.loadError} action={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>} />
      </Card>
    );
  }
  const problem = store.problem ?? (store.tried ? store.ruleProblem : null);

  return (
    <Card title={title} extra={<Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>} className="info-edit">
      <form onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label={title}>
        <section className="info-section">
          <Typography.Title level={5}>{t('basics')}</Typography.Title>
          <label className="info-row">
            <span className="info-label info-required">{t('title')}</span>
            <Input value={store.title} onChange={(e) => store.setTitle(e.target.value)} maxLength={INFO_LIMITS.title} showCount placeholder={t('titlePlaceholder')} className="info-input" aria-label={t('title')} />
          </label>
          <div className="info-row">
            <span className="info-label">{t('open')}</span>
            <Switch checked={store.ifOpen === 1} onChange={(v) => store.setOpen(v)} aria-label={t('open')} />
          </div>
          <div className="info-row">
            <span className="info-label">{t('weight')}</span>
            <NumberInput value={store.weight} min={0} max={INFO_LIMITS.weight} maxLength={4} onCommit={(v) => store.setWeight(v)} aria-label={t('weight')} className="info-weight" />
            <Typography.Text type="secondary">{tt('list.weightHint')}</Typography.Text>
          </div>
        </section>

        <section className="info-section">
          <Typography.Title level={5}>{t('fields')} <Typography.Text type="secondary" className="info-count-text">{t('fieldCount', { count: store.fields.length })}</Typography.Text></Typography.Title>
          <Typography.Paragraph type="secondary">{t('fieldsHint')}</Typography.Paragraph>
          {store.id !== null && store.recordCount > 0 && <Alert type="info" showIcon title={t('records', { count: store.recordCount })} className="info-gap" />}
          <div className="info-fields" role="table" aria-label={t('fields')}>
            <div className="info-field info-field-head" role="row">
              <span role="columnheader">{t('fieldName')}</span>
              <span role="columnheader">{t('fieldType')}</span>
              <span role="columnheader">{t('condition')}</span>
              <span role="columnheader">{t('shown')}</span>
              <span role="columnheader">{t('required')}</span>
              <span role="columnheader" />
            </div>
            {store.fields.map((f, i) => (
              <div className="info-field" role="row" key={f.key} data-testid="info-field">
                <Input value={f.name} maxLength={INFO_LIMITS.fieldName} onChange={(e) => store.updateField(i, { name: e.target.value })} aria-label={`${t('fieldName')} ${i + 1}`} placeholder={t('fieldName')} />
                <Select<InfoFieldType> value={f.type} onChange={(type) => store.updateField(i, { type })} options={INFO_FIELD_TYPES.map((v) => ({ value: v, label: tt(`types.${v}`) }))} aria-label={`${t('fieldType')} ${i + 1}`} />
                <Checkbox checked={f.condition} disabled={f.type === 'image'} onChange={(e) => store.updateField(i, { condition: e.target.checked })} aria-label={`${t('condition')} ${i + 1}`} />
                <Checkbox checked={f.shown} onChange={(e) => store.updateField(i, { shown: e.target.checked })} aria-label={`${t('shown')} ${i + 1}`} />
                <Checkbox checked={f.required} onChange={(e) => store.updateField(i, { required: e.target.checked })} aria-label={`${t('required')} ${i + 1}`} />
                <Space size={0}>
                  <Tooltip title={t('moveUp')}><Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => store.moveField(i, -1)} aria-label={`${t('moveUp')} ${i + 1}`} /></Tooltip>
                  <Tooltip title={t('moveDown')}><Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={i === store.fields.length - 1} onClick={() => store.moveField(i, 1)} aria-label={`${t('moveDown')} ${i + 1}`} /></Tooltip>
                  <Tooltip title={t('removeField')}><Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={store.fields.length === 1} onClick={() => store.removeField(i)} aria-label={`${t('removeField')} ${i + 1}`} /></Tooltip>
                </Space>
              </div>
            ))}
          </div>
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => store.addField()} disabled={!store.canAddField} className="info-add-field">{t('addField')}</Button>
        </section>

        <section className="info-section">
          <Typography.Title level={5} id="info-degree">{t('degree')}</Typography.Title>
          <Radio.Group value={store.degree} onChange={(e) => store.setDegree(e.target.value as InfoDegree)} aria-labelledby="info-degree" className="info-radios">
            {INFO_DEGREES.map((d) => (
              <Radio key={d} value={d}>{tt(`degrees.${d}`)} <Typography.Text type="secondary">{tt(`degreeHints.${d}`)}</Typography.Text></Radio>
            ))}
          </Radio.Group>
        </section>

        <section className="info-section">
          <Typography.Title level={5} id="info-permission">{t('permission')}</Typography.Title>
          <Radio.Group value={store.permission} onChange={(e) => store.setPermission(e.target.value as InfoPermission)} aria-labelledby="info-permission">
            {INFO_PERMISSIONS.map((p) => <Radio key={p} value={p}>{tt(`permissions.${p}`)}</Radio>)}
          </Radio.Group>
          {store.permission === 'rank' && (
            <div className="info-row info-gap">
              <span className="info-label info-required">{t('ranks')}</span>
              {store.ranks.length ? (
                <Select<number[]>
                  mode="multiple"
                  value={store.rankIds}
                  onChange={(ids) => store.setRankIds(ids)}
                  options={store.ranks.map((r) => ({ value: r.id, label: `${r.name}（Lv${r.level}）` }))}
                  placeholder={t('ranksPlaceholder')}
                  className="info-input"
                  aria-label={t('ranks')}
                />
              ) : (
                <Typography.Text type="warning">{t('noRanks')}</Typography.Text>
              )}
            </div>
          )}
        </section>

        <section className="info-section">
          <label className="info-row">
            <span className="info-label">{t('noResult')}</span>
            <Input value={store.noResult} onChange={(e) => store.setNoResult(e.target.value)} maxLength={INFO_LIMITS.noResult} showCount className="info-input" aria-label={t('noResult')} />
          </label>
        </section>

        {problem && <Alert type="error" showIcon title={problem} className="info-gap" role="alert" />}
        <Space>
          <Button type="primary" htmlType="submit" loading={store.saving}>{t('save')}</Button>
          <Button onClick={() => navigate(LIST_PATH)}>{t('back')}</Button>
        </Space>
      </form>
    </Card>
  );
});

export default InfoDataAddPage;
