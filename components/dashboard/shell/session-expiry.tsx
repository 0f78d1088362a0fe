'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { endSession } from '@/lib/auth/session';
import { loginPath } from '@/lib/auth/return-to';
import { useSession } from '@/components/dashboard/session-context';

/**
 * When the session's expiry passes (SPEC §4): the alert 'Token expired', the session is ended at once, and the login
 * page follows (returning here after sign-in). Checked every few seconds rather than one long timer, so a laptop
 * waking from sleep notices too.
 */
export function SessionExpiry() {
  const { expiresAt } = useSession();
  const t = useTranslations('dashboard.session');
  const pathname = usePathname();
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!expiresAt || expired) return;
    const check = () => {
      if (Date.now() < expiresAt) return;
      setExpired(true);
      void endSession().catch(() => undefined);
    };
    check();
    const timer = window.setInterval(check, 5000);
    return () => window.clearInterval(timer);
  }, [expiresAt, expired]);

  const toLogin = () => window.location.assign(loginPath(pathname));
  if (!expired) return null;
  return (
    <LazyDialog
      open
      onClose={toLogin}
      role="alertdialog"
      title={t('expiredTitle')}
      description={t('expiredText')}
      size="sm"
      footer={
        <Button onClick={toLogin} autoFocus>
          {t('signInAgain')}
        </Button>
      }
    />
  );
}
