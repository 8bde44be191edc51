import { DownloadButton } from '../ui/download-button';

/** "Export CSV" for a list's header: busy while the file downloads, a failure as a toast. */
export function ExportCsvButton({ onExport }: { onExport: () => Promise<void> }) {
  return <DownloadButton label="Export CSV" busyText="Exporting..." onDownload={onExport} />;
}
