// A Client's visit change is confirmed to them in their language (users.locale) while the office's copy stays English.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { companies, mailOutbox, users } from '@/lib/server/db/schema';
import { makeWorld, send } from '@/tests/api/backoffice-world';
import { hoursFromNow, visit } from './visit-support';
import { endpoint } from '@/tests/support/endpoint';

const cancel = endpoint('POST /api/visit/cancel');

describe('visit change mails in the client’s language', () => {
  it('a French client cancelling inside the notice reads French (with the fee in French money); the office reads English', async () => {
    const w = await makeWorld();
    const db = await getDb();
    await db
      .update(companies)
      .set({ cancellationFeePence: 2500, email: 'office@alpha.test' })
      .where(eq(companies.id, w.a.id));
    await db.update(users).set({ locale: 'fr' }).where(eq(users.id, w.clientA.user.id));
    const soon = hoursFromNow(5);
    const v = await visit(w, soon.date, { startTime: soon.startTime });
    expect((await send(cancel, w.clientA, { jobId: v.id, confirmFeePence: 2500 })).status).toBe(200);

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, v.id), eq(mailOutbox.category, 'visit-cancelled')));
    const client = mails.find((m) => m.to === w.clientA.user.email)!;
    expect(client.subject).toMatch(/^Intervention annulée : /);
    expect(client.text).toMatch(
      /^Bonjour Clara,\n\nL’intervention « .+ » du .+ à \d\d:\d\d au 1 High St, Norwich NR1 1AA est annulée\. /,
    );
    expect(client.text).toMatch(/des frais de 25,00\s£ s’appliquent/);
    expect(client.text).toContain('Voir vos interventions : ');
    const office = mails.find((m) => m.to === 'office@alpha.test')!;
    expect(office.subject).toMatch(/^Visit cancelled: /);
    expect(office.text).toContain('so a fee of £25.00 applies; it will be invoiced.');
  });
});
