export const ROLES = ['Cleaner', 'Client', 'Administrator', 'Super Administrator'] as const;
export type Role = (typeof ROLES)[number];

// The role groups route handlers, the OpenAPI document and the back-office menu allow. Each is named for who is in it,
// and declared only here, so a handler cannot pick a look-alike list with a different meaning.

/** Administrators and Super Administrators: the office. */
export const ADMIN_ROLES: readonly Role[] = ['Administrator', 'Super Administrator'];
/** Super Administrators only: every company. */
export const SUPER_ADMIN_ROLES: readonly Role[] = ['Super Administrator'];
/** Cleaners and the office: rota, clocking, timesheets, leave. */
export const WORKFORCE_ROLES: readonly Role[] = ['Cleaner', 'Administrator', 'Super Administrator'];
/** Clients and the office: invoices, sign-offs and estimates. */
export const CLIENT_AND_ADMIN_ROLES: readonly Role[] = ['Client', 'Administrator', 'Super Administrator'];
/** Clients only: answering an estimate made out to them. */
export const CLIENT_ROLES: readonly Role[] = ['Client'];
/** Cleaners only: asking for leave. */
export const CLEANER_ROLES: readonly Role[] = ['Cleaner'];

export const isAdmin = (role: Role) => role === 'Administrator' || role === 'Super Administrator';
export const isSuperAdmin = (role: Role) => role === 'Super Administrator';

/** The roles a user may give others: Super Administrators any; Administrators anything but Super Administrator. */
export const grantableRoles = (role: Role): readonly Role[] =>
  isSuperAdmin(role) ? ROLES : isAdmin(role) ? ['Cleaner', 'Client', 'Administrator'] : [];

export const USER_STATUSES = ['active', 'pending', 'banned', 'rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The three users lists (All, Clients, Cleaners) and the role each one is fixed to. */
export type UserScope = 'all' | 'clients' | 'cleaners';
export const USER_SCOPE_ROLE: Record<UserScope, Role | undefined> = {
  all: undefined,
  clients: 'Client',
  cleaners: 'Cleaner',
};
