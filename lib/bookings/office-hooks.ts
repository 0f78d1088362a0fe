import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { UpdateBookingSettingsInput } from '@/lib/bookings/settings-schemas';
import type { AddTerritoryInput, ListTerritoriesInput } from '@/lib/companies/territory-schemas';
import type { getBookingSettings } from '@/lib/server/bookings/settings';
import type { bookingSlotsForJob, confirmBooking } from '@/lib/server/bookings/office';
import type { listTerritories } from '@/lib/server/companies/territories';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import { jobKeys } from '@/lib/jobs/hooks';
import type { ApiResult } from '@/lib/http/types';
import type { InputOf } from '@/lib/http/types';

export type TerritoryPage = ApiResult<typeof listTerritories>;
export type Territory = TerritoryPage['data'][number];
export type BookingSettings = ApiResult<typeof getBookingSettings>;
export type BookingDecision = ApiResult<typeof confirmBooking>;
export type BookingSlots = ApiResult<typeof bookingSlotsForJob>;

const FAILED = 'An unexpected error occurred';
export const bookingKeys = {
  territories: ['territories'] as const,
  territoryList: (params: Partial<ListTerritoriesInput>) => [...bookingKeys.territories, params] as const,
  settings: (companyId: string | undefined) => ['booking-settings', companyId ?? 'own'] as const,
  slots: (jobId: string, from: string) => ['booking-slots', jobId, from] as const,
};

// districts and the company covering each; paged, searchable, sortable
export const territoriesQuery = (params: Partial<ListTerritoriesInput>) =>
  queryOptions({
    queryKey: bookingKeys.territoryList(params),
    queryFn: () => withFallback(call('GET /api/Company/Territories', { query: params }), FAILED),
    placeholderData: keepPreviousData,
  });

export function useAddTerritory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddTerritoryInput) =>
      withFallback(call('POST /api/Company/AddTerritory', { json: input }), FAILED),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.territories }),
  });
}

export function useRemoveTerritory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (district: string) =>
      withFallback(call('DELETE /api/Company/RemoveTerritory', { query: { district } }), FAILED),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.territories }),
  });
}

export const bookingSettingsQuery = (companyId?: string) =>
  queryOptions({
    queryKey: bookingKeys.settings(companyId),
    queryFn: () => withFallback(call('GET /api/Company/BookingSettings', { query: { companyId } }), FAILED),
  });

export function useUpdateBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBookingSettingsInput) =>
      withFallback(call('PUT /api/Company/UpdateBookingSettings', { json: input }), FAILED),
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingKeys.settings(saved.companyId), saved);
      void queryClient.invalidateQueries({ queryKey: ['booking-settings'] });
    },
  });
}

// free starts to move an online booking to
export const bookingSlotsQuery = (jobId: string, from: string) =>
  queryOptions({
    queryKey: bookingKeys.slots(jobId, from),
    queryFn: () => withFallback(call('GET /api/Job/BookingSlots', { query: { id: jobId, from, days: 1 } }), FAILED),
  });

/** Confirm, move and decline refresh the job, the lists and the week calendar. */
type Decision = 'POST /api/Job/ConfirmBooking' | 'POST /api/Job/MoveBooking' | 'POST /api/Job/DeclineBooking';
function useDecision<K extends Decision>(decision: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<K>['json']) =>
      withFallback(call(decision as Decision, { json: input } as never) as Promise<BookingDecision>, FAILED),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['booking-slots'] });
    },
  });
}

export const useConfirmBooking = () => useDecision('POST /api/Job/ConfirmBooking');
export const useMoveBooking = () => useDecision('POST /api/Job/MoveBooking');
export const useDeclineBooking = () => useDecision('POST /api/Job/DeclineBooking');
