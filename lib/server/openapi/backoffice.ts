import type { Endpoint } from './types';

/** Back-office endpoints: users, companies, categories, jobs, chat, invoices, estimates, rotas, clocking, timesheets, leave. */
export const backofficeEndpoints: Endpoint[] = [];
