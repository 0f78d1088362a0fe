import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type {
  CreateEstimateInput,
  ListEstimatesInput,
  RespondEstimateInput,
  UpdateEstimateInput,
} from '@/lib/estimates/schemas';
import type { getEstimate, listEstimates } from '@/lib/server/estimates/queries';
import { enquiryKeys } from '@/lib/enquiries/hooks';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type Estimate = ApiResult<typeof getEstimate>;
export type EstimatePage = ApiResult<typeof listEstimates>;

export const estimateKeys = {
  all: ['estimates'] as const,
  lists: () => [...estimateKeys.all, 'list'] as const,
  list: (params: Partial<ListEstimatesInput>) => [...estimateKeys.lists(), params] as const,
  detail: (id: string) => [...estimateKeys.all, 'detail', id] as const,
};

// pageNumber, pageSize, search, sortBy, sortOrder, status
export const estimatesQuery = (params: Partial<ListEstimatesInput>) =>
  queryOptions({
    queryKey: estimateKeys.list(params),
    queryFn: () =>
      withFallback(
        call('POST /api/Estimate/Estimates', { json: { pageNumber: 1, pageSize: 100, ...params } }),
        'Failed to fetch Estimate',
      ),
    placeholderData: keepPreviousData,
  });

export const estimateQuery = (id: string) =>
  queryOptions({
    queryKey: estimateKeys.detail(id),
    queryFn: () =>
      withFallback(call('GET /api/Estimate/GetEstimatebyId', { query: { id } }), 'Failed to fetch Estimate'),
  });

/** Any estimate write: lists and the enquiry inbox refetch (an estimate moves its enquiry on); the detail takes the answer. */
function useEstimateMutation<I>(call: (input: I) => Promise<Estimate>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (estimate) => {
      queryClient.setQueryData(estimateKeys.detail(estimate.id), estimate);
      void queryClient.invalidateQueries({ queryKey: estimateKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
    },
  });
}

export const useCreateEstimate = () =>
  useEstimateMutation((input: CreateEstimateInput) =>
    withFallback(call('POST /api/Estimate/CreateEstimate', { json: input }), 'Failed to create Estimate'),
  );

export const useUpdateEstimate = () =>
  useEstimateMutation((input: Partial<UpdateEstimateInput> & { id: string }) =>
    withFallback(call('PUT /api/Estimate/UpdateEstimate', { json: input }), 'Failed to update Estimate'),
  );

// the Client accepts or declines
export const useRespondEstimate = () =>
  useEstimateMutation((input: RespondEstimateInput) =>
    withFallback(call('POST /api/Estimate/RespondEstimate', { json: input }), 'Failed to update Estimate'),
  );
