import { QueryClient } from '@tanstack/react-query';
import { onReconnected } from './connection-state';
import { isApiError } from './http';

/** While the API is reconnecting, reads keep trying for about a minute, then wait for it. */
const OUTAGE_RETRIES = 8;
const isOutage = (error: unknown) => isApiError(error) && error.code === 'SERVICE_UNAVAILABLE';

/**
 * One retry for network and server failures, more while the API is reconnecting (at the pace its
 * Retry-After asks); a 4xx answer will not change on retry.
 */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          isOutage(error)
            ? failureCount < OUTAGE_RETRIES
            : failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        retryDelay: (failureCount, error) =>
          isApiError(error) && error.retryAfterSeconds
            ? error.retryAfterSeconds * 1000
            : Math.min(1000 * 2 ** failureCount, 30_000),
      },
    },
  });
  // Reads that gave up, or wait to retry, during an outage load again as soon as the API answers.
  onReconnected(() => {
    void client.refetchQueries({
      type: 'active',
      predicate: ({ state }) => isOutage(state.error ?? state.fetchFailureReason),
    });
  });
  return client;
}

/** The app's one cache, shared by every provider island (see lazy-with-query.tsx). */
export const queryClient = createQueryClient();
