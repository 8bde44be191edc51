import { useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { Button } from './button';
import { toast } from './toast';

/** A button that fetches a file: busy while it downloads, a failure as a toast. */
export function DownloadButton({
  label,
  busyText = 'Downloading...',
  onDownload,
}: {
  label: string;
  busyText?: string;
  onDownload: () => Promise<void>;
}) {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      await onDownload();
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      busy={isDownloading}
      busyText={busyText}
    >
      {label}
    </Button>
  );
}
