// Navigation behind a port: services redirect (login, 403, reload) without importing the router.

export interface Navigator {
  /** Current path with query, e.g. "/zhHome/index?x=1". */
  current(): string;
  go(path: string, options?: { replace?: boolean }): void;
  /** Full page load of an address (login pages on other hosts, /login/checklogin). */
  assign(url: string): void;
  reload(): void;
}

export class WindowNavigator implements Navigator {
  /** Set by the shell once the router exists, so in-app moves avoid full reloads. */
  routerNavigate: ((path: string, options?: { replace?: boolean }) => void) | null = null;

  current() {
    return window.location.pathname + window.location.search;
  }
  go(path: string, options?: { replace?: boolean }) {
    if (this.routerNavigate) this.routerNavigate(path, options);
    else if (options?.replace) window.location.replace(path);
    else window.location.assign(path);
  }
  assign(url: string) {
    window.location.assign(url);
  }
  reload() {
    window.location.reload();
  }
}
