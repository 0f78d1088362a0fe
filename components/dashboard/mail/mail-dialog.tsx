'use client';

import { useQuery } from '@tanstack/react-query';
import { Paperclip, RotateCw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, Spinner } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { StatusLabel } from '@/components/ui/status-label';
import { mailQuery } from '@/lib/mail/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { MAIL_TONES, mailKindKey, mailTab } from './mail-labels';

type Props = { id: string; onClose: () => void; onRetry: (id: string) => Promise<void>; retrying: boolean };

/** One mail of the outbox: who it went to, when, its delivery state and error, and its text; Retry when it failed. */
export default function MailDialog({ id, onClose, onRetry, retrying }: Props) {
  const t = useTranslations('dashboardMail');
  const locale = useLocale();
  const query = useQuery(mailQuery(id));
  const mail = query.data;
  const tab = mail ? mailTab(mail.status) : null;
  const kindKey = mail ? mailKindKey(mail.category) : null;
  const row = (label: string, value: React.ReactNode) => (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
  return (
    <LazyDialog
      open
      onClose={onClose}
      title={mail?.subject ?? t('loadingMail')}
      size="lg"
      footer={
        <>
          {mail?.status === 'failed' ? (
            <Button onClick={() => void onRetry(mail.id)} disabled={retrying}>
              {retrying ? <Spinner /> : <RotateCw aria-hidden className="size-4" />}
              {t('retry')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    >
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('loadingMail')} />
        </div>
      ) : null}
      {query.isError ? (
        <p role="alert" className="text-danger">
          {query.error.message}
        </p>
      ) : null}
      {mail && tab ? (
        <div className="space-y-5" data-testid="mail-detail">
          <dl className="grid gap-4 sm:grid-cols-2">
            {row(t('recipient'), mail.to)}
            {row(t('columns.status'), <StatusLabel tone={MAIL_TONES[tab]}>{t(`statuses.${tab}`)}</StatusLabel>)}
            {row(t('columns.kind'), kindKey ? t(`kinds.${kindKey}`) : mail.category)}
            {row(t('attempts'), mail.attempts)}
            {row(t('columns.createdAt'), formatDate(mail.createdAt, locale, true))}
            {row(
              t('columns.sentAt'),
              mail.sentAt ? formatDate(mail.sentAt, locale, true) : tab === 'stored' ? t('storedNote') : '—',
            )}
            {mail.attachments.length
              ? row(
                  t('attachments'),
                  <ul data-testid="mail-attachments">
                    {mail.attachments.map((a) => (
                      <li key={`${a.kind}-${a.id}`} className="flex items-center gap-1">
                        <Paperclip aria-hidden className="size-4 shrink-0" />
                        {a.fileName}
                      </li>
                    ))}
                  </ul>,
                )
              : null}
          </dl>
          {mail.lastError ? (
            <div role="note" className="rounded border border-danger/40 bg-danger/5 p-3 text-sm">
              <p className="font-semibold text-danger">{t('lastError')}</p>
              <p className="mt-1 break-words">{mail.lastError}</p>
            </div>
          ) : null}
          <section aria-label={t('text')}>
            <h3 className="mb-2 text-sm font-semibold text-ink-muted">{t('text')}</h3>
            <pre
              className="max-h-[50vh] overflow-auto whitespace-pre-wrap break-words rounded border border-ink/15 bg-surface-muted p-4 font-sans text-sm"
              tabIndex={0}
            >
              {mail.text}
            </pre>
          </section>
        </div>
      ) : null}
    </LazyDialog>
  );
}
