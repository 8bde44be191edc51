import { TOAST_DURATION_MS } from '@saathi/shared/constants';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Success toasts close after 2 s (spec part 1 §9); the others stay 4 s, long enough to read. */
const DURATION: Record<ToastKind, number> = {
  success: TOAST_DURATION_MS,
  error: 4000,
  warning: 4000,
  info: 4000,
};
export const MAX_VISIBLE_TOASTS = 20;

let items: ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  items = items.filter((item) => item.id !== id);
  emit();
}

function show(kind: ToastKind, message: string) {
  const id = nextId++;
  items = [...items, { id, kind, message }].slice(-MAX_VISIBLE_TOASTS);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), DURATION[kind]),
  );
  emit();
  return id;
}

/** toast.success('Login Successful') — shown top-right by the <Toaster /> of the root layout. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};

/** Removes every toast (tests). */
export function clearToasts() {
  timers.forEach(clearTimeout);
  timers.clear();
  items = [];
  emit();
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const getToasts = () => items;
