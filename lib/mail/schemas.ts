import { z } from 'zod';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { MAIL_SORTS, MAIL_STATUS_FILTERS } from '@/lib/schemas/list-fields';

/** GET /api/Mail/Mails: search (recipient, subject), status tab, sort and paging. */
export const listMailsSchema = paginationSchema.extend({
  ...listQueryShape(MAIL_SORTS),
  status: z.enum(MAIL_STATUS_FILTERS).optional(),
});
export type ListMailsInput = z.infer<typeof listMailsSchema>;

/** The `{id}` of /api/Mail/GetMailById/{id} and /api/Mail/RetryMail/{id}. */
export const mailIdParamsSchema = z.object({ id: idSchema });
