import 'server-only';
import type { UserPage } from '@/lib/api-client/users';
import { listUsersSchema } from '@/lib/schemas/user';
import { ADMINS } from '@/lib/server/openapi/access';
import { listUsers } from '@/lib/server/services/users';
import { prefetchForScreen } from './prefetch';

type Scope = 'all' | 'clients' | 'cleaners';
const SCOPE_ROLE = { all: undefined, clients: 'Client', cleaners: 'Cleaner' } as const;

/**
 * The first page of a users list as the screen asks for it when its address carries no list state (page, sort,
 * search, filters): the list most people open. Any other address is read by the screen itself.
 */
export async function prefetchUsers(scope: Scope, searchParams: Record<string, string | string[] | undefined>): Promise<UserPage | undefined> {
  if (Object.keys(searchParams).length) return undefined;
  const input = listUsersSchema.parse({ pageNumber: 1, pageSize: 100, role: SCOPE_ROLE[scope] });
  return prefetchForScreen((db, actor) => listUsers(db, actor, input), { roles: ADMINS });
}
