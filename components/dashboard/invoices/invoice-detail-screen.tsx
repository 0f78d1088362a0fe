'use client';

import { useQuery } from '@tanstack/react-query';
import { Download, Pencil, Printer } from 'lucide-react';
import Link from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { InvoicePayment, PaidDetails } from '@/components/dashboard/invoices/invoice-payment';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { useSession } from '@/components/dashboard/session-context';
import { useNow } from '@/components/dashboard/use-now';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import { invoiceQuery, useUpdateInvoice, type Invoice } from '@/lib/invoices/hooks';
import { INVOICE_STATUS_TONES, money, statusAt } from '@/lib/invoices/display';
import { invoiceStatusKey } from '@/lib/invoices/rules';
import { formatDate } from '@/lib/dashboard/labels';
import { isAdmin } from '@/lib/roles';
import { INVOICE_STATUS, isDraft, isEditable } from '@/lib/invoices/rules';
import { urlOf } from '@/lib/http/client';

type Party = Invoice['invoiceFrom'];

/** /dashboard/invoice/{id}: the invoice as the client sees it; the office marks it sent or paid. */
export function InvoiceDetailScreen({ id }: { id: string }) {
  const t = useTranslations('dashboardInvoices');
  const query = useQuery(invoiceQuery(id));
  return (
    <QueryView query={query}>
      {(invoice) => (
        <>
          <PageHeader
            title={t('titles.detail', { label: invoice.invoiceNumber })}
            crumbs={[{ label: t('titles.list'), href: '/dashboard/invoice/list' }, { label: invoice.invoiceNumber }]}
            actions={<InvoiceActions invoice={invoice} />}
          />
          <div className="mb-4 grid gap-3 empty:hidden">
            <InvoicePayment invoice={invoice} />
          </div>
          <InvoiceView invoice={invoice} />
        </>
      )}
    </QueryView>
  );
}

function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('dashboardInvoices');
  const { user: me } = useSession();
  const update = useUpdateInvoice();
  const setStatus = async (status: 1 | 2, done: string) => {
    try {
      await update.mutateAsync({
        id: invoice.id,
        status,
        ...(status === INVOICE_STATUS.pending ? { sent: invoice.sent + 1 } : {}),
      });
      snackbar.success(done);
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('saveFailed'));
    }
  };
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden className="size-4" />
        {t('print')}
      </Button>
      {/* A plain link: the server renders the PDF (attachment), so no PDF code reaches the browser. Drafts are the office's. */}
      {isAdmin(me.role) || !isDraft(invoice.status) ? (
        <a
          href={urlOf('GET /api/invoice/pdf', { query: { id: invoice.id } })}
          download
          className={buttonClass('secondary')}
        >
          <Download aria-hidden className="size-4" />
          {t('downloadPdf')}
        </a>
      ) : null}
      {isAdmin(me.role) && isEditable(invoice.status) ? (
        <Link href={`/dashboard/invoice/${invoice.id}/edit`} className={buttonClass('secondary')}>
          <Pencil aria-hidden className="size-4" />
          {t('edit')}
        </Link>
      ) : null}
      {isAdmin(me.role) && isDraft(invoice.status) ? (
        <Button onClick={() => void setStatus(1, t('markedSent'))} disabled={update.isPending}>
          {t('markSent')}
        </Button>
      ) : null}
      {isAdmin(me.role) && (invoice.status === INVOICE_STATUS.pending || invoice.status === INVOICE_STATUS.overdue) ? (
        <Button onClick={() => void setStatus(2, t('markedPaid'))} disabled={update.isPending}>
          {t('markPaid')}
        </Button>
      ) : null}
    </div>
  );
}

function PartyBlock({ title, party }: { title: string; party: Party }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-subtle">{title}</h3>
      {party ? (
        <address className="mt-1 not-italic">
          {[party.name, party.company, party.address, party.email, party.phoneNumber].filter(Boolean).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="mt-1">—</p>
      )}
    </div>
  );
}

function InvoiceView({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('dashboardInvoices');
  const locale = useLocale();
  const { user: me } = useSession();
  const shown = statusAt(invoice, useNow());
  const m = (v: number) => money(v, me.company?.currencySymbol);
  const sums: [string, string][] = [
    [t('subTotal'), m(invoice.subTotal)],
    [t('shipping'), m(invoice.shipping)],
    [t('discount'), invoice.discount ? `-${m(invoice.discount)}` : m(0)],
    [t('taxes'), m(invoice.taxes)],
  ];
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-2xl font-bold">{invoice.invoiceNumber}</p>
          <StatusLabel tone={INVOICE_STATUS_TONES[shown]}>{t(`statuses.${invoiceStatusKey(shown)}`)}</StatusLabel>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-subtle">{t('columns.created')}</dt>
          <dd>{formatDate(invoice.createDate, locale)}</dd>
          <dt className="text-ink-subtle">{t('columns.due')}</dt>
          <dd>{formatDate(invoice.dueDate, locale)}</dd>
          <PaidDetails invoice={invoice} date={(value) => formatDate(value, locale, true)} />
        </dl>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <PartyBlock title={t('from')} party={invoice.invoiceFrom} />
        <PartyBlock title={t('to')} party={invoice.invoiceTo} />
      </div>
      <div className="mt-6 overflow-x-auto" role="region" aria-label={t('items')} tabIndex={0}>
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">{t('items')}</caption>
          <thead className="bg-surface-muted text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t('item')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('quantity')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('price')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id} className="border-b border-line">
                <td className="px-3 py-2">
                  <span dir="auto" className="block font-medium">
                    {item.title}
                  </span>
                  {item.description ? <span className="block text-ink-subtle">{item.description}</span> : null}
                </td>
                <td className="px-3 py-2 text-end">{item.quantity}</td>
                <td className="px-3 py-2 text-end">{m(item.price)}</td>
                <td className="px-3 py-2 text-end">{m(item.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ms-auto mt-4 grid max-w-xs grid-cols-2 gap-y-1 text-sm">
        {sums.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-subtle">{label}</dt>
            <dd className="text-end">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="border-t border-line pt-2 text-base font-bold">{t('totalAmount')}</dt>
          <dd className="border-t border-line pt-2 text-end text-base font-bold" data-testid="invoice-total">
            {m(invoice.totalAmount)}
          </dd>
        </div>
      </dl>
      {invoice.notes ? <p className="mt-6 whitespace-pre-wrap text-ink-muted">{invoice.notes}</p> : null}
    </Card>
  );
}
