'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Columns } from '@/components/dashboard/data-table/columns';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { PageHeader } from '@/components/dashboard/page-header';
import { StatusLabel } from '@/components/ui/status-label';
import { auditQuery, type AuditEntry } from '@/lib/audit/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { AUDIT_ENTITIES, AUDIT_SORT_FIELDS } from '@/lib/schemas/list-fields';

const TONE = {
  create: 'success',
  update: 'info',
  delete: 'danger',
  confirm: 'success',
  move: 'info',
  decline: 'danger',
} as const;
// confirm / move / decline: the office's decisions on online bookings (services/online-bookings.ts).
const KNOWN_ACTIONS = [
  'create',
  'update',
  'delete',
  'confirm',
  'move',
  'decline',
  'calendar-connect',
  'calendar-remove',
];

/** What changed, field by field ("before → after"), folded away until asked for. */
function Changes({ entry }: { entry: AuditEntry }) {
  const t = useTranslations('dashboardAudit');
  const changes = Object.entries(entry.changes ?? {});
  if (!changes.length) return <span className="text-ink-subtle">—</span>;
  const show = (v: unknown) =>
    v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return (
    <details>
      <summary className="cursor-pointer text-link">{t('fieldsChanged', { count: changes.length })}</summary>
      <dl className="mt-2 space-y-1 text-xs">
        {changes.map(([field, [before, after]]) => (
          <div key={field} className="grid grid-cols-[8rem_1fr] gap-2">
            <dt className="font-semibold">{field}</dt>
            <dd className="break-all">
              <span className="text-ink-subtle line-through">{show(before)}</span> → {show(after)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** /dashboard/audit: who created, changed or deleted what, and when. Read only. */
export function AuditScreen() {
  const t = useTranslations('dashboardAudit');
  const locale = useLocale();
  const list = useListParams({
    sortable: AUDIT_SORT_FIELDS,
    filters: { entityType: AUDIT_ENTITIES, from: 'date', to: 'date' },
    pageSize: 25,
  });
  const query = useQuery(auditQuery(list.params));
  const columns = useMemo<Columns<AuditEntry>>(
    () => [
      {
        id: 'when',
        header: t('columns.when'),
        sortKey: 'createdAt',
        hideable: false,
        cell: (e) => <span className="whitespace-nowrap">{formatDate(e.createdAt, locale, true)}</span>,
      },
      {
        id: 'who',
        header: t('columns.who'),
        sortKey: 'actorName',
        cell: (e) => (
          <span>
            <span className="block font-semibold">{e.actorName}</span>
            <span className="block text-xs text-ink-subtle">{e.actorEmail}</span>
          </span>
        ),
      },
      {
        id: 'action',
        header: t('columns.action'),
        sortKey: 'action',
        cell: (e) => (
          <StatusLabel tone={TONE[e.action as keyof typeof TONE] ?? 'default'}>
            {KNOWN_ACTIONS.includes(e.action) ? t(`actions.${e.action}`) : e.action}
          </StatusLabel>
        ),
      },
      {
        id: 'entity',
        header: t('columns.entity'),
        sortKey: 'entityType',
        hideBelow: 'sm',
        cell: (e) => t(`entities.${e.entityType as (typeof AUDIT_ENTITIES)[number]}`),
      },
      { id: 'summary', header: t('columns.summary'), cell: (e) => e.summary },
      { id: 'changes', header: t('columns.changes'), hideBelow: 'md', cell: (e) => <Changes entry={e} /> },
    ],
    [t, locale],
  );
  const dateFilter = (key: 'from' | 'to') => (
    <div>
      <label htmlFor={`audit-${key}`} className="mb-1 block text-xs font-semibold text-ink-muted">
        {t(key)}
      </label>
      <input
        id={`audit-${key}`}
        type="date"
        value={list.params[key] ?? ''}
        onChange={(e) => list.set({ [key]: e.target.value || undefined })}
        className="min-h-11 rounded border border-ink/25 bg-surface px-3 text-sm"
      />
    </div>
  );
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} description={t('intro')} />
      <DataTable
        label={t('title')}
        columns={columns}
        query={query}
        list={list}
        searchPlaceholder={t('searchPlaceholder')}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        tabs={{
          param: 'entityType',
          items: statusTabs(AUDIT_ENTITIES, { all: t('all'), label: (e) => t(`entities.${e}`) }),
        }}
        filters={
          <div className="flex gap-3">
            {dateFilter('from')}
            {dateFilter('to')}
          </div>
        }
      />
    </>
  );
}
