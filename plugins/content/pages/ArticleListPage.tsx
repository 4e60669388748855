// The list of one article type (/zhContent/news, help, case, download, video): category tree,
// filters, sorting, paging (up to 1,000 rows a page), batch publish/unpublish/no-download and
// removal to the recycle bin with confirmation.
import { Alert, Button, Card, Dropdown, Input, Select, Space, Tag, Tree, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../kernel';
import { CONTENT_LIMITS, articleTypeInfo, type ArticleRow, type ArticleSort, type Category } from '../../../shared/domain';
import { ARTICLE_LISTS, CATEGORIES } from '../tokens';
import { CellLink } from '../../../shared/ui/list/CellLink';
import { FitTable } from '../../../shared/ui/list/FitTable';
import type { FitColumn } from '../../../shared/ui/list/fitColumns';
import { useArticleType } from './useArticleType';
import { FromProductsAction } from './fromProducts/FromProductsAction';
import './content.css';

const SORTS: ArticleSort[] = ['updated_desc', 'created_desc', 'sort_asc', 'title_asc'];

function toTreeData(nodes: Category[], label: (node: Category) => string): { key: number; title: string; children: ReturnType<typeof toTreeData> }[] {
  return nodes.map((node) => ({ key: node.id, title: label(node), children: toTreeData(node.children ?? [], label) }));
}

const ArticleListPage = observer(function ArticleListPage() {
  const type = useArticleType();
  const lists = useService(ARTICLE_LISTS);
  const categories = useService(CATEGORIES);
  const notifier = useService(TOKENS.notifier);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const state = lists.of(type);
  const list = state.list;
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`content.list.${key}`, params);
  const typeName = i18n.t(`content.types.${type}`);

  useEffect(() => {
    void list.load();
    void categories.load(type);
  }, [list, categories, type]);

  const treeData = useMemo(
    () => [{ key: 0, title: t('allCategories'), children: toTreeData(categories.tree(type), (node) => i18n.t('content.categories.named', { name: node.name, count: node.article_count })) }],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [categories.trees.get(type), i18n.locale],
  );

  const batch = async (action: 'publish' | 'unpublish' | 'nodownload' | 'download' | 'remove', ids?: number[]) => {
    const count = (ids ?? state.selected).length;
    if (action === 'remove' && !(await notifier.confirm({ title: i18n.t('kernel.common.tip'), content: t('removeConfirm', { count }), danger: true }))) return;
    if (await state.run(action, ids)) notifier.success(action === 'remove' ? t('removed') : t('done'));
  };

  const editPath = (row: ArticleRow) => `/zhContent/add?type=${type}&id=${row.id}`;
  // At 1280 px the author leaves first, then the category; the title never goes below 240 px.
  const columns: FitColumn<ArticleRow>[] = [
    {
      title: t('title'),
      dataIndex: 'title',
      minWidth: 240,
      render: (title: string, row) => <CellLink to={editPath(row)} text={title} after={row.nodownload && <Tag color="orange">{t('noDownloadTag')}</Tag>} />,
    },
    { title: t('category'), dataIndex: 'category_name', width: 140, minWidth: 96, dropOrder: 2, ellipsis: true, render: (name: string | undefined) => name || <span className="content-uncategorised">{i18n.t('content.edit.noCategory')}</span> },
    {
      title: t('status'),
      dataIndex: 'status',
      width: 90,
      minWidth: 76,
      render: (status: 0 | 1) => <Tag color={status === 1 ? 'green' : 'default'}>{i18n.t(`content.status.${status}`)}</Tag>,
    },
    { title: t('author'), dataIndex: 'author', width: 110, minWidth: 80, dropOrder: 1, ellipsis: true },
    { title: t('updated'), dataIndex: 'updated_at', width: 150, minWidth: 140, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
    {
      title: t('actions'),
      key: 'actions',
      width: 180,
      minWidth: 156,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(editPath(row))}>
            {t('edit')}
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`/zhContent/historyList?id=${row.id}&type=${type}`)}>
            {t('history')}
          </Button>
          <Button type="link" size="small" danger onClick={() => batch('remove', [row.id])}>
            {t('remove')}
          </Button>
        </Space>
      ),
    },
  ];

  const many = list.rowsPerPage > 100;
  return (
    <div className="content-list-layout">
      <Card className="content-category-card" title={t('category')} extra={<Button type="link" size="small" onClick={() => navigate(`/zhContent/addlist?type=${type}`)}>{t('manageCategories')}</Button>}>
        <Tree
          // Remount when the tree arrives so defaultExpandAll opens it.
          key={categories.tree(type).length}
          blockNode
          defaultExpandAll
          treeData={treeData}
          selectedKeys={[state.filters.category_id ?? 0]}
          onSelect={(keys) => state.filter({ category_id: keys.length && Number(keys[0]) !== 0 ? Number(keys[0]) : undefined })}
        />
      </Card>
      <Card
        className="content-list-card"
        title={i18n.t(`content.menu.${articleTypeInfo(type)?.slug ?? 'news'}`)}
        extra={
          <Space>
            <FromProductsAction
              type={type}
              onImported={() => {
                void list.load();
                void categories.load(type);
              }}
            />
            <Button onClick={() => navigate(`/zhContent/capture?type=${type}`)}>{t('capture')}</Button>
            <Button type="primary" onClick={() => navigate(`/zhContent/add?type=${type}`)}>
              {t('add', { type: typeName })}
            </Button>
          </Space>
        }
      >
        <div className="content-filters">
          <Input.Search allowClear placeholder={t('search')} onSearch={(v) => list.search(v)} className="content-search" aria-label={t('search')} />
          <Select
            className="content-filter"
            value={state.filters.status ?? 'all'}
            onChange={(v) => state.filter({ status: v === 'all' ? undefined : (v as 0 | 1) })}
            options={[{ value: 'all', label: t('allStatus') }, { value: 1, label: i18n.t('content.status.1') }, { value: 0, label: i18n.t('content.status.0') }]}
            aria-label={t('status')}
          />
          <Select className="content-filter" value={state.filters.sort ?? 'updated_desc'} onChange={(v) => state.sortBy(v)} options={SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))} aria-label={t('sort')} />
          <div className="content-filters-spacer" />
          {state.selected.length > 0 && <Typography.Text type="secondary">{t('selected', { count: state.selected.length })}</Typography.Text>}
          <Button disabled={state.selected.length === 0 || state.busy} onClick={() => batch('publish')}>
            {t('publish')}
          </Button>
          <Button disabled={state.selected.length === 0 || state.busy} onClick={() => batch('unpublish')}>
            {t('unpublish')}
          </Button>
          {type === 4 && (
            <Dropdown
              disabled={state.selected.length === 0 || state.busy}
              menu={{ items: [{ key: 'nodownload', label: t('noDownload') }, { key: 'download', label: t('allowDownload') }], onClick: ({ key }) => batch(key as 'nodownload' | 'download') }}
            >
              <Button>{t('noDownload')}</Button>
            </Dropdown>
          )}
          <Button danger disabled={state.selected.length === 0 || state.busy} onClick={() => batch('remove')}>
            {t('remove')}
          </Button>
        </div>
        {list.error && <Alert type="error" showIcon title={i18n.t('content.loadFailed', { message: list.error })} action={<Button onClick={() => list.load()}>{i18n.t('content.retry')}</Button>} className="content-alert" />}
        <FitTable<ArticleRow>
          rowKey="id"
          size={many ? 'small' : 'middle'}
          loading={list.loading}
          columns={columns}
          dataSource={list.rows}
          virtual={many}
          scroll={many ? { y: 640 } : undefined}
          rowSelection={{ selectedRowKeys: state.selected, onChange: (keys) => state.select(keys as number[]) }}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: list.page,
            pageSize: list.rowsPerPage,
            total: list.total,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100, CONTENT_LIMITS.maxRows],
            showTotal: (n) => t('total', { total: n }),
            onChange: (page, size) => list.setPage(page, size),
          }}
          data-testid="article-table"
        />
      </Card>
    </div>
  );
});

export default ArticleListPage;
