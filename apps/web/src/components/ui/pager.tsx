import { useId } from 'react';
import { useShellT } from '../../lib/i18n/shell';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Shows a page-size select when given. */
  limit?: number;
  pageSizes?: readonly number[];
  onLimit?: (limit: number) => void;
  label?: string;
}

const MAX_BUTTONS = 5;

/** Pages needed for `total` items at `limit` a page; at least one, so an empty list has a page. */
export const pageCountOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** The pages to offer: at most five, around the current one. */
export function pageWindow(page: number, pageCount: number): number[] {
  const count = Math.min(MAX_BUTTONS, pageCount);
  const start = Math.max(1, Math.min(page - Math.floor(count / 2), pageCount - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

const buttonBase =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** Previous, at most five page numbers, next, and optionally the page size. */
export function Pager({ page, pageCount, onPage, limit, pageSizes, onLimit, label }: PagerProps) {
  const t = useShellT();
  const sizeId = useId();
  const pages = pageWindow(page, Math.max(1, pageCount));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={label ?? t('shell.pages')}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <button
              type="button"
              className={`${buttonBase} border-neutral-300 bg-white`}
              disabled={page <= 1}
              onClick={() => onPage(page - 1)}
            >
              {t('shell.previous')}
            </button>
          </li>
          {pages.map((number) => (
            <li key={number}>
              <button
                type="button"
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('shell.pageNumber', { number })}
                className={`${buttonBase} ${
                  number === page
                    ? 'border-brand bg-brand text-white'
                    : 'border-neutral-300 bg-white text-neutral-800'
                }`}
                onClick={() => onPage(number)}
              >
                {number}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={`${buttonBase} border-neutral-300 bg-white`}
              disabled={page >= pageCount}
              onClick={() => onPage(page + 1)}
            >
              {t('shell.next')}
            </button>
          </li>
        </ul>
      </nav>
      {pageSizes && onLimit && limit ? (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={sizeId} className="font-semibold text-neutral-800">
            {t('shell.rowsPerPage')}
          </label>
          <select
            id={sizeId}
            value={limit}
            onChange={(event) => onLimit(Number(event.target.value))}
            className="min-h-11 rounded-lg border border-neutral-300 bg-white px-2"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
