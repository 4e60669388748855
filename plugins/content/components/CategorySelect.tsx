// Category picker of one article type (0 = uncategorised).
import { TreeSelect } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TOKENS, useService } from '../../../kernel';
import type { ArticleType, Category } from '../../../shared/domain';
import { CATEGORIES } from '../tokens';

type Node = { value: number; title: string; children: Node[] };
const toNodes = (nodes: Category[]): Node[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toNodes(n.children ?? []) }));

export const CategorySelect = observer(function CategorySelect({ type, value, onChange }: { type: ArticleType; value?: number; onChange?: (id: number) => void }) {
  const categories = useService(CATEGORIES);
  const i18n = useService(TOKENS.i18n);
  useEffect(() => {
    void categories.load(type);
  }, [categories, type]);
  return (
    <TreeSelect<number>
      value={value ?? 0}
      onChange={(v) => onChange?.(v ?? 0)}
      treeDefaultExpandAll
      treeData={[{ value: 0, title: i18n.t('content.edit.noCategory'), children: [] }, ...toNodes(categories.tree(type))]}
      aria-label={i18n.t('content.edit.category')}
    />
  );
});
