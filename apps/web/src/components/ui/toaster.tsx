import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOAST_DURATIONS_MS, TOAST_REMOVE_DELAY_MS } from '@saathi/shared/constants';
import { useShellT } from '../../lib/i18n/shell';
import { CloseIcon } from './icons';
import { WARNING_ICON, toast } from './toast';

// The library's own defaults are these numbers; naming them keeps the spec's rule in one place.
const OPTIONS = {
  removeDelay: TOAST_REMOVE_DELAY_MS,
  blank: { duration: TOAST_DURATIONS_MS.blank },
  error: { duration: TOAST_DURATIONS_MS.error },
  success: { duration: TOAST_DURATIONS_MS.success },
  loading: { duration: TOAST_DURATIONS_MS.loading },
  custom: { duration: TOAST_DURATIONS_MS.custom },
};

const TONE = {
  success: 'border-green-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  blank: 'border-neutral-400 bg-white text-neutral-900',
  loading: 'border-neutral-400 bg-white text-neutral-900',
  custom: 'border-neutral-400 bg-white text-neutral-900',
} as const;

const kindOf = (item: Toast) =>
  item.type === 'blank' && item.icon === WARNING_ICON ? 'warning' : item.type;

/**
 * The notification stack, top-right, newest at the bottom; screen readers hear each new
 * message. Pointing at it pauses the timers; a closed toast fades for the removal delay.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster(OPTIONS);
  const t = useShellT();
  return (
    <div
      aria-live="polite"
      aria-label={t('shell.notifications')}
      role="region"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      className="pointer-events-none fixed top-4 right-4 z-[110] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {[...toasts].reverse().map((item) => {
        const kind = kindOf(item);
        return (
          <div
            key={item.id}
            data-testid={`toast-${kind}`}
            aria-hidden={item.visible ? undefined : true}
            className={`flex items-start gap-2 rounded-lg border-l-4 py-2 pr-1 pl-3 shadow-md transition-opacity duration-300 ${TONE[kind]} ${
              item.visible ? 'pointer-events-auto' : 'opacity-0'
            }`}
          >
            <p className="flex-1 py-2 text-sm font-semibold">{resolveValue(item.message, item)}</p>
            <button
              type="button"
              aria-label={t('shell.dismissNotification')}
              onClick={() => toast.dismiss(item.id)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
            >
              <CloseIcon />
            </button>
          </div>
        );
      })}
    </div>
  );
}
