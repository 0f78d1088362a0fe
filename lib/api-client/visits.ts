import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CancelVisitInput, RequestVisitInput, RescheduleVisitInput } from '@/lib/schemas/visit-change';
import type { cancelVisit } from '@/lib/server/services/visit-cancel';
import type { RequestResult } from '@/lib/server/services/visit-request';
import type { RescheduleResult } from '@/lib/server/services/visit-reschedule';
import type { visitSlots } from '@/lib/server/services/visit-reschedule';
import { withFallback } from './fallback';
import { call } from './http';
import { jobKeys } from './jobs';
import { useMutation } from './mutation';
import type { ApiResult, Jsonify } from './types';

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
