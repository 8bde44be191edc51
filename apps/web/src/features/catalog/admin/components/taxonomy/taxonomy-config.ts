import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { TaxonomyApi, TaxonomyItem } from '../../../api/admin-taxonomy';

/** A text field of the form besides the name and description (a slogan, sub-categories). */
export interface TaxonomyTextField<T> {
  /** The multipart field name, also the key of its error. */
  name: string;
  label: string;
  hint?: string;
  /** The text shown when editing an item. */
  fromItem: (item: T) => string;
  /** The multipart text sent for what was typed; the text itself when absent. */
  toForm?: (text: string) => string;
}

export interface TaxonomyColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

/** Everything that differs between the categories and the brands pages. */
export interface TaxonomyAdminConfig<T extends TaxonomyItem> {
  api: TaxonomyApi<T>;
  title: string;
  description: string;
  /** "category" / "brand", and their plurals. */
  noun: string;
  plural: string;
  tableTestId: string;
  rowTestId: string;
  /** The header of the picture column ("Image", "Logo") and the form's file input label. */
  imageColumn: string;
  imageLabel: string;
  imageOf: (item: T) => string | null;
  /** The shared fields schema the API checks the form with. */
  schema: z.ZodType;
  extraFields: readonly TaxonomyTextField<T>[];
  /** Columns between the name and the status. */
  extraColumns: readonly TaxonomyColumn<T>[];
  /** The text, besides the name, the search looks in. */
  searchText: (item: T) => string;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
