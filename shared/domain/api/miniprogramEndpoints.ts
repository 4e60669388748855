// The mini-program console's calls (issue 17 §8), spread into API (endpoints.ts). The spec names
// none: ours, under the site-administration prefix (admin/xcx/…).
export const MINIPROGRAM_API = {} as const;
