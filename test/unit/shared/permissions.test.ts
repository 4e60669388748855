// §6 permission keys and the ver-2 tree: grants → tree → granted roles.
import {
  ALL_PERMISSION_KEYS,
  HOME_PERMISSION,
  buildPermissionTree,
  expandGrants,
  grantedRolesOf,
  groupOf,
  isKnownPermission,
  isQrCodeGranted,
  type PermissionEntry,
} from '../../../shared/domain';

/** §6, verbatim. */
const SPEC_GROUPS: Record<string, string[]> = {
  product_manage: ['product_list', 'product_tags', 'product_capture', 'product_history_list', 'product_history_edit'],
  small_video_manage: ['small_video_list', 'account_list'],
  tag_manage: ['tag_list'],
  content_manage: ['article_list', 'case_list', 'help_list', 'video_list', 'download_list', 'album_list', 'job_list', 'content_capture', 'content_history_list', 'content_history_edit'],
  keyword: ['recommend_keyword'],
  marketing_interaction: ['opportunity_radar', 'member_manage', 'information_search'],
  images_manage: ['image_list', 'watermark_list'],
  form_message: ['form_list', 'form_list_4', 'form_list_en', 'message_list', 'message_list_2', 'message_list_4'],
  sys_setting: ['nav_setting', 'email_setting', 'sms_setting', 'app_fxyssz', 'app_qqkfyssz', 'site_setting', 'site_setting_2', 'exception_page', 'app_ttyz', 'qrcode_setting', 'website_backup', 'clear_cache', 'app_sjfdxx', 'app_fdspsz', 'app_qqkfyssz_en', 'app_fxyssz_en', 'site_decorate', 'operation_log'],
  seo_anchor_manage: ['app_anchor', 'seo_jcbg', 'seo_qztkd', 'seo_zntkd', 'seo_params', 'seo_word', 'robots_agree', 'sitemap_setting', 'site_word', 'baidu_included'],
};
const SPEC_LONE_KEYS = ['xys_xcx', 'spider', 'app_center'];

describe('the §6 permission catalogue', () => {
  it.each(Object.entries(SPEC_GROUPS))('group %s holds its keys', (group, keys) => {
    expect(isKnownPermission(group)).toBe(true);
    for (const key of keys) {
      expect(isKnownPermission(key)).toBe(true);
      expect(groupOf(key)).toBe(group);
    }
  });

  it('knows the lone keys and home, and nothing made up', () => {
    for (const key of [...SPEC_LONE_KEYS, HOME_PERMISSION]) expect(isKnownPermission(key)).toBe(true);
    expect(isKnownPermission('everything')).toBe(false);
    expect(isKnownPermission('')).toBe(false);
    expect(groupOf('everything')).toBeUndefined();
  });

  it('lists every key once', () => {
    expect(new Set(ALL_PERMISSION_KEYS).size).toBe(ALL_PERMISSION_KEYS.length);
  });
});

describe('expandGrants', () => {
  it('always grants home', () => {
    expect([...expandGrants([])]).toEqual([HOME_PERMISSION]);
  });

  it('a granted child grants its group, not its siblings', () => {
    const granted = expandGrants(['article_list']);
    expect(granted.has('content_manage')).toBe(true);
    expect(granted.has('article_list')).toBe(true);
    expect(granted.has('case_list')).toBe(false);
  });

  it('a listed group grants all its children', () => {
    const granted = expandGrants(['images_manage']);
    expect(granted.has('image_list')).toBe(true);
    expect(granted.has('watermark_list')).toBe(true);
  });

  it('a group without children is granted only when listed', () => {
    expect(expandGrants(['spider']).has('spider')).toBe(true);
    expect(expandGrants(['app_center']).has('spider')).toBe(false);
  });

  it('ignores unknown keys', () => {
    expect(expandGrants(['nope', 'tag_list'])).toEqual(new Set(['home', 'tag_manage', 'tag_list']));
  });
});

describe('buildPermissionTree', () => {
  it('builds one entry per group with children, select \'true\' only where granted', () => {
    const tree = buildPermissionTree(expandGrants(['article_list', 'spider']));
    const content = tree.find((e) => e.role === 'content_manage') as PermissionEntry;
    expect(content.select).toBe('true');
    expect(content.meta.title).toBeTruthy();
    expect(content.children?.find((c) => c.role === 'article_list')?.select).toBe('true');
    expect(content.children?.find((c) => c.role === 'case_list')?.select).toBe('false');
    expect(tree.find((e) => e.role === 'product_manage')?.select).toBe('false');
    expect(tree.find((e) => e.role === 'spider')?.select).toBe('true');
  });

  it('round-trips through grantedRolesOf', () => {
    const granted = expandGrants(['article_list', 'qrcode_setting', 'spider']);
    expect(grantedRolesOf(buildPermissionTree(granted))).toEqual(granted);
  });
});

describe('grantedRolesOf', () => {
  const e = (role: string, select: 'true' | 'false', children?: PermissionEntry[]): PermissionEntry => ({ role, select, meta: { title: role }, children });

  it('collects select \'true\' at up to four nested levels, plus home', () => {
    const tree = [e('l1', 'true', [e('l2', 'false', [e('l3', 'true', [e('l4', 'true')])])])];
    expect(grantedRolesOf(tree)).toEqual(new Set(['home', 'l1', 'l3', 'l4']));
  });

  it('only the string \'true\' grants', () => {
    const tree = [{ role: 'a', select: true, meta: { title: '' } }, { role: 'b', select: 'TRUE', meta: { title: '' } }] as unknown as PermissionEntry[];
    expect(grantedRolesOf(tree)).toEqual(new Set(['home']));
  });

  it('tolerates null and holes', () => {
    expect(grantedRolesOf(null)).toEqual(new Set(['home']));
    expect(grantedRolesOf([null as unknown as PermissionEntry, e('x', 'true')])).toEqual(new Set(['home', 'x']));
  });

  it('isQrCodeGranted follows qrcode_setting', () => {
    expect(isQrCodeGranted(new Set(['qrcode_setting']))).toBe(true);
    expect(isQrCodeGranted(new Set(['sys_setting']))).toBe(false);
  });
});
