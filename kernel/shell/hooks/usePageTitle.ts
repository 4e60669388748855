// A page that knows better than its route what it shows (an add page that becomes an edit page by
// ?id=, a type taken from the query) names itself: the browser tab and the breadcrumb's last crumb
// then read as its heading does. Only the page at the current path is believed, so a page that is
// leaving cannot name the one that replaces it.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { action, observable } from 'mobx';

interface PageTitle {
  path: string;
  text: string;
}

const current = observable.box<PageTitle | null>(null, { deep: false });
const set = action((value: PageTitle | null) => current.set(value));

/** Names the current page (tab title and last crumb) while the calling component is mounted. */
export function usePageTitle(text: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!text) return undefined;
    const entry = { path: pathname, text };
    set(entry);
    return () => {
      if (current.get() === entry) set(null);
    };
  }, [pathname, text]);
}

/** The name the page at `pathname` gave itself, if any (read inside observers). */
export function pageTitleOf(pathname: string): string | undefined {
  const value = current.get();
  return value && value.path === pathname ? value.text : undefined;
}
