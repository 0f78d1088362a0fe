// The account mails (sign-up link, "someone tried to register", password reset) in the person's language: the sign-up
// page's locale is kept on the pending registration and given to the account; a user without one reads English.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, users } from '@/lib/server/db/schema';
import { rememberLocale } from '@/lib/server/users/locale';
import { call } from '@/tests/support/http';
import { createCompany, createUser } from '@/tests/support/factories';
import { endpoint } from '@/tests/support/endpoint';

const forgot = endpoint('POST /api/auth/forgotpassword');
const register = endpoint('POST /api/auth/register');
const verifyEmail = endpoint('POST /api/auth/verifyemail');

let ip = 0;
const headers = () => ({ 'x-forwarded-for': `10.7.0.${++ip}` });
const signUp = (body: Record<string, unknown>) =>
  call(register, {
    body: { password: 'Sunny-Days-Over-Norwich-42', firstName: 'Amelia', lastName: 'Clarke', ...body },
    headers: headers(),
  });
const askReset = (email: string) =>
  call(forgot, {
    method: 'POST',
    body: { email },
    path: 'http://localhost/api/auth/forgotPassword',
    headers: headers(),
  });
const uniqueEmail = () => `l-${Math.random().toString(36).slice(2)}@example.test`;

async function lastMailTo(email: string) {
  const [mail] = await (
    await getDb()
  )
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail!;
}
/** Opens the sign-up link in `text`: the locale of the account it created. */
async function openLink(text: string, email: string) {
  const token = new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
  expect((await call(verifyEmail, { body: { token } })).status).toBe(201);
  return (await (await getDb()).select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]!.locale;
}
const localeOf = async (id: string) =>
  (await (await getDb()).select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]!.locale;

describe('account mails in the person’s language', () => {
  beforeAll(async () => {
    await createCompany({ code: 'HQ' });
  });

  it('signs up from a Chinese page: a Chinese link mail, and the account it creates is zh', async () => {
    const email = uniqueEmail();
    expect((await signUp({ email, locale: 'zh' })).status).toBe(202);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('请确认您的电子邮件以完成账户创建');
    expect(mail.text).toMatch(/^尊敬的Amelia：\n\n感谢您注册 Brightside Cleaning。/);
    expect(await openLink(mail.text, email)).toBe('zh');
  });

  it('signs up without a language (an API client): English as before, and no locale stored', async () => {
    const email = uniqueEmail();
    await signUp({ email });
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Confirm your email to finish creating your account');
    expect(mail.text).toMatch(
      /^Dear Amelia,\n\nThank you for registering with Brightside Cleaning\. Open this link within 24 hours/,
    );
    expect(await openLink(mail.text, email)).toBeNull();
  });

  it('tells the owner of a known address in their own language, whatever the page', async () => {
    const { user } = await createUser('Client');
    await (await getDb()).update(users).set({ locale: 'ar' }).where(eq(users.id, user.id));
    await signUp({ email: user.email, locale: 'fr' });
    const mail = await lastMailTo(user.email);
    expect(mail.subject).toBe('حاول شخص ما إنشاء حساب ببريدك الإلكتروني');
    expect(mail.text).toContain('/auth/jwt/forgot-password');
  });

  it('mails the reset link in French to a French user and in English to one with no language', async () => {
    const { user: french } = await createUser('Client');
    await rememberLocale(await getDb(), french.id, 'fr');
    const { user: plain } = await createUser('Client');
    expect(await localeOf(plain.id)).toBeNull();

    await askReset(french.email);
    await askReset(plain.email);
    const fr = await lastMailTo(french.email);
    expect(fr.subject).toBe('Choisissez un nouveau mot de passe');
    expect(fr.text).toContain(`Bonjour ${french.firstName},`);
    expect(fr.text).toContain('Ouvrez ce lien dans l’heure');
    const en = await lastMailTo(plain.email);
    expect(en.subject).toBe('Choose a new password');
    expect(en.text).toContain('Open this link within one hour to choose a new password:');
  });

  it('keeps only a site language as a user’s choice', async () => {
    const { user } = await createUser('Cleaner');
    const db = await getDb();
    await rememberLocale(db, user.id, 'vi');
    await rememberLocale(db, user.id, 'de');
    await rememberLocale(db, user.id, undefined);
    expect(await localeOf(user.id)).toBe('vi');
  });
});
