import { http } from './http';

/** "users-2026-11-21.csv", dated today on this device. */
export function datedFileName(prefix: string, now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** A CSV export fetched with the token and saved as a file. */
export async function downloadCsv(
  path: string,
  options: { prefix: string; query: Record<string, string | number | undefined> },
) {
  const blob = await http.get<Blob>(path, {
    auth: true,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
    query: options.query,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = datedFileName(options.prefix);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
