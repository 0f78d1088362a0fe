'use client';

import Link from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/button';
import { verifyEmail } from '@/lib/auth/hooks';
import { useSecurityText } from './security-text';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline';

/** Opens the link mailed at sign-up: the account is created by this call, once (a second call is refused). */
export function VerifyEmail() {
  const token = useSearchParams().get('token') ?? '';
  const { t, locale, dir } = useSecurityText();
  const [state, setState] = useState<'working' | 'done' | 'failed'>(token ? 'working' : 'failed');
  const sent = useRef(false);

  useEffect(() => {
    // Strict Mode runs effects twice in development; the link works once, so send it once.
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      () => setState('done'),
      () => setState('failed'),
    );
  }, [token]);

  return (
    <div className="mt-6 space-y-4" lang={locale} dir={dir}>
      {state === 'working' ? (
        <p role="status" className="flex items-center gap-2 text-ink-muted">
          <Spinner />
          {t('register.confirming')}
        </p>
      ) : null}
      {state === 'done' ? <Alert tone="success">{t('register.confirmed')}</Alert> : null}
      {state === 'failed' ? <Alert>{t('register.invalidLink')}</Alert> : null}
      {state === 'done' ? (
        <Link href="/auth/jwt/login" className={linkClass}>
          {t('register.signIn')}
        </Link>
      ) : null}
      {state === 'failed' ? (
        <Link href="/auth/jwt/register" className={linkClass}>
          {t('register.registerAgain')}
        </Link>
      ) : null}
    </div>
  );
}
