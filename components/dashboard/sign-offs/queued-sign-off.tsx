'use client';

import { useTranslations } from 'next-intl';
import { useOffline } from '@/components/dashboard/offline/offline-context';
import { Card } from '@/components/ui/card';
import { StatusLabel } from '@/components/ui/status-label';
import { SignOffEntry } from './job-sign-offs';
import type { Change } from '@/lib/offline/changes';

type QueuedSignOff = Extract<Change, { kind: 'signOff' }>;

/** The client's sign-off of this job made on this phone and not yet sent (no signal), refused ones included. */
export function useQueuedSignOff(jobId: string): QueuedSignOff | undefined {
  return useOffline()?.changes.find((c): c is QueuedSignOff => c.kind === 'signOff' && c.jobId === jobId);
}

/**
 * On a Cleaner's phone, the signature the client gave with no signal, marked as waiting until the office has it (or,
 * refused, as the status bar says, with Retry and Discard there).
 */
export function QueuedSignOffCard({ jobId }: { jobId: string }) {
  const t = useTranslations('dashboardJobs.signOff');
  const queued = useQueuedSignOff(jobId);
  if (!queued) return null;
  const { signerName, signatureImage, comment } = queued.body;
  return (
    <Card title={t('signedTitle')}>
      <div className="space-y-1" data-testid="sign-off-waiting">
        <SignOffEntry
          signerName={signerName}
          time={queued.createdAt}
          signatureImage={signatureImage}
          comment={comment}
          status={
            <StatusLabel tone={queued.refused ? 'danger' : 'warning'}>
              {t(queued.refused ? 'notSent' : 'waiting')}
            </StatusLabel>
          }
        />
        <p className="text-sm text-ink-muted">{t(queued.refused ? 'notSentHint' : 'waitingHint')}</p>
      </div>
    </Card>
  );
}
