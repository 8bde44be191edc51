import { DownloadButton } from '../../../components/ui/download-button';
import { downloadCsv } from '../../../lib/download';

/**
 * The register of direct sellers (rule 5; decision 0124), from the console's associates list,
 * which gives its words.
 */
export function RegisterCsvButton({ label, busyText }: { label: string; busyText: string }) {
  return (
    <DownloadButton
      label={label}
      busyText={busyText}
      onDownload={() =>
        downloadCsv('/api/admin/direct-sellers/register.csv', {
          prefix: 'direct-sellers',
          query: {},
        })
      }
    />
  );
}
