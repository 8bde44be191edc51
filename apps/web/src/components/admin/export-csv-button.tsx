import { useState } from 'react';
import { Button } from '../ui/button';
import { toast } from '../ui/toast';
import { errorMessage } from '../../lib/error-message';

/** "Export CSV": busy while the file downloads; a failure is toasted. */
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
