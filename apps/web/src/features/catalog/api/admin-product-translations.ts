import { useQuery } from '@tanstack/react-query';
import type { ProductTranslation } from '@saathi/shared';
import { http } from '../../../lib/http';
import { catalogKeys } from '../query-keys';

const translationPath = (id: number, language: string) =>
  `/api/products/${id}/translations/${language}`;

/** A product's description in `language` for its editor, or null before its first save. */
export function useAdminProductTranslation(id: number, language: string) {
  return useQuery({
    queryKey: catalogKeys.adminTranslation(id, language),
    queryFn: async () =>
      (
        await http.get<{ data: ProductTranslation | null }>(translationPath(id, language), {
          service: 'product',
          auth: true,
        })
      ).data,
    // An editor keeps what the admin types: no background refetch replaces it.
    staleTime: Infinity,
  });
}

/** Writes a product's description in `language` (made on its first save). */
export async function saveProductTranslation(id: number, language: string, description: string) {
  const body = await http.put<{ data: ProductTranslation }>(
    translationPath(id, language),
    { description },
    { service: 'product', auth: true },
  );
  return body.data;
}

/** Removes a product's description in `language`: its readers see the English again. */
export async function deleteProductTranslation(id: number, language: string) {
  await http.delete(translationPath(id, language), { service: 'product', auth: true });
}
