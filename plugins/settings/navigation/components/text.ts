// Strings of the navigation pages (settings.navigation.* of the plugin's bundle).
import { TOKENS, useService } from '../../../../kernel';
import type { NavItem } from '../../../../shared/domain/settings/navigation';

export type NavT = (key: string, params?: Record<string, string | number>) => string;

export function useNavT(): NavT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`settings.navigation.${key}`, params);
}

/** "站内链接 · 产品分类：数控机床", "外部链接 · https://…", "无链接". */
export function linkSummary(t: NavT, item: NavItem): string {
  const type = t(`linkTypes.${item.link_type}`);
  if (item.link_type === 'outside_link') return `${type} · ${item.link_url}`;
  if (item.link_type !== 'inside_link') return type;
  const kind = t(`kinds.${item.link_kind}`);
  const title = item.link_kind === 'section' ? t(`sections.${item.link_section}`) : item.link_title;
  return `${type} · ${kind}${title ? `：${title}` : ''}`;
}
