import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import type { AuditEntity, ListAuditInput } from '@/lib/audit/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { forbidden } from '@/lib/server/http/errors';
import { companyFilter, pageOf } from '@/lib/server/auth/access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Changes = Record<string, [unknown, unknown]>;

/** Who did it: a signed-in actor, or a named system process (the create-admin command, self-registration). */
export type AuditActor = Pick<Actor, 'id' | 'name' | 'email' | 'role'> | { system: string };

export type AuditEvent = {
  companyId: string | null;
  action: 'create' | 'update' | 'delete' | (string & {});
  entityType: AuditEntity;
  entityId: string | null;
  summary: string;
  changes?: Changes | null;
};

/** Fields never written to the trail, whatever the record: secrets and bookkeeping. */
const UNRECORDED = new Set(['passwordHash', 'password', 'sessionVersion', 'updatedAt', 'createdAt', 'tokenHash']);

/** `{ field: [before, after] }` for the fields of `after` whose value differs from `before`. */
export function changesBetween(before: Record<string, unknown> | null, after: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    if (UNRECORDED.has(field) || value === undefined) continue;
    const old = before ? before[field] : null;
    if (JSON.stringify(old ?? null) !== JSON.stringify(value ?? null)) changes[field] = [old ?? null, value ?? null];
  }
  return changes;
}

/** Appends one entry to the audit trail; pass the transaction that made the change so both commit together. */
export async function recordAudit(db: Db | Tx, who: AuditActor, event: AuditEvent) {
  const actor =
    'system' in who
      ? { actorId: null, actorName: who.system, actorEmail: null, actorRole: null }
      : { actorId: who.id, actorName: who.name, actorEmail: who.email, actorRole: who.role };
  const changes = event.changes && Object.keys(event.changes).length ? event.changes : null;
  await db.insert(auditLog).values({ ...actor, ...event, changes });
}

const SORT_COLUMNS = {
  createdAt: auditLog.createdAt,
  actorName: auditLog.actorName,
  action: auditLog.action,
  entityType: auditLog.entityType,
} as const;

/**
 * The audit trail, newest first by default: Administrators see their company's entries, Super Administrators every
 * company's. Search matches the summary, the actor's name or e-mail and the record id. Read-only by design.
 */
export async function listAudit(db: Db, actor: Actor, input: ListAuditInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const where: (SQL | undefined)[] = [companyFilter(actor, auditLog.companyId)];
  if (input.entityType) where.push(eq(auditLog.entityType, input.entityType));
  if (input.action) where.push(eq(auditLog.action, input.action));
  if (input.actorId) where.push(eq(auditLog.actorId, input.actorId));
  if (input.entityId) where.push(eq(auditLog.entityId, input.entityId));
  if (input.from) where.push(gte(auditLog.createdAt, new Date(`${input.from}T00:00:00Z`)));
  if (input.to) where.push(lt(auditLog.createdAt, new Date(new Date(`${input.to}T00:00:00Z`).getTime() + 86_400_000)));
  if (input.search) {
    const term = `%${input.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(auditLog.summary, term),
        ilike(auditLog.actorName, term),
        ilike(auditLog.actorEmail, term),
        ilike(auditLog.entityId, term),
      ),
    );
  }
  const filter = and(...where);
  const column = SORT_COLUMNS[input.sortBy];
  const order = input.sortOrder === 'asc' ? [asc(column), asc(auditLog.id)] : [desc(column), desc(auditLog.id)];
  const { limit, offset } = pageOf(input);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(auditLog).where(filter),
  ]);
  const totalRecords = total?.value ?? 0;
  return { data: rows, totalRecords, totalPages: Math.max(1, Math.ceil(totalRecords / input.pageSize)) };
}
