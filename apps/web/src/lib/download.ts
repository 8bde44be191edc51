import { http } from './http';

/** "users-2026-11-21.csv", dated today on this device. */
export function datedFileName(prefix: string, now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves a fetched file (a CSV export) under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV export fetched with the token and saved as a dated file. */
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
  saveBlob(blob, datedFileName(options.prefix));
}
