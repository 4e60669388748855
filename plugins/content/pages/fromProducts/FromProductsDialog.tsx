// 从产品导入 on an article list (issue 11 §8): pick products from the site's catalogue (search,
// product category, pages; the choice is kept across pages), the article category, then import —
// each product becomes a draft of the list's type; the answer 已导入 N 篇，跳过 M 篇（已导入过）
// links to each new draft.
import { Alert, Button, Input, Modal, Table, Tag, TreeSelect, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import type { ArticleType } from '../../../../shared/domain';
import { INTO_ARTICLES_MAX, type ProductCategory, type ProductRow } from '../../../../shared/domain/product';
import { ImportResult } from '../../../../shared/ui/intoArticles/ImportResult';
import { CategorySelect } from '../../components/CategorySelect';
import { FROM_PRODUCTS } from '../../tokens';
import './fromProducts.css';

type Node = { value: number; title: string; children: Node[] };
const toNodes = (nodes: readonly ProductCategory[]): Node[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toNodes(n.children ?? []) }));

export interface FromProductsDialogProps {
  open: boolean;
  type: ArticleType;
  /** Drafts were made (the article list reloads). */
  onImported(): void;
  onClose(): void;
}

export const FromProductsDialog = observer(function FromProductsDialog({ open, type, onImported, onClose }: FromProductsDialogProps) {
  const make = useService(FROM_PRODUCTS);
  const [store] = useState(make);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`content.fromProducts.${key}`, params);
  const { list, result } = store;

  useEffect(() => {
    if (open) void store.open(type);
  }, [open, type, store]);

  const submit = async () => {
    if (await store.submit()) onImported();
  };

  const columns: ColumnsType<ProductRow> = [
    {
      title: t('cover'),
      dataIndex: 'img',
      width: 56,
      render: (url: string) => (url ? <img src={url} alt="" className="fp-thumb" loading="lazy" /> : <div className="fp-thumb fp-thumb-empty" />),
    },
    { title: t('name'), dataIndex: 'name', ellipsis: { showTitle: true } },
    { title: t('category'), dataIndex: 'type_name', width: 150, ellipsis: { showTitle: true }, render: (name: string) => name || <span className="fp-muted">{t('uncategorised')}</span> },
  ];

  const footer = result ? (
    <Button type="primary" onClick={onClose}>
      {t('close')}
    </Button>
  ) : (
    <div className="fp-footer">
      {/* The drafts' category sits beside 导入, where the choice is confirmed. */}
      <label className="fp-footer-category">
        <span>{t('articleCategory')}</span>
        <CategorySelect type={type} value={store.categoryId} onChange={(id) => store.chooseCategory(id)} />
      </label>
      <Button onClick={onClose}>{t('cancel')}</Button>
      <Button type="primary" loading={store.busy} disabled={!store.canSubmit} onClick={() => void submit()}>
        {t('submit', { count: store.selected.size })}
      </Button>
    </div>
  );

  return (
    <Modal open={open} title={t('title', { type: i18n.t(`content.types.${type}`) })} onCancel={onClose} footer={footer} destroyOnHidden width={860} style={{ top: 40 }}>
      {result ? (
        <ImportResult result={result} type={type} summary={t('summary', { imported: result.imported, skipped: result.skipped })} draftsLabel={t('drafts')} onOpen={onClose} />
      ) : (
        <div className="fp-body">
          <Typography.Paragraph type="secondary" className="fp-hint">
            {t('hint')}
          </Typography.Paragraph>
          <div className="fp-filters">
            <Input.Search allowClear placeholder={t('search')} onSearch={(keyword) => store.search(keyword)} className="fp-search" aria-label={t('search')} />
            <TreeSelect<number>
              key={store.productCategories.length}
              allowClear
              treeDefaultExpandAll
              className="fp-filter"
              placeholder={t('allCategories')}
              value={list.filters.type_id}
              onChange={(id) => store.filterCategory(id ?? undefined)}
              treeData={toNodes(store.productCategories)}
              aria-label={t('productCategory')}
            />
          </div>
          {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} action={<Button size="small" onClick={() => list.load()}>{t('retry')}</Button>} />}
          <Table<ProductRow>
            rowKey="id"
            size="small"
            loading={list.loading}
            columns={columns}
            dataSource={list.rows}
            // The rows scroll inside the dialog, so the category and 导入 stay in view on a laptop screen.
            scroll={{ y: 280 }}
            rowSelection={{ preserveSelectedRowKeys: true, selectedRowKeys: store.selectedIds, onChange: (keys) => store.select(keys as number[]) }}
            locale={{ emptyText: t('empty') }}
            pagination={{
              current: list.page,
              pageSize: list.rowsPerPage,
              total: list.total,
              size: 'small',
              showSizeChanger: true,
              pageSizeOptions: [10, 20, 50],
              showTotal: (total) => t('total', { total }),
              onChange: (page, rows) => list.setPage(page, rows),
            }}
            data-testid="from-products-table"
          />
          <div className="fp-chosen" aria-live="polite">
            <Typography.Text strong>{t('chosen', { count: store.selected.size })}</Typography.Text>
            {[...store.selected].slice(0, 6).map(([id, name]) => (
              <Tag key={id} closable onClose={() => store.unselect(id)} className="fp-chosen-tag">
                {name}
              </Tag>
            ))}
            {store.selected.size > 6 && <Typography.Text type="secondary">{t('andMore', { count: store.selected.size - 6 })}</Typography.Text>}
            {store.selected.size > 0 && (
              <Button type="link" size="small" onClick={() => store.select([])}>
                {t('clear')}
              </Button>
            )}
          </div>
          {store.tooMany && <Alert type="warning" showIcon title={t('tooMany', { max: INTO_ARTICLES_MAX })} />}
          {store.error && <Alert type="error" showIcon title={t('failed', { message: store.error })} />}
        </div>
      )}
    </Modal>
  );
});
