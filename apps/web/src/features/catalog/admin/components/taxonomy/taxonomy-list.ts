import type { TaxonomyItem } from '../../../api/admin-taxonomy';

export const TAXONOMY_SORTS = [
  { value: 'name', label: 'consoleCatalog.sortNameAsc' },
  { value: 'name_desc', label: 'consoleCatalog.sortNameDesc' },
  { value: 'newest', label: 'consoleCatalog.sortNewestFirst' },
] as const;
export type TaxonomySort = (typeof TAXONOMY_SORTS)[number]['value'];

export const toTaxonomySort = (value: string): TaxonomySort =>
  TAXONOMY_SORTS.find((sort) => sort.value === value)?.value ?? 'name';

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

const ORDER: Record<TaxonomySort, (a: TaxonomyItem, b: TaxonomyItem) => number> = {
  name: (a, b) => collator.compare(a.name, b.name) || a.id - b.id,
  name_desc: (a, b) => collator.compare(b.name, a.name) || b.id - a.id,
  newest: (a, b) => b.id - a.id,
};

/** The items whose name or other text contains the search (any case), in the chosen order. */
export function arrangeTaxonomy<T extends TaxonomyItem>(
  items: readonly T[],
  { q, sort, searchText }: { q: string; sort: TaxonomySort; searchText: (item: T) => string },
): T[] {
  const needle = q.trim().toLocaleLowerCase('en-IN');
  const matches = needle
    ? items.filter((item) =>
        `${item.name} ${searchText(item)}`.toLocaleLowerCase('en-IN').includes(needle),
      )
    : [...items];
  return matches.sort(ORDER[sort]);
}
