// Issue 36 item 9: the visitor's acknowledgement of the enquiry, job application and franchise forms is written in
// the language of the page they sent it from (the form sends `locale`); the office's notice stays in English.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { call } from '@/tests/support/http';
import { endpoint } from '@/tests/support/endpoint';
import { enquiryPayload, franchisePayload, headOffice } from '@/tests/support/public';
import { fileForm, pdfBytes } from '@/tests/support/uploads';

const createEnquiry = endpoint('POST /api/Enquiry/CreateEnquiry');
const createFranchise = endpoint('POST /api/franchise/createFranchise');
const uploadCv = endpoint('POST /api/enquiry/uploadCv');

async function mailsOf(id: string) {
  const rows = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.relatedId, id));
  return Object.fromEntries(rows.map((m) => [m.category, m]));
}

const sent = async (handler: typeof createEnquiry, body: Record<string, unknown>) => {
  const res = await call(handler, { method: 'POST', body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return mailsOf(body.id as string);
};

describe("the form acknowledgements speak the visitor's language", () => {
  it('thanks for an enquiry in French, and still tells the office in English', async () => {
    await headOffice();
    const mails = await sent(createEnquiry, enquiryPayload({ locale: 'fr' }));
    expect(mails['enquiry-ack']!.subject).toBe('Merci pour votre demande');
    expect(mails['enquiry-ack']!.text).toBe(
      "Bonjour Margaret Hughes,\n\nMerci pour votre demande. Notre bureau l'a bien reçue et vous contactera rapidement, " +
        'généralement sous un jour ouvré (horaires du bureau : 08:00-18:00).\n\nBrightside Cleaning',
    );
    expect(mails['enquiry-office']!.subject).toBe('New enquiry from Margaret Hughes');
  });

  it('acknowledges a job application in Chinese', async () => {
    await headOffice();
    const up = await call<{ dbPath: string }>(uploadCv, { method: 'POST', rawBody: fileForm(pdfBytes(), 'cv.pdf') });
    const body = enquiryPayload({ category: 'career', cvLink: up.body.dbPath, services: undefined, locale: 'zh' });
    const mails = await sent(createEnquiry, body);
    expect(mails['application-ack']!.subject).toBe('我们已收到您的求职申请');
    expect(mails['application-ack']!.text).toMatch(/^尊敬的Margaret Hughes：\n\n感谢您的申请。/);
    expect(mails['application-office']!.subject).toBe('New job application from Margaret Hughes');
  });

  it('thanks for a franchise request in Arabic, Vietnamese, and in English by default', async () => {
    await headOffice();
    const ar = await sent(createFranchise, franchisePayload({ locale: 'ar' }));
    expect(ar['franchise-ack']!.subject).toBe('طلبك لحزمة معلومات الامتياز');
    expect(ar['franchise-ack']!.text).toContain('شكرًا لاهتمامك بامتياز Brightside Cleaning.');
    const vi = await sent(createFranchise, franchisePayload({ locale: 'vi' }));
    expect(vi['franchise-ack']!.text).toMatch(/^Kính gửi Tom,\n\nCảm ơn bạn đã quan tâm/);
    const en = await sent(createFranchise, franchisePayload());
    expect(en['franchise-ack']!.subject).toBe('Your franchise information pack request');
    expect(en['franchise-ack']!.text).toBe(
      'Dear Tom,\n\nThank you for your interest in a Brightside Cleaning franchise. Our franchise team will send you ' +
        'the information pack and contact you soon.\n\nBrightside Cleaning',
    );
    expect(en['franchise-office']!.subject).toBe('Franchise information pack requested by Tom Fairweather');
  });

  it('refuses a language the site does not have', async () => {
    const res = await call(createEnquiry, { method: 'POST', body: enquiryPayload({ locale: 'de' }) });
    expect(res.status).toBe(400);
  });
});
