// /zhProduct/historyEdit?id=&rid= (product_history_edit; no breadcrumb, 产品列表 stays highlighted,
// §2): one saved version beside the product as it is now, field by field — name, category, prices,
// the specs rows, the pictures, tags, custom fields, the description's text and the rest — the
// fields that differ marked 已修改 (or shown alone), and 恢复此版本: asked first, saved as a new
// version against the current one (someone saving meanwhile gets the lock's words, not an
// overwrite), then back to the edit page.
import { Alert, Button, Card, Result, Space, Spin, Switch, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS, useClickGuard, usePageTitle, useService } from '../../../../kernel';
import { formatRevisionTime } from '../../../../shared/ui/history/RevisionTable';
import { PRODUCT_REVISION } from '../../tokens';
import { productIdOf } from './HistoryListPage';
import { historyListPath, useHistoryT } from './historyText';
import type { CompareValue } from './RevisionCompareStore';
import './history.css';

const HistoryEditPage = observer(function HistoryEditPage() {
  const factory = useService(PRODUCT_REVISION);
  const [store] = useState(factory);
  const permission = useService(TOKENS.permission);
  const navigate = useNavigate();
  const guard = useClickGuard();
  const [params] = useSearchParams();
  const id = productIdOf(params.get('id'));
  const rid = productIdOf(params.get('rid'));
  const t = useHistoryT();
  usePageTitle(t('compareTitle', { version: store.detail?.version ?? '' }));

  useEffect(() => {
    if (id !== null && rid !== null) void store.load(id, rid);
  }, [store, id, rid]);

  const backToList = () => navigate(id !== null ? historyListPath(id) : '/zhProduct/list');
  if (id === null || rid === null || (store.error && !store.detail)) {
    return <Result status="warning" title={t('notFound')} subTitle={store.error ?? undefined} extra={<Button onClick={backToList}>{t('back')}</Button>} />;
  }
  const d = store.detail;
  if (!d) return <Spin className="history-spin" />;

  const restore = async () => {
    if (!guard.trigger()) return;
    const outcome = await store.restore();
    if (outcome.kind === 'restored') navigate(`/zhProduct/add?id=${id}`);
  };
  const changed = store.changed.length;

  return (
    <Card
      title={<h2 className="history-heading">{t('compareTitle', { version: d.version })}</h2>}
      extra={
        <Space wrap>
          <label className="history-only-changed">
            <Switch size="small" checked={store.onlyChanged} onChange={(on) => store.setOnlyChanged(on)} />
            {t('onlyChanged')}
          </label>
          <Button onClick={backToList}>{t('back')}</Button>
          {permission.has('product_history_edit') && (
            <Button type="primary" onClick={restore} loading={store.restoring} disabled={changed === 0 || guard.blocked}>
              {t('restore')}
            </Button>
          )}
        </Space>
      }
    >
      <Alert type={changed ? 'warning' : 'success'} showIcon title={changed ? t('changedCount', { count: changed }) : t('sameAsCurrent')} className="history-alert" data-testid="history-summary" />
      <Spin spinning={store.loading}>
        <table className="history-table" data-testid="history-compare">
          <thead>
            <tr>
              <th className="history-field">{t('field')}</th>
              <th>
                <div>{t('revisionColumn', { version: d.version })}</div>
                <Typography.Text type="secondary" className="history-meta">{t('revisionMeta', { editor: d.editor || '—', time: formatRevisionTime(d.created_at) })}</Typography.Text>
              </th>
              <th>
                <div>{t('currentColumn', { version: d.current.version })}</div>
                {d.current.disabled === 1 && <Typography.Text type="warning" className="history-meta">{t('inBin')}</Typography.Text>}
              </th>
            </tr>
          </thead>
          <tbody>
            {store.rows.map((row) => (
              <tr key={row.field} className={row.changed ? 'history-row-changed' : undefined} data-field={row.field} data-changed={row.changed ? 'true' : 'false'}>
                <th scope="row" className="history-field">
                  <span>{t(`fields.${row.field}`)}</span>
                  {row.changed && <Tag color="orange" className="history-changed-tag">{t('changed')}</Tag>}
                </th>
                <td><CompareCell value={row.revision} /></td>
                <td><CompareCell value={row.current} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </Spin>
    </Card>
  );
});

const CompareCell = observer(function CompareCell({ value }: { value: CompareValue }) {
  const t = useHistoryT();
  const none = <span className="history-none">{t('values.none')}</span>;
  switch (value.kind) {
    case 'text':
      return <div className="history-text">{value.text}</div>;
    case 'specs':
      return value.specs.length ? (
        <table className="history-specs">
          <tbody>
            {value.specs.map((s, i) => (
              <tr key={i}>
                <th scope="row">{s.name}</th>
                <td>{s.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : none;
    case 'images':
      return value.images.length ? (
        <div className="history-images">
          {value.images.map((image, i) => (
            <figure key={`${image.url}|${i}`} className="history-image">
              <img src={image.url} alt={image.alt || t('values.image', { n: i + 1 })} loading="lazy" />
              {image.alt && <figcaption title={image.alt}>{image.alt}</figcaption>}
            </figure>
          ))}
        </div>
      ) : none;
    case 'custom':
      return value.entries.length ? (
        <dl className="history-custom">
          {value.entries.map((e) => (
            <div key={e.slot} className={e.changed ? 'history-custom-changed' : undefined}>
              <dt>{e.name}</dt>
              <dd>{e.value || t('values.none')}</dd>
            </div>
          ))}
        </dl>
      ) : none;
  }
});

export default HistoryEditPage;
