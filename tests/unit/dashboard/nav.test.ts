// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flattenNav, isActive, navFor, NAV } from '@/lib/dashboard/nav';
import { permissionMatrix } from '@/lib/dashboard/permissions';
import { canOpen, matchRoute } from '@/lib/dashboard/routes';
import type { Role } from '@/lib/roles';

const titles = (role: Role) => flattenNav(navFor(role)).map((e) => e.item.title);

describe('navigation config: menu per role (SPEC §6)', () => {
  it('shows the overview entries (app, company, clocking) to every role', () => {
    for (const role of ['Cleaner', 'Client', 'Administrator', 'Super Administrator'] as const) {
      expect(titles(role)).toEqual(expect.arrayContaining(['app', 'company', 'clocking']));
    }
  });

  it('hides leave from Clients and offers its "new" entry to Cleaners only', () => {
    expect(titles('Client')).not.toContain('leave');
    expect(titles('Cleaner')).toEqual(expect.arrayContaining(['leave', 'leaveNew']));
    expect(titles('Administrator')).toContain('leave');
    expect(titles('Administrator')).not.toContain('leaveNew');
    expect(titles('Super Administrator')).not.toContain('leaveNew');
  });

  it('hides clocking history from Administrators and Super Administrators', () => {
    expect(titles('Cleaner')).toContain('clockingHistory');
    expect(titles('Client')).toContain('clockingHistory');
    expect(titles('Administrator')).not.toContain('clockingHistory');
    expect(titles('Super Administrator')).not.toContain('clockingHistory');
  });

  it('keeps enquiry, franchise, rota, blogs, estimates, users and invoices for the office', () => {
    const office = ['enquiry', 'franchise', 'rota', 'blogs', 'estimate', 'user', 'invoice'];
    for (const role of ['Cleaner', 'Client'] as const) for (const t of office) expect(titles(role)).not.toContain(t);
    for (const role of ['Administrator', 'Super Administrator'] as const)
      expect(titles(role)).toEqual(expect.arrayContaining(office));
  });

  it('gives Cleaners and Clients jobs and timesheets', () => {
    for (const role of ['Cleaner', 'Client'] as const)
      expect(titles(role)).toEqual(expect.arrayContaining(['job', 'timesheet']));
    expect(titles('Cleaner')).not.toContain('jobNew');
  });

  it("offers royalties to a franchise office's Administrators only, never to the head office's (issue 38)", () => {
    const royalties = (role: Role, headOffice: boolean) =>
      flattenNav(navFor(role, { headOffice })).some((e) => e.item.title === 'royalties');
    expect(royalties('Administrator', false)).toBe(true);
    expect(royalties('Administrator', true)).toBe(false);
    for (const role of ['Cleaner', 'Client', 'Super Administrator'] as const)
      for (const headOffice of [false, true]) expect(royalties(role, headOffice)).toBe(false);
    // The head office's Administrators keep the rest of the office's menu.
    const office = flattenNav(navFor('Administrator', { headOffice: true })).map((e) => e.item.title);
    expect(office).toEqual(expect.arrayContaining(['invoice', 'franchise', 'territories']));
  });

  it('drops a parent whose children are all hidden', () => {
    const nav = [
      {
        subheader: 'x',
        items: [
          {
            title: 'p',
            path: '/dashboard/p',
            children: [{ title: 'c', path: '/dashboard/p/c', roles: ['Client'] as Role[] }],
          },
        ],
      },
    ];
    expect(navFor('Cleaner', { nav })).toEqual([]);
    expect(navFor('Client', { nav })[0]!.items[0]!.children).toHaveLength(1);
  });
});

describe('routes', () => {
  it('prefers a literal route over an :id one and knows unknown paths', () => {
    expect(matchRoute('/dashboard/user/list')?.pattern).toBe('/dashboard/user/list');
    expect(matchRoute('/dashboard/user/6c1f1e57-0000-4000-8000-000000000000/edit')?.pattern).toBe(
      '/dashboard/user/:id/edit',
    );
    expect(matchRoute('/dashboard/clocking/history')?.pattern).toBe('/dashboard/clocking/history');
    expect(matchRoute('/dashboard/nope')).toBeNull();
    expect(matchRoute('/dashboard/user/list/extra')).toBeNull();
  });

  it('lets a role open only what its rules allow', () => {
    expect(canOpen('/dashboard/user/list', 'Cleaner')).toBe(false);
    expect(canOpen('/dashboard/user/list', 'Administrator')).toBe(true);
    expect(canOpen('/dashboard/company/new', 'Administrator')).toBe(false);
    expect(canOpen('/dashboard/company/new', 'Super Administrator')).toBe(true);
    // Clients have no Invoice menu but open their own invoices from the overview.
    expect(canOpen('/dashboard/invoice/abc', 'Client')).toBe(true);
    expect(canOpen('/dashboard/invoice/new', 'Client')).toBe(false);
    expect(canOpen('/dashboard/user/profile', 'Client')).toBe(true);
  });

  it('gives every menu entry a route rule, so nothing in the menu is a 404', () => {
    for (const { item } of flattenNav(NAV)) if (!item.external) expect(matchRoute(item.path), item.path).not.toBeNull();
  });

  it('marks the current entry and its parent active', () => {
    const user = NAV.flatMap((g) => g.items).find((i) => i.title === 'user')!;
    expect(isActive(user, '/dashboard/user/123/edit')).toBe(true);
    expect(isActive(user.children![1]!, '/dashboard/user/cleaners')).toBe(true);
    expect(isActive(user.children![0]!, '/dashboard/user/cleaners')).toBe(false);
  });
});

describe('permission matrix', () => {
  it('reads the same rules: users in the office menu, never for Cleaners', () => {
    const users = permissionMatrix().find((m) => m.module === 'user')!;
    expect(users.access).toEqual({
      Cleaner: 'none',
      Client: 'none',
      Administrator: 'menu',
      'Super Administrator': 'menu',
    });
    const invoices = permissionMatrix().find((m) => m.module === 'invoice')!;
    expect(invoices.access.Client).toBe('open');
    expect(invoices.access.Cleaner).toBe('none');
  });
});
