// The permission model of §3/§6. The server builds the ver-2 tree from this catalogue and an
// account's granted keys; the console turns the tree back into granted roles and filters routes.

export interface PermissionEntry {
  role: string;
  /** 'true' means granted. */
  select: 'true' | 'false';
  meta: { title: string };
  children?: PermissionEntry[];
}

export interface PermissionGroup {
  role: string;
  title: string;
  children: { role: string; title: string }[];
}

/** §6 permission keys, grouped. Titles are the zh-CN labels shown in permission trees. */
export const PERMISSION_CATALOGUE: readonly PermissionGroup[] = [
  {
    role: 'product_manage', title: '产品管理', children: [
      { role: 'product_list', title: '产品列表' },
      { role: 'product_tags', title: '产品标签' },
      { role: 'product_capture', title: '产品采集' },
      { role: 'product_history_list', title: '产品历史版本' },
      { role: 'product_history_edit', title: '产品历史编辑' },
    ],
  },
  {
    role: 'small_video_manage', title: '短视频管理', children: [
      { role: 'small_video_list', title: '短视频列表' },
      { role: 'account_list', title: '账号管理' },
    ],
  },
  { role: 'tag_manage', title: '标签管理', children: [{ role: 'tag_list', title: '标签列表' }] },
  {
    role: 'content_manage', title: '内容管理', children: [
      { role: 'article_list', title: '新闻列表' },
      { role: 'case_list', title: '案例列表' },
      { role: 'help_list', title: '帮助列表' },
      { role: 'video_list', title: '视频列表' },
      { role: 'download_list', title: '下载列表' },
      { role: 'album_list', title: '相册列表' },
      { role: 'job_list', title: '招聘管理' },
      { role: 'content_capture', title: '内容采集' },
      { role: 'content_history_list', title: '内容历史版本' },
      { role: 'content_history_edit', title: '内容历史编辑' },
    ],
  },
  { role: 'keyword', title: '关键词', children: [{ role: 'recommend_keyword', title: '推荐关键词' }] },
  {
    role: 'marketing_interaction', title: '营销互动', children: [
      { role: 'opportunity_radar', title: '商机雷达' },
      { role: 'member_manage', title: '会员管理' },
      { role: 'information_search', title: '信息搜索' },
    ],
  },
  {
    role: 'images_manage', title: '图片管理', children: [
      { role: 'image_list', title: '图片列表' },
      { role: 'watermark_list', title: '水印管理' },
    ],
  },
  {
    role: 'form_message', title: '表单留言', children: [
      { role: 'form_list', title: '表单管理' },
      { role: 'form_list_4', title: '表单管理（响应式）' },
      { role: 'form_list_en', title: '表单管理（外文）' },
      { role: 'message_list', title: '留言管理' },
      { role: 'message_list_2', title: '留言列表' },
      { role: 'message_list_4', title: '留言管理（响应式）' },
    ],
  },
  { role: 'xys_xcx', title: '响应式小程序', children: [] },
  {
    role: 'sys_setting', title: '系统设置', children: [
      { role: 'nav_setting', title: '导航设置' },
      { role: 'email_setting', title: '邮件设置' },
      { role: 'sms_setting', title: '短信设置' },
      { role: 'app_fxyssz', title: '分享样式设置' },
      { role: 'app_qqkfyssz', title: '在线客服设置' },
      { role: 'site_setting', title: '网站设置' },
      { role: 'site_setting_2', title: '网站设置（新版）' },
      { role: 'exception_page', title: '异常页面' },
      { role: 'app_ttyz', title: '头条验证' },
      { role: 'qrcode_setting', title: '二维码设置' },
      { role: 'website_backup', title: '网站备份' },
      { role: 'clear_cache', title: '清除缓存' },
      { role: 'app_sjfdxx', title: '底部浮动信息' },
      { role: 'app_fdspsz', title: '浮动视频设置' },
      { role: 'app_qqkfyssz_en', title: '在线客服设置（外文）' },
      { role: 'app_fxyssz_en', title: '分享样式设置（外文）' },
      { role: 'site_decorate', title: '网站装修' },
      { role: 'operation_log', title: '操作日志' },
    ],
  },
  {
    role: 'seo_anchor_manage', title: 'SEO设置', children: [
      { role: 'app_anchor', title: '锚文本' },
      { role: 'seo_jcbg', title: '检测报告' },
      { role: 'seo_qztkd', title: '全站TKD' },
      { role: 'seo_zntkd', title: '站内TKD' },
      { role: 'seo_params', title: 'SEO参数' },
      { role: 'seo_word', title: '关键词检测' },
      { role: 'robots_agree', title: 'Robots协议' },
      { role: 'sitemap_setting', title: '网站地图' },
      { role: 'site_word', title: '词库' },
      { role: 'baidu_included', title: '百度收录' },
    ],
  },
  { role: 'spider', title: '蜘蛛分析', children: [] },
  { role: 'app_center', title: '应用中心', children: [] },
];

/**
 * The key every signed-in user holds: the home route (titled 首页) is always kept (§3), and
 * shell-level calls (home data, site list, message centre) need a session, not a grant.
 */
/**
 * Keys that may browse the image library and upload into it through the gallery picker (§2's global
 * dialog): the library's own key and every content list whose editor inserts images. Renaming,
 * moving, deleting and folders stay image_list's.
 */
export const GALLERY_PICKER_KEYS = ['image_list', 'article_list', 'case_list', 'help_list', 'video_list', 'download_list', 'album_list', 'job_list'] as const;

export const HOME_PERMISSION = 'home';
export const HOME_TITLE = '首页';

/** Every grantable key: groups and their children. */
export const ALL_PERMISSION_KEYS: readonly string[] = PERMISSION_CATALOGUE.flatMap((g) => [g.role, ...g.children.map((c) => c.role)]);

export function isKnownPermission(key: string): boolean {
  return key === HOME_PERMISSION || ALL_PERMISSION_KEYS.includes(key);
}

/** The group a key belongs to (the key itself for groups). */
export function groupOf(key: string): string | undefined {
  for (const g of PERMISSION_CATALOGUE) {
    if (g.role === key || g.children.some((c) => c.role === key)) return g.role;
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
  for (const g of PERMISSION_CATALOGUE) {
    const groupListed = listed.has(g.role);
    let anyChild = false;
    for (const c of g.children) {
      if (groupListed || listed.has(c.role)) {
        granted.add(c.role);
        anyChild = true;
      }
    }
    if (anyChild || (g.children.length === 0 && groupListed)) granted.add(g.role);
  }
  return granted;
}

/** The ver-2 permission tree for a set of granted keys (what the permissions call answers). */
export function buildPermissionTree(granted: ReadonlySet<string>): PermissionEntry[] {
  const sel = (role: string): 'true' | 'false' => (granted.has(role) ? 'true' : 'false');
  return PERMISSION_CATALOGUE.map((g) => ({
    role: g.role,
    select: sel(g.role),
    meta: { title: g.title },
    children: g.children.map((c) => ({ role: c.role, select: sel(c.role), meta: { title: c.title } })),
  }));
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
