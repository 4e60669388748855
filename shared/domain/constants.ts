// Business constants and limits of spec §9. One place; the console and the server both read them.

export const TIMEOUTS = {
  /** Main client, app variant. */
  mainApp: 50000,
  /** Main client, console variant. */
  mainConsole: 100000,
  /** Other clients (web host, streaming). */
  other: 300000,
  otherLong: 5000000,
  clientService: 50000,
} as const;

export const CLIENT_VERSION_HEADER = '3.6.13';
export const TOKEN_COOKIE = 'X-Token';
export const TOKEN_REFRESH_MS = 600000;
export const TOKEN_CHECK_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120000;
export const CLICK_GUARD_MS = 3000;
export const DIALOG_CLOSE_ANIMATION_MS = 300;

export const LEAD_FORM_MAX_ITEMS = 20;
/** Lead-form item names field0 … field15. */
export const LEAD_FORM_NAME_SLOTS = 16;
/** Data-form item ids 0 … 19. */
export const DATA_FORM_ID_SLOTS = 20;
/** Data-form name slots 1 … 9 (computed, unused: §4). */
export const DATA_FORM_NAME_SLOTS = { min: 1, max: 9 } as const;

export const TEXT_MAX_LENGTH = 100;
export const INPUT_LENGTH_LIMITS = { minLow: 1, minHigh: 99, maxLow: 1, maxHigh: 100, defaultMin: 1, defaultMax: 100 } as const;

export const TRANSLATION_CHAR_THRESHOLD = 500000;

export const MEDIA_SIZE_CAP = 2000;
export const MEDIA_DEFAULT_SIZE = { width: 500, height: 400 } as const;
export const SIZE_INPUT_MAX_CHARS = 4;
export const EDITOR_IMAGE_DIALOG = { width: 450, height: 250 } as const;

export const FORM_DIALOG_WIDTH = 690;
export const FORM_ITEM_DIALOG_WIDTH = 465;
export const MENU_WIDTH = 192;
export const MENU_WIDTH_SIDEBAR_THEME = 140;
/** The console's release, shown in the user menu (issue 17: 2025/10/23, as the original deployment shows its build date). */
export const CONSOLE_BUILD_DATE = '2025/10/23';
export const SITE_POPOVER_WIDTH = 375;
export const MESSAGE_POPOVER_WIDTH = 230;
export const MESSAGE_PREVIEW_PAGE_SIZE = 3;

export const QR_DEFAULTS = { width: 300, margin: 10, level: 'L' } as const;
export const RESOURCE_PICKER_DEFAULTS = { limit: 1, fileType: 9 } as const;

export const BUILD_DATE = '2025/10/23';
export const SHORT_VIDEO_CUTOFF = '2022-04-28 20:00:00';

/** Default page size of list calls (api-facts: `rows`, default 10). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** 2 decimals with thousand separator (§9 money format helper). */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return '0.00';
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
