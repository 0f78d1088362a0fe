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
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: true,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
