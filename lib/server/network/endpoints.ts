import 'server-only';
import { SUPER_ADMIN_ROLES } from '@/lib/roles';
import { networkPeriodSchema } from '@/lib/network/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { overviewCsv } from '@/lib/server/network/csv';
import { getNetworkOverview } from '@/lib/server/network/overview';

export const networkEndpoints = endpoints('Network', {
  'GET /api/network/overview': endpoint({
    access: SUPER_ADMIN_ROLES,
    query: networkPeriodSchema,
    summary:
      'The franchise network for a period (month, lastMonth, quarter, year, or custom from–to of at most 3 years): each office and the whole network: revenue invoiced and paid, jobs completed, online bookings, enquiries and those converted, average and low ratings, overdue invoices, hours worked; with a monthly trend',
    handler: async ({ db, query }) => getNetworkOverview(db, query),
  }),
  'GET /api/network/overview/csv': endpoint({
    access: SUPER_ADMIN_ROLES,
    query: networkPeriodSchema,
    summary: 'The network overview as a CSV download: each office and the network for the period, then month by month',
    handler: async ({ db, query }) => overviewCsv(await getNetworkOverview(db, query)),
  }),
});
