import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type Language } from '@saathi/shared/locales';
import { http } from '../../../lib/http';
import { useLanguage } from '../../../lib/i18n/i18n';
import { catalogKeys } from '../query-keys';
import type { ProductDetail } from './types';

/**
 * A product for its page: the description in `language` where the company wrote one. English
 * asks the address it always did, so caches keep sharing it (decision 0165).
 */
export async function getProduct(id: string, language: Language): Promise<ProductDetail | null> {
  const body = await http.get<{ data: ProductDetail | ProductDetail[] | null }>(
    `/api/products/${encodeURIComponent(id)}`,
    { service: 'product', query: language === DEFAULT_LANGUAGE ? undefined : { language } },
  );
  const data = Array.isArray(body?.data) ? body.data[0] : body?.data;
  return data ?? null;
}

export function useProduct(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: catalogKeys.product(id, language),
    queryFn: () => getProduct(id, language),
  });
}
