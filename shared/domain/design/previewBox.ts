// /previewBox's address check (issue 15 §7, admin decoration/previewBoxCheck): the console asks
// before framing anything, and frames only what the server answers back.

export interface PreviewBoxCheckRequest {
  /** Absolute http(s) addresses to frame (1–3): the site's domains or this server's preview pages. */
  urls: string[];
  /** xcxPreview's picture: an image of the active site's library (/uploads/<site>/…). */
  qrcode?: string;
  /** The site the address names: must be the active site's id. */
  sn: string;
}

export interface PreviewBoxCheckAnswer {
  /** The same addresses, normalised (what the frames load), in the request's order. */
  urls: string[];
  /** The picture's path, or null when none was asked about. */
  qrcode: string | null;
}

/** Bounds shared by the console's parsing and the server's schema. */
export const PREVIEW_BOX_LIMITS = { urls: 3, urlLength: 2048, snLength: 20 } as const;
