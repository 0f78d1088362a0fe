'use client';

import { useQuery } from '@tanstack/react-query';
import { Check, Pencil, Send, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { useSession } from '@/components/dashboard/session-context';
import { Button, buttonClass, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import { estimateQuery, useRespondEstimate, useUpdateEstimate, type Estimate } from '@/lib/estimates/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { isAdmin } from '@/lib/roles';
import { ESTIMATE_STATUS_TONES, pounds } from './estimate-labels';

/** /dashboard/estimateOfService/{id}: the priced estimate; the office sends it, the Client accepts or declines it. */
export function EstimateDetailScreen({ id }: { id: string }) {
  const query = useQuery(estimateQuery(id));
  return <QueryView query={query}>{(estimate) => <EstimateDetail estimate={estimate} />}</QueryView>;
}

function EstimateDetail({ estimate: e }: { estimate: Estimate }) {
  const t = useTranslations('dashboardEstimates');
  const locale = useLocale();
  const { user: me } = useSession();
  const admin = isAdmin(me.role);
  const symbol = me.company?.currencySymbol;
  const update = useUpdateEstimate();
  const respond = useRespondEstimate();
  const busy = update.isPending || respond.isPending;

  const act = async (run: () => Promise<Estimate>, done: (saved: Estimate) => string) => {
    try {
      snackbar.success(done(await run()));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('updateFailed'));
    }
  };
  const send = () =>
    act(
      () => update.mutateAsync({ id: e.id, status: 'sent' }),
      () => t('sentMessage'),
    );
  const answer = (decision: 'accepted' | 'declined') =>
    act(
      () => respond.mutateAsync({ id: e.id, decision }),
      (saved) => (saved.status === 'accepted' ? t('acceptedMessage') : t('declinedMessage')),
    );

  const actions = admin ? (
    <>
      {e.status !== 'accepted' ? (
        <Link href={`/dashboard/estimateOfService/${e.id}/edit`} className={buttonClass('secondary')}>
          <Pencil aria-hidden className="size-4" />
          {t('edit')}
        </Link>
      ) : null}
      {e.status === 'draft' ? (
        <Button onClick={() => void send()} disabled={busy}>
          {update.isPending ? <Spinner /> : <Send aria-hidden className="size-4" />}
          {t('send')}
        </Button>
      ) : null}
    </>
  ) : e.status === 'sent' ? (
    <>
      <Button onClick={() => void answer('accepted')} disabled={busy}>
        {respond.isPending && respond.variables?.decision === 'accepted' ? (
          <Spinner />
        ) : (
          <Check aria-hidden className="size-4" />
        )}
        {t('accept')}
      </Button>
      <Button variant="secondary" onClick={() => void answer('declined')} disabled={busy}>
        {respond.isPending && respond.variables?.decision === 'declined' ? (
          <Spinner />
        ) : (
          <X aria-hidden className="size-4" />
        )}
        {t('decline')}
      </Button>
    </>
  ) : null;

  return (
    <>
      <PageHeader
        title={t('estimateTitle', { label: e.estimateNumber })}
        crumbs={[{ label: t('title'), href: '/dashboard/estimateOfService/list' }, { label: e.estimateNumber }]}
        actions={actions}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <Card title={t('items')} className="min-w-0">
          <div className="overflow-x-auto" role="region" aria-label={t('items')} tabIndex={0}>
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="sr-only">{t('items')}</caption>
              <thead className="text-ink-muted">
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pe-3 text-start font-semibold">
                    {t('fields.service')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-semibold">
                    {t('fields.quantity')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-semibold">
                    {t('fields.price')}
                  </th>
                  <th scope="col" className="py-2 text-end font-semibold">
                    {t('fields.lineTotal')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {e.items.map((i) => (
                  <tr key={i.id} className="border-b border-line align-top">
                    <td className="py-3 pe-3">
                      <span className="block font-semibold">{i.service}</span>
                      {i.description ? <span className="block text-ink-muted">{i.description}</span> : null}
                    </td>
                    <td className="py-3 pe-3 text-end">
                      {i.quantity} {i.unit}
                    </td>
                    <td className="py-3 pe-3 text-end">{pounds(i.price, symbol)}</td>
                    <td className="py-3 text-end">{pounds(i.total, symbol)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="ms-auto mt-4 max-w-xs space-y-1 text-sm" data-testid="estimate-totals">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('subTotal')}</dt>
              <dd>{pounds(e.subTotal, symbol)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('fields.discount')}</dt>
              <dd>-{pounds(e.discount, symbol)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('fields.taxes')}</dt>
              <dd>{pounds(e.taxes, symbol)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
              <dt>{t('total')}</dt>
              <dd>{pounds(e.totalAmount, symbol)}</dd>
            </div>
          </dl>
          {e.notes ? (
            <p className="mt-6 whitespace-pre-wrap break-words text-sm">
              <span className="block font-semibold">{t('fields.notes')}</span>
              {e.notes}
            </p>
          ) : null}
        </Card>
        <Card title={t('summary')} className="h-fit">
          <p className="mb-4" data-testid="estimate-status">
            <StatusLabel tone={ESTIMATE_STATUS_TONES[e.status]}>{t(`statuses.${e.status}`)}</StatusLabel>
          </p>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-ink-muted">{t('fields.clientName')}</dt>
              <dd className="break-words">{e.clientName}</dd>
            </div>
            {e.clientEmail ? (
              <div>
                <dt className="font-semibold text-ink-muted">{t('fields.clientEmail')}</dt>
                <dd className="break-all">{e.clientEmail}</dd>
              </div>
            ) : null}
            {e.clientPhone ? (
              <div>
                <dt className="font-semibold text-ink-muted">{t('fields.clientPhone')}</dt>
                <dd>{e.clientPhone}</dd>
              </div>
            ) : null}
            <div>
              <dt className="font-semibold text-ink-muted">{t('fields.address')}</dt>
              <dd className="break-words">{[e.address, e.postCode].filter(Boolean).join(', ') || '—'}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-muted">{t('fields.validUntil')}</dt>
              <dd>{formatDate(e.validUntil, locale)}</dd>
            </div>
          </dl>
          {admin && e.enquiryId ? (
            <p className="mt-4 text-sm">
              <Link href={`/dashboard/enquiry/${e.enquiryId}`} className="text-link hover:underline">
                {t('openEnquiry')}
              </Link>
            </p>
          ) : null}
          {e.jobId ? (
            <p className="mt-2 text-sm">
              <Link href={`/dashboard/job/${e.jobId}`} className="text-link hover:underline">
                {t('openJob')}
              </Link>
            </p>
          ) : null}
        </Card>
      </div>
    </>
  );
}
