import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { UpdateBookingSettingsInput } from '@/lib/schemas/booking-settings';
import type { AddTerritoryInput, ListTerritoriesInput } from '@/lib/schemas/territory';
import type { getBookingSettings } from '@/lib/server/services/booking-settings';
import type { bookingSlotsForJob, confirmBooking } from '@/lib/server/services/online-bookings';
import type { listTerritories } from '@/lib/server/services/territories';
import { withFallback } from './fallback';
import { call } from './http';
import { jobKeys } from './jobs';
import { useMutation } from './mutation';
import type { ApiResult } from './types';
import * as company from '@/lib/api/endpoints/company';
import type { Endpoint } from '@/lib/api/endpoints/endpoint';
import * as job from '@/lib/api/endpoints/job';

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
    queryFn: () => withFallback(call(company.territories, { query: params }), FAILED),
    placeholderData: keepPreviousData,
  });

export function useAddTerritory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddTerritoryInput) => withFallback(call(company.addTerritory, { json: input }), FAILED),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.territories }),
  });
}

export function useRemoveTerritory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (district: string) => withFallback(call(company.removeTerritory, { query: { district } }), FAILED),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.territories }),
  });
}

export const bookingSettingsQuery = (companyId?: string) =>
  queryOptions({
    queryKey: bookingKeys.settings(companyId),
    queryFn: () => withFallback(call(company.bookingSettings, { query: { companyId } }), FAILED),
  });

export function useUpdateBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBookingSettingsInput) =>
      withFallback(call(company.updateBookingSettings, { json: input }), FAILED),
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
    queryFn: () => withFallback(call(job.bookingSlots, { query: { id: jobId, from, days: 1 } }), FAILED),
  });

/** Confirm, move and decline refresh the job, the lists and the week calendar. */
function useDecision<In extends { json: { id: string } }>(decision: Endpoint<In, BookingDecision>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In['json']) => withFallback(call<In, BookingDecision>(decision, { json: input } as In), FAILED),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['booking-slots'] });
    },
  });
}

export const useConfirmBooking = () => useDecision(job.confirmBooking);
export const useMoveBooking = () => useDecision(job.moveBooking);
export const useDeclineBooking = () => useDecision(job.declineBooking);
