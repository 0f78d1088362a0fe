import type { sendOnMyWay } from '@/lib/server/services/on-my-way';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import { useMutation } from './mutation';
import type { ApiResult } from './types';

export type OnMyWayResult = ApiResult<typeof sendOnMyWay>;

// POST /api/job/onmyway
export const useOnMyWay = () =>
  useMutation({
    mutationFn: (jobId: string) => withFallback(apiFetch<OnMyWayResult>('/api/job/onmyway', { method: 'POST', json: { jobId } }), 'An unexpected error occurred'),
  });
