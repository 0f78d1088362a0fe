import {
  ADMIN_ROLES,
  WORKFORCE_ROLES,
  CLEANER_ROLES,
  CLIENT_AND_ADMIN_ROLES,
  SUPER_ADMIN_ROLES,
  type Role,
} from '@/lib/roles';
import { isUnder, moduleOf } from './nav-path';

/**
 * The back office's one navigation config: the side/top menus, the Cmd+K search, the permission screen and the
 * "coming soon" fallback all read it. Titles are keys of the `dashboardNav` message namespace. Which routes a role may
 * open is in routes.ts (the route guard), and the permission screen's matrix, read from both, in permissions.ts.
 */
export type NavIcon =
  | 'dashboard'
  | 'company'
  | 'clock'
  | 'chat'
  | 'mail'
  | 'user'
  | 'invoice'
  | 'job'
  | 'timesheet'
  | 'leave'
  | 'enquiry'
  | 'estimate'
  | 'franchise'
  | 'rota'
  | 'blog'
  | 'category'
  | 'permission'
  | 'audit'
  | 'territory'
  | 'booking'
  | 'network'
  | 'external';

export type NavItem = {
  title: string;
  path: string;
  icon?: NavIcon;
  /** Who sees the entry in the menus (SPEC §6). Absent: every role. */
  roles?: readonly Role[];
  caption?: string;
  disabled?: boolean;
  /** Opens in a new tab. */
  external?: boolean;
  /** Only for the users of a franchise office: the head office is billed nothing, so the entry would be empty there. */
  franchiseOfficeOnly?: boolean;
  children?: NavItem[];
};

export type NavGroup = { subheader: string; items: NavItem[] };

const ADMIN = ADMIN_ROLES;

export const NAV: NavGroup[] = [
  {
    subheader: 'overview',
    items: [
      { title: 'app', path: '/dashboard/app', icon: 'dashboard' },
      { title: 'company', path: '/dashboard/company', icon: 'company' },
      // The franchise network (issue 38): the head office's view of every office.
      {
        title: 'network',
        path: '/dashboard/network',
        icon: 'network',
        roles: SUPER_ADMIN_ROLES,
        children: [
          { title: 'networkOverview', path: '/dashboard/network' },
          { title: 'networkStatements', path: '/dashboard/network/statements' },
          { title: 'networkTerms', path: '/dashboard/network/terms' },
          { title: 'networkTerritories', path: '/dashboard/network/territories' },
          { title: 'networkOpen', path: '/dashboard/network/open' },
        ],
      },
      // A franchise office's Administrators see their own royalty statements; the head office's have none.
      {
        title: 'royalties',
        path: '/dashboard/network/statements',
        icon: 'invoice',
        roles: ['Administrator'],
        franchiseOfficeOnly: true,
      },
      {
        title: 'clocking',
        path: '/dashboard/clocking',
        icon: 'clock',
        children: [
          { title: 'clockingNow', path: '/dashboard/clocking' },
          { title: 'clockingHistory', path: '/dashboard/clocking/history', roles: ['Cleaner', 'Client'] },
        ],
      },
      { title: 'chat', path: '/dashboard/chat', icon: 'chat' },
      { title: 'mail', path: '/dashboard/mail', icon: 'mail', roles: ADMIN },
      { title: 'testimonials', path: '/dashboard/testimonials', icon: 'chat', roles: ADMIN },
    ],
  },
  {
    subheader: 'management',
    items: [
      {
        title: 'user',
        path: '/dashboard/user/list',
        icon: 'user',
        roles: ADMIN,
        children: [
          { title: 'userAll', path: '/dashboard/user/list' },
          { title: 'userCleaners', path: '/dashboard/user/cleaners' },
          { title: 'userClients', path: '/dashboard/user/clients' },
          { title: 'userNew', path: '/dashboard/user/new' },
        ],
      },
      {
        title: 'job',
        path: '/dashboard/job/list',
        icon: 'job',
        children: [
          { title: 'jobList', path: '/dashboard/job/list' },
          { title: 'jobNew', path: '/dashboard/job/new', roles: ADMIN },
          // The screen of visits awaiting sign-off is the client's and the office's; a Cleaner hands the phone to the
          // client on the job's own page (issue 39).
          { title: 'jobFinalise', path: '/dashboard/job/finalise', roles: CLIENT_AND_ADMIN_ROLES },
        ],
      },
      {
        title: 'invoice',
        path: '/dashboard/invoice/list',
        icon: 'invoice',
        roles: ADMIN,
        children: [
          { title: 'invoiceList', path: '/dashboard/invoice/list' },
          { title: 'invoiceNew', path: '/dashboard/invoice/new' },
          // Every checkout a client opened and how it ended (issue 36).
          { title: 'invoicePayments', path: '/dashboard/invoice/payments' },
        ],
      },
      {
        title: 'rota',
        path: '/dashboard/rota/list',
        icon: 'rota',
        roles: ADMIN,
        children: [
          { title: 'rotaList', path: '/dashboard/rota/list' },
          { title: 'rotaNew', path: '/dashboard/rota/new' },
        ],
      },
      {
        title: 'timesheet',
        path: '/dashboard/timesheet',
        icon: 'timesheet',
        children: [
          { title: 'timesheetList', path: '/dashboard/timesheet' },
          { title: 'timesheetNew', path: '/dashboard/timesheet/new', roles: ADMIN },
        ],
      },
      {
        title: 'leave',
        path: '/dashboard/leave',
        icon: 'leave',
        roles: WORKFORCE_ROLES,
        children: [
          { title: 'leaveList', path: '/dashboard/leave' },
          { title: 'leaveNew', path: '/dashboard/leave/new', roles: CLEANER_ROLES },
        ],
      },
    ],
  },
  {
    subheader: 'office',
    items: [
      { title: 'enquiry', path: '/dashboard/enquiry/list', icon: 'enquiry', roles: ADMIN },
      {
        title: 'estimate',
        path: '/dashboard/estimateOfService/list',
        icon: 'estimate',
        roles: ADMIN,
        children: [
          { title: 'estimateList', path: '/dashboard/estimateOfService/list' },
          { title: 'estimateNew', path: '/dashboard/estimateOfService/new' },
        ],
      },
      { title: 'franchise', path: '/dashboard/franchise/list', icon: 'franchise', roles: ADMIN },
      {
        title: 'blogs',
        path: '/dashboard/blogs/list',
        icon: 'blog',
        roles: ADMIN,
        children: [
          { title: 'blogList', path: '/dashboard/blogs/list' },
          { title: 'blogNew', path: '/dashboard/blogs/new' },
        ],
      },
      { title: 'category', path: '/dashboard/category', icon: 'category', roles: ADMIN },
    ],
  },
  {
    subheader: 'settings',
    items: [
      // The company's online booking (issue 28): how customers book and what it costs, and the districts it covers.
      { title: 'booking', path: '/dashboard/company/booking', icon: 'booking', roles: ADMIN },
      { title: 'territories', path: '/dashboard/company/territories', icon: 'territory', roles: ADMIN },
      { title: 'permission', path: '/dashboard/permission', icon: 'permission', roles: ADMIN },
      { title: 'audit', path: '/dashboard/audit', icon: 'audit', roles: ADMIN },
    ],
  },
];

/** Whether the viewer's company is the head office (issue 38), which some entries depend on; `nav` for tests. */
export type NavOptions = { headOffice?: boolean; nav?: NavGroup[] };

/**
 * The menu a role sees: entries (and children) outside its roles, or meant for franchise offices when the viewer is
 * in the head office, are removed; a parent with no child left goes too.
 */
export function navFor(role: Role, { headOffice = false, nav = NAV }: NavOptions = {}): NavGroup[] {
  const visible = (item: NavItem) =>
    (!item.roles || item.roles.includes(role)) && !(item.franchiseOfficeOnly && headOffice);
  const filterItems = (items: NavItem[]): NavItem[] =>
    items.flatMap((item) => {
      if (!visible(item)) return [];
      if (!item.children) return [item];
      const children = filterItems(item.children);
      return children.length ? [{ ...item, children }] : [];
    });
  return nav.map((g) => ({ ...g, items: filterItems(g.items) })).filter((g) => g.items.length > 0);
}

/** Flat list of a role's menu entries with their group and parent, for the search dialog. */
export function flattenNav(groups: NavGroup[]) {
  return groups.flatMap((g) =>
    g.items.flatMap((item) => [
      { group: g.subheader, item, parent: null as NavItem | null },
      ...(item.children ?? []).map((child) => ({ group: g.subheader, item: child, parent: item })),
    ]),
  );
}

/** Is `item` the current page? A leaf matches its path and the pages under it; a parent any page of its module. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.external) return false;
  return isUnder(pathname, item.children?.length ? moduleOf(item.path) : item.path);
}
