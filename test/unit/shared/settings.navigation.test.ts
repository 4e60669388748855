// 导航设置's rule book (shared/domain/settings/navigation.ts) and the §3 link catalogues
// (shared/domain/design): names, icons, links (http/https only), the fields as stored, and the tree
// rules — 导航最多支持三级, never under itself — for a drag, a parent's new child and setLevel.
import {
  FUNCTION_ACTIONS, INSIDE_LINK_KIND_LABELS, INSIDE_LINK_KINDS, isCode, isWebAddress, JUMP_TYPE_LABELS, LINK_TYPE_LABELS, LINK_TYPES, SITE_SECTION_LABELS, SITE_SECTIONS,
} from '../../../shared/domain/design';
import {
  checkNavFields, moveNav, NAV_MSG, navLinkProblem, navNameProblem, navPlacesOf, navTreeOf, navTreeProblem, navUrlProblem, normalizeNavFields, placeNav,
  type NavFields, type NavTreeNode,
} from '../../../shared/domain/settings/navigation';

const fields = (over: Partial<NavFields> = {}): NavFields => ({
  name: '产品中心', icon: '', show: 1, link_type: 'none', link_kind: '', link_section: '', link_id: 0, link_url: '', jump_type: 'cur_page', ...over,
});

describe('§3 link catalogues', () => {
  it('lists the codes in the spec’s order, each with a Chinese label', () => {
    expect(LINK_TYPES).toEqual(['none', 'inside_link', 'fun', 'outside_link']);
    expect(INSIDE_LINK_KINDS).toEqual(['section', 'product', 'article', 'product_type', 'article_type']);
    expect(SITE_SECTIONS).toEqual(['index', 'product_index', 'article_index', 'contact_us', 'about_us']);
    expect(FUNCTION_ACTIONS).toHaveLength(7);
    for (const labels of [LINK_TYPE_LABELS, INSIDE_LINK_KIND_LABELS, SITE_SECTION_LABELS, JUMP_TYPE_LABELS]) {
      expect(Object.values(labels).every((l) => /[\u4e00-\u9fff]/.test(l))).toBe(true);
    }
    expect(isCode(SITE_SECTIONS, 'about_us')).toBe(true);
    expect(isCode(SITE_SECTIONS, 'admin')).toBe(false);
    expect(isCode(SITE_SECTIONS, 1)).toBe(false);
  });

  it.each([
    ['https://www.example.com/a?b=1', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['vbscript:msgbox', false],
    ['ftp://example.com/file', false],
    ['mailto:a@example.com', false],
    ['/about.html', false],
    ['//evil.com', false],
    ['https://exa mple.com', false],
    ['https://intranet', false],
  ])('an outside address %s is accepted: %s', (url, ok) => {
    expect(isWebAddress(url)).toBe(ok);
  });
});

describe('an item’s fields', () => {
  it('needs a name of at most 20 characters (counted as characters, trimmed)', () => {
    expect(navNameProblem('')).toBe(NAV_MSG.nameRequired);
    expect(navNameProblem('   ')).toBe(NAV_MSG.nameRequired);
    expect(navNameProblem('导'.repeat(20))).toBeNull();
    expect(navNameProblem(` ${'导'.repeat(20)} `)).toBeNull();
    expect(navNameProblem('导'.repeat(21))).toBe(NAV_MSG.nameTooLong);
    expect(NAV_MSG.nameTooLong).toBe('导航名称不能超过20个字符');
    expect(navNameProblem('😀'.repeat(20))).toBeNull();
  });

  it('checks an outside link’s address: required, http/https, ≤ 500', () => {
    expect(navUrlProblem('')).toBe(NAV_MSG.urlRequired);
    expect(navUrlProblem('javascript:alert(1)')).toBe(NAV_MSG.urlInvalid);
    expect(navUrlProblem(`https://example.com/${'a'.repeat(490)}`)).toBe(NAV_MSG.urlTooLong);
    expect(navUrlProblem(' https://example.com ')).toBeNull();
  });

  it('checks the link by its type and kind, naming the field', () => {
    expect(navLinkProblem(fields())).toBeNull();
    expect(navLinkProblem(fields({ link_type: 'fun' as never }))).toEqual({ field: 'link_type', message: NAV_MSG.linkType });
    expect(navLinkProblem(fields({ link_type: 'inside_link' }))).toEqual({ field: 'link_kind', message: NAV_MSG.kind });
    expect(navLinkProblem(fields({ link_type: 'inside_link', link_kind: 'section' }))).toEqual({ field: 'link_section', message: NAV_MSG.section });
    expect(navLinkProblem(fields({ link_type: 'inside_link', link_kind: 'section', link_section: 'contact_us' }))).toBeNull();
    expect(navLinkProblem(fields({ link_type: 'inside_link', link_kind: 'product_type' }))).toEqual({ field: 'link_id', message: '请选择产品分类' });
    expect(navLinkProblem(fields({ link_type: 'inside_link', link_kind: 'article', link_id: 3 }))).toBeNull();
    expect(navLinkProblem(fields({ link_type: 'outside_link', link_url: 'data:,x' }))).toEqual({ field: 'link_url', message: NAV_MSG.urlInvalid });
  });

  it('takes the first broken rule: name, icon, link, how it opens', () => {
    expect(checkNavFields(fields({ name: '', link_type: 'outside_link' }))?.field).toBe('name');
    expect(checkNavFields(fields({ icon: 'javascript:alert(1)' }))).toEqual({ field: 'icon', message: NAV_MSG.icon });
    expect(checkNavFields(fields({ icon: '/uploads/1001/icon.png' }))).toBeNull();
    expect(checkNavFields(fields({ jump_type: '_blank' as never }))).toEqual({ field: 'jump_type', message: NAV_MSG.jumpType });
  });

  it('stores what the chosen link uses and clears the rest', () => {
    expect(normalizeNavFields(fields({ name: ' 首页 ', link_type: 'inside_link', link_kind: 'section', link_section: 'index', link_id: 9, link_url: 'https://x.example.com' })))
      .toEqual(fields({ name: '首页', link_type: 'inside_link', link_kind: 'section', link_section: 'index' }));
    expect(normalizeNavFields(fields({ link_type: 'outside_link', link_kind: 'article', link_id: 4, link_url: ' https://a.example.com ' })))
      .toEqual(fields({ link_type: 'outside_link', link_url: 'https://a.example.com' }));
    expect(normalizeNavFields(fields({ link_type: 'none', link_kind: 'article', link_id: 4 }))).toEqual(fields());
  });
});

describe('the tree', () => {
  // 1 首页; 2 产品中心 › 3 数控机床 › 4 折弯机; 5 关于我们
  const rows = [
    { id: 5, parent_id: 0, sort: 3 }, { id: 1, parent_id: 0, sort: 1 }, { id: 2, parent_id: 0, sort: 2 },
    { id: 4, parent_id: 3, sort: 1 }, { id: 3, parent_id: 2, sort: 1 },
  ];
  const tree = navTreeOf(rows) as NavTreeNode[];
  const shape = (nodes: NavTreeNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.id, shape(n.children)] : n.id));

  it('nests rows by parent, each level by its order', () => {
    expect(shape(tree)).toEqual([1, [2, [[3, [4]]]], 5]);
    expect(navPlacesOf(tree)).toEqual([
      { id: 1, parent_id: 0, sort: 1 }, { id: 2, parent_id: 0, sort: 2 }, { id: 3, parent_id: 2, sort: 1 }, { id: 4, parent_id: 3, sort: 1 }, { id: 5, parent_id: 0, sort: 3 },
    ]);
  });

  it('refuses a fourth level, a cycle and an unknown parent', () => {
    expect(navTreeProblem(rows)).toBeNull();
    expect(navTreeProblem([...rows, { id: 9, parent_id: 4 }])).toBe(NAV_MSG.depth);
    expect(NAV_MSG.depth).toBe('导航最多支持三级');
    expect(navTreeProblem([{ id: 1, parent_id: 2 }, { id: 2, parent_id: 1 }])).toBe(NAV_MSG.cycle);
    expect(navTreeProblem([{ id: 1, parent_id: 1 }])).toBe(NAV_MSG.cycle);
    expect(navTreeProblem([{ id: 1, parent_id: 7 }])).toBe(NAV_MSG.parentNotFound);
  });

  it('moves by a drag before, inside or after another, renumbering siblings', () => {
    const inside = moveNav(tree, 5, 1, 'inside');
    expect(inside.ok && shape(inside.tree)).toEqual([[1, [5]], [2, [[3, [4]]]]]);
    const before = moveNav(tree, 5, 1, 'before');
    expect(before.ok && before.tree.map((n) => [n.id, n.sort])).toEqual([[5, 1], [1, 2], [2, 3]]);
    const out = moveNav(tree, 4, 5, 'after');
    expect(out.ok && shape(out.tree)).toEqual([1, [2, [3]], 5, 4]);
  });

  it('refuses a drag that nests deeper than three levels or under itself', () => {
    // 2 carries two levels below it: inside 1 would make four.
    expect(moveNav(tree, 2, 5, 'inside')).toEqual({ ok: false, message: NAV_MSG.depth });
    expect(moveNav(tree, 1, 4, 'inside')).toEqual({ ok: false, message: NAV_MSG.depth });
    expect(moveNav(tree, 2, 3, 'inside')).toEqual({ ok: false, message: NAV_MSG.cycle });
    expect(moveNav(tree, 2, 2, 'after')).toEqual({ ok: false, message: NAV_MSG.cycle });
    expect(moveNav(tree, 1, 3, 'inside').ok).toBe(true);
  });

  it('setLevel places one item under a parent at an index, renumbering old and new siblings', () => {
    const placed = placeNav(rows, 5, 2, 0);
    expect(placed.ok && placed.places.filter((p) => p.parent_id === 2).sort((a, b) => a.sort - b.sort).map((p) => p.id)).toEqual([5, 3]);
    const last = placeNav(rows, 1, 0, 99);
    expect(last.ok && last.places.filter((p) => p.parent_id === 0).sort((a, b) => a.sort - b.sort).map((p) => p.id)).toEqual([2, 5, 1]);
    expect(placeNav(rows, 5, 4, 0)).toEqual({ ok: false, message: NAV_MSG.depth });
    expect(placeNav(rows, 2, 4, 0)).toEqual({ ok: false, message: NAV_MSG.cycle });
    expect(placeNav(rows, 8, 0, 0)).toEqual({ ok: false, message: NAV_MSG.notFound });
    expect(placeNav(rows, 5, 8, 0)).toEqual({ ok: false, message: NAV_MSG.parentNotFound });
  });
});
