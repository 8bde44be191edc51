import type { ReactNode } from 'react';
import { Pager } from '../ui/pager';
import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';

type SetParams = (changes: { page?: string; limit?: string }) => void;

/** The page and page size from the URL's text, each falling back when out of range. */
export function pagingFrom(
  params: { page: string; limit: string },
  sizes: readonly number[],
  fallbackSize: number,
) {
  const limit = Number(params.limit);
  return {
    page: Math.max(1, Math.floor(Number(params.page)) || 1),
    limit: sizes.includes(limit) ? limit : fallbackSize,
  };
}

interface SortControl<S extends string> {
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (sort: S) => void;
}

interface ListToolbarProps<S extends string> {
  searchLabel: string;
  placeholder?: string;
  search: string;
  onSearch: (text: string) => void;
  /** The sort select, on lists that offer one. */
  sort?: SortControl<S>;
  /** Shown after the controls: more filters, how many rows match. */
  children?: ReactNode;
}

/** A console list's search box and, where it offers one, its sort select. */
export function ListToolbar<S extends string>({
  searchLabel,
  placeholder,
  search,
  onSearch,
  sort,
  children,
}: ListToolbarProps<S>) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <TextField
        label={searchLabel}
        type="search"
        placeholder={placeholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        className="w-full sm:w-72"
      />
      {sort ? (
        <SelectField
          label="Sort by"
          value={sort.value}
          onChange={(event) => sort.onChange(event.target.value as S)}
          className="w-full sm:w-56"
        >
          {sort.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
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
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      onPage={(next) => setParams({ page: String(next) })}
      limit={limit}
      pageSizes={sizes}
      onLimit={(size) => setParams({ limit: String(size), page: '1' })}
      label={label}
    />
  );
}

/** A list filter: "any" first, then each value by its label; a change goes back to page 1. */
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
  labels: Record<V, string>;
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
          {labels[option]}
        </option>
      ))}
    </SelectField>
  );
}
