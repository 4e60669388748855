// I18nService: zh-CN by default, en-US switchable; plugins add namespaced bundles. The locale is
// observable so the shell (antd ConfigProvider, dayjs) and every observer re-render on a switch.
// Strings fill {name} placeholders and {count, plural, one {# item} other {# items}} (formatMessage).
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { TOKENS } from '../../tokens';
import type { KeyValueStore } from '../../ports/storage';
import { formatMessage } from './formatMessage';
import { LOCALES, type BundleSource, type I18nService, type Locale, type Messages } from './types';

const LOCALE_KEY = 'console.locale';
const DEFAULT_LOCALE: Locale = 'zh-CN';

function flatten(messages: Messages, prefix: string, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(messages)) {
    const full = `${prefix}.${key}`;
    if (typeof value === 'string') into.set(full, value);
    else flatten(value, full, into);
  }
}

@injectable()
export class I18nServiceImpl implements I18nService {
  locale: Locale = DEFAULT_LOCALE;
  /** Bumped whenever strings arrive, so observers re-render after lazy bundles load. */
  revision = 0;
  private readonly strings = new Map<Locale, Map<string, string>>(LOCALES.map((l) => [l, new Map()]));
  private readonly pending = new Map<Locale, { namespace: string; load: () => Promise<{ default: Messages }> }[]>();

  constructor(@inject(TOKENS.localStorage) private readonly storage: KeyValueStore) {
    const saved = storage.getItem(LOCALE_KEY);
    if (saved && (LOCALES as readonly string[]).includes(saved)) this.locale = saved as Locale;
    makeObservable<I18nServiceImpl, 'store'>(this, { locale: observable, revision: observable, store: action });
  }

  t(key: string, params?: Record<string, string | number>): string {
    void this.revision; // read inside observers: re-render when bundles arrive
    const text = this.strings.get(this.locale)?.get(key) ?? this.strings.get(DEFAULT_LOCALE)?.get(key) ?? key;
    return params ? formatMessage(text, params, this.locale) : text;
  }

  has(key: string): boolean {
    return this.strings.get(this.locale)?.has(key) ?? false;
  }

  addBundle(namespace: string, locale: Locale, source: BundleSource): void {
    if (typeof source === 'function') {
      const list = this.pending.get(locale) ?? [];
      list.push({ namespace, load: source });
      this.pending.set(locale, list);
      return;
    }
    this.store(namespace, locale, source);
  }

  async setLocale(locale: Locale): Promise<void> {
    await this.loadPending(locale);
    this.storage.setItem(LOCALE_KEY, locale);
    runInAction(() => {
      this.locale = locale;
    });
  }

  ready(): Promise<void> {
    return this.loadPending(this.locale);
  }

  private store(namespace: string, locale: Locale, messages: Messages): void {
    const flat = new Map<string, string>();
    flatten(messages, namespace, flat);
    const target = this.strings.get(locale) as Map<string, string>;
    for (const [k, v] of flat) target.set(k, v);
    this.revision += 1;
  }

  private async loadPending(locale: Locale): Promise<void> {
    const list = this.pending.get(locale) ?? [];
    this.pending.set(locale, []);
    const results = await Promise.allSettled(list.map(async (p) => ({ namespace: p.namespace, messages: (await p.load()).default })));
    for (const result of results) {
      if (result.status === 'fulfilled') this.store(result.value.namespace, locale, result.value.messages);
    }
  }
}
