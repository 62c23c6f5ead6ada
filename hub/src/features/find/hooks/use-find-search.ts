import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseFindSearch, serialiseFindSearch, type FindSearch } from '../search-params';

export type FindSearchUpdate = (next: Partial<FindSearch> | ((current: FindSearch) => Partial<FindSearch>), options?: { replace?: boolean }) => void;

/**
 * The find page's state, read from and written to the URL query. A new place or category
 * is a new history entry (Back returns to the previous search); filter tweaks pass
 * `replace` so Back does not step through every click.
 */
export function useFindSearch(): [FindSearch, FindSearchUpdate] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // The query string is the state's identity: equal strings give the same object.
  const search = useMemo(() => parseFindSearch(new URLSearchParams(key)), [key]);
  const update = useCallback<FindSearchUpdate>(
    (next, options) => {
      setParams(
        (current) => {
          const state = parseFindSearch(current);
          const patch = typeof next === 'function' ? next(state) : next;
          return serialiseFindSearch({ ...state, ...patch });
        },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [search, update];
}
