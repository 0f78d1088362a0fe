import type { sendOnMyWay } from '@/lib/server/services/on-my-way';
import { withFallback } from './fallback';
import { call } from './http';
import { useMutation } from './mutation';
import type { ApiResult } from './types';

export type OnMyWayResult = ApiResult<typeof sendOnMyWay>;

export const useOnMyWay = () =>
  useMutation({
    mutationFn: (jobId: string) =>
      withFallback(call('POST /api/job/onmyway', { json: { jobId } }), 'An unexpected error occurred'),
  });
