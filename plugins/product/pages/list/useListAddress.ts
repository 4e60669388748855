// The list page's address is what it shows: the store shows the address's view, and every change
// the operator makes is a new address (replacing the current one, so back leaves the list).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ProductListStore } from '../../store/ProductListStore';
import { listViewSearch, parseListView, type ProductListView } from '../../store/listView';

export type GoTo = (patch: Partial<ProductListView>) => void;

export function useListAddress(store: ProductListStore): GoTo {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    void store.show(parseListView(location.search));
  }, [store, location.search]);

  // The store stepped back a page (the last rows of the last page went): the address follows.
  const page = store.view.page;
  useEffect(() => {
    const search = listViewSearch(store.view);
    if (store.loaded && parseListView(location.search).page !== page) navigate(`${location.pathname}${search}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  /** A new view: anything but the page itself sends the list back to page 1. */
  return (patch) => {
    const next: ProductListView = { ...store.view, page: 1, ...patch };
    const search = listViewSearch(next);
    if (search !== location.search) navigate(`${location.pathname}${search}`, { replace: true });
  };
}
