'use client';

import { useQuery } from '@tanstack/react-query';
import { CircleCheck, FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DataTable } from '@/components/dashboard/data-table/data-table';
import { statusTabs } from '@/components/dashboard/data-table/filter-tabs';
import { RowActions, type RowAction } from '@/components/dashboard/data-table/row-actions';
import { useListParams } from '@/components/dashboard/data-table/use-list-params';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { snackbar } from '@/components/ui/snackbar';
import { statementFileUrl, statementsQuery, useMarkStatementPaid, type Statement } from '@/lib/network/hooks';
import { monthLabel } from '@/lib/network/format';
import { STATEMENT_SORTS } from '@/lib/network/rules';
import { isSuperAdmin } from '@/lib/roles';
import { CorrectDialog } from './correct-dialog';
import { STATUS_TONES, useStatementColumns } from './statement-columns';

const STATUS_FILTER = ['due', 'paid', 'no-terms'] as const;
/** The list call's status filter named as the screen shows a status (shownStatus). */
const SHOWN = { due: 'due', paid: 'paid', 'no-terms': 'noTerms' } as const;

/**
 * /dashboard/network/statements: royalty statements. The head office sees every office's and marks them paid or
 * corrects them; an office's Administrators see their own and download them.
 */
export function StatementsScreen() {
  const t = useTranslations('dashboardNetwork.statements');
  const { user } = useSession();
  const head = isSuperAdmin(user.role);
  const list = useListParams({ sortable: STATEMENT_SORTS, filters: { status: STATUS_FILTER, companyId: 'uuid' } });
  const query = useQuery(statementsQuery(list.params));
  const columns = useStatementColumns(head);
  const markPaid = useMarkStatementPaid();
  const [paying, setPaying] = useState<Statement | null>(null);
  const [correcting, setCorrecting] = useState<Statement | null>(null);
  const name = (s: Statement) => `${s.companyName} ${monthLabel(s.month.slice(0, 7), 'en')}`;

  const tabs = statusTabs(STATUS_FILTER, {
    all: t('statuses.all'),
    label: (s) => t(`statuses.${SHOWN[s]}`),
    tone: (s) => STATUS_TONES[SHOWN[s]],
  });
  const actions = (s: Statement): RowAction[] => [
    ...(s.status === 'no-terms'
      ? []
      : [
          {
            label: t('downloadPdf'),
            icon: <FileText aria-hidden className="size-4" />,
            onSelect: () => window.location.assign(statementFileUrl(s.id, 'pdf')),
          },
          {
            label: t('downloadCsv'),
            icon: <FileSpreadsheet aria-hidden className="size-4" />,
            onSelect: () => window.location.assign(statementFileUrl(s.id, 'csv')),
          },
        ]),
    ...(head && !s.paidAt && s.status === 'due'
      ? [{ label: t('markPaid'), icon: <CircleCheck aria-hidden className="size-4" />, onSelect: () => setPaying(s) }]
      : []),
    ...(head && !s.paidAt ? [{ label: t('correct'), onSelect: () => setCorrecting(s) }] : []),
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        description={head ? t('descriptionHead') : t('description')}
      />
      <DataTable
        label={t('title')}
        columns={columns}
        query={query}
        list={list}
        tabs={{ param: 'status', items: tabs }}
        searchPlaceholder={head ? t('search') : undefined}
        emptyText={t('empty')}
        noMatchText={t('noMatch')}
        rowActions={(s) => <RowActions label={t('actionsFor', { name: name(s) })} actions={actions(s)} />}
      />
      <ConfirmDialog
        open={Boolean(paying)}
        onClose={() => setPaying(null)}
        title={t('markPaidTitle')}
        confirmLabel={t('markPaid')}
        tone="primary"
        onConfirm={async () => {
          try {
            await markPaid.mutateAsync(paying!.id);
            snackbar.success(t('markedPaid', { name: name(paying!) }));
          } catch (error) {
            snackbar.error(error instanceof Error ? error.message : t('markPaidFailed'));
            throw error;
          }
        }}
      >
        {paying ? t('markPaidText', { name: name(paying) }) : null}
      </ConfirmDialog>
      {correcting ? (
        <CorrectDialog statement={correcting} name={name(correcting)} onClose={() => setCorrecting(null)} />
      ) : null}
    </>
  );
}
