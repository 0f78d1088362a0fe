'use client';

import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Check, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { useSession } from '@/components/dashboard/session-context';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, TextareaField } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import { bookingSlotsQuery, useConfirmBooking, useDeclineBooking, useMoveBooking } from '@/lib/bookings/office-hooks';
import type { Job } from '@/lib/jobs/hooks';
import { formatDate, formatMoney } from '@/lib/dashboard/labels';

const TONE = { held: 'info', requested: 'warning', confirmed: 'success', declined: 'danger' } as const;

/** Free start times of one day for this booking; the office picks one and the move is checked again on the server. */
function MoveForm({ job, onDone }: { job: Job; onDone: () => void }) {
  const t = useTranslations('dashboardBooking.panel');
  const locale = useLocale();
  const move = useMoveBooking();
  const [date, setDate] = useState(job.scheduledDate ?? new Date().toISOString().slice(0, 10));
  const [time, setTime] = useState('');
  const slots = useQuery({ ...bookingSlotsQuery(job.id, date), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const times = slots.data?.days.find((d) => d.date === date)?.times ?? [];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const moved = await move.mutateAsync({ id: job.id, date, startTime: time });
      snackbar.success(t('moved', { when: `${formatDate(moved.scheduledDate!, locale)} ${moved.startTime}` }));
      onDone();
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('failed'));
      void slots.refetch();
    }
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-3 border-t border-line pt-4" aria-label={t('moveTitle')}>
      <p className="text-sm text-ink-muted">{t('moveText')}</p>
      <Field
        label={t('date')}
        type="date"
        value={date}
        onChange={(e) => {
          setDate(e.target.value);
          setTime('');
        }}
        required
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold">{t('time')}</legend>
        {slots.isPending ? (
          <Spinner label={t('loadingTimes')} />
        ) : slots.isError ? (
          <p role="alert" className="text-sm text-danger">
            {slots.error.message}
          </p>
        ) : times.length ? (
          <div className="flex flex-wrap gap-2">
            {times.map((slot) => (
              <label key={slot} className="cursor-pointer">
                <input
                  type="radio"
                  name="startTime"
                  value={slot}
                  checked={time === slot}
                  onChange={() => setTime(slot)}
                  className="peer sr-only"
                />
                <span className="inline-flex min-h-11 min-w-16 items-center justify-center rounded border border-ink/25 px-3 text-sm tabular-nums peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700">
                  {slot}
                </span>
              </label>
            ))}
          </div>
        ) : (
          <p className="text-sm text-ink-muted">{t('noTimes')}</p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!time || move.isPending} aria-busy={move.isPending || undefined}>
          {move.isPending ? <Spinner /> : null}
          {t('move')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * An online booking on its job page (Administrators): its state, price and repeat, and Confirm, Move and Decline.
 * Loaded only for online jobs, so office jobs' pages carry none of it.
 */
export default function OnlineBookingPanel({ job }: { job: Job }) {
  const t = useTranslations('dashboardBooking');
  const tp = useTranslations('dashboardBooking.panel');
  const { user } = useSession();
  const confirm = useConfirmBooking();
  const decline = useDeclineBooking();
  const [moving, setMoving] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const status = job.bookingStatus;
  const open = status !== 'declined';

  const doConfirm = async () => {
    try {
      await confirm.mutateAsync({ id: job.id });
      snackbar.success(tp('confirmed'));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : tp('failed'));
    }
  };
  const doDecline = async () => {
    try {
      await decline.mutateAsync({ id: job.id, reason: reason.trim() || undefined });
      snackbar.success(tp('declined'));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : tp('failed'));
      throw error;
    }
  };

  return (
    <Card title={tp('title')}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-subtle">{tp('status')}</dt>
          <dd data-testid="booking-status">
            {status ? <StatusLabel tone={TONE[status]}>{t(`statusLabels.${status}`)}</StatusLabel> : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-subtle">{tp('price')}</dt>
          <dd className="font-medium tabular-nums">
            {job.pricePence !== null ? formatMoney(job.pricePence, user.company?.currencySymbol) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-subtle">{tp('repeat')}</dt>
          <dd className="font-medium">{job.repeat ? t(`settings.frequencies.${job.repeat}`) : '—'}</dd>
        </div>
      </dl>
      {open ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {status === 'requested' || status === 'held' ? (
            <Button onClick={doConfirm} disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
              {confirm.isPending ? <Spinner /> : <Check aria-hidden className="size-4" />}
              {tp('confirm')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setMoving((m) => !m)} aria-expanded={moving}>
            <CalendarClock aria-hidden className="size-4" />
            {tp('move')}
          </Button>
          <Button variant="danger" onClick={() => setDeclining(true)}>
            <X aria-hidden className="size-4" />
            {tp('decline')}
          </Button>
        </div>
      ) : null}
      {open && moving ? <MoveForm job={job} onDone={() => setMoving(false)} /> : null}
      <ConfirmDialog
        open={declining}
        onClose={() => setDeclining(false)}
        title={tp('declineTitle')}
        confirmLabel={tp('decline')}
        onConfirm={doDecline}
      >
        <p className="mb-3">{tp('declineText')}</p>
        <TextareaField
          label={tp('reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={1000}
          rows={3}
        />
      </ConfirmDialog>
    </Card>
  );
}
