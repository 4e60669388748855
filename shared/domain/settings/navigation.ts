// Rules of 导航设置 (issue 14), shared by the console and the server: the three navigations of a
// site, an item's fields (name, icon, link by the §3 link config, how it opens), and the tree rules
// (at most three levels, never under itself). The browser checks as the operator types; the server
// checks the same again before anything is stored.
import {
  INSIDE_LINK_KINDS, isCode, isWebAddress, JUMP_TYPES, SITE_SECTIONS,
  type InsideLinkKind, type JumpType, type RecordLinkKind, type SiteSection,
} from '../design/links';
import { isValidUrl } from '../editor';

export const NAV_POSITIONS = ['top', 'phone', 'bottom'] as const;
export type NavPosition = (typeof NAV_POSITIONS)[number];
export const NAV_POSITION_LABELS: Readonly<Record<NavPosition, string>> = { top: '顶部导航', phone: '手机导航', bottom: '底部导航' };

/** The link config a navigation item offers: §3's without 'fun' (a menu entry opens a page). */
export const NAV_LINK_TYPES = ['none', 'inside_link', 'outside_link'] as const;
export type NavLinkType = (typeof NAV_LINK_TYPES)[number];

export const NAV_LIMITS = {
  /** 导航名称, in characters. */
  nameMax: 20,
  /** 导航最多支持三级. */
  depth: 3,
  /** Items of one navigation (every level). */
  perPosition: 100,
  urlMax: 500,
  iconMax: 500,
} as const;

export const NAV_MSG = {
  nameRequired: '导航名称不能为空',
  nameTooLong: `导航名称不能超过${NAV_LIMITS.nameMax}个字符`,
  depth: '导航最多支持三级',
  cycle: '导航不能移动到自身或其子导航下',
  hasChildren: '请先删除子导航',
  notFound: '导航不存在或已删除',
  parentNotFound: '上级导航不存在或已删除',
  tooMany: `每种导航最多${NAV_LIMITS.perPosition}项`,
  treeChanged: '导航已被修改，请刷新后重试',
  linkType: '请选择链接方式',
  kind: '请选择链接内容',
  section: '请选择栏目',
  target: { product: '请选择产品', article: '请选择文章', product_type: '请选择产品分类', article_type: '请选择文章分类' } as Readonly<Record<RecordLinkKind, string>>,
  targetMissing: { product: '所选产品不存在或已删除', article: '所选文章不存在或已删除', product_type: '所选产品分类不存在或已删除', article_type: '所选文章分类不存在或已删除' } as Readonly<Record<RecordLinkKind, string>>,
  urlRequired: '请输入链接地址',
  urlInvalid: '链接地址只支持以 http:// 或 https:// 开头的网址',
  urlTooLong: `链接地址不能超过${NAV_LIMITS.urlMax}个字符`,
  icon: '图标地址不正确，请从图片库选择',
  jumpType: '请选择打开方式',
} as const;

/** What an item holds besides its place in the tree: the add/edit page's fields. */
export interface NavFields {
  name: string;
  /** A picture of the site's library ('' none). */
  icon: string;
  /** 1 shown on the site, 0 hidden. */
  show: 0 | 1;
  link_type: NavLinkType;
  /** inside_link: what it points at; '' otherwise. */
  link_kind: InsideLinkKind | '';
  /** inside_link to a section; '' otherwise. */
  link_section: SiteSection | '';
  /** inside_link to a record: its id; 0 otherwise. */
  link_id: number;
  /** outside_link: the address; '' otherwise. */
  link_url: string;
  jump_type: JumpType;
}

export interface NavCreateRequest extends NavFields {
  position: NavPosition;
  /** 0: top level. */
  parent_id: number;
}

export interface NavUpdateRequest extends NavFields {
  id: number;
}

/** An item as the list and detail answer it, with what its link points at. */
export interface NavItem extends NavFields {
  id: number;
  position: NavPosition;
  parent_id: number;
  sort: number;
  /** The section's label or the record's name ('' for none and outside links). */
  link_title: string;
  /** An inside link whose record has been deleted since (the site shows it unlinked). */
  link_missing: boolean;
  children: NavItem[];
}

/** saveNav: the whole tree of one navigation after a drag, every item once. */
export interface NavSaveRequest {
  position: NavPosition;
  items: { id: number; parent_id: number; sort: number }[];
}

/** setLevel: one item moved under a parent (0: the top) at an index among its siblings. */
export interface NavSetLevelRequest {
  id: number;
  parent_id: number;
  index: number;
}

/** linkOptions: the site's records an inside link may point at (searchable pickers). */
export interface NavLinkOption {
  id: number;
  title: string;
  /** Category path, article type … what tells two of the same title apart. */
  hint: string;
}

export type NavField = keyof NavFields;
export interface NavProblem {
  field: NavField;
  message: string;
}

export function navNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (!name) return NAV_MSG.nameRequired;
  if ([...name].length > NAV_LIMITS.nameMax) return NAV_MSG.nameTooLong;
  return null;
}

export function navUrlProblem(raw: string): string | null {
  const url = raw.trim();
  if (!url) return NAV_MSG.urlRequired;
  if ([...url].length > NAV_LIMITS.urlMax) return NAV_MSG.urlTooLong;
  return isWebAddress(url) ? null : NAV_MSG.urlInvalid;
}

/** A gallery picture: a site-relative path or an http(s) address, or none. */
export function navIconProblem(raw: string): string | null {
  const icon = raw.trim();
  if (!icon) return null;
  return [...icon].length <= NAV_LIMITS.iconMax && isValidUrl(icon, { allowRelative: true }) ? null : NAV_MSG.icon;
}

/** The link's first broken rule (the record's existence is the server's to check). */
export function navLinkProblem(f: Pick<NavFields, 'link_type' | 'link_kind' | 'link_section' | 'link_id' | 'link_url'>): NavProblem | null {
  if (!isCode(NAV_LINK_TYPES, f.link_type)) return { field: 'link_type', message: NAV_MSG.linkType };
  if (f.link_type === 'outside_link') {
    const problem = navUrlProblem(f.link_url ?? '');
    return problem ? { field: 'link_url', message: problem } : null;
  }
  if (f.link_type !== 'inside_link') return null;
  if (!isCode(INSIDE_LINK_KINDS, f.link_kind)) return { field: 'link_kind', message: NAV_MSG.kind };
  if (f.link_kind === 'section') return isCode(SITE_SECTIONS, f.link_section) ? null : { field: 'link_section', message: NAV_MSG.section };
  return Number.isInteger(f.link_id) && f.link_id > 0 ? null : { field: 'link_id', message: NAV_MSG.target[f.link_kind] };
}

/** The first broken rule of an item's fields: name, icon, link, how it opens. */
export function checkNavFields(f: NavFields): NavProblem | null {
  const name = navNameProblem(f.name ?? '');
  if (name) return { field: 'name', message: name };
  const icon = navIconProblem(f.icon ?? '');
  if (icon) return { field: 'icon', message: icon };
  const link = navLinkProblem(f);
  if (link) return link;
  if (!isCode(JUMP_TYPES, f.jump_type)) return { field: 'jump_type', message: NAV_MSG.jumpType };
  return null;
}

/** The fields as stored: trimmed, and what the chosen link does not use cleared. */
export function normalizeNavFields(f: NavFields): NavFields {
  const inside = f.link_type === 'inside_link';
  const section = inside && f.link_kind === 'section';
  return {
    name: f.name.trim(),
    icon: f.icon.trim(),
    show: f.show === 0 ? 0 : 1,
    link_type: f.link_type,
    link_kind: inside ? f.link_kind : '',
    link_section: section ? f.link_section : '',
    link_id: inside && !section ? f.link_id : 0,
    link_url: f.link_type === 'outside_link' ? f.link_url.trim() : '',
    jump_type: f.jump_type,
  };
}

// --- the tree ---------------------------------------------------------------------------------

/** An item's place: what the tree rules need. */
export interface NavPlace {
  id: number;
  parent_id: number;
  sort: number;
}

export interface NavTreeNode extends NavPlace {
  children: NavTreeNode[];
}

export type Nested<T> = T & { children: Nested<T>[] };

/** Nests flat rows by parent, each level by sort then id; a row whose parent is missing is kept at the top. */
export function navTreeOf<T extends NavPlace>(rows: readonly T[]): Nested<T>[] {
  type Node = Nested<T>;
  const byId = new Map<number, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const top: Node[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id ? byId.get(node.parent_id) : undefined;
    (parent && parent !== node ? parent.children : top).push(node);
  }
  const order = (nodes: Node[]) => {
    nodes.sort((a, b) => a.sort - b.sort || a.id - b.id);
    nodes.forEach((n) => order(n.children));
  };
  order(top);
  return top;
}

/** Every item of a tree with its parent and its place among its siblings (1, 2, 3 …). */
export function navPlacesOf(tree: readonly NavTreeNode[], parentId = 0): NavPlace[] {
  return tree.flatMap((node, index) => [{ id: node.id, parent_id: parentId, sort: index + 1 }, ...navPlacesOf(node.children, node.id)]);
}

/**
 * Whether flat places make a valid tree: every parent is one of them (or 0), no item is its own
 * ancestor, and no item sits deeper than three levels. Answers the message of the first problem.
 */
export function navTreeProblem(places: readonly Pick<NavPlace, 'id' | 'parent_id'>[]): string | null {
  const parentOf = new Map(places.map((p) => [p.id, p.parent_id]));
  for (const place of places) {
    let depth = 1;
    let at = place.parent_id;
    const seen = new Set([place.id]);
    while (at !== 0) {
      if (seen.has(at)) return NAV_MSG.cycle;
      if (!parentOf.has(at)) return NAV_MSG.parentNotFound;
      seen.add(at);
      depth += 1;
      at = parentOf.get(at) as number;
    }
    if (depth > NAV_LIMITS.depth) return NAV_MSG.depth;
  }
  return null;
}

export function findNav<T extends NavTreeNode>(tree: readonly T[], id: number): T | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNav(node.children as T[], id);
    if (found) return found;
  }
  return undefined;
}

/** 1 for a top-level item, 0 when the id is not in the tree. */
export function navDepthOf(tree: readonly NavTreeNode[], id: number, depth = 1): number {
  for (const node of tree) {
    if (node.id === id) return depth;
    const below = navDepthOf(node.children, id, depth + 1);
    if (below) return below;
  }
  return 0;
}

/** Levels an item and its descendants occupy: 1 for a leaf. */
export function navHeightOf(node: NavTreeNode): number {
  return 1 + Math.max(0, ...node.children.map(navHeightOf));
}

/** Where a dragged item lands relative to the target: before it, inside it (last child), after it. */
export type NavDropPlace = 'before' | 'inside' | 'after';

export type NavMoveResult<T> = { ok: true; tree: T[] } | { ok: false; message: string };

/** The tree after moving `dragId` before, inside or after `targetId`; siblings renumbered. */
export function moveNav<T extends NavTreeNode>(tree: readonly T[], dragId: number, targetId: number, place: NavDropPlace): NavMoveResult<T> {
  const dragged = findNav(tree, dragId);
  const target = findNav(tree, targetId);
  if (!dragged || !target || dragId === targetId || findNav(dragged.children, targetId)) return { ok: false, message: NAV_MSG.cycle };
  const parentDepth = place === 'inside' ? navDepthOf(tree, targetId) : navDepthOf(tree, targetId) - 1;
  if (parentDepth + navHeightOf(dragged) > NAV_LIMITS.depth) return { ok: false, message: NAV_MSG.depth };

  const without = (nodes: readonly T[]): T[] => nodes.filter((n) => n.id !== dragId).map((n) => ({ ...n, children: without(n.children as T[]) }));
  const insert = (nodes: T[], parentId: number): T[] => {
    const out: T[] = [];
    for (const node of nodes) {
      if (node.id === targetId && place === 'before') out.push({ ...dragged, parent_id: parentId });
      if (node.id === targetId && place === 'inside') out.push({ ...node, children: [...node.children, { ...dragged, parent_id: node.id }] });
      else out.push({ ...node, children: insert(node.children as T[], node.id) });
      if (node.id === targetId && place === 'after') out.push({ ...dragged, parent_id: parentId });
    }
    return out;
  };
  const renumber = (nodes: T[]): T[] => nodes.map((n, i) => ({ ...n, sort: i + 1, children: renumber(n.children as T[]) }));
  return { ok: true, tree: renumber(insert(without(tree), 0)) };
}

/**
 * setLevel: the places after moving one item under `parentId` (0: the top) at `index` among its
 * new siblings (clamped); the old and new siblings renumbered. Answers the problem instead when
 * the move nests too deep or under itself.
 */
export function placeNav(places: readonly NavPlace[], id: number, parentId: number, index: number): { ok: true; places: NavPlace[] } | { ok: false; message: string } {
  const moving = places.find((p) => p.id === id);
  if (!moving) return { ok: false, message: NAV_MSG.notFound };
  if (parentId !== 0 && !places.some((p) => p.id === parentId)) return { ok: false, message: NAV_MSG.parentNotFound };
  const moved = places.map((p) => (p.id === id ? { ...p, parent_id: parentId } : p));
  const problem = navTreeProblem(moved);
  if (problem) return { ok: false, message: problem };
  const siblings = (parent: number) => moved.filter((p) => p.parent_id === parent && p.id !== id).sort((a, b) => a.sort - b.sort || a.id - b.id);
  const target = siblings(parentId);
  target.splice(Math.max(0, Math.min(index, target.length)), 0, { ...moving, parent_id: parentId });
  const renumbered = new Map<number, NavPlace>();
  target.forEach((p, i) => renumbered.set(p.id, { ...p, sort: i + 1 }));
  if (moving.parent_id !== parentId) siblings(moving.parent_id).forEach((p, i) => renumbered.set(p.id, { ...p, sort: i + 1 }));
  return { ok: true, places: moved.map((p) => renumbered.get(p.id) ?? p) };
}
