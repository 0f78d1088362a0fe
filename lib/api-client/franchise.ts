import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ListFranchisesInput, UpdateFranchiseInput } from '@/lib/schemas/franchise';
import type { getFranchiseById, listFranchises } from '@/lib/server/services/franchise';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import type { ApiResult } from './types';
import { useMutation } from './mutation';

export type FranchiseRequest = ApiResult<typeof getFranchiseById>;
export type FranchisePage = ApiResult<typeof listFranchises>;

export const franchiseKeys = {
  all: ['franchises'] as const,
  lists: () => [...franchiseKeys.all, 'list'] as const,
  list: (params: Partial<ListFranchisesInput>) => [...franchiseKeys.lists(), params] as const,
  detail: (id: string) => [...franchiseKeys.all, 'detail', id] as const,
};

const toQuery = (params: Partial<ListFranchisesInput>) =>
  Object.entries(params).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `&${k}=${encodeURIComponent(String(v))}`).join('');

// GET /api/franchise/franchises?pageNumber&pageSize&timestamp – the timestamp defeats caches (SPEC §7)
export const fetchFranchises = (pageNumber = 1, pageSize = 100, filters: Omit<Partial<ListFranchisesInput>, 'pageNumber' | 'pageSize'> = {}) =>
  withFallback(
    apiFetch<FranchisePage>(`/api/franchise/franchises?pageNumber=${pageNumber}&pageSize=${pageSize}${toQuery(filters)}&timestamp=${Date.now()}`),
    'Failed to fetch franchises',
  );

// GET /api/franchise/getfranchisebyid?id=
export const fetchFranchise = (id: string) =>
  withFallback(apiFetch<FranchiseRequest>(`/api/franchise/getfranchisebyid?id=${encodeURIComponent(id)}`), 'Failed to fetch franchise by ID');

// PUT /api/franchise/updateFranchise
export const updateFranchise = (input: UpdateFranchiseInput) =>
  withFallback(apiFetch<FranchiseRequest>('/api/franchise/updatefranchise', { method: 'PUT', json: input }), 'Failed to update franchise');

// DELETE /api/franchise/deleteFranchise?id=
export const deleteFranchise = (id: string) =>
  withFallback(apiFetch<{ success: boolean }>(`/api/franchise/deletefranchise?id=${encodeURIComponent(id)}`, { method: 'DELETE' }), 'An unexpected error occurred');

export const franchisesQuery = ({ pageNumber = 1, pageSize = 100, ...filters }: Partial<ListFranchisesInput>) =>
  queryOptions({
    queryKey: franchiseKeys.list({ pageNumber, pageSize, ...filters }),
    queryFn: () => fetchFranchises(pageNumber, pageSize, filters),
    placeholderData: keepPreviousData,
  });

export const franchiseQuery = (id: string) => queryOptions({ queryKey: franchiseKeys.detail(id), queryFn: () => fetchFranchise(id) });

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
