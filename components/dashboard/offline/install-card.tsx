'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useOffline } from './offline-context';

const DISMISSED_KEY = 'installOfferDismissedAt';
const ASK_AGAIN_AFTER_MS = 30 * 86_400_000;

/**
 * On the Cleaner's day screen, when the browser offers installing (beforeinstallprompt): a card, not a pop-up, that
 * "Not now" hides for 30 days. Installed, the browser stops offering it.
 */
export function InstallCard() {
  const offline = useOffline();
  const t = useTranslations('dashboardOffline.install');
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => {
    const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
    setDismissed(Date.now() - at < ASK_AGAIN_AFTER_MS);
  }, []);
  const prompt = offline?.installPrompt;
  if (!prompt || dismissed) return null;
  const later = () => {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    setDismissed(true);
  };
  const install = async () => {
    await prompt.prompt();
    offline.forgetInstallPrompt();
  };
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-4">
        <Download aria-hidden className="size-8 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1 basis-48">
          <h2 className="font-bold">{t('title')}</h2>
          <p className="text-sm text-ink-muted">{t('text')}</p>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <Button variant="ghost" onClick={later} className="flex-1 sm:flex-none">
            {t('later')}
          </Button>
          <Button onClick={() => void install()} className="flex-1 sm:flex-none">
            {t('action')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
