import type { ReactNode } from 'react';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

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

interface ListToolbarProps<S extends string> {
  searchLabel: string;
  placeholder?: string;
  search: string;
  onSearch: (text: string) => void;
  sort: S;
  sortOptions: readonly { value: S; label: string }[];
  onSort: (sort: S) => void;
  /** Shown after the controls, e.g. how many rows match. */
  children?: ReactNode;
}

/** A console list's search box and sort select. */
export function ListToolbar<S extends string>({
  searchLabel,
  placeholder,
  search,
  onSearch,
  sort,
  sortOptions,
  onSort,
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
      <SelectField
        label="Sort by"
        value={sort}
        onChange={(event) => onSort(event.target.value as S)}
        className="w-full sm:w-56"
      >
        {sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {children}
    </div>
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
