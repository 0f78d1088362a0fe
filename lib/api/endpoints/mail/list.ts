import type { listMailsSchema } from '@/lib/schemas/mail';
import type { listMails } from '@/lib/server/services/mail';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const list = 'GET /api/mail/mails' as Endpoint<Query<typeof listMailsSchema>, ApiResult<typeof listMails>>;
