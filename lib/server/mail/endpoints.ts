import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { listMailsSchema, mailIdParamsSchema } from '@/lib/mail/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { listMails, getMailById, retryMail } from '@/lib/server/mail/outbox';

export const mailEndpoints = endpoints('Mail', {
  'GET /api/Mail/Mails': endpoint({
    access: ADMIN_ROLES,
    query: listMailsSchema,
    summary:
      "The mail outbox (your company's mail; every mail for Super Administrators), searched by recipient or subject, by status (waiting, sent, failed, stored), sorted, paged: { data, totalRecords, totalPages, counts }",
    handler: async ({ db, actor, query }) => listMails(db, actor, query),
  }),
  'GET /api/Mail/GetMailById/{id}': endpoint({
    access: ADMIN_ROLES,
    summary: 'One mail of the outbox with its text',
    handler: async ({ db, actor, params }) => getMailById(db, actor, mailIdParamsSchema.parse(params).id),
  }),
  'POST /api/Mail/RetryMail/{id}': endpoint({
    access: ADMIN_ROLES,
    summary: 'Queue a failed mail again and start sending it (409 unless it failed)',
    handler: async ({ db, actor, params }) => retryMail(db, actor, mailIdParamsSchema.parse(params).id),
  }),
});
