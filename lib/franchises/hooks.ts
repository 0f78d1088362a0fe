import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { ListFranchisesInput, UpdateFranchiseInput } from '@/lib/franchises/schemas';
import type { getFranchiseById, listFranchises } from '@/lib/server/franchises/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type FranchiseRequest = ApiResult<typeof getFranchiseById>;
export type FranchisePage = ApiResult<typeof listFranchises>;

export const franchiseKeys = {
  all: ['franchises'] as const,
  lists: () => [...franchiseKeys.all, 'list'] as const,
  list: (params: Partial<ListFranchisesInput>) => [...franchiseKeys.lists(), params] as const,
  detail: (id: string) => [...franchiseKeys.all, 'detail', id] as const,
};

// the timestamp defeats caches (SPEC §7)
export const fetchFranchises = (
  pageNumber = 1,
  pageSize = 100,
  filters: Omit<Partial<ListFranchisesInput>, 'pageNumber' | 'pageSize'> = {},
) =>
  withFallback(
    call('GET /api/franchise/franchises', { query: { pageNumber, pageSize, ...filters, timestamp: Date.now() } }),
    'Failed to fetch franchises',
  );

export const fetchFranchise = (id: string) =>
  withFallback(call('GET /api/franchise/getfranchisebyid', { query: { id } }), 'Failed to fetch franchise by ID');

export const updateFranchise = (input: UpdateFranchiseInput) =>
  withFallback(call('PUT /api/franchise/updateFranchise', { json: input }), 'Failed to update franchise');

export const deleteFranchise = (id: string) =>
  withFallback(call('DELETE /api/franchise/deleteFranchise', { query: { id } }), 'An unexpected error occurred');

export const franchisesQuery = ({ pageNumber = 1, pageSize = 100, ...filters }: Partial<ListFranchisesInput>) =>
  queryOptions({
    queryKey: franchiseKeys.list({ pageNumber, pageSize, ...filters }),
    queryFn: () => fetchFranchises(pageNumber, pageSize, filters),
    placeholderData: keepPreviousData,
  });

export const franchiseQuery = (id: string) =>
  queryOptions({ queryKey: franchiseKeys.detail(id), queryFn: () => fetchFranchise(id) });

export function useUpdateFranchise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFranchise,
    onSuccess: (lead) => {
      queryClient.setQueryData(franchiseKeys.detail(lead.id), lead);
      void queryClient.invalidateQueries({ queryKey: franchiseKeys.lists() });
    },
  });
}
