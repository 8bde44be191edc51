import { saveBlob } from '../../../lib/download';
import { http } from '../../../lib/http';

/** "leads-2026-11-21.csv", dated today on this device. */
export function exportFileName(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `leads-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** The leads matching the filters as CSV, fetched with the token and saved as a file. */
export async function exportLeads(filters: { q: string; status: string }) {
  const blob = await http.get<Blob>('/contacts/export', {
    auth: true,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    query: { q: filters.q || undefined, status: filters.status || undefined },
  });
  saveBlob(blob, exportFileName());
}
