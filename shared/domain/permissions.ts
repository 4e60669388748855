// The permission model of §3/§6: the keys, grants and granted roles. The console turns the ver-2
// tree into granted roles and filters routes; the server builds that tree with the titles
// (permissionTitles.ts, kept out of the console's first load).

export interface PermissionEntry {
  role: string;
  /** 'true' means granted. */
  select: 'true' | 'false';
  meta: { title: string };
  children?: PermissionEntry[];
}

/** §6 permission keys: each group and its children (titles, for the server's tree, in permissionTitles.ts). */
export const PERMISSION_GROUPS: Readonly<Record<string, readonly string[]>> = {
  product_manage: ['product_list', 'product_tags', 'product_capture', 'product_history_list', 'product_history_edit'],
  small_video_manage: ['small_video_list', 'account_list'],
  tag_manage: ['tag_list'],
  content_manage: ['article_list', 'case_list', 'help_list', 'video_list', 'download_list', 'album_list', 'job_list', 'content_capture', 'content_history_list', 'content_history_edit'],
  keyword: ['recommend_keyword'],
  marketing_interaction: ['opportunity_radar', 'member_manage', 'information_search'],
  images_manage: ['image_list', 'watermark_list'],
  form_message: ['form_list', 'form_list_4', 'form_list_en', 'message_list', 'message_list_2', 'message_list_4'],
  xys_xcx: [],
  sys_setting: ['nav_setting', 'email_setting', 'sms_setting', 'app_fxyssz', 'app_qqkfyssz', 'site_setting', 'site_setting_2', 'exception_page', 'app_ttyz', 'qrcode_setting', 'website_backup', 'clear_cache', 'app_sjfdxx', 'app_fdspsz', 'app_qqkfyssz_en', 'app_fxyssz_en', 'site_decorate', 'operation_log'],
  seo_anchor_manage: ['app_anchor', 'seo_jcbg', 'seo_qztkd', 'seo_zntkd', 'seo_params', 'seo_word', 'robots_agree', 'sitemap_setting', 'site_word', 'baidu_included'],
  spider: [],
  app_center: [],
  // Not named by the spec (issue 16): the AI assistant's pages, in §6's shape.
  ai_manage: ['ai_gather', 'ai_task', 'ai_dialogue'],
};

/**
 * Keys that may browse the image library and upload into it through the gallery picker (§2's global
 * dialog): the library's own key and every content list whose editor inserts images. Renaming,
 * moving, deleting and folders stay image_list's.
 */
export const GALLERY_PICKER_KEYS = ['image_list', 'article_list', 'case_list', 'help_list', 'video_list', 'download_list', 'album_list', 'job_list'] as const;

/**
 * The key every signed-in user holds: the home route (titled 首页) is always kept (§3), and
 * shell-level calls (home data, site list, message centre) need a session, not a grant.
 */
export const HOME_PERMISSION = 'home';
export const HOME_TITLE = '首页';

/** Every grantable key: groups and their children. */
export const ALL_PERMISSION_KEYS: readonly string[] = Object.entries(PERMISSION_GROUPS).flatMap(([group, children]) => [group, ...children]);

export function isKnownPermission(key: string): boolean {
  return key === HOME_PERMISSION || ALL_PERMISSION_KEYS.includes(key);
}

/** The group a key belongs to (the key itself for groups). */
export function groupOf(key: string): string | undefined {
  for (const [group, children] of Object.entries(PERMISSION_GROUPS)) {
    if (group === key || children.includes(key)) return group;
  }
  return undefined;
}

/**
 * Normalises an account's stored grants: a group is granted when any child is (or, for groups
 * without children, when it is listed); listing a group grants all its children.
 */
export function expandGrants(keys: Iterable<string>): Set<string> {
  const listed = new Set(keys);
  const granted = new Set<string>([HOME_PERMISSION]);
  for (const [group, children] of Object.entries(PERMISSION_GROUPS)) {
    const groupListed = listed.has(group);
    let anyChild = false;
    for (const child of children) {
      if (groupListed || listed.has(child)) {
        granted.add(child);
        anyChild = true;
      }
    }
    if (anyChild || (children.length === 0 && groupListed)) granted.add(group);
  }
  return granted;
}

/** Walks a ver-2 tree (up to four nested levels, §3) and returns every role whose select is 'true'. */
export function grantedRolesOf(tree: readonly PermissionEntry[] | null | undefined): Set<string> {
  const roles = new Set<string>([HOME_PERMISSION]);
  const walk = (entries: readonly PermissionEntry[] | undefined, depth: number) => {
    if (!entries || depth > 4) return;
    for (const e of entries) {
      if (e && e.select === 'true' && typeof e.role === 'string') roles.add(e.role);
      walk(e?.children, depth + 1);
    }
  };
  walk(tree ?? [], 1);
  return roles;
}

/** isQR_code of §3: true when the role qrcode_setting is granted. */
export function isQrCodeGranted(roles: ReadonlySet<string>): boolean {
  return roles.has('qrcode_setting');
}
