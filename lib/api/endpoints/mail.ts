import type { listMailsSchema } from '@/lib/schemas/mail';
import type { getMailById, listMails, retryMail } from '@/lib/server/services/mail';
import type { ApiResult, Endpoint, Query } from './endpoint';

export const list = 'GET /api/mail/mails' as Endpoint<Query<typeof listMailsSchema>, ApiResult<typeof listMails>>;
export const get = 'GET /api/mail/getmailbyid/[id]' as Endpoint<{ params: { id: string } }, ApiResult<typeof getMailById>>;
export const retry = 'POST /api/mail/retrymail/[id]' as Endpoint<{ params: { id: string } }, ApiResult<typeof retryMail>>;
