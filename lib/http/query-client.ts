import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/**
 * The back office's query defaults: short-lived cache, one retry for network and server faults, none for 4xx. Writes
 * go through ./mutation.ts and are never retried.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // With no connection a read is still tried once: the Cleaner's service worker answers it from its cache
        // (issue 39). React Query's default would pause it and leave the screen spinning.
        networkMode: 'offlineFirst',
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
