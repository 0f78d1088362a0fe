'use client';

import { useTranslations } from 'next-intl';
import { StatusLabel } from '@/components/ui/status-label';
import type { ClockRecord } from '@/lib/clocking/hooks';

type GeoPoint = { latitude: number; longitude: number } | null | undefined;

export { formatTime } from '@/lib/dashboard/labels';

/** The calendar day (YYYY-MM-DD, UTC) `days` days from today: the API's date filters count in UTC days. */
export const isoDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Minutes as "2 h 05 min" in the UI's words. */
export function useDuration() {
  const t = useTranslations('dashboardClocking');
  return (minutes: number | null | undefined) => {
    if (minutes === null || minutes === undefined) return '—';
    const m = Math.max(0, Math.round(minutes));
    return t('duration', { hours: Math.floor(m / 60), minutes: String(m % 60).padStart(2, '0') });
  };
}

/** Coordinates that open OpenStreetMap at the spot, or a dash when no position was recorded. */
export function PlaceLink({ point }: { point: GeoPoint }) {
  const t = useTranslations('dashboardClocking');
  if (!point) return <span className="text-ink-subtle">{t('noPlace')}</span>;
  const lat = point.latitude.toFixed(5);
  const lon = point.longitude.toFixed(5);
  return (
    <a
      href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`}
      target="_blank"
      rel="noopener noreferrer"
      className="whitespace-nowrap text-link underline"
      aria-label={t('openMap', { label: `${lat}, ${lon}` })}
    >
      {lat}, {lon}
    </a>
  );
}

/** Metres as "650 m" or "2.1 km". */
const distanceText = (metres: number | null) =>
  metres === null ? '' : metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1)} km`;

/** The record's flags for the office (no position, far from the job's site with the distance, entered by the office), or "OK". */
export function ClockFlags({
  record,
}: {
  record: Pick<ClockRecord, 'flags' | 'clockInDistanceM' | 'clockOutDistanceM'>;
}) {
  const t = useTranslations('dashboardClocking');
  if (!record.flags.length) return <StatusLabel tone="success">{t('flags.none')}</StatusLabel>;
  const distance = { farFromSiteIn: record.clockInDistanceM, farFromSiteOut: record.clockOutDistanceM } as Record<
    string,
    number | null
  >;
  return (
    <span className="flex flex-wrap gap-1">
      {record.flags.map((f) => (
        <StatusLabel key={f} tone={f === 'enteredByOffice' ? 'info' : 'warning'}>
          {t(`flags.${f}`, { distance: distanceText(distance[f] ?? null) })}
        </StatusLabel>
      ))}
    </span>
  );
}
