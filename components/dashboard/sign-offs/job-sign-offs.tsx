'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dashboard/labels';
import { jobSignaturesQuery, type Job } from '@/lib/jobs/hooks';
import { isSignedOff } from '@/lib/jobs/rules';

type Entry = { signerName: string; time: string; signatureImage: string; comment?: string | null };

/** One sign-off: who signed and when (with `status` beside it, if any), the signature and the comment. */
export function SignOffEntry({ signerName, time, signatureImage, comment, status }: Entry & { status?: ReactNode }) {
  const t = useTranslations('dashboardJobs.signOff');
  const locale = useLocale();
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          <span dir="auto" className="font-semibold">
            {signerName}
          </span>{' '}
          · <time dateTime={time}>{formatDate(time, locale, true)}</time>
        </span>
        {status}
      </p>
      {signatureImage.startsWith('data:image/') ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={signatureImage}
          alt={t('signatureOf', { name: signerName })}
          className="h-24 rounded border border-line bg-white"
        />
      ) : null}
      {comment ? (
        <p dir="auto" className="whitespace-pre-wrap text-ink-muted">
          {comment}
        </p>
      ) : null}
    </div>
  );
}

/** The sign-offs a finished job was given: who signed, when, their signature and comment. */
export function JobSignOffs({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs.signOff');
  const query = useQuery({ ...jobSignaturesQuery(job.id), enabled: isSignedOff(job.stage) });
  if (!isSignedOff(job.stage) || !query.data?.data.length) return null;
  return (
    <Card title={t('signedTitle')}>
      <ul className="space-y-4">
        {query.data.data.map((s) => (
          <li key={s.id}>
            <SignOffEntry
              signerName={s.signerName}
              time={s.time}
              signatureImage={s.signatureImage}
              comment={s.comment}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
