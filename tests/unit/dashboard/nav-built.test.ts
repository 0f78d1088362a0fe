// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenNav, navFor } from '@/lib/dashboard/nav';
import { ROUTES } from '@/lib/dashboard/routes';
import { ROLES } from '@/lib/roles';

/** The page file a dashboard path renders, `:id` segments as `[id]` folders; null when only the catch-all would answer. */
function pageFile(pattern: string) {
  const dir = path.join(
    process.cwd(),
    'app',
    ...pattern
      .split('/')
      .filter(Boolean)
      .map((s) => (s.startsWith(':') ? `[${s.slice(1)}]` : s)),
  );
  const file = path.join(dir, 'page.tsx');
  return existsSync(file) ? file : null;
}

// Fast twin of the menu-walk journey (tests/e2e/backoffice-menu-walk.spec.ts): a menu entry whose module has no page
// of its own would land on the catch-all's "coming soon" screen.
describe('every menu entry leads to a built screen', () => {
  it.each(ROLES)('%s: each menu entry has its own page', (role) => {
    const missing = flattenNav(navFor(role))
      .filter((e) => !e.item.external && !pageFile(e.item.path.split('?')[0]!))
      .map((e) => e.item.path);
    expect(missing).toEqual([]);
  });

  it('every known route has its own page (none is left to "coming soon")', () => {
    expect(ROUTES.filter((r) => !pageFile(r.pattern)).map((r) => r.pattern)).toEqual([]);
  });
});
