import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../ui/button';
import { toast } from '../ui/toast';

/** "Export CSV" for a list's header: busy while the file downloads, a failure as a toast. */
export function ExportCsvButton({ onExport }: { onExport: () => Promise<void> }) {
  const [isExporting, setIsExporting] = useState(false);
  const download = async () => {
    setIsExporting(true);
    try {
      await onExport();
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      busy={isExporting}
      busyText="Exporting..."
    >
      Export CSV
    </Button>
  );
}
