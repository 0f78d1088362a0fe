import { ROLES, type Role } from '@/lib/roles';
import { navFor } from './nav';
import { matchRoute, ROUTES } from './routes';

export type Access = 'menu' | 'open' | 'none';

/**
 * The permission screen's matrix, read from the same rules as the menu and the route guard: per module and role,
 * 'menu' (in the menu and opens), 'open' (opens from links, not in the menu), or 'none'.
 */
export function permissionMatrix(): { module: string; access: Record<Role, Access> }[] {
  const modules = [...new Set(ROUTES.map((r) => r.module))];
  return modules.map((module) => {
    const rules = ROUTES.filter((r) => r.module === module);
    const access = Object.fromEntries(
      ROLES.map((role) => {
        const opens = rules.some((r) => r.roles.includes(role));
        const inMenu = navFor(role).some((g) =>
          g.items.some(
            (item) =>
              moduleOfPath(item.path) === module || (item.children ?? []).some((c) => moduleOfPath(c.path) === module),
          ),
        );
        return [role, inMenu && opens ? 'menu' : opens ? 'open' : 'none'];
      }),
    ) as Record<Role, Access>;
    return { module, access };
  });
}

const moduleOfPath = (path: string) => matchRoute(path)?.module;
