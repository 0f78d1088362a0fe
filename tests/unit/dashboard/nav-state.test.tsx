import { cleanup, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markCurrentPage } from '@/components/dashboard/shell/nav-state';
import { NavTree } from '@/components/dashboard/shell/nav-tree';
import { navFor } from '@/lib/dashboard/nav';

// The menu's links navigate with the app router; these tests only read the HTML they draw.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

const groups = navFor('Administrator');
const drawMenu = (current?: string) =>
  render(<NavTree groups={groups} variant="vertical" label="Menu" title={(key) => key} current={current} />).container;

const openSections = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLDetailsElement>('details[data-module]'))
    .filter((d) => d.open)
    .map((d) => d.dataset.module);

describe('the side menu marks where the user is', () => {
  // A page the server drew opens its section in the HTML; after a client-side navigation the layout is not drawn again
  // and the browser marks the new page. Both must open the same section, or the menu changes on the next reload.
  it.each([
    ['/dashboard/user/list', '/dashboard/user'],
    ['/dashboard/user/12/edit', '/dashboard/user'],
    ['/dashboard/job/list', '/dashboard/job'],
    ['/dashboard/invoice/new', '/dashboard/invoice'],
  ])('on %s the server and, after a client-side navigation, the browser open %s alone', (path, section) => {
    expect(openSections(drawMenu(path))).toEqual([section]);
    cleanup();
    const navigated = drawMenu();
    expect(openSections(navigated)).toEqual([]);
    markCurrentPage(path);
    expect(openSections(navigated)).toEqual([section]);
  });

  it('marks the longest matching entry as the current page, and a path that only starts with the same letters as none', () => {
    const menu = drawMenu();
    markCurrentPage('/dashboard/user/list');
    expect(Array.from(menu.querySelectorAll('[aria-current="page"]')).map((a) => a.getAttribute('data-path'))).toEqual([
      '/dashboard/user/list',
    ]);
    markCurrentPage('/dashboard/user/listing');
    expect(menu.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
  });
});
