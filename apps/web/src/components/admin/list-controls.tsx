import type { ReactNode } from 'react';
import { Pager } from '../ui/pager';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import { useConsoleT } from './console-messages';

type SetParams = (changes: { page?: string; limit?: string }) => void;

interface SortSelectProps<S extends string> {
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (sort: S) => void;
}

/** A list's "Sort by" select; it goes first among the toolbar's filters. */
export function SortSelect<S extends string>({ value, options, onChange }: SortSelectProps<S>) {
  const t = useConsoleT();
  return (
    <SelectField
      label={t('console.sortBy')}
      value={value}
      onChange={(event) => onChange(event.target.value as S)}
      className="w-full sm:w-56"
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

interface ListToolbarProps {
  /** The search box, on lists that offer one. */
  search?: { label: string; placeholder?: string; value: string; onChange: (text: string) => void };
  /** Shown after the search box: the sort, more filters, how many rows match. */
  children?: ReactNode;
}

/** A console list's search box, then its sort and filters. */
export function ListToolbar({ search, children }: ListToolbarProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {search ? (
        <TextField
          label={search.label}
          type="search"
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          className="w-full sm:w-72"
        />
      ) : null}
      {children}
    </div>
  );
}

/** How many rows match, announced as it changes; nothing until the first answer. */
export function MatchCount({
  total,
  one,
  many,
}: {
  total: number | undefined;
  one: string;
  many: string;
}) {
  if (total === undefined) return null;
  return (
    <p className="pb-3 text-sm text-neutral-700" aria-live="polite">
      {total} {total === 1 ? one : many}
    </p>
  );
}

/** The pager of a list whose page and page size live in the URL (a new size goes to page 1). */
export function UrlPager({
  page,
  pageCount,
  limit,
  sizes,
  setParams,
  label,
}: {
  page: number;
  pageCount: number;
  limit: number;
  sizes: readonly number[];
  setParams: SetParams;
  label: string;
}) {
  // One size and one page leave nothing to choose.
  if (sizes.length < 2 && pageCount < 2) return null;
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      onPage={(next) => setParams({ page: String(next) })}
      limit={limit}
      pageSizes={sizes.length > 1 ? sizes : undefined}
      onLimit={(size) => setParams({ limit: String(size), page: '1' })}
      label={label}
    />
  );
}

/** A list filter: "any" first, then each value by its label (or as it is, without labels). */
export function FilterSelect<V extends string>({
  label,
  value,
  values,
  labels,
  anyLabel,
  onChange,
  className = 'w-full sm:w-48',
}: {
  label: string;
  value: string;
  values: readonly V[];
  labels?: Record<V, string>;
  anyLabel: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      <option value="">{anyLabel}</option>
      {values.map((option) => (
        <option key={option} value={option}>
          {labels ? labels[option] : option}
        </option>
      ))}
    </SelectField>
  );
}

interface DateRangeFilterProps {
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}

/** A list's "From" and "To" dates; the picker keeps either end from passing the other. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const t = useConsoleT();
  return (
    <>
      <TextField
        label={t('console.from')}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
        className="w-full sm:w-44"
      />
      <TextField
        label={t('console.to')}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
        className="w-full sm:w-44"
      />
    </>
  );
}
