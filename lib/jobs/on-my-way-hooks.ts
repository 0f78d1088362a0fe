import type { sendOnMyWay } from '@/lib/server/jobs/on-my-way';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import { useMutation } from '@tanstack/react-query';
import type { ApiResult } from '@/lib/http/types';

export type OnMyWayResult = ApiResult<typeof sendOnMyWay>;

export const useOnMyWay = () =>
  useMutation({
    mutationFn: (jobId: string) =>
      withFallback(call('POST /api/job/onmyway', { json: { jobId } }), 'An unexpected error occurred'),
  });
