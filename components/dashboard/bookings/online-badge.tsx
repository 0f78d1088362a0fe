'use client';

import { useTranslations } from 'next-intl';
import type { BookingStatus, JobSource } from '@/lib/bookings/rules';

/**
 * "Online" on a job booked through the public site, with its booking state where the office has to act on it
 * ("Online · to confirm"); nothing for an office job. Small enough for the job list, the week calendar and the job page.
 */
export function OnlineBadge({ source, status }: { source: JobSource; status: BookingStatus | null }) {
  const t = useTranslations('dashboardBooking');
  if (source !== 'online') return null;
  const note = status === 'requested' ? t('status.requested') : status === 'declined' ? t('status.declined') : null;
  return (
    <span
      data-testid="online-badge"
      className="inline-flex h-5 shrink-0 items-center gap-1 whitespace-nowrap rounded-md bg-info-soft px-1.5 text-xs font-bold text-info"
    >
      {t('online')}
      {note ? <span className="font-semibold">· {note}</span> : null}
    </span>
  );
}
