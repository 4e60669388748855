// /zhProduct/tag: the product tags (apart from the articles' tags) — search and paging, add and
// edit in a dialog, their order (drag a row by its handle, or 上移/下移), deletion (confirmed,
// saying how many products lose the tag) and a tag's products in a drawer.
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type HTMLAttributes } from 'react';
import { useService } from '../../../../kernel';
import type { ProductTag } from '../../../../shared/domain/product';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { ListPageCard } from '../../../../shared/ui/list/ListPageCard';
import { formatTime, useListT } from '../../components/listText';
import { PRODUCT_TAGS } from '../../tokens';
import { TagEditDialog } from './TagEditDialog';
import { TagProductsDrawer } from './TagProductsDrawer';
import './tags.css';

const ProductTagsPage = observer(function ProductTagsPage() {
  const store = useService(PRODUCT_TAGS);
  const t = useListT('tags');
  const tl = useListT();
  const [editing, setEditing] = useState<ProductTag | 'new' | null>(null);
  /** The row whose handle is held (only it may be dragged), and the row it is over. */
  const [armed, setArmed] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const list = store.list;

  useEffect(() => {
    void list.load();
    return () => store.closeProducts();
  }, [list, store]);

  const columns: FitColumn<ProductTag>[] = [
    {
      title: t('order'),
      key: 'order',
      width: 96,
      minWidth: 92,
      render: (_: unknown, row) => (
        <Space size={0} className="pt-order">
          <span className="pt-handle" title={t('drag')} aria-hidden onMouseDown={() => setArmed(row.id)} onMouseUp={() => setArmed(null)}>
            <HolderOutlined />
          </span>
          <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('moveUpOf', { name: row.name })} disabled={store.busy || store.atEdge(row, -1)} onClick={() => store.shift(row, -1)} />
          <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('moveDownOf', { name: row.name })} disabled={store.busy || store.atEdge(row, 1)} onClick={() => store.shift(row, 1)} />
        </Space>
      ),
    },
    { title: t('name'), dataIndex: 'name', minWidth: 160, render: (name: string, row) => <CellLink onOpen={() => setEditing(row)} text={name} /> },
    {
      title: t('products'),
      dataIndex: 'product_count',
      width: 110,
      minWidth: 96,
      render: (count: number, row) =>
        count > 0 ? (
          <Button type="link" size="small" className="pt-count" onClick={() => store.openProducts(row)}>
            {t('productCount', { count })}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('productCount', { count: 0 })}</Typography.Text>
        ),
    },
    { title: t('sortValue'), dataIndex: 'sort', width: 80, minWidth: 64, dropOrder: 1, align: 'right' },
    { title: t('created'), dataIndex: 'created_at', width: 150, minWidth: 132, dropOrder: 2, render: formatTime },
    {
      title: tl('actions'),
      key: 'actions',
      width: 120,
      minWidth: 108,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            {tl('edit')}
          </Button>
          <Button type="link" size="small" danger disabled={store.busy} onClick={() => store.remove(row)}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  // Native drag and drop of a row onto another: the dragged tag takes the other's place.
  const onRow = (row: ProductTag) =>
    ({
      draggable: armed === row.id,
      className: over === row.id && armed !== null && armed !== row.id ? 'pt-drop-target' : undefined,
      onDragStart: (e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(row.id));
      },
      onDragOver: (e) => {
        if (armed === null) return;
        e.preventDefault();
        setOver(row.id);
      },
      onDrop: (e) => {
        e.preventDefault();
        const moving = armed;
        setArmed(null);
        setOver(null);
        if (moving !== null && moving !== row.id) void store.moveTo(moving, row.id);
      },
      onDragEnd: () => {
        setArmed(null);
        setOver(null);
      },
    }) as HTMLAttributes<HTMLElement>;

  return (
    <>
      <ListPageCard<ProductTag>
        title={<h2 className="pt-heading">{t('title')}</h2>}
        list={list}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('search')}
        addLabel={t('add')}
        onAdd={() => setEditing('new')}
        emptyText={list.keyword ? t('emptyFiltered') : t('empty')}
        totalText={(total) => tl('total', { total })}
        errorText={(message) => tl('loadFailed', { message })}
        retryText={tl('retry')}
        onRow={onRow}
      />
      <TagEditDialog target={editing} onClose={() => setEditing(null)} />
      <TagProductsDrawer />
    </>
  );
});

export default ProductTagsPage;
