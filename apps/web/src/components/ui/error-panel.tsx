import { useShellT } from '../../lib/i18n/shell';
import { Button } from './button';

interface ErrorPanelProps {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** What went wrong, in plain words, and a way to try again. */
export function ErrorPanel({ message, onRetry, retrying }: ErrorPanelProps) {
  const t = useShellT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
      <p>{message ?? t('shell.genericError')}</p>
      {onRetry ? (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={onRetry}
          busy={retrying}
          busyText={t('shell.loading')}
        >
          {t('shell.retry')}
        </Button>
      ) : null}
    </div>
  );
}
