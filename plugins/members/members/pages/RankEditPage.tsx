// 添加/编辑会员等级 (/marketInteract/editManagementRank, ?id= edits): name, level, colour, 默认等级
// and 允许下载, checked by the shared rule book as typed and again by the server, whose refusal
// (等级名称已存在, 该等级数值已存在, 会员等级最多20个) is shown on its field.
import { Alert, Button, Card, ColorPicker, Form, Input, InputNumber, Skeleton, Space, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useService } from '../../../../kernel';
import { checkRankColor, checkRankLevel, checkRankName, RANK_LEVEL_RANGE, RANK_NAME_MAX } from '../../../../shared/domain/members/memberRules';
import type { RankRow } from '../../../../shared/domain/members/memberApi';
import { useMembersT } from '../components/text';
import { MEMBER_RANKS } from '../tokens';
import '../components/members.css';

const BACK = '/marketInteract/vipManagement?tab=ranks';
const PRESETS = ['#8c8c8c', '#597ef7', '#faad14', '#722ed1', '#13c2c2', '#f5222d', '#52c41a', '#eb2f96', '#1677ff', '#fa8c16'];

interface Values {
  name: string;
  level?: number;
  color: string;
  is_default: boolean;
  allow_download: boolean;
}

const RankEditPage = observer(function RankEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) > 0 ? Number(params.get('id')) : null;
  const store = useService(MEMBER_RANKS);
  const notifier = useService(TOKENS.notifier);
  const t = useMembersT('ranks');
  const formT = useMembersT('form');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [rank, setRank] = useState<RankRow | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>(id === null ? 'ready' : 'loading');

  useEffect(() => {
    if (id === null) return;
    let live = true;
    void store.rank(id).then((found) => {
      if (!live) return;
      setRank(found);
      setState(found ? 'ready' : 'missing');
      if (found) form.setFieldsValue({ name: found.name, level: found.level, color: found.color, is_default: found.is_default === 1, allow_download: found.allow_download === 1 });
    });
    return () => {
      live = false;
    };
  }, [store, id, form]);

  const submit = async (values: Values) => {
    const outcome = await store.save({
      ...(id !== null ? { id } : {}), name: values.name.trim(), level: values.level as number, color: values.color,
      is_default: values.is_default ? 1 : 0, allow_download: values.allow_download ? 1 : 0,
    });
    if (outcome.ok) {
      navigate(BACK);
      return;
    }
    if (outcome.field && outcome.message) form.setFields([{ name: outcome.field as keyof Values, errors: [outcome.message] }]);
    else if (outcome.message) notifier.error(outcome.message);
  };

  const title = <h2 className="mb-heading">{t(id === null ? 'addTitle' : 'editTitle')}</h2>;
  if (state === 'missing') {
    return <Card title={title}><Alert type="error" showIcon title={t('notFound')} action={<Button onClick={() => navigate(BACK)}>{t('back')}</Button>} /></Card>;
  }
  const isDefaultNow = rank?.is_default === 1;
  return (
    <Card title={title} className="mb-form-card">
      {state === 'loading' ? <Skeleton active /> : (
        <Form<Values>
          form={form}
          labelCol={{ flex: '96px' }}
          initialValues={{ name: '', color: PRESETS[1], is_default: false, allow_download: true }}
          onFinish={submit}
          data-testid="rank-form"
        >
          <Form.Item name="name" label={t('name')} required rules={[{ validator: (_, v: string) => (checkRankName(v ?? '') ? Promise.reject(new Error(checkRankName(v ?? '')!)) : Promise.resolve()) }]}>
            <Input maxLength={RANK_NAME_MAX} showCount autoFocus />
          </Form.Item>
          <Form.Item name="level" label={t('level')} required extra={t('levelHint')}
            rules={[{ validator: (_, v: number | undefined) => (checkRankLevel(v ?? Number.NaN) ? Promise.reject(new Error(checkRankLevel(v ?? Number.NaN)!)) : Promise.resolve()) }]}>
            <InputNumber min={RANK_LEVEL_RANGE[0]} max={RANK_LEVEL_RANGE[1]} precision={0} />
          </Form.Item>
          <Form.Item name="color" label={t('color')} required getValueFromEvent={(color) => color.toHexString()}
            rules={[{ validator: (_, v: string) => (checkRankColor(v ?? '') ? Promise.reject(new Error(checkRankColor(v ?? '')!)) : Promise.resolve()) }]}>
            <ColorPicker disabledAlpha showText presets={[{ label: t('color'), colors: PRESETS }]} />
          </Form.Item>
          <Form.Item name="is_default" label={t('isDefault')} valuePropName="checked" extra={isDefaultNow ? t('defaultFixed') : t('defaultHint')}>
            <Switch disabled={isDefaultNow} />
          </Form.Item>
          <Form.Item name="allow_download" label={t('allowDownload')} valuePropName="checked" extra={t('downloadHint')}>
            <Switch />
          </Form.Item>
          <Form.Item label=" " colon={false}>
            <Space>
              <Button type="primary" htmlType="submit" loading={store.saving}>{formT('save')}</Button>
              <Button onClick={() => navigate(BACK)}>{formT('cancel')}</Button>
            </Space>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
});

export default RankEditPage;
