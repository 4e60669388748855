// /zhProduct/list: the catalogue. Beside the category tree, two tabs: 产品 — keyword, status, tag,
// 销售价 range and order filters (all in the address, so a reload or a shared link shows the same
// list), a server-paged table (cover, name → its edit page with 推荐 tagged beside it, category,
// price, 上架/下架 switch, inline sort, last change) and batch 上架/下架, 移动到分类, 设置标签 and
// 移到回收站 — and 回收站, with 恢复 and 彻底删除.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Empty, Input, Select, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../../../kernel';
import { formatPrice, type ProductRow } from '../../../../shared/domain/product';
import { CellLink } from '../../../../shared/ui/list/CellLink';
import { FitTable } from '../../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../../shared/ui/list/fitColumns';
import { formatTime, useListT } from '../../components/listText';
import { TagSelect } from '../../components/TagSelect';
import { DEFAULT_VIEW, isFiltered, PAGE_SIZES, PRODUCT_SORTS, type ProductListTab } from '../../store/listView';
import type { ProductAction } from '../../store/ProductListStore';
import { PRODUCT_CATALOGUE, PRODUCT_LIST } from '../../tokens';
import { CategoryTreeCard } from './CategoryTreeCard';
import { MoveDialog } from './MoveDialog';
import { PriceRange } from './PriceRange';
import { SetTagsDialog } from './SetTagsDialog';
import { SortCell } from './SortCell';
import { useListAddress } from './useListAddress';
import { IntoArticlesButton } from '../intoArticles/IntoArticlesButton';
import { IntoArticlesDialog } from '../intoArticles/IntoArticlesDialog';
import { CaptureButton } from '../capture/CaptureButton';
import { HistoryLink } from '../history/HistoryLink';
import { ExcelButtons } from '../excel/ExcelButtons';
import { ImportPanel } from '../excel/ImportPanel';
import './list.css';

const ADD_PATH = '/zhProduct/add';
const editPath = (row: ProductRow) => `${ADD_PATH}?id=${row.id}`;

const ProductListPage = observer(function ProductListPage() {
  const makeStore = useService(PRODUCT_LIST);
  const [store] = useState(makeStore);
  const catalogue = useService(PRODUCT_CATALOGUE);
  const navigate = useNavigate();
  const t = useListT();
  const go = useListAddress(store);
  const [dialog, setDialog] = useState<'move' | 'tags' | 'articles' | null>(null);
  const { view, list } = store;
  const live = view.tab === 'live';
  const filters = view.filters;

  useEffect(() => {
    if (!catalogue.categoriesLoaded) void catalogue.loadCategories();
    void catalogue.loadTags();
  }, [catalogue]);

  // An address naming a category the site no longer has (a stale link): the whole catalogue instead.
  const staleCategory = catalogue.categoriesLoaded && filters.type_id !== undefined && !catalogue.category(filters.type_id);
  useEffect(() => {
    if (staleCategory) go({ filters: { ...filters, type_id: undefined } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staleCategory]);

  const run = (action: ProductAction, ids?: number[]) => void store.run(action, ids);

  const cover: FitColumn<ProductRow> = {
    title: t('cover'),
    dataIndex: 'img',
    width: 60,
    minWidth: 56,
    render: (url: string) => (url ? <img src={url} alt="" className="pl-thumb" loading="lazy" /> : <div className="pl-thumb pl-thumb-empty">{t('noCover')}</div>),
  };
  const category: FitColumn<ProductRow> = {
    title: t('category'),
    dataIndex: 'type_name',
    width: 120,
    minWidth: 88,
    dropOrder: 2,
    ellipsis: { showTitle: true },
    render: (name: string) => name || <span className="pl-muted">{t('uncategorised')}</span>,
  };
  const price: FitColumn<ProductRow> = {
    title: t('price'),
    key: 'price',
    width: 120,
    minWidth: 108,
    align: 'right',
    render: (_: unknown, row) => <span className={row.price_negotiable || row.price_sell === null ? 'pl-muted' : 'pl-price-cell'}>{formatPrice(row.price_sell, row.price_negotiable === 1)}</span>,
  };

  const liveColumns: FitColumn<ProductRow>[] = [
    cover,
    {
      title: t('name'),
      dataIndex: 'name',
      minWidth: 200,
      // 推荐 stays beside the name at every width (a column of its own would leave first).
      render: (name: string, row) => <CellLink to={editPath(row)} text={name} after={row.recommend === 1 && <Tag color="gold" className="pl-tag">{t('recommendTag')}</Tag>} />,
    },
    category,
    price,
    {
      title: t('status'),
      dataIndex: 'status',
      width: 84,
      minWidth: 76,
      render: (status: 0 | 1, row) => (
        <span className="pl-status">
          <Switch
            size="small"
            checked={status === 1}
            loading={store.saving.has(row.id)}
            onChange={(on) => void store.setStatus(row, on ? 1 : 0)}
            aria-label={t('statusOf', { name: row.name })}
          />
          <span className={status === 1 ? undefined : 'pl-muted'}>{t(status === 1 ? 'up' : 'down')}</span>
        </span>
      ),
    },
    {
      title: t('sort'),
      dataIndex: 'sort',
      width: 80,
      minWidth: 68,
      render: (sort: number, row) => <SortCell value={sort} label={t('sortOf', { name: row.name })} saving={store.saving.has(row.id)} onSave={(v) => void store.setSort(row, v)} />,
    },
    { title: t('updated'), dataIndex: 'updated_at', width: 136, minWidth: 128, dropOrder: 1, render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      width: 140,
      minWidth: 136,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(editPath(row))}>
            {t('edit')}
          </Button>
          <HistoryLink productId={row.id} variant="link" />
          <Button type="link" size="small" danger onClick={() => run('remove', [row.id])}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  const binColumns: FitColumn<ProductRow>[] = [
    cover,
    {
      title: t('name'),
      dataIndex: 'name',
      minWidth: 200,
      ellipsis: { showTitle: true },
    },
    category,
    price,
    { title: t('removedAt'), dataIndex: 'updated_at', width: 136, minWidth: 128, render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      width: 136,
      minWidth: 128,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => run('restore', [row.id])}>
            {t('restore')}
          </Button>
          <Button type="link" size="small" danger onClick={() => run('destroy', [row.id])}>
            {t('destroy')}
          </Button>
        </Space>
      ),
    },
  ];

  const filtered = isFiltered(view);
  const clearFilters = () => go({ keyword: '', filters: filters.sort ? { sort: filters.sort } : {} });
  const emptyText = !live ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(view.keyword ? 'emptyFiltered' : 'binEmpty')} />
  ) : filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyFiltered')}>
      <Button onClick={clearFilters}>{t('clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_PATH)}>
        {t('add')}
      </Button>
    </Empty>
  );

  const count = store.selected.length;
  const none = count === 0 || store.busy;
  const selectionBar = count > 0 && (
    <div className="pl-batch" role="toolbar" aria-label={t('batch.label')}>
      <Typography.Text>{t('selected', { count })}</Typography.Text>
      {live ? (
        <>
          <Button size="small" disabled={none} onClick={() => run('up')}>
            {t('up')}
          </Button>
          <Button size="small" disabled={none} onClick={() => run('down')}>
            {t('down')}
          </Button>
          <Button size="small" disabled={none} onClick={() => setDialog('move')}>
            {t('batch.move')}
          </Button>
          <Button size="small" disabled={none} onClick={() => setDialog('tags')}>
            {t('batch.setTags')}
          </Button>
          <IntoArticlesButton disabled={none} onClick={() => setDialog('articles')} />
          <Button size="small" danger disabled={none} onClick={() => run('remove')}>
            {t('batch.remove')}
          </Button>
        </>
      ) : (
        <>
          <Button size="small" disabled={none} onClick={() => run('restore')}>
            {t('restore')}
          </Button>
          <Button size="small" danger disabled={none} onClick={() => run('destroy')}>
            {t('destroy')}
          </Button>
        </>
      )}
      <Button size="small" type="link" onClick={() => store.select([])}>
        {t('batch.clear')}
      </Button>
    </div>
  );

  return (
    <div className={live ? 'pl-layout' : 'pl-layout pl-layout-bin'}>
      {live && <CategoryTreeCard selected={filters.type_id} onSelect={(id) => go({ filters: { ...filters, type_id: id } })} onRemoved={(id) => id === filters.type_id && go({ filters: { ...filters, type_id: undefined } })} />}
      <Card
        className="pl-card"
        title={<h2 className="pl-heading">{t('title')}</h2>}
        activeTabKey={view.tab}
        onTabChange={(key) => go({ ...DEFAULT_VIEW, rows: view.rows, tab: key as ProductListTab })}
        tabList={[
          { key: 'live', label: t('liveTab') },
          { key: 'bin', label: t('binTab') },
        ]}
        tabBarExtraContent={
          <Space>
            <CaptureButton />
            {live && <ExcelButtons view={view} total={list.total} selected={store.selected} />}
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADD_PATH)}>
              {t('add')}
            </Button>
          </Space>
        }
      >
        <div className="pl-filters">
          <Input.Search
            key={`${view.tab}|${view.keyword}`}
            allowClear
            defaultValue={view.keyword}
            placeholder={t(live ? 'search' : 'searchBin')}
            onSearch={(keyword) => go({ keyword })}
            className="pl-search"
            aria-label={t(live ? 'search' : 'searchBin')}
          />
          {live && (
            <>
              <Select
                className="pl-filter"
                value={filters.status ?? 'all'}
                onChange={(v) => go({ filters: { ...filters, status: v === 'all' ? undefined : (v as 0 | 1) } })}
                options={[{ value: 'all', label: t('allStatus') }, { value: 1, label: t('up') }, { value: 0, label: t('down') }]}
                aria-label={t('status')}
              />
              <TagSelect mode="single" className="pl-filter" value={filters.tag_id} onChange={(tag_id) => go({ filters: { ...filters, tag_id } })} placeholder={t('allTags')} aria-label={t('tag')} />
              <PriceRange min={filters.price_min} max={filters.price_max} t={t} onApply={(price_min, price_max) => go({ filters: { ...filters, price_min, price_max } })} />
              <Select
                className="pl-filter-sort"
                value={filters.sort ?? 'sort_asc'}
                onChange={(sort) => go({ filters: { ...filters, sort: sort === 'sort_asc' ? undefined : sort } }) }
                options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
                aria-label={t('order')}
              />
              {filtered && (
                <Button type="link" onClick={clearFilters}>
                  {t('clearFilters')}
                </Button>
              )}
            </>
          )}
        </div>
        {live && <ImportPanel onImported={() => void Promise.all([store.reload(), catalogue.loadCategories(), catalogue.loadTags()])} />}
        {selectionBar}
        {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} action={<Button onClick={() => store.reload()}>{t('retry')}</Button>} className="pl-alert" />}
        {!store.loaded && !list.error ? (
          <Skeleton active title={false} paragraph={{ rows: 8 }} className="pl-skeleton" />
        ) : (
          <FitTable<ProductRow>
            key={view.tab}
            rowKey="id"
            size="middle"
            loading={list.loading}
            columns={live ? liveColumns : binColumns}
            dataSource={list.rows}
            rowSelection={{ selectedRowKeys: store.selected, onChange: (keys) => store.select(keys as number[]) }}
            locale={{ emptyText }}
            pagination={{
              current: list.page,
              pageSize: list.rowsPerPage,
              total: list.total,
              showSizeChanger: true,
              pageSizeOptions: [...PAGE_SIZES],
              showTotal: (total) => t('total', { total }),
              onChange: (page, rows) => go({ page, rows: rows ?? view.rows, ...(rows !== view.rows ? { page: 1 } : {}) }),
            }}
            data-testid="product-table"
          />
        )}
      </Card>
      <MoveDialog open={dialog === 'move'} count={count} busy={store.busy} onMove={(typeId) => store.move(typeId)} onClose={() => setDialog(null)} />
      <IntoArticlesDialog open={dialog === 'articles'} ids={store.selected} onImported={() => store.select([])} onClose={() => setDialog(null)} />
      <SetTagsDialog open={dialog === 'tags'} count={count} busy={store.busy} onSet={(tagIds, mode) => store.setTags(tagIds, mode)} onClose={() => setDialog(null)} />
    </div>
  );
});

export default ProductListPage;
