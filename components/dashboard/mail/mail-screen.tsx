'use client';

import { useQuery } from '@tanstack/react-query';
import { Eye, RotateCw } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable, isFiltered } from '@/components/dashboard/data-table/data-table';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { RowActions } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import { mailsQuery, useRetryMail, type MailRow } from '@/lib/mail/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { MAIL_SORTS, MAIL_STATUS_FILTERS } from '@/lib/schemas/list-fields';
import { MAIL_TONES, mailKindKey, mailTab } from './mail-labels';

const MailDialog = dynamic(() => import('./mail-dialog'), { ssr: false });

/** /dashboard/mail: the outbox — every mail the product wrote, its delivery state, its text, and a retry when it failed. */
export function MailScreen() {
  const t = useTranslations('dashboardMail');
  const locale = useLocale();
  const list = useListParams({
    sortable: MAIL_SORTS,
    filters: { status: MAIL_STATUS_FILTERS, open: 'uuid' },
    pageSize: 25,
  });
  const { open, ...params } = list.params;
  const query = useQuery(mailsQuery(params));
  const retry = useRetryMail();
  const counts = query.data?.counts;
  const kind = (category: string) => {
    const key = mailKindKey(category);
    return key ? t(`kinds.${key}`) : category;
  };
  const openMail = (id: string | undefined) =>
    list.set({ open: id, pageNumber: list.params.pageNumber }, id ? 'push' : 'replace');
  const retryNow = async (id: string) => {
    try {
      await retry.mutateAsync(id);
      snackbar.success(t('retried'));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('retryFailed'));
    }
  };

  const columns: Columns<MailRow> = useMemo(
    () => [
      {
        id: 'to',
        header: t('columns.to'),
        sortKey: 'to',
        hideable: false,
        cell: (m: MailRow) => (
          <div className="min-w-0">
            <button
              type="button"
              onClick={() => openMail(m.id)}
              dir="auto"
              className="block max-w-[18rem] truncate text-start font-semibold hover:underline"
            >
              {m.subject}
            </button>
            <span dir="auto" className="block max-w-[18rem] truncate text-ink-subtle">
              {m.to}
            </span>
          </div>
        ),
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        sortKey: 'category',
        hideBelow: 'md' as const,
        cell: (m: MailRow) => kind(m.category),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (m: MailRow) => (
          <div className="min-w-0">
            <StatusLabel tone={MAIL_TONES[mailTab(m.status)]}>{t(`statuses.${mailTab(m.status)}`)}</StatusLabel>
            {m.status === 'failed' && m.lastError ? (
              <span dir="auto" className="mt-1 block max-w-[14rem] truncate text-xs text-danger" title={m.lastError}>
                {m.lastError}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortKey: 'createdAt',
        hideBelow: 'sm' as const,
        cell: (m: MailRow) => formatDate(m.createdAt, locale, true),
      },
      {
        id: 'sentAt',
        header: t('columns.sentAt'),
        sortKey: 'sentAt',
        hideBelow: 'lg' as const,
        cell: (m: MailRow) => (m.sentAt ? formatDate(m.sentAt, locale, true) : '—'),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openMail and kind only read the URL state and t
    [t, locale, list.set],
  );

  const tabs = statusTabs(MAIL_STATUS_FILTERS, {
    all: t('statuses.all'),
    label: (s) => t(`statuses.${s}`),
    tone: (s) => MAIL_TONES[s],
    counts,
  });

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} description={t('description')} />
      <DataTable
        label={t('title')}
        columns={columns}
        query={query}
        list={list}
        tabs={{ param: 'status', items: tabs }}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        filtered={isFiltered(params)}
        rowActions={(m) => (
          <RowActions
            label={t('actionsFor', { subject: m.subject })}
            actions={[
              { label: t('open'), onSelect: () => openMail(m.id), icon: <Eye aria-hidden className="size-4" /> },
              ...(m.status === 'failed'
                ? [
                    {
                      label: t('retry'),
                      onSelect: () => void retryNow(m.id),
                      icon: <RotateCw aria-hidden className="size-4" />,
                    },
                  ]
                : []),
            ]}
          />
        )}
      />
      {open ? (
        <MailDialog id={open} onClose={() => openMail(undefined)} onRetry={retryNow} retrying={retry.isPending} />
      ) : null}
    </>
  );
}
