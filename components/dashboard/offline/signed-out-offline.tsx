'use client';

import { LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { urlOf } from '@/lib/http/client';

const SESSION_ENDED = urlOf('GET /api/auth/sessionEnded', { query: { returnTo: '/dashboard' } });

/**
 * What a Cleaner sees after signing out with no signal: the phone keeps nothing of theirs any more (worker, caches and
 * queue deleted), and the screen is the sign-in's. The session cookie can only be dropped by the server, so as soon as
 * there is a signal the browser goes through `sessionEnded` to the sign-in page itself.
 */
export function SignedOutOffline({ online }: { online: boolean }) {
  const t = useTranslations('dashboardOffline.signedOut');
  useEffect(() => {
    if (online) window.location.assign(SESSION_ENDED);
  }, [online]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-surface-muted px-4 py-8">
      <div className="w-full max-w-md rounded-card bg-surface p-6 shadow-card sm:p-8" role="status">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-2 text-ink-muted">{t('text')}</p>
        <p className="mt-2 text-ink-muted">{t(online ? 'online' : 'offline')}</p>
        {/* With no signal the link would only open the browser's own offline page. */}
        {online ? (
          <a href={SESSION_ENDED} className={buttonClass('primary', 'mt-6 w-full')}>
            <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('signIn')}
          </a>
        ) : (
          <Button disabled className="mt-6 w-full">
            <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('signIn')}
          </Button>
        )}
      </div>
    </main>
  );
}
