import type { retryMail } from '@/lib/server/services/mail';
import type { ApiResult, Endpoint } from '../endpoint';

export const retry = 'POST /api/mail/retrymail/[id]' as Endpoint<
  { params: { id: string } },
  ApiResult<typeof retryMail>
>;
