import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema, paginationSchema } from '@/lib/schemas/common';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { listSubscribers, deleteSubscriber, subscribe } from '@/lib/server/newsletter/service';
import { newsletterSchema } from '@/lib/newsletter/schemas';

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
  'POST /api/Auth/emailSubcription': endpoint({
    access: 'public',
    query: newsletterSchema,
    tag: 'Newsletter',
    summary: "Newsletter sign-up, no body: { message } ('Subscribed successfully!' or 'You are already subscribed.')",
    handler: async ({ db, query }) => subscribe(db, query),
  }),
});
