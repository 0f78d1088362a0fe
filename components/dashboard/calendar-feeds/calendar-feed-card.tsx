'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { Button, buttonClass, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { calendarFeedQuery, useCalendarFeedChange } from '@/lib/calendar-feeds/hooks';

/**
 * The person's private calendar address (issue 29 item 3): copy it, open it in the phone's calendar app (webcal://),
 * make a new one (the old stops working) or turn it off. The address is a secret: the text says so.
 */
export function CalendarFeedCard() {
  const t = useTranslations('dashboardCalendar');
  const query = useQuery(calendarFeedQuery());
  const change = useCalendarFeedChange();
  const [confirm, setConfirm] = useState<'regenerate' | 'revoke' | null>(null);

  const run = async (action: 'regenerate' | 'revoke') => {
    try {
      await change.mutateAsync(action);
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : String(error));
      throw error;
    }
    snackbar.success(action === 'revoke' ? t('revoked') : t('created'));
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      snackbar.success(t('copied'));
    } catch {
      snackbar.error(t('copyFailed'));
    }
  };

  const feed = query.data;
  return (
    <Card title={t('title')}>
      <p className="text-sm text-ink-muted">{t('intro')}</p>
      {query.isPending ? (
        <div className="mt-4 flex justify-center">
          <Spinner label={t('loading')} />
        </div>
      ) : query.isError ? (
        <div className="mt-4 space-y-2">
          <p role="alert" className="text-sm text-danger">
            {query.error.message}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : feed?.active && feed.url ? (
        <div className="mt-4 space-y-3">
          <Field
            label={t('address')}
            readOnly
            value={feed.url}
            hint={t('secret')}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="calendar-feed-url"
          />
          <div className="grid gap-2 sm:grid-cols-2">
            <Button onClick={() => void copy(feed.url!)}>{t('copy')}</Button>
            <a href={feed.webcalUrl ?? feed.url} className={buttonClass('secondary')}>
              {t('openInApp')}
            </a>
            <Button variant="secondary" onClick={() => setConfirm('regenerate')}>
              {t('regenerate')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm('revoke')}>
              {t('revoke')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-4 space-y-2">
          <p className="text-sm">{t('none')}</p>
          <Button
            className="w-full"
            disabled={change.isPending}
            aria-busy={change.isPending || undefined}
            onClick={() => void run('regenerate').catch(() => undefined)}
          >
            {change.isPending ? <Spinner /> : null}
            {t('create')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        tone={confirm === 'revoke' ? 'danger' : 'primary'}
        title={confirm === 'revoke' ? t('revoke') : t('regenerate')}
        confirmLabel={confirm === 'revoke' ? t('revoke') : t('regenerate')}
        onConfirm={() => run(confirm ?? 'regenerate')}
      >
        {confirm === 'revoke' ? t('revokeConfirm') : t('regenerateConfirm')}
      </ConfirmDialog>
    </Card>
  );
}
