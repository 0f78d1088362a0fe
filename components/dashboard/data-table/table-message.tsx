'use client';

import { Inbox, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { QueryState } from './data-table';

/**
 * The empty or error state of a list, shown below the table's header rather than in a cell of it: a table keeps its
 * minimum width on a phone and scrolls sideways, so a message centred in a full-width cell sat half off screen.
 */
export function TableMessage({ query, emptyText }: { query: QueryState; emptyText: string }) {
  const t = useTranslations('dashboardTable');
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-14 text-center">
        <TriangleAlert aria-hidden className="size-10 text-danger" />
        <p className="font-semibold">{t('errorTitle')}</p>
        <p className="text-sm text-ink-muted">{query.error?.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 border-t border-line px-4 py-14 text-center text-ink-subtle">
      <Inbox aria-hidden className="size-10" />
      <p role="status" className="font-semibold text-ink-muted">
        {emptyText}
      </p>
    </div>
  );
}
