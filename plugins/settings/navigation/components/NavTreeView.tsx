// One navigation as a draggable tree: each item with its link, a 已隐藏 tag, the show switch, 编辑
// and a 更多 menu (添加子导航, 上移, 下移, 降为下级, 升为上级, 删除 — what a keyboard user moves with).
// A drop the rule book refuses (a fourth level, under itself) is not offered, and refused if tried.
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { Button, Dropdown, Switch, Tag, Tree } from 'antd';
import type { MenuProps, TreeDataNode } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import type { NavDropPlace, NavItem } from '../../../../shared/domain/settings/navigation';
import { useService } from '../../../../kernel';
import { NAV_TREE } from '../tokens';
import { linkSummary, useNavT } from './text';

const PLACES: Record<-1 | 0 | 1, NavDropPlace> = { [-1]: 'before', 0: 'inside', 1: 'after' };

export interface NavTreeViewProps {
  onEdit(item: NavItem): void;
  onAddChild(item: NavItem): void;
}

const parentsOf = (items: NavItem[]): number[] => items.flatMap((i) => (i.children.length ? [i.id, ...parentsOf(i.children)] : []));

export const NavTreeView = observer(function NavTreeView({ onEdit, onAddChild }: NavTreeViewProps) {
  const store = useService(NAV_TREE);
  const t = useNavT();
  const items = store.current.items;
  // Every parent open unless the operator closed it (a parent made by a drag opens by itself).
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const parents = useMemo(() => parentsOf(items), [items]);

  const menu = (item: NavItem): MenuProps => {
    const can = store.moves(item.id);
    return {
      items: [
        { key: 'addChild', label: t('addChild'), disabled: !store.canAddChild(item.id) },
        { key: 'up', label: t('up'), disabled: !can.up },
        { key: 'down', label: t('down'), disabled: !can.down },
        { key: 'indent', label: t('indent'), disabled: !can.indent },
        { key: 'outdent', label: t('outdent'), disabled: !can.outdent },
        { type: 'divider' },
        { key: 'remove', label: t('remove'), danger: true },
      ],
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        if (key === 'addChild') onAddChild(item);
        else if (key === 'remove') void store.remove(item);
        else void store.shift(item.id, key as 'up' | 'down' | 'indent' | 'outdent');
      },
    };
  };

  const treeData = useMemo(() => {
    const build = (nodes: NavItem[]): TreeDataNode[] =>
      nodes.map((item) => ({
        key: item.id,
        title: (
          <span className="nav-node" data-nav={item.name}>
            {item.icon ? <img className="nav-node-icon" src={item.icon} alt="" /> : null}
            <span className="nav-node-name" title={item.name}>{item.name}</span>
            {item.show === 0 && <Tag className="nav-node-tag">{t('hiddenTag')}</Tag>}
            {item.link_missing && <Tag color="orange" className="nav-node-tag">{t('missingTag')}</Tag>}
            <span className="nav-node-link" title={linkSummary(t, item)}>{linkSummary(t, item)}</span>
            <span className="nav-node-actions" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
              <Switch size="small" checked={item.show === 1} aria-label={t('showOf', { name: item.name })} disabled={store.busy}
                onChange={(on) => void store.toggleShow(item, on)} />
              <Button type="link" size="small" onClick={() => onEdit(item)}>{t('edit')}</Button>
              <Dropdown menu={menu(item)} trigger={['click']}>
                <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('actionsOf', { name: item.name })} />
              </Dropdown>
            </span>
          </span>
        ),
        children: build(item.children),
      }));
    return build(items);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, store.busy]);

  return (
    <Tree
      className="nav-tree"
      blockNode
      selectable={false}
      draggable={store.busy ? false : { icon: false }}
      treeData={treeData}
      expandedKeys={parents.filter((id) => !collapsed.has(id))}
      onExpand={(keys) => setCollapsed(new Set(parents.filter((id) => !keys.includes(id))))}
      allowDrop={({ dragNode, dropNode, dropPosition }) => store.canDrop(Number(dragNode.key), Number(dropNode.key), PLACES[dropPosition as -1 | 0 | 1])}
      onDrop={(info) => {
        const target = Number(info.node.key);
        const pos = info.node.pos.split('-');
        const relative = info.dropPosition - Number(pos[pos.length - 1]);
        let place: NavDropPlace = !info.dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';
        const opened = store.item(target);
        // Below an open item with children: the drop lands as its first child.
        if (place === 'after' && info.node.expanded && opened?.children.length) {
          void store.move(Number(info.dragNode.key), opened.children[0].id, 'before');
          return;
        }
        if (relative === 0 && info.dropToGap) place = 'after';
        void store.move(Number(info.dragNode.key), target, place);
      }}
    />
  );
});
