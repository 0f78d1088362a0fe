'use client';

import { useTranslations } from 'next-intl';
import { StatusLabel } from '@/components/ui/status-label';
import { useOffline } from '@/components/dashboard/offline/offline-context';

/** Messages written on this phone with no signal, under the thread and marked as waiting until they are sent. */
export function QueuedMessages({ jobId }: { jobId: string }) {
  const t = useTranslations('dashboardJobs.chat');
  const offline = useOffline();
  const mine = (offline?.waiting ?? []).flatMap((c) => (c.kind === 'chat' && c.jobId === jobId ? [c] : []));
  if (!mine.length) return null;
  return (
    <ol className="mt-3 space-y-3" aria-label={t('waiting')}>
      {mine.map((c) => (
        <li
          key={c.id}
          data-testid="chat-message-waiting"
          className="ms-8 rounded-lg border border-dashed border-line p-3"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold">{t('you')}</span>
            <StatusLabel tone="warning">{t('waiting')}</StatusLabel>
          </div>
          <p className="mt-1 whitespace-pre-wrap break-words">{c.body.text}</p>
        </li>
      ))}
    </ol>
  );
}
