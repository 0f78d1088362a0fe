import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { listMailsSchema } from '@/lib/schemas/mail';
import * as api from '@/lib/api/endpoints/mail';
import { serverHalf } from './define';

export const mail = serverHalf(api, 'Mail', {
  list: {
    contract: '/api/Mail/Mails',
    access: ADMIN_ROLES,
    query: listMailsSchema,
    summary:
      "The mail outbox (your company's mail; every mail for Super Administrators), searched by recipient or subject, by status (waiting, sent, failed, stored), sorted, paged: { data, totalRecords, totalPages, counts }",
  },
  get: { contract: '/api/Mail/GetMailById/{id}', access: ADMIN_ROLES, summary: 'One mail of the outbox with its text' },
  retry: {
    contract: '/api/Mail/RetryMail/{id}',
    access: ADMIN_ROLES,
    summary: 'Queue a failed mail again and start sending it (409 unless it failed)',
  },
});
