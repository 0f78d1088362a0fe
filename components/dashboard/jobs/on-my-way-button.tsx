'use client';

import { Navigation } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { snackbar } from '@/components/ui/snackbar';
import { useOnMyWay } from '@/lib/jobs/on-my-way-hooks';
import { formatTime } from '@/lib/dashboard/labels';

/**
 * "On my way": one tap tells the visit's client the team is coming (e-mail, and a text when the office set one up).
 * The server allows one message per visit every 15 minutes and says when the last went, so a double tap is harmless.
 */
export function OnMyWayButton({ jobId }: { jobId: string }) {
  const t = useTranslations('dashboardOnMyWay');
  const locale = useLocale();
  const send = useOnMyWay();
  const [sentAt, setSentAt] = useState<string | null>(null);
  const tap = async () => {
    try {
      const result = await send.mutateAsync(jobId);
      setSentAt(result.sentAt);
      const time = formatTime(result.sentAt, locale);
      snackbar.success(result.text === 'sent' ? t('sentWithText', { time }) : t('sent', { time }));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="flex flex-col items-stretch gap-1 max-sm:w-full">
      <Button
        onClick={() => void tap()}
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        className="max-sm:w-full"
        data-testid="on-my-way"
      >
        {send.isPending ? <Spinner /> : <Navigation aria-hidden className="size-4" />}
        {t('button')}
      </Button>
      {sentAt ? (
        <p className="text-sm text-ink-subtle" role="status">
          {t('lastSent', { time: formatTime(sentAt, locale) })}
        </p>
      ) : null}
    </div>
  );
}
