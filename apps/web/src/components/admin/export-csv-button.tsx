import { DownloadButton } from '../ui/download-button';
import { useConsoleT } from './console-messages';

/** "Export CSV" for a list's header: busy while the file downloads, a failure as a toast. */
export function ExportCsvButton({ onExport }: { onExport: () => Promise<void> }) {
  const t = useConsoleT();
  return (
    <DownloadButton
      label={t('console.exportCsv')}
      busyText={t('console.exporting')}
      onDownload={onExport}
    />
  );
}
