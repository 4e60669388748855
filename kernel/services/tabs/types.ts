/** An open page tab: its address (shareable) and the title it last showed. */
export interface PageTab {
  /** pathname + search: one tab per address. */
  key: string;
  pathname: string;
  search: string;
  title: string;
}

/**
 * Page tabs (多页签): optional, switched on per user. Every page opened gets a tab (or activates
 * its own); the shell keeps each tab's page mounted so its filters, scroll and unsaved input stay.
 * The open tabs and the switch are remembered per user in local storage.
 */
export interface PageTabsService {
  readonly enabled: boolean;
  readonly tabs: readonly PageTab[];
  readonly activeKey: string | undefined;
  /** Closed tabs, most recent last (reopen takes the last). */
  readonly closed: readonly PageTab[];
  /** Reads the signed-in user's saved tabs and switch (again only when the user changed). */
  load(): void;
  setEnabled(on: boolean): void;
  /** The address now shown: activates its tab, or opens one beside the active tab (replace: in its place). */
  visit(place: { pathname: string; search: string }, title: string, replace?: boolean): void;
  /** The title the active tab shows (a page may rename itself after loading). */
  retitle(key: string, title: string): void;
  /** Closes a tab; answers the tab to show next when it was the active one. */
  close(key: string): PageTab | undefined;
  closeOthers(key: string): void;
  /** Reopens the most recently closed tab and answers it. */
  reopen(): PageTab | undefined;
}
