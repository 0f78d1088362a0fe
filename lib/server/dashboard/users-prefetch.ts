import 'server-only';
import type { UserPage } from '@/lib/users/hooks';
import { listUsersSchema } from '@/lib/users/schemas';
import { ADMIN_ROLES, USER_SCOPE_ROLE, type UserScope } from '@/lib/roles';
import { listUsers } from '@/lib/server/users/queries';
import { prefetchForScreen } from './prefetch';

/**
 * The first page of a users list as the screen asks for it when its address carries no list state (page, sort,
 * search, filters): the list most people open. Any other address is read by the screen itself.
 */
export async function prefetchUsers(
  scope: UserScope,
  searchParams: Record<string, string | string[] | undefined>,
): Promise<UserPage | undefined> {
  if (Object.keys(searchParams).length) return undefined;
  const input = listUsersSchema.parse({ pageNumber: 1, pageSize: 100, role: USER_SCOPE_ROLE[scope] });
  return prefetchForScreen((db, actor) => listUsers(db, actor, input), { roles: ADMIN_ROLES });
}
