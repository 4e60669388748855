// /zhSetting/clearCache (清除缓存, key clear_cache): the caches the installed modules keep for the
// site with their entries and size; the chosen ones are cleared after a confirmation and the
// result is shown.
import { Alert, Button, Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useClickGuard, useService, useT } from '../../../../kernel';
import type { SiteCacheRow } from '../../../../shared/domain/settings/site';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import { SITE_CACHE_STORE } from '../tokens';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const ClearCachePage = observer(function ClearCachePage() {
  const t = useT();
  const store = useService(SITE_CACHE_STORE);
  const guard = useClickGuard();
  useEffect(() => void store.load(), [store]);
  const clear = () => {
    if (!guard.trigger()) return;
    void store.clear();
  };
  return (
    <Card title={t('settings.site.cache.title')} extra={<Button type="primary" danger onClick={clear} loading={store.clearing} disabled={guard.blocked || store.selected.length === 0}>{t('settings.site.cache.clear')}</Button>}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('settings.site.cache.help')} />
      {store.error && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('settings.site.loadFailed', { message: store.error })} action={<Button onClick={() => void store.load()}>{t('settings.site.retry')}</Button>} />}
      {store.lastCleared && (
        <Alert type="success" showIcon closable style={{ marginBottom: 12 }} role="status"
          title={t('settings.site.cache.result', { items: store.lastCleared.map((c) => t('settings.site.cache.resultItem', { label: c.label, entries: c.entries, size: formatBytes(c.bytes) })).join('；') })} />
      )}
      <FitTable<SiteCacheRow>
        rowKey="id"
        loading={store.loading}
        dataSource={store.rows}
        pagination={false}
        rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys.map(String)) }}
        locale={{ emptyText: t('settings.site.cache.empty') }}
        columns={[
          { title: t('settings.site.cache.name'), dataIndex: 'label', minWidth: 240 },
          { title: t('settings.site.cache.entries'), dataIndex: 'entries', width: 120, minWidth: 80, align: 'right' },
          { title: t('settings.site.cache.size'), dataIndex: 'bytes', width: 140, minWidth: 100, align: 'right', render: (b: number) => formatBytes(b) },
        ]}
      />
    </Card>
  );
});

export default ClearCachePage;
