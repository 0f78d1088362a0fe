'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import type { Shift } from '@/lib/rota/hooks';

type Props = {
  shift: Shift;
  days: string[];
  dayName: (date: string) => string;
  cleaners: { id: string; name: string }[];
  onMove: (shift: Shift, cleanerId: string, date: string) => void;
  onClose: () => void;
};

/** "Move to…": the keyboard and screen-reader way to do what dragging does — choose a day and a cleaner. */
export function MoveShiftDialog({ shift, days, dayName, cleaners, onMove, onClose }: Props) {
  const t = useTranslations('dashboardRota');
  const formId = useId();
  const [date, setDate] = useState(shift.date);
  const [cleanerId, setCleanerId] = useState(shift.cleanerId);
  const dayOptions = (days.includes(shift.date) ? days : [shift.date, ...days]).map((d) => ({
    value: d,
    label: dayName(d),
  }));
  const people = cleaners.some((c) => c.id === shift.cleanerId)
    ? cleaners
    : [{ id: shift.cleanerId, name: shift.cleanerName ?? '—' }, ...cleaners];
  const unchanged = date === shift.date && cleanerId === shift.cleanerId;
  return (
    <LazyDialog
      open
      onClose={onClose}
      size="sm"
      title={t('moveTitle')}
      description={t('moveDescription', {
        name: shift.cleanerName ?? '',
        time: `${shift.startTime}–${shift.endTime}`,
        date: dayName(shift.date),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={unchanged}>
            {t('move')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (unchanged) return;
          onMove(shift, cleanerId, date);
          onClose();
        }}
      >
        <SelectField label={t('moveDay')} options={dayOptions} value={date} onChange={(e) => setDate(e.target.value)} />
        <SelectField
          label={t('fields.cleaner')}
          options={people.map((c) => ({ value: c.id, label: c.name }))}
          value={cleanerId}
          onChange={(e) => setCleanerId(e.target.value)}
        />
      </form>
    </LazyDialog>
  );
}
