'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { snackbar } from '@/components/ui/snackbar';
import { useApproveTimesheet, type Timesheet } from '@/lib/timesheets/hooks';
import { hoursText } from './timesheet-columns';

/**
 * Approves (or corrects) one cleaner's week: the hours to pay, prefilled with the approved or else the clocked hours,
 * and a reason, required when they differ from the clocked hours or the week was approved already.
 */
export function ApproveDialog({
  timesheet: toApprove,
  startDate,
  endDate,
  onClose,
}: {
  timesheet: Timesheet | null;
  startDate: string;
  endDate: string;
  onClose: () => void;
}) {
  const t = useTranslations('dashboardTimesheet');
  const approve = useApproveTimesheet();
  const [hours, setHours] = useState('');
  const [notes, setNotes] = useState('');
  // Each opening starts from that line's figures (state adjusted while rendering, not in an effect).
  const [openedFor, setOpenedFor] = useState<Timesheet | null>(null);
  if (toApprove !== openedFor) {
    setOpenedFor(toApprove);
    if (toApprove) {
      setHours(String(toApprove.approvedHours ?? toApprove.workedHours));
      setNotes(toApprove.notes ?? '');
    }
  }

  return (
    <ConfirmDialog
      open={toApprove !== null}
      onClose={onClose}
      tone="primary"
      confirmLabel={t('approve')}
      title={toApprove ? t('approveTitle', { name: toApprove.userName ?? '' }) : ''}
      onConfirm={async () => {
        if (!toApprove) return;
        const value = Number(hours);
        const corrected = Math.abs(value - toApprove.workedHours) > 0.001;
        if (hours.trim() === '' || Number.isNaN(value) || value < 0) {
          snackbar.error(t('hoursInvalid'));
          throw new Error('invalid');
        }
        // The server asks the same: hours other than those clocked, or any change to an approved (locked) week.
        if ((corrected || toApprove.status === 'approved') && !notes.trim()) {
          snackbar.error(t('reasonRequired'));
          throw new Error('invalid');
        }
        try {
          await approve.mutateAsync({
            userId: toApprove.userId,
            startDate,
            endDate,
            approvedHours: value,
            notes: notes.trim() || null,
          });
          snackbar.success(t('approvedFor', { name: toApprove.userName ?? '' }));
        } catch (error) {
          snackbar.error(error instanceof Error ? error.message : t('approveFailed'));
          throw error;
        }
      }}
    >
      {toApprove ? (
        <div className="space-y-4 text-ink">
          <dl className="grid grid-cols-2 gap-2">
            <dt className="font-semibold">{t('columns.planned')}</dt>
            <dd>{hoursText(toApprove.scheduledHours)}</dd>
            <dt className="font-semibold">{t('columns.worked')}</dt>
            <dd>{hoursText(toApprove.workedHours)}</dd>
          </dl>
          <div>
            <label htmlFor="approve-hours" className="mb-1 block text-sm font-semibold">
              {t('fields.hours')}
            </label>
            <input
              id="approve-hours"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.25}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              className="min-h-11 w-full rounded border border-ink/25 bg-surface px-3 text-base"
            />
          </div>
          <div>
            <label htmlFor="approve-notes" className="mb-1 block text-sm font-semibold">
              {t('fields.reason')}
            </label>
            <textarea
              id="approve-notes"
              rows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              aria-describedby="approve-notes-hint"
              className="w-full rounded border border-ink/25 bg-surface px-3 py-2 text-base"
            />
            <p id="approve-notes-hint" className="mt-1 text-xs text-ink-subtle">
              {t('reasonHint')}
            </p>
          </div>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
