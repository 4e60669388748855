// Site types of §1/§9 and the route conventions that depend on them (§2 route behaviour 5).

export const SITE_TYPES = ['zh', 'en', 'ydyl', 'xcx', 'shop'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

export const DEFAULT_SITE_TYPE: SiteType = 'zh';

export function isSiteType(value: unknown): value is SiteType {
  return typeof value === 'string' && (SITE_TYPES as readonly string[]).includes(value);
}

/** The home of a site type: /{type}Home/index. */
export function homePathOf(type: SiteType): string {
  return `/${type}Home/index`;
}

/** Names of the home routes; they never show a breadcrumb (§2). */
export const HOME_ROUTE_NAMES = ['zhHome', 'enHome', 'ydylHome', 'xcxHome', 'shopHome'] as const;

/** all_type 'xys' is responsive (响应式); anything else is marketing (营销型). */
export function isResponsive(allType: string | null | undefined): boolean {
  return allType === 'xys';
}

/** product_record_id -1 marks a free site. */
export const FREE_PRODUCT_RECORD_ID = -1;
export function isFreeSite(productRecordId: number): boolean {
  return productRecordId === FREE_PRODUCT_RECORD_ID;
}

/** Foreign-language sites (en and the foreign-trade site) have the language switcher. */
export function isForeignSiteType(type: SiteType): boolean {
  return type === 'en' || type === 'ydyl';
}
