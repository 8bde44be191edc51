import { downloadCsv } from '../../../lib/download';

/** The leads matching the filters as CSV, fetched with the token and saved as a file. */
export const exportLeads = (filters: { q: string; status: string }) =>
  downloadCsv('/contacts/export', {
    prefix: 'leads',
    query: { q: filters.q || undefined, status: filters.status || undefined },
  });
