import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, urlOf } from '@/lib/http/client';
import { withFallback } from '@/lib/http/fallback';
import type { ApiResult } from '@/lib/http/types';
import type { PeriodKind } from '@/lib/network/rules';
import type { ListStatementsInput, OpenOfficeInput, RoyaltyTermsInput } from '@/lib/network/schemas';
import type { getNetworkOverview } from '@/lib/server/network/overview';
import type { listStatements } from '@/lib/server/network/royalties';
import type { networkTerritories } from '@/lib/server/network/territories';
import type { County } from '@/lib/network/counties';

export type NetworkOverview = ApiResult<typeof getNetworkOverview>;
export type PeriodInput = { period: PeriodKind; from?: string; to?: string };

export const networkOverviewQuery = (input: PeriodInput) =>
  queryOptions({
    queryKey: ['network', 'overview', input] as const,
    queryFn: ({ signal }) =>
      withFallback(
        call('GET /api/network/overview', { query: input, signal }),
        'The network figures could not be loaded',
      ),
    // Changing the period keeps the old figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const networkCsvUrl = (input: PeriodInput) => urlOf('GET /api/network/overview/csv', { query: input });

export type StatementPage = ApiResult<typeof listStatements>;
export type Statement = StatementPage['data'][number];
export type StatementListInput = Partial<ListStatementsInput>;

export const statementKeys = {
  all: ['network', 'statements'] as const,
  list: (input: StatementListInput) => [...statementKeys.all, input] as const,
};

export const statementsQuery = (input: StatementListInput) =>
  queryOptions({
    queryKey: statementKeys.list(input),
    queryFn: () =>
      withFallback(call('POST /api/network/statements', { json: input }), 'The statements could not be loaded'),
    placeholderData: keepPreviousData,
  });

export const statementFileUrl = (id: string, kind: 'pdf' | 'csv') =>
  urlOf(kind === 'pdf' ? 'GET /api/network/statement/pdf' : 'GET /api/network/statement/csv', { query: { id } });

export function useMarkStatementPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFallback(
        call('POST /api/network/statement/markpaid', { json: { id } }),
        'The statement could not be marked paid',
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

export function useCorrectStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; note: string }) =>
      withFallback(call('POST /api/network/statement/correct', { json: input }), 'The correction could not be made'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

export const termsQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['network', 'terms', companyId] as const,
    queryFn: () =>
      withFallback(call('GET /api/network/terms', { query: { companyId } }), 'The terms could not be loaded'),
    enabled: Boolean(companyId),
  });

export function useSetTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoyaltyTermsInput) =>
      withFallback(call('POST /api/network/terms', { json: input }), 'The terms could not be saved'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['network', 'terms'] }),
  });
}

export type NetworkTerritories = ApiResult<typeof networkTerritories>;

export const networkTerritoriesQuery = (county: County) =>
  queryOptions({
    queryKey: ['network', 'territories', county] as const,
    queryFn: () =>
      withFallback(call('GET /api/network/territories', { query: { county } }), 'The territories could not be loaded'),
    placeholderData: keepPreviousData,
  });

export type Overlap = { district: string; companyId: string; companyName: string };

export const checkOverlaps = (districts: string) =>
  withFallback(
    call('GET /api/network/offices/overlaps', { query: { districts } }),
    'The districts could not be checked',
  );

export function useOpenOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenOfficeInput) =>
      withFallback(call('POST /api/network/offices', { json: input }), 'The office could not be opened'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['network'] }),
  });
}
