import { useId, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@saathi/shared/routes';
import { SearchIcon } from '../../components/ui/icons';

/** Searches the products: submits to /products?q=<term>. */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(term ? `${ROUTES.products}?${new URLSearchParams({ q: term })}` : ROUTES.products);
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        key={searchParams.get('q') ?? ''}
        id={inputId}
        name="q"
        type="search"
        defaultValue={searchParams.get('q') ?? ''}
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
    </form>
  );
}
