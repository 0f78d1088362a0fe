import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CreateCompanyInput, ListCompaniesInput, UpdateCompanyInput } from '@/lib/schemas/company';
import type { getCompany, listCompanies } from '@/lib/server/services/companies';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import type { ApiResult } from './types';
import { useMutation } from './mutation';

export type CompanyPage = ApiResult<typeof listCompanies>;
export type Company = ApiResult<typeof getCompany>;

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: Partial<ListCompaniesInput>) => [...companyKeys.lists(), params] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
};

// GET /api/Company/Companies – every company for Super Administrators, your own otherwise; paged, searchable
export const companiesQuery = (params: Partial<ListCompaniesInput> = {}) =>
  queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: () => {
      const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === null || v === '' ? [] : [[k, String(v)]])));
      return withFallback(apiFetch<CompanyPage>(`/api/company/companies${query.size ? `?${query}` : ''}`), 'An unexpected error occurred');
    },
    placeholderData: keepPreviousData,
  });

// GET /api/Company/GetCompanybyId?id=
export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () => withFallback(apiFetch<Company>(`/api/company/getcompanybyid?id=${encodeURIComponent(id)}`), 'An unexpected error occurred'),
  });

/** Creating a company adds it to the list; updating replaces it (SPEC §4): both refetch the list and the detail. */
function useCompanyMutation<I>(call: (input: I) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
}

// POST /api/Company/CreateCompany
export const useCreateCompany = () =>
  useCompanyMutation((input: CreateCompanyInput) => withFallback(apiFetch<Company>('/api/company/createcompany', { method: 'POST', json: input }), 'An unexpected error occurred'));

// PUT /api/Company/UpdateCompany
export const useUpdateCompany = () =>
  useCompanyMutation((input: UpdateCompanyInput) => withFallback(apiFetch<Company>('/api/company/updatecompany', { method: 'PUT', json: input }), 'An unexpected error occurred'));
