import 'server-only';
import { addressesEndpoints } from './addresses/endpoints';
import { auditEndpoints } from './audit/endpoints';
import { availabilityEndpoints } from './availability/endpoints';
import { authEndpoints } from './auth/endpoints';
import { blogsEndpoints } from './blogs/endpoints';
import { bookingsEndpoints } from './bookings/endpoints';
import { calendarFeedsEndpoints } from './calendar-feeds/endpoints';
import { categoriesEndpoints } from './categories/endpoints';
import { chatsEndpoints } from './chats/endpoints';
import { clockingEndpoints } from './clocking/endpoints';
import { companiesEndpoints } from './companies/endpoints';
import { enquiriesEndpoints } from './enquiries/endpoints';
import { estimatesEndpoints } from './estimates/endpoints';
import { filesEndpoints } from './files/endpoints';
import { franchisesEndpoints } from './franchises/endpoints';
import { invoicesEndpoints } from './invoices/endpoints';
import { jobsEndpoints } from './jobs/endpoints';
import { leaveEndpoints } from './leave/endpoints';
import { mailEndpoints } from './mail/endpoints';
import { metaEndpoints } from './meta/endpoints';
import { networkEndpoints } from './network/endpoints';
import { newsletterEndpoints } from './newsletter/endpoints';
import { overviewEndpoints } from './overview/endpoints';
import { paymentsEndpoints } from './payments/endpoints';
import { ratingsEndpoints } from './ratings/endpoints';
import { rotaEndpoints } from './rota/endpoints';
import { schedulerEndpoints } from './scheduler/endpoints';
import { signOffsEndpoints } from './sign-offs/endpoints';
import { timesheetsEndpoints } from './timesheets/endpoints';
import { usersEndpoints } from './users/endpoints';
import { visitsEndpoints } from './visits/endpoints';
import type { EndpointSpec } from './http/endpoint';

/**
 * Every endpoint of the HTTP API, feature by feature: what the dispatcher (app/api/[...path]/route.ts) serves, what
 * the OpenAPI document lists and the role table walks. The browser imports its type only (`Api`), so `call()` knows
 * each endpoint's input and answer while no server code reaches a bundle.
 */
export const api = {
  ...addressesEndpoints,
  ...auditEndpoints,
  ...availabilityEndpoints,
  ...authEndpoints,
  ...blogsEndpoints,
  ...bookingsEndpoints,
  ...calendarFeedsEndpoints,
  ...categoriesEndpoints,
  ...chatsEndpoints,
  ...clockingEndpoints,
  ...companiesEndpoints,
  ...enquiriesEndpoints,
  ...estimatesEndpoints,
  ...filesEndpoints,
  ...franchisesEndpoints,
  ...invoicesEndpoints,
  ...jobsEndpoints,
  ...leaveEndpoints,
  ...mailEndpoints,
  ...metaEndpoints,
  ...networkEndpoints,
  ...newsletterEndpoints,
  ...overviewEndpoints,
  ...paymentsEndpoints,
  ...ratingsEndpoints,
  ...rotaEndpoints,
  ...schedulerEndpoints,
  ...signOffsEndpoints,
  ...timesheetsEndpoints,
  ...usersEndpoints,
  ...visitsEndpoints,
};

export type Api = typeof api;
export type ApiKey = keyof Api;

/** The same table, each value seen as the dispatcher sees it. */
export const apiTable = api as unknown as Record<ApiKey, EndpointSpec>;
