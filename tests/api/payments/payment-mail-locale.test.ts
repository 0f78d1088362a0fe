// Payment chasers in the client's language (users.locale): the subject, the amount and the due date are written as
// the client reads them; a client with no language gets the English reminder word for word. PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, users } from '@/lib/server/db/schema';
import { runScheduledWork } from '@/lib/server/scheduler/service';
import { makeWorld } from '@/tests/api/backoffice-world';
import { invoiceFor } from './payment-helpers';

const DUE = { createDate: '2026-01-01T10:00:00.000Z', dueDate: '2026-01-10T12:00:00.000Z' };
const chaseOf = async (invoiceId: string) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.category, 'invoice-chase'), eq(mailOutbox.relatedId, invoiceId)))
  )[0]!;
const speak = async (userId: string, locale: 'fr' | 'vi' | 'zh' | 'ar' | null) =>
  (await getDb()).update(users).set({ locale }).where(eq(users.id, userId));

describe('invoice chasers in the client’s language', () => {
  it('writes to a Vietnamese client in Vietnamese, an Arabic one in Arabic, one with no language in English', async () => {
    const w = await makeWorld();
    await speak(w.clientA.user.id, 'vi');
    await speak(w.clientA2.user.id, 'ar');
    const vi = await invoiceFor(w, DUE);
    const ar = await invoiceFor(w, DUE, w.clientA2);
    const en = await invoiceFor(w, DUE, w.clientB, w.adminB);
    await runScheduledWork(await getDb(), { now: new Date('2026-01-13T09:00:00.000Z') });

    const viMail = await chaseOf(vi.id);
    expect(viMail.subject).toBe(`Nhắc nhở: hóa đơn ${vi.invoiceNumber} đã quá hạn 3 ngày`);
    expect(viMail.text).toMatch(
      /^Kính gửi .+,\n\nHóa đơn \S+ trị giá 185,50\s£ của chúng tôi đã đến hạn vào 10 thg 1, 2026/,
    );
    expect(viMail.text).toContain(`/dashboard/invoice/${vi.id}?pay=1`);

    const arMail = await chaseOf(ar.id);
    expect(arMail.subject).toBe(`تذكير: الفاتورة ${ar.invoiceNumber} متأخرة 3 أيام`);
    expect(arMail.text).toMatch(/185[.٫]50\s£/);
    expect(arMail.text).toContain('يناير');

    const enMail = await chaseOf(en.id);
    expect(enMail.subject).toBe(`Reminder: invoice ${en.invoiceNumber} is 3 days overdue`);
    expect(enMail.text).toContain(
      `Our invoice ${en.invoiceNumber} for £185.50 was due on 10 Jan 2026 and is still unpaid.`,
    );
  });
});
