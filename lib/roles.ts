export const ROLES = ['Cleaner', 'Client', 'Administrator', 'Super Administrator'] as const;
export type Role = (typeof ROLES)[number];

/** Administrators and Super Administrators: the office. */
export const ADMIN_ROLES: readonly Role[] = ['Administrator', 'Super Administrator'];
/** @deprecated the old name of ADMIN_ROLES (it never included Cleaners); kept until every route imports the new one. */
export const STAFF_ROLES = ADMIN_ROLES;
export const SUPER_ADMIN_ROLES: readonly Role[] = ['Super Administrator'];
export const CLEANER_AND_ADMIN_ROLES: readonly Role[] = ['Cleaner', 'Administrator', 'Super Administrator'];
export const CLIENT_AND_ADMIN_ROLES: readonly Role[] = ['Client', 'Administrator', 'Super Administrator'];
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
export const USER_SCOPE_ROLE: Record<UserScope, Role | undefined> = { all: undefined, clients: 'Client', cleaners: 'Cleaner' };
