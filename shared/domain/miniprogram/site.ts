// Which sites have the mini-program console (issue 17 §8): mini-program (xcx) and shop sites, whose
// home it is, and Chinese sites (/zhXcx/index, /zhHome/zhXcx). Foreign sites have none.
// Every call of the console needs the key xys_xcx, on every site type, the homes included: the xcx
// and shop homes (key home) show the console to a holder of xys_xcx and say so to anyone else.
export const MP_PERMISSION = 'xys_xcx';

export const MP_SITE_TYPES = ['zh', 'xcx', 'shop'] as const;

export function mpSiteAllowed(siteType: string): boolean {
  return (MP_SITE_TYPES as readonly string[]).includes(siteType);
}

/** The QR code's text: the published address, else the preview path of the first shown page. */
export function mpQrText(b: { platform: string; appId: string; releaseUrl: string }, firstPagePath: string | null): { text: string; preview: boolean } {
  if (b.releaseUrl) return { text: b.releaseUrl, preview: false };
  return { text: `${b.platform}://${b.appId}/${firstPagePath ?? 'pages/index/index'}?preview=1`, preview: true };
}
