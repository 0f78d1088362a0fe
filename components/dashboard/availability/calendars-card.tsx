'use client';

import { useQuery } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { formatDate } from '@/lib/dashboard/labels';
import { calendarsQuery, useRemoveCalendar, type ConnectedCalendar } from '@/lib/availability/hooks';
import { ConnectCalendarForm } from './connect-calendar-form';

/**
 * A cleaner's own calendars (issue 37), on their profile or, for the office, on the cleaner's user page: each with its
 * name, when it was last read, its busy times in the next 8 weeks and, if the last read failed, why in plain words.
 */
export function CalendarsCard({ userId }: { userId?: string }) {
  const t = useTranslations('dashboardAvailability');
  const query = useQuery(calendarsQuery(userId));
  const remove = useRemoveCalendar();
  const [removing, setRemoving] = useState<ConnectedCalendar | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : String(error));
      throw error;
    }
    snackbar.success(t('removed'));
  };

  return (
    <Card title={userId ? t('titleOffice') : t('title')}>
      <div className="space-y-4" data-testid="own-calendars">
        <p className="text-sm text-ink-muted">{userId ? t('introOffice') : t('intro')}</p>
        {query.isPending ? (
          <div className="flex justify-center">
            <Spinner label={t('loading')} />
          </div>
        ) : query.isError ? (
          <div className="space-y-2">
            <p role="alert" className="text-sm text-danger">
              {t('loadError')}
            </p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            {query.data.data.length ? (
              <ul className="divide-y divide-line rounded-card border border-line">
                {query.data.data.map((c) => (
                  <CalendarRow key={c.id} calendar={c} onRemove={() => setRemoving(c)} />
                ))}
              </ul>
            ) : (
              <p className="text-sm">{t('empty')}</p>
            )}
            <ConnectCalendarForm userId={userId} full={query.data.data.length >= query.data.max} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        tone="danger"
        title={t('removeTitle')}
        confirmLabel={t('remove')}
        onConfirm={confirmRemove}
      >
        {t('removeConfirm', { name: removing?.name || removing?.address || '' })}
      </ConfirmDialog>
    </Card>
  );
}

function CalendarRow({ calendar: c, onRemove }: { calendar: ConnectedCalendar; onRemove: () => void }) {
  const t = useTranslations('dashboardAvailability');
  const locale = useLocale();
  return (
    <li className="space-y-1 p-3 text-sm" data-testid="own-calendar">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p dir="auto" className="truncate font-semibold">
            {c.name || t('unnamed')}
          </p>
          <p dir="auto" className="truncate text-ink-subtle">
            {c.address}
          </p>
        </div>
        <Button
          variant="secondary"
          className="shrink-0"
          onClick={onRemove}
          aria-label={t('removeNamed', { name: c.name || c.address })}
        >
          <CalendarX2 aria-hidden className="size-4" />
          {t('remove')}
        </Button>
      </div>
      <p className="text-ink-muted">
        {c.lastReadAt ? t('lastRead', { time: formatDate(c.lastReadAt, locale, true) }) : t('neverRead')} ·{' '}
        <span data-testid="busy-count">{t('busyCount', { count: c.busyNext8Weeks })}</span>
      </p>
      {c.lastError ? (
        <p role="status" className="text-danger">
          {t(`errors.${c.lastError}`)}
        </p>
      ) : null}
    </li>
  );
}
