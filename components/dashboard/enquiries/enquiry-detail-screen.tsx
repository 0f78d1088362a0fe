'use client';

import { useQuery } from '@tanstack/react-query';
import { Check, Download, FileText, Mail, Phone, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { Button, buttonClass, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import { enquiryQuery, useUpdateEnquiry, type Enquiry } from '@/lib/enquiries/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { EnquiryActivity } from './enquiry-activity';
import { ENQUIRY_STATUS_TONES, enquiryKind } from './enquiry-labels';

/** /dashboard/enquiry/{id}: everything the visitor sent, where it stands, and what the office can do next. */
export function EnquiryDetailScreen({ id }: { id: string }) {
  const query = useQuery(enquiryQuery(id));
  return <QueryView query={query}>{(enquiry) => <EnquiryDetail enquiry={enquiry} />}</QueryView>;
}

function EnquiryDetail({ enquiry: e }: { enquiry: Enquiry }) {
  const t = useTranslations('dashboardEnquiries');
  const locale = useLocale();
  const update = useUpdateEnquiry();
  const kind = enquiryKind(e);

  const setStatus = async (status: Enquiry['status']) => {
    try {
      const saved = await update.mutateAsync({ id: e.id, status });
      snackbar.success(t('statusChanged', { label: t(`statuses.${saved.status}`) }));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('updateFailed'));
    }
  };
  const busy = update.isPending;

  const actions = (
    <>
      {e.status === 'new' ? (
        <Button onClick={() => void setStatus('contacted')} disabled={busy}>
          {busy && update.variables?.status === 'contacted' ? <Spinner /> : <Check aria-hidden className="size-4" />}
          {t('markContacted')}
        </Button>
      ) : null}
      {kind !== 'application' && e.status !== 'converted' ? (
        <Link href={`/dashboard/estimateOfService/new?enquiryId=${e.id}`} className={buttonClass('secondary')}>
          <FileText aria-hidden className="size-4" />
          {t('createEstimate')}
        </Link>
      ) : null}
      {e.status !== 'closed' ? (
        <Button variant="secondary" onClick={() => void setStatus('closed')} disabled={busy}>
          {busy && update.variables?.status === 'closed' ? <Spinner /> : <X aria-hidden className="size-4" />}
          {t('close')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void setStatus('new')} disabled={busy}>
          {t('reopen')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={e.name}
        crumbs={[{ label: t('title'), href: '/dashboard/enquiry/list' }, { label: e.name }]}
        actions={actions}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-6">
          <Card title={t(`kinds.${kind}`)}>
            {e.services.length ? (
              <div className="mb-4">
                <h3 className="mb-2 text-sm font-semibold text-ink-muted">{t('servicesAsked')}</h3>
                <ul className="flex flex-wrap gap-2">
                  {e.services.map((s) => (
                    <li key={s} className="rounded-md bg-surface-muted px-2 py-1 text-sm">
                      {s}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <h3 className="mb-2 text-sm font-semibold text-ink-muted">
              {kind === 'application' ? t('coverLetter') : t('message')}
            </h3>
            <p className="whitespace-pre-wrap break-words">{e.messageDescription}</p>
            {kind === 'application' ? (
              <div className="mt-4">
                {e.cvLink ? (
                  // A staff-only download answered by the API (/api/files/cv/…); the browser sends the session cookie.
                  <a href={e.cvLink} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
                    <Download aria-hidden className="size-4" />
                    {t('openCv')}
                    <span className="sr-only"> ({t('newTab')})</span>
                  </a>
                ) : (
                  <p className="text-sm text-ink-muted">{t('noCv')}</p>
                )}
              </div>
            ) : null}
          </Card>
          <Card title={t('contact')}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label={t('fields.email')}>
                <a
                  href={`mailto:${e.email}`}
                  className="inline-flex items-center gap-1.5 break-all text-link hover:underline"
                >
                  <Mail aria-hidden className="size-4 shrink-0" />
                  {e.email}
                </a>
              </Item>
              <Item label={t('fields.phone')}>
                <a
                  href={`tel:${e.phone.replace(/\s+/g, '')}`}
                  className="inline-flex items-center gap-1.5 text-link hover:underline"
                >
                  <Phone aria-hidden className="size-4 shrink-0" />
                  {e.phone}
                </a>
              </Item>
              <Item label={t('fields.address')}>{e.address}</Item>
              <Item label={t('fields.postCode')}>{e.postCode}</Item>
              {e.domainName ? <Item label={t('fields.site')}>{e.domainName}</Item> : null}
            </dl>
          </Card>
          <EnquiryActivity enquiryId={e.id} />
        </div>
        <Card title={t('statusTitle')} className="h-fit">
          <p className="mb-4">
            <StatusLabel tone={ENQUIRY_STATUS_TONES[e.status]}>{t(`statuses.${e.status}`)}</StatusLabel>
          </p>
          <ol className="space-y-3 border-s border-line ps-4 text-sm">
            <li>
              <span className="block font-semibold">{t('history.received')}</span>
              <span className="text-ink-muted">{formatDate(e.createdAt, locale, true)}</span>
            </li>
            {e.updatedAt !== e.createdAt ? (
              <li>
                <span className="block font-semibold">
                  {t('history.updated', { label: t(`statuses.${e.status}`) })}
                </span>
                <span className="text-ink-muted">{formatDate(e.updatedAt, locale, true)}</span>
              </li>
            ) : null}
          </ol>
          {e.jobId ? (
            <p className="mt-4 text-sm">
              <Link href={`/dashboard/job/${e.jobId}`} className="text-link hover:underline">
                {t('linkedJob')}
              </Link>
            </p>
          ) : null}
        </Card>
      </div>
    </>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
