import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 300;

/**
 * A search box whose text reaches the URL (?q=, back to page 1) once typing pauses. Starts from
 * the search already in the URL; `setParams` is the stable setter of useSearchFilters.
 */
export function useSearchBox(
  current: string,
  setParams: (changes: { q: string; page: string }) => void,
) {
  const [text, setText] = useState(current);
  const settled = useDebouncedValue(text, SEARCH_DELAY_MS).trim();
  const applied = useRef(current);
  useEffect(() => {
    if (settled === applied.current) return;
    applied.current = settled;
    setParams({ q: settled, page: '1' });
  }, [settled, setParams]);
  return [text, setText] as const;
}
