import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ListMailsInput } from '@/lib/schemas/mail';
import type { getMailById, listMails } from '@/lib/server/services/mail';
import { withFallback } from './fallback';
import { apiFetch } from './http';
import type { ApiResult } from './types';
import { useMutation } from './mutation';

export type Mail = ApiResult<typeof getMailById>;
export type MailPage = ApiResult<typeof listMails>;
export type MailRow = MailPage['data'][number];

export const mailKeys = {
  all: ['mail'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (params: Partial<ListMailsInput>) => [...mailKeys.lists(), params] as const,
  detail: (id: string) => [...mailKeys.all, 'detail', id] as const,
};

const toQuery = (params: Partial<ListMailsInput>) =>
  Object.entries(params).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');

// GET /api/Mail/Mails?pageNumber&pageSize&search&sortBy&sortOrder&status
export const mailsQuery = (params: Partial<ListMailsInput>) =>
  queryOptions({
    queryKey: mailKeys.list(params),
    queryFn: () => withFallback(apiFetch<MailPage>(`/api/mail/mails?${toQuery(params)}`), 'An unexpected error occurred'),
    placeholderData: keepPreviousData,
  });

// GET /api/Mail/GetMailById/{id}
export const mailQuery = (id: string) =>
  queryOptions({
    queryKey: mailKeys.detail(id),
    queryFn: () => withFallback(apiFetch<Mail>(`/api/mail/getmailbyid/${encodeURIComponent(id)}`), 'An unexpected error occurred'),
  });

// POST /api/Mail/RetryMail/{id}
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => withFallback(apiFetch<Mail>(`/api/mail/retrymail/${encodeURIComponent(id)}`, { method: 'POST' }), 'An unexpected error occurred'),
    onSuccess: (mail) => {
      queryClient.setQueryData(mailKeys.detail(mail.id), mail);
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists() });
    },
  });
}
