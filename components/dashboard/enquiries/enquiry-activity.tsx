'use client';

import { useQuery } from '@tanstack/react-query';
import { MessageSquare, RefreshCw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { enquiryHistoryQuery, useAddEnquiryNote } from '@/lib/enquiries/hooks';
import { ApiError } from '@/lib/http/client';
import { formatDate } from '@/lib/dashboard/labels';

/** The enquiry's history (each status change, by whom and when) and the office's notes, with a box to add one. */
export function EnquiryActivity({ enquiryId }: { enquiryId: string }) {
  const t = useTranslations('dashboardEnquiries');
  const locale = useLocale();
  const history = useQuery(enquiryHistoryQuery(enquiryId));
  const add = useAddEnquiryNote(enquiryId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(t('noteRequired'));
      return;
    }
    try {
      await add.mutateAsync(note.trim());
      setNote('');
      setError(undefined);
      snackbar.success(t('noteAdded'));
    } catch (e) {
      const message = e instanceof Error ? e.message : t('updateFailed');
      setError(e instanceof ApiError ? e.fieldErrors?.note?.[0] : undefined);
      snackbar.error(message);
    }
  };

  const events = history.data?.data ?? [];
  return (
    <Card title={t('activity')}>
      {history.isPending ? <Spinner label={t('loadingActivity')} /> : null}
      {history.isError ? (
        <p role="alert" className="text-sm text-danger">
          {history.error.message}
        </p>
      ) : null}
      {history.data && !events.length ? <p className="text-sm text-ink-muted">{t('noActivity')}</p> : null}
      {events.length ? (
        <ol className="space-y-4" data-testid="enquiry-activity">
          {events.map((ev) => (
            <li key={ev.id} className="flex gap-3">
              <span
                aria-hidden
                className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-muted text-ink-muted"
              >
                {ev.kind === 'note' ? <MessageSquare className="size-4" /> : <RefreshCw className="size-4" />}
              </span>
              <div className="min-w-0 text-sm">
                <p className="font-semibold">
                  {ev.kind === 'note'
                    ? t('noteBy', { name: ev.actorName ?? t('someone') })
                    : ev.actorName
                      ? t('statusBy', { label: t(`statuses.${ev.status ?? 'new'}`), name: ev.actorName })
                      : t('statusAuto', { label: t(`statuses.${ev.status ?? 'new'}`) })}
                </p>
                <p className="text-ink-muted">{formatDate(ev.createdAt, locale, true)}</p>
                {ev.note ? <p className="mt-1 whitespace-pre-wrap break-words">{ev.note}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-6 space-y-3">
        <TextareaField
          label={t('addNote')}
          rows={3}
          maxLength={2000}
          value={note}
          error={error}
          hint={t('noteHint')}
          onChange={(e) => {
            setNote(e.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          {t('saveNote')}
        </Button>
      </form>
    </Card>
  );
}
