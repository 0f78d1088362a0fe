import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { UpdateBookingSettingsInput } from '@/lib/schemas/booking-settings';
import type { ConfirmBookingInput, DeclineBookingInput, MoveBookingInput } from '@/lib/schemas/online-booking';
import type { AddTerritoryInput, ListTerritoriesInput } from '@/lib/schemas/territory';
import type { getBookingSettings } from '@/lib/server/services/booking-settings';
import type { bookingSlotsForJob, confirmBooking } from '@/lib/server/services/online-bookings';
import type { listTerritories } from '@/lib/server/services/territories';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import { jobKeys } from './jobs';
import { useMutation } from './mutation';
import type { ApiResult } from './types';

export type TerritoryPage = ApiResult<typeof listTerritories>;
export type Territory = TerritoryPage['data'][number];
export type BookingSettings = ApiResult<typeof getBookingSettings>;
export type BookingDecision = ApiResult<typeof confirmBooking>;
export type BookingSlots = ApiResult<typeof bookingSlotsForJob>;

const FAILED = 'An unexpected error occurred';
const search = (params: Record<string, unknown>) => {
  const q = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]])));
  return q.size ? `?${q}` : '';
};

export const bookingKeys = {
  territories: ['territories'] as const,
  territoryList: (params: Partial<ListTerritoriesInput>) => [...bookingKeys.territories, params] as const,
  settings: (companyId: string | undefined) => ['booking-settings', companyId ?? 'own'] as const,
  slots: (jobId: string, from: string) => ['booking-slots', jobId, from] as const,
};

// GET /api/Company/Territories – districts and the company covering each; paged, searchable, sortable
export const territoriesQuery = (params: Partial<ListTerritoriesInput>) =>
  queryOptions({
    queryKey: bookingKeys.territoryList(params),
    queryFn: () => withFallback(apiFetch<TerritoryPage>(`/api/company/territories${search(params)}`), FAILED),
    placeholderData: keepPreviousData,
  });

// POST /api/Company/AddTerritory
export function useAddTerritory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddTerritoryInput) => withFallback(apiFetch<Territory>('/api/company/addterritory', { method: 'POST', json: input }), FAILED),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.territories }),
  });
}

// DELETE /api/Company/RemoveTerritory?district=
export function useRemoveTerritory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (district: string) => withFallback(apiFetch<{ district: string }>(`/api/company/removeterritory${search({ district })}`, { method: 'DELETE' }), FAILED),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.territories }),
  });
}

// GET /api/Company/BookingSettings?companyId=
export const bookingSettingsQuery = (companyId?: string) =>
  queryOptions({
    queryKey: bookingKeys.settings(companyId),
    queryFn: () => withFallback(apiFetch<BookingSettings>(`/api/company/bookingsettings${search({ companyId })}`), FAILED),
  });

// PUT /api/Company/UpdateBookingSettings
export function useUpdateBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBookingSettingsInput) => withFallback(apiFetch<BookingSettings>('/api/company/updatebookingsettings', { method: 'PUT', json: input }), FAILED),
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingKeys.settings(saved.companyId), saved);
      void queryClient.invalidateQueries({ queryKey: ['booking-settings'] });
    },
  });
}

// GET /api/Job/BookingSlots?id=&from= – free starts to move an online booking to
export const bookingSlotsQuery = (jobId: string, from: string) =>
  queryOptions({
    queryKey: bookingKeys.slots(jobId, from),
    queryFn: () => withFallback(apiFetch<BookingSlots>(`/api/job/bookingslots${search({ id: jobId, from, days: 1 })}`), FAILED),
  });

/** Confirm, move and decline refresh the job, the lists and the week calendar. */
function useDecision<I extends { id: string }>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => withFallback(apiFetch<BookingDecision>(path, { method: 'POST', json: input }), FAILED),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['booking-slots'] });
    },
  });
}

// POST /api/Job/ConfirmBooking, /api/Job/MoveBooking, /api/Job/DeclineBooking
export const useConfirmBooking = () => useDecision<ConfirmBookingInput>('/api/job/confirmbooking');
export const useMoveBooking = () => useDecision<MoveBookingInput>('/api/job/movebooking');
export const useDeclineBooking = () => useDecision<DeclineBookingInput>('/api/job/declinebooking');
