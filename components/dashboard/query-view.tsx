'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/button';
import { ApiError } from '@/lib/http/client';
import { ErrorView } from './error-view';

/** The 403 / 404 / 500 page that fits a failed read: a bad or unknown id is a 404, another company's record a 403. */
export const errorCodeOf = (error: unknown): 403 | 404 | 500 => {
  const status = error instanceof ApiError ? error.status : 500;
  return status === 404 || status === 400 ? 404 : status === 403 ? 403 : 500;
};

/** Renders a detail query: a spinner while loading, the matching error page on failure, else `children(data)`. */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const t = useTranslations('dashboard');
  if (query.isPending)
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('loading')} />
      </div>
    );
  if (query.isError) return <ErrorView code={errorCodeOf(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
