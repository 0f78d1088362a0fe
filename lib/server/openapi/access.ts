import type { Role } from '@/lib/roles';

/** Role lists shared by the route handlers and the endpoint registry, so both always say the same thing. */
export const ADMINS = ['Administrator', 'Super Administrator'] as const satisfies readonly Role[];
export const SUPER_ADMINS = ['Super Administrator'] as const satisfies readonly Role[];
/** Cleaners and admins: rota, clocking, timesheets, leave. */
export const STAFF = ['Cleaner', 'Administrator', 'Super Administrator'] as const satisfies readonly Role[];
/** The Client an estimate is made out to: answering it. */
export const CLIENTS = ['Client'] as const satisfies readonly Role[];
/** Clients and admins: invoices, sign-offs and estimates. */
export const CLIENTS_AND_ADMINS = ['Client', 'Administrator', 'Super Administrator'] as const satisfies readonly Role[];
