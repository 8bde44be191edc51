import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/** Filters kept in the URL (?q=&status=&page=&limit=), so a reload or a shared link keeps them. */
export function useSearchFilters<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries<string>(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as Record<K, string>;

  const update = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries<string | undefined>(changes)) {
            if (!value || value === defaults[key as K]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, defaults],
  );
  return [values, update] as const;
}
