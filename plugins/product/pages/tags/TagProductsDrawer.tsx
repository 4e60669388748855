// A tag's products (goodsTag/goodsList), paged, each opening its edit page.
import { Drawer, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useService } from '../../../../kernel';
import { formatPrice, type ProductRow } from '../../../../shared/domain/product';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { useListT } from '../../components/listText';
import { PRODUCT_TAGS } from '../../tokens';

export const TagProductsDrawer = observer(function TagProductsDrawer() {
  const store = useService(PRODUCT_TAGS);
  const t = useListT('tags');
  const tl = useListT();
  const tag = store.productsOf;
  const list = store.products;

  const columns: FitColumn<ProductRow>[] = [
    {
      title: tl('cover'),
      dataIndex: 'img',
      width: 64,
      minWidth: 60,
      render: (url: string) => (url ? <img src={url} alt="" className="pt-thumb" loading="lazy" /> : <div className="pt-thumb" />),
    },
    { title: tl('name'), dataIndex: 'name', minWidth: 160, render: (name: string, row) => <CellLink to={`/zhProduct/add?id=${row.id}`} text={name} /> },
    { title: tl('price'), key: 'price', width: 120, minWidth: 104, align: 'right', render: (_: unknown, row) => formatPrice(row.price_sell, row.price_negotiable === 1) },
    { title: tl('status'), dataIndex: 'status', width: 72, minWidth: 64, render: (s: 0 | 1) => <Tag color={s === 1 ? 'green' : 'default'}>{tl(s === 1 ? 'up' : 'down')}</Tag> },
  ];

  return (
    <Drawer open={tag !== null} onClose={() => store.closeProducts()} size={640} title={tag ? t('productsTitle', { name: tag.name }) : ''} destroyOnHidden>
      {tag && (
        <FitTable<ProductRow>
          rowKey="id"
          size="small"
          loading={list.loading}
          columns={columns}
          dataSource={list.rows}
          locale={{ emptyText: t('productsEmpty') }}
          pagination={{ current: list.page, pageSize: list.rowsPerPage, total: list.total, size: 'small', showTotal: (total) => tl('total', { total }), onChange: (page, size) => list.setPage(page, size) }}
          data-testid="tag-products"
        />
      )}
    </Drawer>
  );
});
