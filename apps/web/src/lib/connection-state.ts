import { useSyncExternalStore } from 'react';

/**
 * Whether the API is reachable, as the last answers tell: a 503 or no answer means "reconnecting"
 * (decision 0099), any other answer means it serves again. Tiny on purpose: the shell shows the
 * notice without loading the query library.
 */
let isReconnecting = false;
const listeners = new Set<() => void>();
const reconnectedListeners = new Set<() => void>();

function set(next: boolean) {
  if (next === isReconnecting) return;
  isReconnecting = next;
  for (const listener of listeners) listener();
  if (!next) for (const listener of reconnectedListeners) listener();
}

/** The API did not answer, or answered 503. */
export const reportUnavailable = () => set(true);
/** The API answered (anything but 503). */
export const reportAnswered = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useIsReconnecting = () =>
  useSyncExternalStore(
    subscribe,
    () => isReconnecting,
    () => false,
  );

/** Runs `listener` whenever the API serves again after an outage (to refetch failed reads). */
export function onReconnected(listener: () => void) {
  reconnectedListeners.add(listener);
  return () => reconnectedListeners.delete(listener);
}
