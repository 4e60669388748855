// PageTabsService: the open tabs of the page-tab bar, per signed-in user, in local storage.
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { TOKENS } from '../../tokens';
import { readJson, writeJson, type KeyValueStore } from '../../ports/storage';
import type { SessionService } from '../session/types';
import type { PageTab, PageTabsService } from './types';

/** Past this many tabs the least recently used one closes (it can be reopened). */
export const MAX_TABS = 12;
const MAX_CLOSED = 10;

interface Saved {
  enabled?: unknown;
  tabs?: unknown;
}

const keyOf = (place: { pathname: string; search: string }) => place.pathname + place.search;

function isTab(value: unknown): value is PageTab {
  const tab = value as PageTab;
  return typeof tab === 'object' && tab !== null && typeof tab.pathname === 'string' && tab.pathname.startsWith('/') && typeof tab.search === 'string' && typeof tab.title === 'string';
}

@injectable()
export class PageTabsServiceImpl implements PageTabsService {
  enabled = false;
  tabs: PageTab[] = [];
  activeKey: string | undefined = undefined;
  closed: PageTab[] = [];
  /** Most recently used last. */
  private used: string[] = [];
  private loadedFor: string | undefined;

  constructor(
    @inject(TOKENS.localStorage) private readonly storage: KeyValueStore,
    @inject(TOKENS.session) private readonly session: SessionService,
  ) {
    makeObservable(this, { enabled: observable, tabs: observableRef, activeKey: observable, closed: observableRef, load: action, setEnabled: action, visit: action, retitle: action, close: action, closeOthers: action, reopen: action });
  }

  private get storageKey(): string {
    // The login name: known from the stored staff info before the account details arrive.
    return `console.pageTabs.${this.session.staff?.loginName ?? this.session.account?.loginName ?? 'anonymous'}`;
  }

  /** Reads the user's saved state the first time this user is seen (a sign-in switches users). */
  load(): void {
    const key = this.storageKey;
    if (this.loadedFor === key) return;
    this.loadedFor = key;
    const saved = readJson<Saved>(this.storage, key) ?? {};
    this.enabled = saved.enabled === true;
    this.tabs = Array.isArray(saved.tabs) ? saved.tabs.filter(isTab).slice(0, MAX_TABS).map((t) => ({ ...t, key: keyOf(t) })) : [];
    this.closed = [];
    this.used = this.tabs.map((t) => t.key);
    this.activeKey = undefined;
  }

  private save(): void {
    writeJson(this.storage, this.storageKey, { enabled: this.enabled, tabs: this.tabs.map(({ pathname, search, title }) => ({ pathname, search, title })) });
  }

  setEnabled(on: boolean): void {
    this.load();
    this.enabled = on;
    if (!on) {
      this.tabs = [];
      this.closed = [];
      this.used = [];
      this.activeKey = undefined;
    }
    this.save();
  }

  visit(place: { pathname: string; search: string }, title: string, replace = false): void {
    this.load();
    const key = keyOf(place);
    const tab: PageTab = { key, pathname: place.pathname, search: place.search, title };
    const existing = this.tabs.findIndex((t) => t.key === key);
    const active = this.tabs.findIndex((t) => t.key === this.activeKey);
    if (existing >= 0) {
      this.tabs = this.tabs.map((t, i) => (i === existing ? { ...t, title: title || t.title } : t));
    } else if (replace && active >= 0) {
      // A redirect or a page correcting its own address: the tab moves, no new one.
      this.used = this.used.filter((k) => k !== this.tabs[active].key);
      this.tabs = this.tabs.map((t, i) => (i === active ? tab : t));
    } else {
      const at = active >= 0 ? active + 1 : this.tabs.length;
      this.tabs = [...this.tabs.slice(0, at), tab, ...this.tabs.slice(at)];
    }
    this.activeKey = key;
    this.used = [...this.used.filter((k) => k !== key), key];
    while (this.tabs.length > MAX_TABS) {
      const oldest = this.used.find((k) => k !== key);
      if (!oldest) break;
      this.remember(this.tabs.find((t) => t.key === oldest)!);
      this.tabs = this.tabs.filter((t) => t.key !== oldest);
      this.used = this.used.filter((k) => k !== oldest);
    }
    this.save();
  }

  retitle(key: string, title: string): void {
    if (!title || !this.tabs.some((t) => t.key === key && t.title !== title)) return;
    this.tabs = this.tabs.map((t) => (t.key === key ? { ...t, title } : t));
    this.save();
  }

  close(key: string): PageTab | undefined {
    this.load();
    const index = this.tabs.findIndex((t) => t.key === key);
    // The last tab stays: there is always a page on screen.
    if (index < 0 || this.tabs.length === 1) return undefined;
    this.remember(this.tabs[index]);
    this.tabs = this.tabs.filter((t) => t.key !== key);
    this.used = this.used.filter((k) => k !== key);
    this.save();
    if (key !== this.activeKey) return undefined;
    // Like a browser: the most recently used remaining tab comes forward.
    const next = [...this.used].reverse().map((k) => this.tabs.find((t) => t.key === k)).find(Boolean) ?? this.tabs[Math.min(index, this.tabs.length - 1)];
    this.activeKey = next.key;
    return next;
  }

  closeOthers(key: string): void {
    this.load();
    for (const tab of this.tabs) if (tab.key !== key) this.remember(tab);
    this.tabs = this.tabs.filter((t) => t.key === key);
    this.used = this.used.filter((k) => k === key);
    this.save();
  }

  reopen(): PageTab | undefined {
    this.load();
    const tab = this.closed[this.closed.length - 1];
    if (!tab) return undefined;
    this.closed = this.closed.slice(0, -1);
    return tab;
  }

  private remember(tab: PageTab): void {
    this.closed = [...this.closed.filter((t) => t.key !== tab.key), tab].slice(-MAX_CLOSED);
  }
}
