import 'server-only';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { getOverview } from '@/lib/server/overview/service';

export const overviewEndpoints = endpoints('Overview', {
  'GET /api/dashboard/overview': endpoint({
    access: 'signed-in',
    summary:
      "The overview screen's figures for your role (office: enquiries, jobs by stage, unpaid and overdue invoices, clocked in, leave awaiting; Cleaner: today; Client: their home: upcoming visits with team and what they may change, invoices due, estimates waiting, last visits)",
    handler: async ({ db, actor }) => getOverview(db, actor),
  }),
});
