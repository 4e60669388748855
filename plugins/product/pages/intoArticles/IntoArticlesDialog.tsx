// 导入到文章 on the product list (issue 11 §8): the selected products become drafts of the chosen
// article section (only those the user may list) and category; then the answer — 已导入 N 篇，跳过 M 篇
// （已导入过） — with a link to each new draft.
import { Alert, Button, Form, Modal, Select, TreeSelect, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { TOKENS, useService } from '../../../../kernel';
import type { Category } from '../../../../shared/domain';
import { ImportResult } from '../../../../shared/ui/intoArticles/ImportResult';
import { PRODUCT_INTO_ARTICLES } from '../../tokens';

type Node = { value: number; title: string; children: Node[] };
const toNodes = (nodes: readonly Category[]): Node[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toNodes(n.children ?? []) }));

export interface IntoArticlesDialogProps {
  open: boolean;
  /** The selected products. */
  ids: readonly number[];
  /** Drafts were made (the list clears its selection). */
  onImported?(): void;
  onClose(): void;
}

export const IntoArticlesDialog = observer(function IntoArticlesDialog({ open, ids, onImported, onClose }: IntoArticlesDialogProps) {
  const make = useService(PRODUCT_INTO_ARTICLES);
  const [store] = useState(make);
  const i18n = useService(TOKENS.i18n);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(`product.intoArticles.${key}`, params);

  useEffect(() => {
    if (open) store.open(ids);
    // Opening starts over; the selection is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async () => {
    if (await store.submit()) onImported?.();
  };

  const { result, resultType } = store;
  const footer = result ? (
    <Button type="primary" onClick={onClose}>
      {t('close')}
    </Button>
  ) : (
    <>
      <Button onClick={onClose}>{t('cancel')}</Button>
      <Button type="primary" loading={store.busy} disabled={!store.canSubmit} onClick={() => void submit()}>
        {t('submit')}
      </Button>
    </>
  );

  return (
    <Modal open={open} title={t('title', { count: store.ids.length })} onCancel={onClose} footer={footer} destroyOnHidden width={520}>
      {result && resultType !== null ? (
        <ImportResult result={result} type={resultType} summary={t('summary', { imported: result.imported, skipped: result.skipped })} draftsLabel={t('drafts')} onOpen={onClose} />
      ) : store.types.length === 0 ? (
        <Alert type="warning" showIcon title={t('noTypes')} />
      ) : (
        <Form layout="vertical">
          <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
          <Form.Item label={t('type')} required>
            <Select
              value={store.type ?? undefined}
              onChange={(type) => store.chooseType(type)}
              options={store.types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              aria-label={t('type')}
            />
          </Form.Item>
          <Form.Item label={t('category')}>
            <TreeSelect<number>
              // Remounted when the tree arrives, so that it opens expanded.
              key={`${store.type}|${store.categories.length}`}
              value={store.categoryId}
              onChange={(id) => store.chooseCategory(id ?? 0)}
              loading={store.categoriesLoading}
              treeDefaultExpandAll
              treeData={[{ value: 0, title: t('uncategorised'), children: [] }, ...toNodes(store.categories)]}
              aria-label={t('category')}
            />
          </Form.Item>
          {store.error && <Alert type="error" showIcon title={t('failed', { message: store.error })} />}
        </Form>
      )}
    </Modal>
  );
});
