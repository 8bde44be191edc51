import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { TaxonomyApi, TaxonomyItem } from '../../../api/admin-taxonomy';
import type { CatalogKey } from '../../catalog-messages';

/** A text field of the form besides the name and description (a slogan, sub-categories). */
export interface TaxonomyTextField<T> {
  /** The multipart field name, also the key of its error. */
  name: string;
  label: CatalogKey;
  hint?: CatalogKey;
  /** The text shown when editing an item. */
  fromItem: (item: T) => string;
  /** The multipart text sent for what was typed; the text itself when absent. */
  toForm?: (text: string) => string;
}

export interface TaxonomyColumn<T> {
  header: CatalogKey;
  cell: (item: T) => ReactNode;
}

/** Everything that differs between the categories and the brands pages. */
export interface TaxonomyAdminConfig<T extends TaxonomyItem> {
  api: TaxonomyApi<T>;
  /**
   * The page's words, each its own key: Hindi nouns have genders and their own plurals, so
   * "Add {noun}" cannot be composed (decision 0161).
   */
  texts: TaxonomyTexts;
  tableTestId: string;
  rowTestId: string;
  imageOf: (item: T) => string | null;
  /** The shared fields schema the API checks the form with. */
  schema: z.ZodType;
  extraFields: readonly TaxonomyTextField<T>[];
  /** Columns between the name and the status. */
  extraColumns: readonly TaxonomyColumn<T>[];
  /** The text, besides the name, the search looks in. */
  searchText: (item: T) => string;
}

export interface TaxonomyTexts {
  title: CatalogKey;
  description: CatalogKey;
  /** "Add category": the header's button and the form's title and name. */
  add: CatalogKey;
  search: CatalogKey;
  emptyTitle: CatalogKey;
  emptyText: CatalogKey;
  /** "{count} categories", and "{matches} of {total} categories". */
  count: CatalogKey;
  matches: CatalogKey;
  /** No match for the search "{q}". */
  noMatch: CatalogKey;
  pages: CatalogKey;
  saved: CatalogKey;
  added: CatalogKey;
  deleted: CatalogKey;
  deleteTitle: CatalogKey;
  edit: CatalogKey;
  save: CatalogKey;
  /** The picture column's header ("Image", "Logo"), the file input's label, the alt texts. */
  imageColumn: CatalogKey;
  imageLabel: CatalogKey;
  currentImage: CatalogKey;
  /** "{name} image". */
  imageAlt: CatalogKey;
}
