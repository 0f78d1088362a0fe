import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/**
 * The back office's query defaults: short-lived cache, one retry for network and server faults, none for 4xx. Writes
 * go through ./mutation.ts and are never retried. `offlineFirst`: for a Cleaner, whose offline worker answers reads
 * with no connection (issue 39).
 */
export function createQueryClient({ offlineFirst = false }: { offlineFirst?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A Cleaner's read is tried once even with no connection: their service worker answers it from its cache.
        // React Query's default, kept for every other role (no worker), pauses it until the connection returns.
        networkMode: offlineFirst ? 'offlineFirst' : 'online',
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
