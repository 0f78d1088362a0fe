import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { ListEnquiriesInput, UpdateEnquiryInput } from '@/lib/enquiries/schemas';
import type { addEnquiryNote, enquiryHistory } from '@/lib/server/enquiries/events';
import type { getEnquiryById, listEnquiries } from '@/lib/server/enquiries/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

/** An enquiry or job application as the back office sees it (`cvLink` is a staff-only /api/files address). */
export type Enquiry = ApiResult<typeof getEnquiryById>;
export type EnquiryPage = ApiResult<typeof listEnquiries>;
export type EnquiryHistory = ApiResult<typeof enquiryHistory>;
export type EnquiryNote = ApiResult<typeof addEnquiryNote>;

export const enquiryKeys = {
  all: ['enquiries'] as const,
  lists: () => [...enquiryKeys.all, 'list'] as const,
  list: (params: Partial<ListEnquiriesInput>) => [...enquiryKeys.lists(), params] as const,
  detail: (id: string) => [...enquiryKeys.all, 'detail', id] as const,
  history: (id: string) => [...enquiryKeys.all, 'history', id] as const,
};

// pageNumber, pageSize (100), search, sortBy, sortOrder, status, category
export const fetchEnquiries = (input: Partial<ListEnquiriesInput> = {}) =>
  withFallback(call('POST /api/enquiry/enquiries', { json: { pageNumber: 1, pageSize: 100, ...input } }), 'Error');

export const fetchEnquiry = (id: string) =>
  withFallback(call('GET /api/Enquiry/getenquirybyid', { query: { id } }), 'Failed to fetch Enquiry by ID');

export const updateEnquiry = (input: UpdateEnquiryInput) =>
  withFallback(call('PUT /api/enquiry/updateenquiry', { json: input }), 'Error');

export const enquiriesQuery = (params: Partial<ListEnquiriesInput>) =>
  queryOptions({
    queryKey: enquiryKeys.list(params),
    queryFn: () => fetchEnquiries(params),
    placeholderData: keepPreviousData,
  });

export const enquiryQuery = (id: string) =>
  queryOptions({ queryKey: enquiryKeys.detail(id), queryFn: () => fetchEnquiry(id) });

/** After a status change the inbox (and its tab counts) refetch; the detail takes the server's answer. */
export function useUpdateEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnquiry,
    onSuccess: (enquiry) => {
      queryClient.setQueryData(enquiryKeys.detail(enquiry.id), enquiry);
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.history(enquiry.id) });
    },
  });
}

// status changes and notes, oldest first
export const enquiryHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: enquiryKeys.history(id),
    queryFn: () => withFallback(call('GET /api/Enquiry/EnquiryHistory', { query: { id } }), 'Error'),
  });

export function useAddEnquiryNote(enquiryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      withFallback(call('POST /api/Enquiry/CreateEnquiryNote', { json: { enquiryId, note } }), 'Error'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: enquiryKeys.history(enquiryId) }),
  });
}
