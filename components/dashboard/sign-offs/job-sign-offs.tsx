'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/dashboard/labels';
import { jobSignaturesQuery, type Job } from '@/lib/jobs/hooks';
import { isSignedOff } from '@/lib/jobs/rules';

/** The sign-offs a finished job was given: who signed, when, their signature and comment. */
export function JobSignOffs({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs.signOff');
  const locale = useLocale();
  const query = useQuery({ ...jobSignaturesQuery(job.id), enabled: isSignedOff(job.stage) });
  if (!isSignedOff(job.stage) || !query.data?.data.length) return null;
  return (
    <Card title={t('signedTitle')}>
      <ul className="space-y-4">
        {query.data.data.map((s) => (
          <li key={s.id} className="space-y-1">
            <p>
              <span className="font-semibold">{s.signerName}</span> ·{' '}
              <time dateTime={s.time}>{formatDate(s.time, locale, true)}</time>
            </p>
            {s.signatureImage.startsWith('data:image/') ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={s.signatureImage}
                alt={t('signatureOf', { name: s.signerName })}
                className="h-24 rounded border border-line bg-white"
              />
            ) : null}
            {s.comment ? (
              <p dir="auto" className="whitespace-pre-wrap text-ink-muted">
                {s.comment}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
