'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * The sign-off lists' loading, error and empty states, inside a card of the screen (the page keeps its heading, so a
 * failed list is not a whole error page). Renders `children` once there is something to show.
 */
export function ListState({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<{ data: unknown[] }>;
  empty: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('dashboardJobs.finalise');
  const tl = useTranslations('dashboard');
  if (query.isPending) {
    return (
      <Card>
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={tl('loading')} />
        </div>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="font-semibold">{t('loadFailed')}</p>
          <p className="text-sm text-ink-muted">{query.error.message}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </Card>
    );
  }
  if (!query.data.data.length)
    return (
      <Card>
        <div className="py-8 text-center text-ink-muted">{empty}</div>
      </Card>
    );
  return <>{children}</>;
}
