import { useQuery } from '@tanstack/react-query';
import { contentPageResponseSchema, type ContentPage, type Language } from '@saathi/shared';
import { http } from '../../../lib/http';
import { useLanguage } from '../../../lib/i18n/i18n';
import { contentKeys } from '../query-keys';

/** A page in `language` where the company has translated it, else in English. */
export async function getContentPage(slug: string, language: Language): Promise<ContentPage> {
  const body = await http.get<unknown>(`/api/pages/${encodeURIComponent(slug)}`, {
    query: { language },
  });
  return contentPageResponseSchema.parse(body).data;
}

export function useContentPage(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: contentKeys.page(slug, language),
    queryFn: () => getContentPage(slug, language),
    staleTime: 5 * 60 * 1000,
  });
}
