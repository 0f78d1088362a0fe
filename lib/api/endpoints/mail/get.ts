import type { getMailById } from '@/lib/server/services/mail';
import type { ApiResult, Endpoint } from '../endpoint';

export const get = 'GET /api/mail/getmailbyid/[id]' as Endpoint<
  { params: { id: string } },
  ApiResult<typeof getMailById>
>;
