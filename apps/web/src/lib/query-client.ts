import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http';

/** One retry for network and server failures; a 4xx answer will not change on retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

/** The app's one cache, shared by every provider island (see lazy-with-query.tsx). */
export const queryClient = createQueryClient();
