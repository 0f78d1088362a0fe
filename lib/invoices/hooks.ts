import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { ListInvoicesInput, UpdateInvoiceInput } from '@/lib/invoices/schemas';
import type { getInvoice, listInvoices } from '@/lib/server/invoices/queries';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';
import type { InputOf } from '@/lib/http/types';

export type InvoicePage = ApiResult<typeof listInvoices>;
export type Invoice = ApiResult<typeof getInvoice>;

const FAILED = 'An unexpected error occurred';

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: Partial<ListInvoicesInput>) => [...invoiceKeys.lists(), params] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
};

// pageNumber, pageSize (100), search, sortBy, sortOrder, status (as shown)
export const invoicesQuery = (params: Partial<ListInvoicesInput>) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: () =>
      withFallback(call('POST /api/invoice/invoices', { json: { pageNumber: 1, pageSize: 100, ...params } }), FAILED),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => withFallback(call('GET /api/invoice/getInvoicebyId', { query: { id } }), FAILED),
  });

// the number is the company's next unless one is given
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<'POST /api/invoice/createinvoice'>['json']) =>
      withFallback(call('POST /api/invoice/createinvoice', { json: input }), FAILED),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      queryClient.setQueryData(invoiceKeys.detail(result.id), result);
    },
  });
}

// the status (sent = pending, paid) or the whole invoice from the form
export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInvoiceInput) =>
      withFallback(call('PUT /api/invoice/updateInvoice', { json: input }), FAILED),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      queryClient.setQueryData(invoiceKeys.detail(result.id), result);
    },
  });
}
