// Route conventions of §2 that do not belong to any one plugin: pages reachable without a
// session, pages that never show a breadcrumb, and the menu highlighting rules.
import { HOME_ROUTE_NAMES } from './siteTypes';

/** Route behaviour 1: reachable without an admin session (plus the built-in login page). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/login/checklogin', '/404', '/createZh'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalisePath(pathname));
}

/** §2: the breadcrumb is hidden on these pages (and on every home page). */
export const BREADCRUMB_HIDDEN_PATHS: readonly string[] = [
  '/zhProduct/add', '/zhProduct/capture', '/zhProduct/historyList', '/zhProduct/historyEdit',
  '/zhContent/add', '/zhContent/capture', '/zhContent/historyList', '/zhContent/historyEdit', '/zhContent/addlist', '/zhContent/recruitlist',
  '/keywords/associateContent',
  '/zhSmallVideo/samll_video_add', '/zhSmallVideo/samll_video_edit',
  '/zhSetting/zhDecoration',
  '/zhSetting/addNavbar',
  '/zhContentAlbum/add',
  '/zhHome/selectTemplate', '/zhHome/template',
  '/zhEnquiry/messageManagement4',
  '/marketInteract/addManagement',
];

export function isBreadcrumbHidden(pathname: string, routeName?: string): boolean {
  const path = normalisePath(pathname);
  if (routeName && (HOME_ROUTE_NAMES as readonly string[]).includes(routeName)) return true;
  if (/^\/(zh|en|ydyl|xcx|shop)Home\/index$/.test(path)) return true;
  return BREADCRUMB_HIDDEN_PATHS.includes(path);
}

/** §2: content add highlights its list by query parameter type. */
export const CONTENT_LIST_BY_TYPE: Readonly<Record<string, string>> = {
  '1': '/zhContent/news',
  '2': '/zhContent/help',
  '3': '/zhContent/case',
  '4': '/zhContent/download',
  '5': '/zhContent/album',
  '11': '/zhContent/video',
};

/**
 * The menu entry to highlight for a page: content add → its list by type, short-video add →
 * the short-video list, product add (and capture, history) → the product list; otherwise the page itself.
 */
const CONTENT_TYPED_PAGES = new Set(['/zhContent/add', '/zhContent/capture', '/zhContent/historyList', '/zhContent/historyEdit', '/zhContent/addlist']);

/** Pages opened from the product list that keep it highlighted: §2 names add, issue 11 capture and history. */
const PRODUCT_LIST_PAGES = new Set(['/zhProduct/add', '/zhProduct/capture', '/zhProduct/historyList', '/zhProduct/historyEdit']);

export function activeMenuPath(pathname: string, search: string): string {
  const path = normalisePath(pathname);
  // §2 names the add page; the other pages opened from a list with its ?type= (capture, revisions,
  // categories) keep that list highlighted too.
  if (CONTENT_TYPED_PAGES.has(path)) {
    const type = new URLSearchParams(search).get('type') ?? '1';
    return CONTENT_LIST_BY_TYPE[type] ?? CONTENT_LIST_BY_TYPE['1'];
  }
  if (path === '/zhSmallVideo/samll_video_add' || path === '/zhSmallVideo/samll_video_edit') return '/zhSmallVideo/samll_video_list';
  if (PRODUCT_LIST_PAGES.has(path)) return '/zhProduct/list';
  return path;
}

export function normalisePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] || '/';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
}

/** Joins a parent and a child route path ("/zhHome" + "index" → "/zhHome/index"). */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return normalisePath(child);
  return normalisePath(`${parent.replace(/\/+$/, '')}/${child}`);
}
