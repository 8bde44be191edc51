import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { SearchIcon } from '../../components/ui/icons';
import { http } from '../../lib/http';

interface Suggestion {
  id: number;
  name: string;
  categoryUniqueName: string | null;
}

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

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

/** Searches the products: suggests as you type, submits to /products?q=<term>. */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  return <SearchBox key={q} initial={q} className={className} />;
}

function SearchBox({ initial, className }: { initial: string; className: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const [term, setTerm] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(term);
  const blurTimer = useRef<number | undefined>(undefined);
  const expanded = open && suggestions.length > 0;

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const openProduct = (item: Suggestion) => {
    setOpen(false);
    setActive(-1);
    navigate(ROUTES.productDetails(item.id));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    const value = term.trim();
    navigate(value ? `${ROUTES.products}?${new URLSearchParams({ q: value })}` : ROUTES.products);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (!expanded) return delta > 0 ? 0 : suggestions.length - 1;
        return (current + delta + suggestions.length) % suggestions.length;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      openProduct(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          blurTimer.current = window.setTimeout(() => setOpen(false), 150);
        }}
        placeholder="Search products"
        autoComplete="off"
        className="h-11 w-full rounded-lg border border-neutral-300 bg-white pr-12 pl-3 text-sm placeholder:text-neutral-500 focus:border-brand"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-neutral-700 hover:text-brand"
        aria-label="Search"
      >
        <SearchIcon />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Product suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-80 overflow-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg"
      >
        {expanded
          ? suggestions.map((item, index) => (
              <li
                key={item.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => openProduct(item)}
                className={`cursor-pointer px-3 py-2 text-sm ${
                  index === active ? 'bg-brand-soft text-brand' : 'text-neutral-800'
                }`}
              >
                {item.name}
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
