import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useId,
  useState,
  type FormEvent,
} from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { ROUTES } from '@saathi/shared/routes';
import { SearchIcon } from '../../components/ui/icons';
import { useShellT } from '../../lib/i18n/shell';

// The suggestions combobox (and the widget library under it) is not needed to show the page: it
// loads when the person reaches for the box (the pointer over it, or the focus in it), and takes
// over the plain box with the text typed so far. Suggestions wait for a pause in typing anyway.
const SearchCombobox = lazy(() => import('./search-combobox'));
let isEnhanced = false;

const inputClass =
  'h-11 w-full rounded-lg border border-neutral-300 bg-white pr-12 pl-3 text-sm placeholder:text-neutral-500 focus:border-brand';

function useEnhanceOnIntent() {
  const [enhanced, setEnhanced] = useState(isEnhanced);
  const enhance = useCallback(() => {
    isEnhanced = true;
    // A transition keeps the plain box on screen (and focused) until the combobox is ready.
    startTransition(() => setEnhanced(true));
  }, []);
  return [enhanced, enhance] as const;
}

/** Searches the products: suggests as you type, submits to /products?q=<term>. */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [enhanced, enhance] = useEnhanceOnIntent();
  return (
    <SearchForm key={q} initial={q} className={className} enhanced={enhanced} onIntent={enhance} />
  );
}

interface SearchFormProps {
  initial: string;
  className: string;
  enhanced: boolean;
  onIntent: () => void;
}

function SearchForm({ initial, className, enhanced, onIntent }: SearchFormProps) {
  const [, navigate] = useLocation();
  const t = useShellT();
  const inputId = useId();
  const [term, setTerm] = useState(initial);
  // The combobox takes the focus over when it replaces a focused plain box.
  const [isFocused, setFocused] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = term.trim();
    navigate(value ? `${ROUTES.products}?${new URLSearchParams({ q: value })}` : ROUTES.products);
  };

  const plain = (
    <input
      id={inputId}
      name="q"
      type="search"
      value={term}
      onChange={(event) => setTerm(event.target.value)}
      onFocus={() => {
        setFocused(true);
        onIntent();
      }}
      onBlur={() => setFocused(false)}
      placeholder={t('shell.searchProducts')}
      autoComplete="off"
      className={inputClass}
    />
  );

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      onPointerEnter={enhanced ? undefined : onIntent}
      className={`relative ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('shell.searchProducts')}
      </label>
      <Suspense fallback={plain}>
        {enhanced ? (
          <SearchCombobox
            id={inputId}
            term={term}
            onTermChange={setTerm}
            onPick={(id) => navigate(ROUTES.productDetails(id))}
            autoFocus={isFocused}
            className={inputClass}
          />
        ) : (
          plain
        )}
      </Suspense>
      <button
        type="submit"
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-neutral-700 hover:text-brand"
        aria-label={t('shell.search')}
      >
        <SearchIcon />
      </button>
    </form>
  );
}
