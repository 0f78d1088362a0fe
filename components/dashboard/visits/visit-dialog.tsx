'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { snackbar } from '@/components/ui/snackbar';
import { ApiError } from '@/lib/http/client';
import { useRequestVisit, useRescheduleVisit } from '@/lib/visits/hooks';
import type { ClientHomeData } from '@/components/dashboard/overview/client-home';
import { CancelVisit } from './cancel-visit';
import { refusal } from './refusal';
import { SlotPicker, type Slot } from './slot-picker';
import type { VisitAction } from './upcoming-visits';
import { whenOf } from './when';

type Props = { action: VisitAction; data: ClientHomeData; onClose: () => void };
/** Loaded on the first tap of Reschedule, Cancel or Book again: the dialog for that visit. */
export default function VisitDialog({ action, data, onClose }: Props) {
  if (action.kind === 'cancel')
    return <CancelVisit visit={action.visit as ClientHomeData['upcoming'][number]} data={data} onClose={onClose} />;
  return <MoveOrRequest action={action} onClose={onClose} />;
}

function MoveOrRequest({ action, onClose }: Omit<Props, 'data'>) {
  const t = useTranslations('dashboardClientHome');
  const locale = useLocale();
  const { visit } = action;
  const moving = action.kind === 'reschedule';
  const seriesLeft = visit.seriesLeft ?? 0;
  const [scope, setScope] = useState<'one' | 'series'>('one');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [notes, setNotes] = useState('');
  // One id per dialog: a second tap after a lost answer is the same request, not a second visit.
  const [requestId] = useState(() => crypto.randomUUID());
  const move = useRescheduleVisit();
  const request = useRequestVisit();
  const busy = move.isPending || request.isPending;

  const submit = async () => {
    if (!slot) return;
    try {
      if (moving) {
        const done = await move.mutateAsync({ jobId: visit.id, scope, date: slot.date, startTime: slot.time });
        const when = whenOf(t, { scheduledDate: done.moved[0]!.date, startTime: done.moved[0]!.startTime }, locale);
        snackbar.success(
          done.moved.length > 1 ? t('movedSeries', { count: done.moved.length, when }) : t('moved', { when }),
        );
      } else {
        await request.mutateAsync({
          id: requestId,
          jobId: visit.id,
          date: slot.date,
          startTime: slot.time,
          ...(notes.trim() ? { notes: notes.trim() } : {}),
        });
        snackbar.success(t('requestSent'));
      }
      onClose();
    } catch (error) {
      snackbar.error(refusal(error, t));
      // The free times were refetched; the chosen one may be gone. A visit that can no longer change closes the dialog.
      setSlot(null);
      const code = error instanceof ApiError ? (error.data as { code?: string } | undefined)?.code : undefined;
      if (code === 'visit_locked') onClose();
    }
  };

  const confirmLabel = moving
    ? scope === 'series'
      ? t('confirmMoveSeries', { count: seriesLeft })
      : t('confirmMove')
    : t('sendRequest');
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={moving ? t('rescheduleTitle', { title: visit.title }) : t('requestTitle', { title: visit.title })}
      description={
        moving && visit.scheduledDate !== undefined
          ? t('now', {
              when: whenOf(
                t,
                { scheduledDate: visit.scheduledDate ?? null, startTime: visit.startTime ?? null },
                locale,
              ),
            })
          : t('requestIntro')
      }
      footer={
        <div className="flex flex-wrap-reverse justify-end gap-2">
          <Button variant="secondary" className="min-h-11" onClick={onClose}>
            {t('close')}
          </Button>
          <Button className="min-h-11" disabled={!slot || busy} aria-busy={busy} onClick={() => void submit()}>
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        {moving && seriesLeft > 1 ? (
          <fieldset>
            <legend className="mb-2 font-semibold">{t('scope')}</legend>
            {(['one', 'series'] as const).map((s) => (
              <label key={s} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="scope"
                  value={s}
                  checked={scope === s}
                  onChange={() => {
                    setScope(s);
                    setSlot(null);
                  }}
                  className="size-5"
                />
                {s === 'one' ? t('scopeOne') : t('scopeSeries', { count: seriesLeft })}
              </label>
            ))}
            {scope === 'series' ? <p className="text-sm text-ink-muted">{t('scopeSeriesHint')}</p> : null}
          </fieldset>
        ) : null}
        <SlotPicker jobId={visit.id} scope={moving ? scope : 'again'} value={slot} onChange={setSlot} />
        {slot ? (
          <p className="font-semibold" aria-live="polite">
            {t('chosen', { when: whenOf(t, { scheduledDate: slot.date, startTime: slot.time }, locale) })}
          </p>
        ) : null}
        {!moving ? (
          <label className="block">
            <span className="mb-1 block text-sm font-semibold">{t('notes')}</span>
            <textarea
              value={notes}
              maxLength={1000}
              rows={2}
              onChange={(e) => setNotes(e.target.value)}
              className="w-full rounded border border-ink/20 bg-surface p-2"
            />
          </label>
        ) : null}
      </div>
    </Dialog>
  );
}
