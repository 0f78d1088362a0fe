import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema, paginationSchema } from '@/lib/schemas/common';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { listSubscribers, deleteSubscriber } from '@/lib/server/newsletter/service';

export const newsletterEndpoints = endpoints('Newsletter', {
  'GET /api/newsletter/subscribers': endpoint({
    access: ADMIN_ROLES,
    query: paginationSchema,
    summary: 'Newsletter subscribers (head-office staff): { data, totalRecords }',
    handler: async ({ db, actor, query }) => listSubscribers(db, actor, query),
  }),
  'DELETE /api/newsletter/deleteSubscriber': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Remove an address from the newsletter list (head-office staff)',
    handler: async ({ db, actor, query }) => deleteSubscriber(db, actor, query.id),
  }),
});
