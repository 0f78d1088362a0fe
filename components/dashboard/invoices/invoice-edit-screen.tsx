'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/dashboard/error-view';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { useSession } from '@/components/dashboard/session-context';
import { invoiceQuery } from '@/lib/invoices/hooks';
import { jobQuery } from '@/lib/jobs/hooks';
import { isAdmin } from '@/lib/roles';
import { InvoiceForm } from './invoice-form';
import { isEditable } from '@/lib/invoices/rules';

/** /dashboard/invoice/new (optionally ?jobId=… to bill a job) and /dashboard/invoice/{id}/edit: Administrators only. */
export function InvoiceEditScreen({ id, jobId }: { id?: string; jobId?: string }) {
  const t = useTranslations('dashboardInvoices');
  const { user: me } = useSession();
  const admin = isAdmin(me.role);
  const invoice = useQuery({ ...invoiceQuery(id ?? ''), enabled: admin && Boolean(id) });
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: admin && Boolean(jobId) && !id });
  if (!admin) return <ErrorView code={403} />;
  const crumbs = [{ label: t('titles.list'), href: '/dashboard/invoice/list' }];
  if (id) {
    return (
      <QueryView query={invoice}>
        {(i) => (
          <>
            <PageHeader
              title={t('titles.edit', { label: i.invoiceNumber })}
              crumbs={[...crumbs, { label: i.invoiceNumber, href: `/dashboard/invoice/${i.id}` }, { label: t('edit') }]}
            />
            {!isEditable(i.status) ? (
              <p role="status" className="rounded-card border border-line bg-surface p-4">
                {t('paidLocked')}
              </p>
            ) : (
              <InvoiceForm key={i.id} invoice={i} />
            )}
          </>
        )}
      </QueryView>
    );
  }
  const header = (
    <PageHeader
      title={t('titles.new')}
      crumbs={[...crumbs, { label: t('titles.new') }]}
      description={jobId ? t('fromJob') : undefined}
    />
  );
  if (jobId)
    return (
      <QueryView query={job}>
        {(j) => (
          <>
            {header}
            <InvoiceForm key={j.id} job={j} />
          </>
        )}
      </QueryView>
    );
  return (
    <>
      {header}
      <InvoiceForm />
    </>
  );
}
