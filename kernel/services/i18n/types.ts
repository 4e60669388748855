export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

/** A bundle: nested objects of strings, flattened to dotted keys. */
export interface Messages {
  [key: string]: string | Messages;
}

export type BundleSource = Messages | (() => Promise<{ default: Messages }>);

export interface I18nService {
  readonly locale: Locale;
  /**
   * Translates "namespace.key"; {name} placeholders take params, and
   * {count, plural, =0 {…} one {# item} other {# items}} picks the locale's plural form of a param.
   * Falls back to zh-CN, then the key.
   */
  t(key: string, params?: Record<string, string | number>): string;
  has(key: string): boolean;
  /** Each plugin contributes its own namespaced bundle per locale (eager object or lazy loader). */
  addBundle(namespace: string, locale: Locale, source: BundleSource): void;
  /** Switches language (loading lazy bundles first) and remembers the choice. */
  setLocale(locale: Locale): Promise<void>;
  /** Loads the lazy bundles of the current locale (call once at start). */
  ready(): Promise<void>;
}
