import 'server-only';
import type { Jsonify } from '@/lib/http/types';
import type { Role } from '@/lib/roles';
import type { Actor } from '@/lib/server/auth/actor';
import { currentActor } from '@/lib/server/auth/session';
import { getDb, type Db } from '@/lib/server/db/client';

/**
 * A back-office screen's first read, done on the server while the page renders, so its figures are in the HTML
 * instead of arriving a round trip after the JavaScript (the screen's largest paint). It calls the same service, with
 * the same actor, as the screen's API call, and gives the value the API would (a JSON round trip turns dates into
 * strings). `roles` repeats the route's access list. Any failure gives undefined: the screen then fetches as usual
 * and shows its own error state.
 */
export async function prefetchForScreen<T>(
  read: (db: Db, actor: Actor) => Promise<T>,
  { roles }: { roles?: readonly Role[] } = {},
): Promise<Jsonify<T> | undefined> {
  try {
    const actor = await currentActor();
    // The API call's own role rule: a role it refuses gets nothing here either (the screen then shows its 403).
    if (!actor || (roles && !roles.includes(actor.role))) return undefined;
    return JSON.parse(JSON.stringify(await read(await getDb(), actor))) as Jsonify<T>;
  } catch {
    return undefined;
  }
}
