import 'server-only';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ListPaymentAttemptsInput } from '@/lib/payments/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import { companyFilter, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';
import type { Db } from '@/lib/server/db/client';
import { companies, invoices, paymentSessions, users } from '@/lib/server/db/schema';
import { forbidden } from '@/lib/server/http/errors';
import { isAdmin } from '@/lib/roles';

/** London midnight at the start of a day, and of the day after: the list's from–to are the office's days. */
const dayStart = (date: string) => sql`(${date}::date)::timestamp at time zone 'Europe/London'`;
const dayAfter = (date: string) => sql`(${date}::date + 1)::timestamp at time zone 'Europe/London'`;

const clientName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/**
 * The payment attempts (issue 36): every checkout a client opened, with its invoice, client, provider, when it was
 * started, its outcome and the provider's reference. Administrators see their company's; Super Administrators every
 * company's, as in the other lists. Read only: the provider's events are what change an attempt.
 */
export async function listPaymentAttempts(db: Db, actor: Actor, input: ListPaymentAttemptsInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const where: (SQL | undefined)[] = [companyFilter(actor, paymentSessions.companyId)];
  if (input.status) where.push(eq(paymentSessions.status, input.status));
  if (input.provider) where.push(eq(paymentSessions.provider, input.provider));
  if (input.from) where.push(gte(paymentSessions.createdAt, dayStart(input.from)));
  if (input.to) where.push(lt(paymentSessions.createdAt, dayAfter(input.to)));
  if (input.search) {
    const term = likeTerm(input.search);
    where.push(
      or(
        ilike(invoices.invoiceNumber, term),
        ilike(clientName, term),
        ilike(users.email, term),
        ilike(paymentSessions.id, term),
        ilike(paymentSessions.reference, term),
      ),
    );
  }
  const filter = and(...where);
  const order = orderOf(
    input,
    {
      createdAt: paymentSessions.createdAt,
      invoiceNumber: invoices.invoiceNumber,
      clientName: sql`lower(${clientName})`,
      provider: paymentSessions.provider,
      status: paymentSessions.status,
      amount: paymentSessions.amountPence,
    },
    [desc(paymentSessions.createdAt), desc(paymentSessions.id)],
  );
  const { limit, offset } = pageOf(input);
  const from = () =>
    db
      .select({
        id: paymentSessions.id,
        provider: paymentSessions.provider,
        status: paymentSessions.status,
        amountPence: paymentSessions.amountPence,
        currency: paymentSessions.currency,
        createdAt: paymentSessions.createdAt,
        completedAt: paymentSessions.completedAt,
        reference: paymentSessions.reference,
        invoiceId: paymentSessions.invoiceId,
        invoiceNumber: invoices.invoiceNumber,
        clientId: paymentSessions.clientId,
        clientName,
        clientEmail: users.email,
        companyName: companies.name,
      })
      .from(paymentSessions)
      .innerJoin(invoices, eq(invoices.id, paymentSessions.invoiceId))
      .innerJoin(companies, eq(companies.id, paymentSessions.companyId))
      .leftJoin(users, eq(users.id, paymentSessions.clientId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(paymentSessions)
      .innerJoin(invoices, eq(invoices.id, paymentSessions.invoiceId))
      .leftJoin(users, eq(users.id, paymentSessions.clientId))
      .where(filter),
  ]);
  return pageResult(
    rows.map((r) => ({ ...r, clientName: r.clientId ? r.clientName : null })),
    total?.value ?? 0,
    input.pageSize,
  );
}
