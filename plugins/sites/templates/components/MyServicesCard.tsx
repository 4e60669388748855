// 我的服务, collapsed under 更换模板: the company's entitlements (中文站/外文站), the site each is
// bound to (or 未使用) and when it ends; read when first opened.
import { Alert, Collapse, Empty, Spin } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useService } from '../../../../kernel';
import type { ServiceLine } from '../../../../shared/domain/sites/templates';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import { useTemplatesT } from '../text';
import { MY_SERVICES_STORE } from '../tokens';

export const MyServicesCard = observer(function MyServicesCard() {
  const factory = useService(MY_SERVICES_STORE);
  const [store] = useState(() => factory);
  const t = useTemplatesT();

  const content = store.error ? (
    <Alert type="error" showIcon title={t('services.loadFailed', { message: store.error })} />
  ) : !store.loaded ? (
    <Spin description={t('services.loading')}><div className="tpl-grid-spin" /></Spin>
  ) : (
    <FitTable<ServiceLine>
      rowKey="ProductRecordID"
      size="small"
      pagination={false}
      dataSource={store.lines}
      data-testid="my-services"
      locale={{ emptyText: <Empty description={t('services.empty')} /> }}
      columns={[
        { title: t('services.colName'), key: 'name', minWidth: 160, ellipsis: true, render: (_: unknown, row) => `${row.name}（${row.ProductRecordID}）` },
        { title: t('services.colCode'), key: 'code', width: 100, minWidth: 80, render: (_: unknown, row) => t(`services.codes.${row.serviceCode}`) },
        { title: t('services.colSite'), key: 'site', width: 200, minWidth: 120, dropOrder: 1, ellipsis: true, render: (_: unknown, row) => (row.twebId === null ? t('services.unused') : row.siteName) },
        { title: t('services.colEnd'), key: 'end', width: 120, minWidth: 100, render: (_: unknown, row) => (row.endTime > 0 ? dayjs.unix(row.endTime).format('YYYY-MM-DD') : '—') },
      ]}
    />
  );

  return (
    <Collapse
      className="tpl-section"
      onChange={(keys) => { if (keys.length > 0) store.open(); }}
      items={[{ key: 'services', label: t('services.title'), children: content }]}
    />
  );
});
