import { useEffect, useState } from 'react';
import {
  Combobox,
  ComboboxItem,
  ComboboxPopover,
  useComboboxStore,
  useStoreState,
} from '@ariakit/react';
import { http } from '../../lib/http';
import { useShellT } from '../../lib/i18n/shell';

interface Suggestion {
  id: number;
  name: string;
  categoryUniqueName: string | null;
}

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;
const ARROWS = ['ArrowDown', 'ArrowUp'];

/** Suggestions for a search term, after a pause in typing; failures just show none. */
function useSuggestions(term: string) {
  const [result, setResult] = useState<{ term: string; items: Suggestion[] }>({
    term: '',
    items: [],
  });
  const query = term.trim();
  useEffect(() => {
    if (query.length < MIN_CHARS) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      http
        .get<{ data?: Suggestion[] }>('/api/products/suggest', {
          service: 'product',
          query: { q: query },
          signal: controller.signal,
        })
        .then((body) =>
          setResult({ term: query, items: Array.isArray(body?.data) ? body.data : [] }),
        )
        .catch(() => setResult({ term: query, items: [] }));
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return query.length >= MIN_CHARS && result.term === query ? result.items : [];
}

interface SearchComboboxProps {
  id: string;
  term: string;
  onTermChange: (term: string) => void;
  onPick: (productId: number) => void;
  autoFocus: boolean;
  className: string;
}

/**
 * The header's search box as an Ariakit combobox: typing opens the product suggestions, the
 * arrow keys move through them, Enter opens the highlighted product (or, with none, submits the
 * search), Escape closes them.
 */
export default function SearchCombobox({
  id,
  term,
  onTermChange,
  onPick,
  autoFocus,
  className,
}: SearchComboboxProps) {
  const t = useShellT();
  const suggestions = useSuggestions(term);
  // Taking over a focused plain box, the list opens as soon as there is something to show.
  const [isOpen, setOpen] = useState(autoFocus);
  const store = useComboboxStore({
    value: term,
    setValue: onTermChange,
    open: isOpen && suggestions.length > 0,
    setOpen,
  });
  const activeId = useStoreState(store, 'activeId');
  const itemId = (item: Suggestion) => `${id}-option-${item.id}`;

  return (
    <>
      <Combobox
        store={store}
        id={id}
        name="q"
        type="search"
        placeholder={t('shell.searchProducts')}
        autoFocus={autoFocus}
        className={className}
        onKeyDown={(event) => {
          // The library has already acted on it (Enter on a highlighted suggestion opens it).
          if (event.defaultPrevented) return;
          const { open, activeId } = store.getState();
          if (event.key === 'Enter' && !activeId) {
            // The library keeps Enter from submitting while the list is open; with no
            // suggestion highlighted, Enter still searches for the text.
            event.preventDefault();
            setOpen(false);
            event.currentTarget.form?.requestSubmit();
          } else if (event.key === 'Escape' && open) {
            // Closes the list and keeps the text; a second Escape empties the box (APG).
            event.preventDefault();
            setOpen(false);
          } else if (!open && suggestions.length > 0 && ARROWS.includes(event.key)) {
            // Opening with an arrow also highlights the first (or last) suggestion (APG).
            event.preventDefault();
            store.show();
            store.move(event.key === 'ArrowDown' ? store.first() : store.last());
          }
        }}
      />
      <ComboboxPopover
        store={store}
        aria-label={t('shell.productSuggestions')}
        sameWidth
        gutter={4}
        className="z-40 max-h-80 overflow-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((item) => (
          <ComboboxItem
            key={item.id}
            id={itemId(item)}
            value={item.name}
            setValueOnClick={false}
            onClick={() => onPick(item.id)}
            aria-selected={activeId === itemId(item)}
            className="cursor-pointer px-3 py-2 text-sm text-neutral-800 data-active-item:bg-brand-soft data-active-item:text-brand"
          />
        ))}
      </ComboboxPopover>
    </>
  );
}
