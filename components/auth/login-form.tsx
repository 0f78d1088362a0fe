'use client';

import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { safeReturnTo } from '@/lib/auth/return-to';
import { signInWithPassword } from '@/lib/auth/sign-in';
import { minutesFrom, useSecurityText } from './security-text';

type Errors = { username?: string; password?: string };

// The same rule as the form's old zod check (z.email()), without shipping zod to the sign-in page.
const EMAIL = /^(?!\.)(?!.*\.\.)([\w'+.-]+)@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

/**
 * Rendered on the server with the page, so it paints at once and never shifts the layout, in the visitor's language.
 * returnTo is read from the address when the form is sent.
 */
export function LoginForm() {
  const hydrated = useHydrated();
  const t = useTranslations('auth');
  const security = useSecurityText().t;
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const data = new FormData(e.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found: Errors = {};
    if (!EMAIL.test(username)) found.username = t('errors.emailInvalid');
    if (!password) found.password = t('errors.passwordRequired');
    setErrors(found);
    setError(null);
    const first = Object.keys(found)[0];
    if (first) return form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    setBusy(true);
    const failure = await signInWithPassword(username, password);
    if (failure) {
      setBusy(false);
      if (typeof failure === 'object')
        return setError(security('tooManyAttempts', { minutes: minutesFrom(failure.throttledSeconds) }));
      return setError(failure === 'invalid' ? t('errors.invalidCredentials') : t('errors.generic'));
    }
    // A full navigation, so that the middleware sees the new session cookie.
    window.location.assign(safeReturnTo(new URLSearchParams(window.location.search).get('returnTo')));
  }

  return (
    <form ref={form} method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-4" aria-busy={busy}>
      {error ? <Alert>{error}</Alert> : null}
      <Field
        label={t('fields.email')}
        name="username"
        type="email"
        autoComplete="username"
        required
        error={errors.username}
      />
      <Field
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <p className="text-end text-sm">
        <Link href="/auth/jwt/forgot-password" className="font-semibold text-brand-800 underline">
          {t('login.forgot')}
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={busy} {...untilHydrated(hydrated)}>
        {busy ? <Spinner label={t('login.busy')} /> : null}
        {t('login.submit')}
      </Button>
    </form>
  );
}
