import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { CreateCompanyInput, ListCompaniesInput, UpdateCompanyInput } from '@/lib/companies/schemas';
import type { getCompany, listCompanies } from '@/lib/server/companies/service';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type CompanyPage = ApiResult<typeof listCompanies>;
export type Company = ApiResult<typeof getCompany>;

export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (params: Partial<ListCompaniesInput>) => [...companyKeys.lists(), params] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
};

// every company for Super Administrators, your own otherwise; paged, searchable
export const companiesQuery = (params: Partial<ListCompaniesInput> = {}) =>
  queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: () => {
      return withFallback(call('GET /api/Company/Companies', { query: params }), 'An unexpected error occurred');
    },
    placeholderData: keepPreviousData,
  });

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: () =>
      withFallback(call('GET /api/Company/GetCompanybyId', { query: { id } }), 'An unexpected error occurred'),
  });

/** Creating a company adds it to the list; updating replaces it (SPEC §4): both refetch the list and the detail. */
function useCompanyMutation<I>(send: (input: I) => Promise<Company>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
}

export const useCreateCompany = () =>
  useCompanyMutation((input: CreateCompanyInput) =>
    withFallback(call('POST /api/Company/CreateCompany', { json: input }), 'An unexpected error occurred'),
  );

export const useUpdateCompany = () =>
  useCompanyMutation((input: UpdateCompanyInput) =>
    withFallback(call('PUT /api/Company/UpdateCompany', { json: input }), 'An unexpected error occurred'),
  );
