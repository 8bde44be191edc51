import { MESSAGES } from '@saathi/shared/messages';
import { Button } from './button';

interface ErrorPanelProps {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** What went wrong, in plain words, and a way to try again. */
export function ErrorPanel({
  message = MESSAGES.common.genericError,
  onRetry,
  retrying,
}: ErrorPanelProps) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
      <p>{message}</p>
      {onRetry ? (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={onRetry}
          busy={retrying}
          busyText={MESSAGES.common.loading}
        >
          Retry
        </Button>
      ) : null}
    </div>
  );
}
