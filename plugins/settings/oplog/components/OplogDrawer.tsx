// One log row in full: who, when, from where, the request, how it ended, and each changed field's
// before and after (secrets were stored as ******). Closes with the drawer's animation; the row is
// let go after it.
import { Alert, Button, Descriptions, Drawer, Skeleton, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { oplogValueText, type OplogChange } from '../../../../shared/domain/settings/oplog';
import type { OplogStore } from '../store/OplogStore';
import { RESULT_COLOR, timeText, useOplogT } from './text';

export const OplogDrawer = observer(function OplogDrawer({ store }: { store: OplogStore }) {
  const t = useOplogT();
  const d = store.detail;
  const value = (v: unknown) => {
    const text = oplogValueText(v);
    return text === '' ? <span className="ol-muted">{t('none')}</span> : <span className="ol-value">{text}</span>;
  };
  return (
    <Drawer
      open={store.detailId !== null}
      onClose={() => store.closeDetail()}
      afterOpenChange={(open) => { if (!open) store.releaseDetail(); }}
      title={d ? `${t('drawerTitle')} · ${d.label}` : t('drawerTitle')}
      size="large"
      data-testid="oplog-drawer"
    >
      {store.detailError && <Alert type="error" showIcon title={t('detailFailed', { message: store.detailError })} action={<Button onClick={() => store.loadDetail()}>{t('retry')}</Button>} />}
      {store.detailLoading && !d && <Skeleton active />}
      {d && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('time')}>{timeText(d.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('user')}>{d.account_name || <span className="ol-muted">{t('anonymous')}</span>}</Descriptions.Item>
            <Descriptions.Item label={t('action')}>{d.label}</Descriptions.Item>
            <Descriptions.Item label={t('result')}><Tag color={RESULT_COLOR[d.result]}>{t(`results.${d.result}`)}</Tag> {t('code')} {d.code}</Descriptions.Item>
            <Descriptions.Item label={t('ip')}>{d.ip}</Descriptions.Item>
            <Descriptions.Item label={t('request')}><code>{d.method} {d.path}</code></Descriptions.Item>
            <Descriptions.Item label={t('detail')}>{d.detail}{d.count > 1 ? t('times', { count: d.count }) : ''}</Descriptions.Item>
          </Descriptions>
          <div className="ol-section">{t('changes')}</div>
          {d.changes.length === 0 ? (
            <Typography.Text type="secondary">{t('noChanges')}</Typography.Text>
          ) : (
            <Table<OplogChange>
              size="small"
              rowKey={(c, i) => `${c.field}-${i}`}
              pagination={false}
              dataSource={d.changes}
              columns={[
                { title: t('field'), dataIndex: 'field', width: 140 },
                { title: t('before'), dataIndex: 'before', render: value },
                { title: t('after'), dataIndex: 'after', render: value },
              ]}
              data-testid="oplog-changes"
            />
          )}
        </>
      )}
    </Drawer>
  );
});
