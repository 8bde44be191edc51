import { http, type RequestOptions } from '../../../lib/http';
import type { CatalogueList, CataloguePage } from './types';

/** The query string of a console list: its page and size, then its filters (unset ones left out). */
type PageQuery = { page: number; limit: number } & NonNullable<RequestOptions['query']>;

/** A page of a catalogue list for the console (the token says it is an admin). */
export async function getAdminPage<T>(path: string, query: PageQuery): Promise<CataloguePage<T>> {
  const body = await http.get<CatalogueList<T>>(path, { service: 'product', auth: true, query });
  const items = Array.isArray(body?.data) ? body.data : [];
  return {
    items,
    page: body?.meta?.page ?? query.page,
    limit: body?.meta?.limit ?? query.limit,
    total: body?.meta?.total ?? items.length,
  };
}
