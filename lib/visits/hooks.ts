import { queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { CancelVisitInput, RequestVisitInput, RescheduleVisitInput } from '@/lib/visits/schemas';
import type { cancelVisit } from '@/lib/server/visits/cancel';
import type { RequestResult } from '@/lib/server/visits/request';
import type { RescheduleResult } from '@/lib/server/visits/reschedule';
import type { visitSlots } from '@/lib/server/visits/reschedule';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import { jobKeys } from '@/lib/jobs/hooks';
import type { ApiResult, Jsonify } from '@/lib/http/types';

// A Client's changes to their own visits (issue 29): the free times, and move / cancel / book another.

export type VisitSlots = ApiResult<typeof visitSlots>;
export type SlotScope = 'one' | 'series' | 'again';
export type Moved = Jsonify<Extract<RescheduleResult, { kind: 'moved' }>['body']>;
export type SlotTakenBody = Jsonify<Extract<RescheduleResult, { kind: 'slot_taken' }>['body']>;
export type Requested = Jsonify<Extract<RequestResult, { kind: 'requested' }>['body']>;
export type Cancelled = ApiResult<typeof cancelVisit>;

const FALLBACK = 'An unexpected error occurred';

export const visitKeys = {
  slots: (jobId: string, scope: SlotScope, from: string) => ['visit-slots', jobId, scope, from] as const,
};

// a week of free times; never cached long (a time may go at any moment)
export const visitSlotsQuery = (jobId: string, scope: SlotScope, from: string) =>
  queryOptions({
    queryKey: visitKeys.slots(jobId, scope, from),
    queryFn: () => withFallback(call('GET /api/visit/slots', { query: { jobId, scope, from, days: 7 } }), FALLBACK),
    staleTime: 0,
  });

/** Every visit write refreshes the home, the job lists and any free times on screen. */
function useVisitMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['overview'] });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['visit-slots'] });
    },
  });
}

export const useRescheduleVisit = () =>
  useVisitMutation((input: RescheduleVisitInput) =>
    withFallback(call('POST /api/visit/reschedule', { json: input }), FALLBACK),
  );

export const useCancelVisit = () =>
  useVisitMutation((input: CancelVisitInput) =>
    withFallback(call('POST /api/visit/cancel', { json: input }), FALLBACK),
  );

export const useRequestVisit = () =>
  useVisitMutation((input: RequestVisitInput) =>
    withFallback(call('POST /api/visit/request', { json: input }), FALLBACK),
  );
