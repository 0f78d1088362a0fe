import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { recordAudit } from '@/lib/server/audit/service';

// Apart from the office's writes (service.ts) because any signed-in user calls it, on themselves only, through the
// auth endpoints; bumping `sessionVersion` is what ends every session and token at once.

/**
 * "Sign out everywhere": ends every session and bearer token of the user, the current one included
 * (ASVS 5.0 V7.4.4). The caller's own cookie is cleared by the route.
 */
export async function signOutEverywhere(db: Db, actor: Actor) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, actor.id));
    await recordAudit(tx, actor, {
      companyId: actor.companyId,
      action: 'sign-out-everywhere',
      entityType: 'user',
      entityId: actor.id,
      summary: `${actor.name} (${actor.email}) signed out of every session`,
    });
  });
  return { success: true, message: 'You have been signed out on every device.' };
}
