// The capture's addresses in order: where each stands (等待中, 采集中, 成功, 失败, 未采集), the product
// it became (a link to its edit page), its pictures (filed, and those that could not be), and the
// reason when it failed — in the words of the server (不允许采集该地址…, 产品名称已存在 …).
import { Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { CaptureRow, CaptureRowState } from './CaptureStore';
import { useCaptureT } from './captureText';

const STATE_COLOR: Record<CaptureRowState, string | undefined> = { waiting: undefined, running: 'processing', ok: 'success', failed: 'error', notReached: 'default' };

export const CaptureResults = observer(function CaptureResults({ rows }: { rows: CaptureRow[] }) {
  const t = useCaptureT();
  return (
    <FitTable<CaptureRow>
      rowKey="index"
      size="middle"
      dataSource={rows}
      pagination={false}
      data-testid="capture-results"
      columns={[
        { title: t('col.index'), key: 'index', width: 64, minWidth: 56, render: (_: unknown, row) => row.index + 1 },
        { title: t('col.url'), dataIndex: 'url', minWidth: 180, ellipsis: { showTitle: true } },
        {
          title: t('col.state'),
          key: 'state',
          width: 96,
          minWidth: 88,
          render: (_: unknown, row) => <Tag color={STATE_COLOR[row.display]}>{t(`state.${row.display}`)}</Tag>,
        },
        {
          title: t('col.product'),
          key: 'product',
          width: 220,
          minWidth: 140,
          render: (_: unknown, row) =>
            row.product_id > 0 ? <CellLink to={`/zhProduct/add?id=${row.product_id}`} text={row.name} /> : <span className="capture-muted" title={row.name}>{row.name}</span>,
        },
        {
          title: t('col.images'),
          key: 'images',
          width: 120,
          minWidth: 96,
          dropOrder: 2,
          render: (_: unknown, row) =>
            row.display === 'ok' || row.images_skipped > 0 ? (
              <span>
                {t('images', { count: row.images })}
                {row.images_skipped > 0 && <span className="capture-muted capture-skipped">{t('imagesSkipped', { count: row.images_skipped })}</span>}
              </span>
            ) : null,
        },
        { title: t('col.message'), key: 'message', width: 320, minWidth: 160, dropOrder: 1, ellipsis: { showTitle: true }, render: (_: unknown, row) => (row.state === 'failed' ? row.message : '') },
      ]}
    />
  );
});
