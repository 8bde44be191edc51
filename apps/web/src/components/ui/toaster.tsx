import { useSyncExternalStore } from 'react';
import { CloseIcon } from './icons';
import { dismissToast, getToasts, subscribeToasts, type ToastKind } from './toast-store';

const TONE: Record<ToastKind, string> = {
  success: 'border-green-600 bg-green-50 text-green-900',
  error: 'border-red-600 bg-red-50 text-red-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-900',
  info: 'border-neutral-400 bg-white text-neutral-900',
};

/** The notification stack, top-right; screen readers hear each new message. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div
      aria-live="polite"
      aria-label="Notifications"
      role="region"
      className="pointer-events-none fixed top-4 right-4 z-[110] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          data-testid={`toast-${item.kind}`}
          className={`pointer-events-auto flex items-start gap-2 rounded-lg border-l-4 py-2 pr-1 pl-3 shadow-md ${TONE[item.kind]}`}
        >
          <p className="flex-1 py-2 text-sm font-semibold">{item.message}</p>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => dismissToast(item.id)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
