import { ADMIN_ROLES, CLIENT_AND_ADMIN_ROLES, ROLES, SUPER_ADMIN_ROLES, WORKFORCE_ROLES, type Role } from '@/lib/roles';

const ALL = ROLES;
const ADMIN = ADMIN_ROLES;

/**
 * Every back-office route and who may open it. The menu decides what is offered; this decides what opens: a Client
 * has no Invoice menu (SPEC §6) but opens their own invoices from the overview. `built: false` routes show a
 * "coming soon" screen until their module lands; unknown paths go to /dashboard/404. `:id` matches one segment.
 */
export type RouteRule = { pattern: string; roles: readonly Role[]; module: string };

const r = (module: string, roles: readonly Role[], ...patterns: string[]): RouteRule[] =>
  patterns.map((pattern) => ({ pattern, roles, module }));

export const ROUTES: RouteRule[] = [
  ...r('app', ALL, '/dashboard/app', '/dashboard/403', '/dashboard/404', '/dashboard/500'),
  ...r('account', ALL, '/dashboard/user', '/dashboard/user/profile', '/dashboard/change-password'),
  ...r(
    'user',
    ADMIN,
    '/dashboard/user/list',
    '/dashboard/user/clients',
    '/dashboard/user/cleaners',
    '/dashboard/user/new',
    '/dashboard/user/:id/edit',
  ),
  ...r('company', ALL, '/dashboard/company'),
  ...r('company', SUPER_ADMIN_ROLES, '/dashboard/company/new'),
  ...r('company', ADMIN, '/dashboard/company/:id/edit', '/dashboard/company/booking', '/dashboard/company/territories'),
  ...r(
    'network',
    SUPER_ADMIN_ROLES,
    '/dashboard/network',
    '/dashboard/network/terms',
    '/dashboard/network/territories',
    '/dashboard/network/open',
  ),
  ...r('network', ADMIN, '/dashboard/network/statements'),
  ...r('permission', ADMIN, '/dashboard/permission'),
  ...r('audit', ADMIN, '/dashboard/audit'),
  ...r('mail', ADMIN, '/dashboard/mail'),
  ...r('testimonials', ADMIN, '/dashboard/testimonials'),
  ...r('chat', ALL, '/dashboard/chat'),
  ...r('clocking', ALL, '/dashboard/clocking'),
  ...r('clocking', ADMIN, '/dashboard/clocking/:id'),
  ...r('clocking', ['Cleaner', 'Client'], '/dashboard/clocking/history'),
  ...r('job', ALL, '/dashboard/job/list', '/dashboard/job/:id'),
  ...r('job', CLIENT_AND_ADMIN_ROLES, '/dashboard/job/finalise'),
  ...r('job', ADMIN, '/dashboard/job/new', '/dashboard/job/:id/edit'),
  ...r('invoice', CLIENT_AND_ADMIN_ROLES, '/dashboard/invoice/list', '/dashboard/invoice/:id'),
  ...r('invoice', ADMIN, '/dashboard/invoice/new', '/dashboard/invoice/:id/edit', '/dashboard/invoice/payments'),
  ...r('rota', ALL, '/dashboard/rota/list'),
  ...r('rota', ADMIN, '/dashboard/rota/new', '/dashboard/rota/:id/edit'),
  ...r('timesheet', ALL, '/dashboard/timesheet'),
  ...r('timesheet', ADMIN, '/dashboard/timesheet/new', '/dashboard/timesheet/:id/edit'),
  ...r('leave', WORKFORCE_ROLES, '/dashboard/leave', '/dashboard/leave/new', '/dashboard/leave/:id/history'),
  ...r('enquiry', ADMIN, '/dashboard/enquiry/list', '/dashboard/enquiry/:id'),
  ...r('estimate', CLIENT_AND_ADMIN_ROLES, '/dashboard/estimateOfService/list', '/dashboard/estimateOfService/:id'),
  ...r('estimate', ADMIN, '/dashboard/estimateOfService/new', '/dashboard/estimateOfService/:id/edit'),
  ...r('franchise', ADMIN, '/dashboard/franchise/list', '/dashboard/franchise/:id'),
  ...r('blogs', ADMIN, '/dashboard/blogs/list', '/dashboard/blogs/new', '/dashboard/blogs/:id/edit'),
  ...r('category', ADMIN, '/dashboard/category'),
];

const segments = (path: string) => path.split('?')[0]!.replace(/\/+$/, '').split('/').filter(Boolean);

/** The rule of a path: an exact literal match beats one with `:id`; null for a path no rule knows. */
export function matchRoute(pathname: string): RouteRule | null {
  const parts = segments(pathname);
  let best: { rule: RouteRule; literals: number } | null = null;
  for (const rule of ROUTES) {
    const pattern = segments(rule.pattern);
    if (pattern.length !== parts.length) continue;
    let literals = 0;
    const ok = pattern.every((p, i) => {
      if (p.startsWith(':')) return parts[i]!.length > 0;
      literals++;
      return p === parts[i];
    });
    if (ok && (!best || literals > best.literals)) best = { rule, literals };
  }
  return best?.rule ?? null;
}

/**
 * The request header in which the middleware hands the back office's layout the page's path: a layout is not told it,
 * and the side menu opens the current page's section in the server's HTML (shell.tsx). The middleware sets it on every
 * back-office request, over any value the browser sent; it decides nothing but which section is open.
 */
export const NAV_PATH_HEADER = 'x-nav-path';

export const canOpen = (pathname: string, role: Role) => {
  const rule = matchRoute(pathname);
  return rule ? rule.roles.includes(role) : true;
};
