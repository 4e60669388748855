// The category tree beside the product list: 全部分类 and the site's three levels with their
// products (subcategories' included, as choosing one lists them). Choosing a category filters the
// list; each category's menu adds a subcategory, renames, moves it up or down, or deletes it
// (refused by the server while it holds products or subcategories); dragging reorders or nests —
// a drop that would nest deeper than three levels is not offered, and refused if tried.
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Dropdown, Empty, Skeleton, Tree } from 'antd';
import type { MenuProps, TreeDataNode } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useService } from '../../../../kernel';
import { PRODUCT_LIMITS, type ProductCategory } from '../../../../shared/domain/product';
import { useListT } from '../../components/listText';
import { canDrop, depthOf, type DropPlace } from '../../store/categoryTree';
import { PRODUCT_CATALOGUE } from '../../tokens';
import { CategoryDialog, type CategoryEditing } from './CategoryDialog';

const PLACES: Record<-1 | 0 | 1, DropPlace> = { [-1]: 'before', 0: 'inside', 1: 'after' };

export interface CategoryTreeCardProps {
  /** The category the list is filtered by (undefined: 全部分类). */
  selected: number | undefined;
  onSelect(id: number | undefined): void;
  /** A category just deleted (the list drops it from its filter). */
  onRemoved(id: number): void;
}

export const CategoryTreeCard = observer(function CategoryTreeCard({ selected, onSelect, onRemoved }: CategoryTreeCardProps) {
  const catalogue = useService(PRODUCT_CATALOGUE);
  const t = useListT('tree');
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const tree = catalogue.categories;
  const counts = catalogue.counts;

  const menu = (node: ProductCategory): MenuProps => ({
    items: [
      { key: 'addChild', label: t('addChild'), disabled: depthOf(tree, node.id) >= PRODUCT_LIMITS.categoryDepth },
      { key: 'rename', label: t('rename') },
      { key: 'up', label: t('moveUp') },
      { key: 'down', label: t('moveDown') },
      { type: 'divider' },
      { key: 'remove', label: t('remove'), danger: true },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'addChild') setEditing({ parent_id: node.id, name: '' });
      else if (key === 'rename') setEditing({ id: node.id, parent_id: node.parent_id, name: node.name });
      else if (key === 'up' || key === 'down') void catalogue.shiftCategory(node.id, key === 'up' ? -1 : 1);
      else void catalogue.removeCategory(node).then((ok) => ok && onRemoved(node.id));
    },
  });

  const treeData = useMemo(() => {
    const build = (nodes: ProductCategory[]): TreeDataNode[] =>
      nodes.map((node) => ({
        key: node.id,
        title: (
          <span className="pl-tree-node" data-category={node.name}>
            <span className="pl-tree-name" title={node.name}>
              {node.name}
            </span>
            <span className="pl-tree-count">{counts.get(node.id) ?? 0}</span>
            <Dropdown menu={menu(node)} trigger={['click']}>
              <Button type="text" size="small" className="pl-tree-more" icon={<MoreOutlined />} aria-label={t('actionsOf', { name: node.name })} onClick={(e) => e.stopPropagation()} />
            </Dropdown>
          </span>
        ),
        children: build(node.children),
      }));
    return build(tree);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tree, counts]);

  const body = () => {
    if (catalogue.categoriesError && !catalogue.categoriesLoaded) {
      return <Alert type="error" showIcon title={t('loadFailed')} action={<Button size="small" onClick={() => catalogue.loadCategories()}>{t('retry')}</Button>} />;
    }
    if (!catalogue.categoriesLoaded) return <Skeleton active title={false} paragraph={{ rows: 8 }} />;
    return (
      <>
        <button type="button" className={`pl-tree-all${selected === undefined ? ' pl-tree-all-on' : ''}`} onClick={() => onSelect(undefined)}>
          {t('all')}
        </button>
        {tree.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        ) : (
          <Tree
            // Remount when the tree first arrives so defaultExpandAll opens it.
            key={catalogue.categoriesLoaded ? 'loaded' : 'loading'}
            className="pl-tree"
            blockNode
            defaultExpandAll
            draggable={catalogue.savingTree ? false : { icon: false }}
            treeData={treeData}
            selectedKeys={selected === undefined ? [] : [selected]}
            onSelect={(keys, info) => onSelect(info.selected ? Number(keys[0]) : selected)}
            allowDrop={({ dragNode, dropNode, dropPosition }) => canDrop(tree, Number(dragNode.key), Number(dropNode.key), PLACES[dropPosition])}
            onDrop={(info) => {
              const target = Number(info.node.key);
              const pos = info.node.pos.split('-');
              const relative = info.dropPosition - Number(pos[pos.length - 1]);
              let place: DropPlace = !info.dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';
              const opened = catalogue.category(target);
              // Below an open category with children: the drop lands as its first child.
              if (place === 'after' && info.node.expanded && opened?.children.length) {
                void catalogue.moveCategory(Number(info.dragNode.key), opened.children[0].id, 'before');
                return;
              }
              if (relative === 0 && info.dropToGap) place = 'after';
              void catalogue.moveCategory(Number(info.dragNode.key), target, place);
            }}
          />
        )}
      </>
    );
  };

  return (
    <Card
      className="pl-tree-card"
      size="small"
      title={t('title')}
      extra={
        <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setEditing({ parent_id: 0, name: '' })}>
          {t('add')}
        </Button>
      }
    >
      {body()}
      <CategoryDialog editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
});
