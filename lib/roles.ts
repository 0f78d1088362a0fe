export const ROLES = ['Cleaner', 'Client', 'Administrator', 'Super Administrator'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['Administrator', 'Super Administrator'];

export const isAdmin = (role: Role) => role === 'Administrator' || role === 'Super Administrator';
export const isSuperAdmin = (role: Role) => role === 'Super Administrator';

export const USER_STATUSES = ['active', 'pending', 'banned', 'rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
