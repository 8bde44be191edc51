import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { catalogKeys, type TaxonomyKind } from '../query-keys';

/** What categories and brands have in common in the console. */
export interface TaxonomyItem {
  id: number;
  name: string;
  description: string;
  isDeleted: boolean;
}

/** A create (no id) or an edit: the multipart text fields, and a new image only when chosen. */
export interface TaxonomySave {
  id?: number;
  fields: Record<string, string>;
  image: File | null;
}

/** The admin calls of one kind: `/api/categories` or `/api/brands`, with their image field. */
export interface TaxonomyApi<T extends TaxonomyItem> {
  /** Which of the two: its query keys are the storefront's too, so a change refreshes the shop. */
  key: TaxonomyKind;
  /** The multipart file part of the image (and the key of its field error). */
  imageField: string;
  /** Every item, deleted ones too (admin-taxonomy-reads.ts). */
  list: () => Promise<T[]>;
  save: (input: TaxonomySave) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
  restore: (item: T) => Promise<T>;
}

type One<T> = { data: T };

export function createTaxonomyApi<T extends TaxonomyItem>({
  key,
  imageField,
  list,
}: Pick<TaxonomyApi<T>, 'key' | 'imageField' | 'list'>): TaxonomyApi<T> {
  const path = `/api/${key}`;
  const send = async (id: number | undefined, form: FormData) => {
    const body = id
      ? await http.put<One<T>>(`${path}/${id}`, form, { service: 'product', auth: true })
      : await http.post<One<T>>(path, form, { service: 'product', auth: true });
    return body.data;
  };
  return {
    key,
    imageField,
    list,
    save: ({ id, fields, image }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (image) form.append(imageField, image);
      return send(id, form);
    },
    remove: (id) => http.delete(`${path}/${id}`, { service: 'product', auth: true }),
    // The update needs the name; isDeleted=false brings the item back.
    restore: (item) => {
      const form = new FormData();
      form.append('name', item.name);
      form.append('isDeleted', 'false');
      return send(item.id, form);
    },
  };
}

/** Every item of the kind, deleted ones too (admins); the product editor's cache entry too. */
export function useAdminTaxonomy<T extends TaxonomyItem>(api: TaxonomyApi<T>) {
  return useQuery({ queryKey: catalogKeys.taxonomyWithDeleted(api.key), queryFn: api.list });
}

/**
 * Save, delete and restore; each refreshes the kind's lists. Deleting or restoring also changes
 * which products the shop lists, so product lists are refreshed too.
 */
export function useTaxonomyMutations<T extends TaxonomyItem>(api: TaxonomyApi<T>) {
  const queryClient = useQueryClient();
  const refresh = (withProducts: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogKeys.taxonomy(api.key) }),
      withProducts ? queryClient.invalidateQueries({ queryKey: catalogKeys.products() }) : null,
    ]);
  const save = useMutation({ mutationFn: api.save, onSuccess: () => refresh(false) });
  const remove = useMutation({ mutationFn: api.remove, onSuccess: () => refresh(true) });
  const restore = useMutation({ mutationFn: api.restore, onSuccess: () => refresh(true) });
  return { save, remove, restore };
}
