'use client';

import { useQuery } from '@tanstack/react-query';
import { ImageIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { StatusLabel } from '@/components/ui/status-label';
import { chatThreadsQuery, type ChatThreadPage } from '@/lib/chats/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { JOB_STAGE_TONES } from '@/lib/jobs/display';
import { stageKey } from '@/lib/jobs/rules';
import { CHAT_THREAD_SORTS } from '@/lib/schemas/list-fields';
import { UnreadBadge } from './unread-badge';

type Thread = ChatThreadPage['data'][number];

/** /dashboard/chat: the job threads the user takes part in, the latest message first; a row opens its job. */
export function ChatThreadsScreen() {
  const t = useTranslations('dashboardJobs');
  const locale = useLocale();
  const list = useListParams({ sortable: CHAT_THREAD_SORTS });
  const query = useQuery(chatThreadsQuery(list.params));
  const columns: Columns<Thread> = useMemo(
    () => [
      {
        id: 'title',
        header: t('threads.job'),
        sortKey: 'title',
        hideable: false,
        cell: (r: Thread) => (
          <div className="min-w-0">
            <div className="flex min-w-0 items-center gap-2">
              <Link href={`/dashboard/job/${r.jobId}`} dir="auto" className="truncate font-semibold hover:underline">
                {r.title}
              </Link>
              <UnreadBadge count={r.unreadCount} />
            </div>
            <StatusLabel tone={JOB_STAGE_TONES[r.stage]}>{t(`stages.${stageKey(r.stage)}`)}</StatusLabel>
            <div className="mt-1 sm:hidden">
              <LastMessage thread={r} />
            </div>
          </div>
        ),
      },
      {
        id: 'last',
        header: t('threads.last'),
        hideBelow: 'sm' as const,
        cell: (r: Thread) => <LastMessage thread={r} />,
      },
      { id: 'count', header: t('threads.count'), hideBelow: 'sm' as const, cell: (r: Thread) => r.messageCount },
      {
        id: 'when',
        header: t('threads.when'),
        sortKey: 'lastMessageAt',
        hideBelow: 'md' as const,
        cell: (r: Thread) => formatDate(r.lastMessageAt, locale, true),
      },
    ],
    [t, locale],
  );

  return (
    <>
      <PageHeader title={t('threads.title')} crumbs={[{ label: t('threads.title') }]} />
      <DataTable
        label={t('threads.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(r) => r.jobId}
        emptyText={t('threads.empty')}
        noMatchText={t('threads.noMatch')}
        searchPlaceholder={t('threads.search')}
      />
    </>
  );
}

function LastMessage({ thread }: { thread: Thread }) {
  const t = useTranslations('dashboardJobs.threads');
  const m = thread.lastMessage;
  if (!m) return <>—</>;
  return (
    <p dir="auto" className="line-clamp-2 max-w-md whitespace-normal break-words">
      <span className="font-semibold">{m.sender}: </span>
      {m.text ??
        (m.hasImage ? (
          <span className="inline-flex items-center gap-1">
            <ImageIcon aria-hidden className="size-4" />
            {t('photo')}
          </span>
        ) : null)}
    </p>
  );
}
