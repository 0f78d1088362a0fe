import { keepPreviousData, queryOptions, useQueryClient, useMutation } from '@tanstack/react-query';
import type { ListMailsInput } from '@/lib/mail/schemas';
import type { getMailById, listMails } from '@/lib/server/mail/outbox';
import { withFallback } from '@/lib/http/fallback';
import { call } from '@/lib/http/client';
import type { ApiResult } from '@/lib/http/types';

export type Mail = ApiResult<typeof getMailById>;
export type MailPage = ApiResult<typeof listMails>;
export type MailRow = MailPage['data'][number];

export const mailKeys = {
  all: ['mail'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (params: Partial<ListMailsInput>) => [...mailKeys.lists(), params] as const,
  detail: (id: string) => [...mailKeys.all, 'detail', id] as const,
};

export const mailsQuery = (params: Partial<ListMailsInput>) =>
  queryOptions({
    queryKey: mailKeys.list(params),
    queryFn: () => withFallback(call('GET /api/Mail/Mails', { query: params }), 'An unexpected error occurred'),
    placeholderData: keepPreviousData,
  });

export const mailQuery = (id: string) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: () =>
      withFallback(call('GET /api/Mail/GetMailById/{id}', { params: { id } }), 'An unexpected error occurred'),
  });

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFallback(call('POST /api/Mail/RetryMail/{id}', { params: { id } }), 'An unexpected error occurred'),
    onSuccess: (mail) => {
      queryClient.setQueryData(mailKeys.detail(mail.id), mail);
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
    },
  });
}
