// The mini-program's pages in order: 上移/下移, name, path, content source (a deleted one marked),
// 显示 as a switch, 编辑 and 删除 (confirmed). Loading, empty and error states of their own.
import { Button, Empty, Popconfirm, Result, Skeleton, Space, Switch, Tag } from 'antd';
import { FitTable } from '../../../shared/ui/list/FitTable';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../kernel';
import type { MpPage } from '../../../shared/domain/miniprogram';
import type { MpPagesStore } from '../store/MpPagesStore';
import { K, P } from './text';

export const PagesTable = observer(function PagesTable({ store }: { store: MpPagesStore }) {
  const t = useT();
  if (!store.answer) {
    if (store.failed) return <Result status="warning" title={t(`${K}.loadFailed`)} extra={<Button onClick={() => void store.load()}>{t(`${K}.retry`)}</Button>} />;
    return <Skeleton active paragraph={{ rows: 4 }} />;
  }
  const pages = store.pages;
  const last = pages.length - 1;
  const source = (p: MpPage) => {
    if (p.sourceKind === 'none') return t(`${P}.kinds.none`);
    if (p.sourceMissing) return <span className="mp-missing">{t(`${P}.kinds.${p.sourceKind}`)}：{t(`${P}.sourceMissing`)}</span>;
    return `${t(`${P}.kinds.${p.sourceKind}`)}：${p.sourceName}`;
  };
  return (
    <FitTable<MpPage> rowKey="id" size="middle" pagination={false} dataSource={pages} data-testid="mp-pages"
      locale={{ emptyText: <Empty description={t(`${P}.empty`)} /> }}
      columns={[
        {
          key: 'order', title: '', width: 120, minWidth: 120, className: 'mp-order',
          render: (_, p, i) => (
            <Space size={4}>
              <Button size="small" disabled={i === 0 || store.busy} onClick={() => void store.move(p.id, -1)} aria-label={`${t(`${P}.up`)} ${p.title}`}>{t(`${P}.up`)}</Button>
              <Button size="small" disabled={i === last || store.busy} onClick={() => void store.move(p.id, 1)} aria-label={`${t(`${P}.down`)} ${p.title}`}>{t(`${P}.down`)}</Button>
            </Space>
          ),
        },
        { key: 'title', title: t(`${P}.pageTitle`), dataIndex: 'title', minWidth: 110, ellipsis: true },
        { key: 'path', title: t(`${P}.path`), dataIndex: 'path', width: 180, minWidth: 120, dropOrder: 2, ellipsis: true },
        { key: 'source', title: t(`${P}.source`), width: 220, minWidth: 140, dropOrder: 1, ellipsis: true, render: (_, p) => source(p) },
        {
          key: 'visible', title: t(`${P}.visible`), width: 80, minWidth: 64,
          render: (_, p) => <Switch size="small" checked={p.visible} disabled={store.busy} aria-label={`${t(`${P}.visible`)} ${p.title}`} onChange={(on) => void store.setVisible(p, on)} />,
        },
        {
          key: 'actions', title: t(`${P}.actions`), width: 130, minWidth: 120,
          render: (_, p) => (
            <Space size={4}>
              <Button size="small" type="link" onClick={() => store.openEdit(p)} aria-label={`${t(`${P}.edit`)} ${p.title}`}>{t(`${P}.editShort`)}</Button>
              <Popconfirm title={t(`${P}.deleteConfirm`, { title: p.title })} okText={t(`${K}.ok`)} cancelText={t(`${K}.cancel`)}
                okButtonProps={{ danger: true }} onConfirm={() => void store.remove(p.id)}>
                <Button size="small" type="link" danger disabled={store.busy}>{t(`${P}.delete`)}</Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
});

export function VisibleCount({ pages }: { pages: readonly MpPage[] }) {
  const t = useT();
  return <Tag>{t(`${P}.shownCount`, { shown: pages.filter((p) => p.visible).length, total: pages.length })}</Tag>;
}
