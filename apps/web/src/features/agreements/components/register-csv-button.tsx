import { DownloadButton } from '../../../components/ui/download-button';
import { downloadCsv } from '../../../lib/download';
import { AGREEMENT_UI } from '../texts';

/** The register of direct sellers (rule 5; decision 0124), from the console's associates list. */
export function RegisterCsvButton() {
  return (
    <DownloadButton
      label={AGREEMENT_UI.registerCsv}
      onDownload={() =>
        downloadCsv('/api/admin/direct-sellers/register.csv', {
          prefix: 'direct-sellers',
          query: {},
        })
      }
    />
  );
}
