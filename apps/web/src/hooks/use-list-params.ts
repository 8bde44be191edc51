import { useCallback, useMemo } from 'react';
import { useSearchBox } from './use-search-box';
import { useSearchFilters } from './use-search-filters';

type ListKey<K extends string> = K | 'q' | 'page' | 'limit';

/** The page and page size from the URL's text, each falling back when out of range. */
function pagingFrom(page: string, limit: string, sizes: readonly number[], fallbackSize: number) {
  return {
    page: Math.max(1, Math.floor(Number(page)) || 1),
    limit: sizes.includes(Number(limit)) ? Number(limit) : fallbackSize,
  };
}

/** What a list's search box and pager need of its state (what useListParams returns). */
export interface ListControls {
  search: string;
  setSearch: (text: string) => void;
  paging: { page: number; limit: number };
  sizes: readonly number[];
  setParams: (changes: { page?: string; limit?: string }) => void;
}

/**
 * A console list's state, all in the URL so that a reload or a shared link keeps it: the filters
 * (`filters` holds their defaults, module-level so that it keeps its identity), the search box's
 * text (?q=, applied once typing pauses), the page and the page size, one of `sizes` (`size`
 * unless the URL names another).
 */
export function useListParams<K extends string>(
  filters: Record<K, string>,
  sizes: readonly [number, ...number[]],
  size = sizes[0],
) {
  const defaults = useMemo(
    (): Record<string, string> => ({ q: '', ...filters, page: '1', limit: String(size) }),
    [filters, size],
  );
  const [params, setParams] = useSearchFilters(defaults);
  const [search, setSearch] = useSearchBox(params.q, setParams);
  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) => setParams({ ...changes, page: '1' }),
    [setParams],
  );
  const values = Object.fromEntries(
    Object.keys(filters).map((key) => [key, params[key]]),
  ) as Record<K, string>;
  return {
    /** The filters' values in the URL: what the list's query and its export send. */
    filters: values,
    /** Changes filters and goes back to page 1, where a narrower list starts. */
    setFilters,
    setParams: setParams as (changes: Partial<Record<ListKey<K>, string>>) => void,
    search,
    setSearch,
    paging: pagingFrom(params.page, params.limit, sizes, size),
    sizes,
  };
}
