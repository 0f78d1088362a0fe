'use client';

import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSession } from '@/components/dashboard/session-context';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { snackbar } from '@/components/ui/snackbar';
import { invoiceQuery, type Invoice } from '@/lib/invoices/hooks';
import { useStartCheckout } from '@/lib/payments/hooks';
import { money } from '@/lib/invoices/display';
import { INVOICE_STATUS } from '@/lib/invoices/rules';

type Returned = 'success' | 'failed' | 'cancelled';
const RETURNED: readonly string[] = ['success', 'failed', 'cancelled'];

/**
 * The Client's way to pay: "Pay now" on a sent, unpaid invoice opens the provider's hosted page (card details never
 * reach us); coming back, `?payment=` says how it went. A success is only believed once the provider's webhook has
 * marked the invoice paid, so until then the screen says it is confirming and asks again every few seconds.
 */
export function InvoicePayment({ invoice }: { invoice: Invoice }) {
  const t = useTranslations('dashboardPayments');
  const { user: me } = useSession();
  const params = useSearchParams();
  const payment = params.get('payment');
  const returned = RETURNED.includes(payment ?? '') ? (payment as Returned) : null;
  const paid = invoice.status === INVOICE_STATUS.paid;
  const waiting = returned === 'success' && !paid;
  // Same query as the screen's: while the webhook is awaited, this observer refetches it every 3 s.
  useQuery({ ...invoiceQuery(invoice.id), refetchInterval: waiting ? 3000 : false });
  useReturnSnackbar(returned, paid);
  const unpaid = me.role === 'Client' && invoice.payableOnline;
  return (
    <>
      {returned === 'success' ? (
        <Alert tone="success">{paid ? t('returned.success') : t('returned.confirming')}</Alert>
      ) : returned ? (
        <Alert>{t(`returned.${returned}`)}</Alert>
      ) : null}
      {unpaid && !waiting ? (
        <PayNow
          invoice={invoice}
          amount={money(invoice.totalAmount, me.company?.currencySymbol)}
          prompted={params.get('pay') === '1'}
        />
      ) : null}
    </>
  );
}

function useReturnSnackbar(returned: Returned | null, paid: boolean) {
  const t = useTranslations('dashboardPayments');
  const told = useRef<string | null>(null);
  useEffect(() => {
    const key = returned ? `${returned}:${paid}` : null;
    if (!key || told.current === key) return;
    told.current = key;
    if (returned === 'success')
      snackbar[paid ? 'success' : 'info'](t(paid ? 'returned.success' : 'returned.confirming'));
    else snackbar.error(t(`returned.${returned}`));
  }, [returned, paid, t]);
}

function PayNow({ invoice, amount, prompted }: { invoice: Invoice; amount: string; prompted: boolean }) {
  const t = useTranslations('dashboardPayments');
  const start = useStartCheckout(t('openFailed'));
  const pay = async () => {
    try {
      const { url } = await start.mutateAsync({ invoiceId: invoice.id });
      snackbar.info(t('redirecting'));
      window.location.assign(url);
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('openFailed'));
    }
  };
  return (
    <section
      aria-labelledby="pay-heading"
      className={`flex flex-col gap-3 rounded-card border p-4 sm:flex-row sm:items-center sm:justify-between print:hidden ${prompted ? 'border-brand-600 bg-info-soft' : 'border-line bg-surface'}`}
    >
      <div>
        <h2 id="pay-heading" className="font-bold">
          {t('due', { amount })}
        </h2>
        <p className="text-sm text-ink-muted">{t('prompt')}</p>
      </div>
      <Button
        onClick={() => void pay()}
        disabled={start.isPending || start.isSuccess}
        className="w-full sm:w-auto"
        data-testid="pay-now"
      >
        <CreditCard aria-hidden className="size-4" />
        {start.isPending || start.isSuccess ? t('opening') : t('payNow')}
      </Button>
    </section>
  );
}

/** Paid on … and the provider's reference, for the office and the client alike. */
export function PaidDetails({ invoice, date }: { invoice: Invoice; date: (value: string | Date) => string }) {
  const t = useTranslations('dashboardPayments');
  if (!invoice.paidAt) return null;
  return (
    <>
      <dt className="text-ink-subtle">{t('paidOn')}</dt>
      <dd data-testid="invoice-paid-at">{date(invoice.paidAt)}</dd>
      {invoice.paymentReference ? (
        <>
          <dt className="text-ink-subtle">{t('reference')}</dt>
          <dd className="break-all">{invoice.paymentReference}</dd>
        </>
      ) : null}
    </>
  );
}
