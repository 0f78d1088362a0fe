'use client';

import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextareaField } from '@/components/ui/field';
import { StatusLabel } from '@/components/ui/status-label';
import { franchiseQuery, useUpdateFranchise, type FranchiseRequest } from '@/lib/franchises/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { FRANCHISE_STATUSES_LIST } from '@/lib/schemas/list-fields';
import { LeadOfficeCard } from '@/components/dashboard/network/lead-office-card';
import { FRANCHISE_STATUS_KEYS, FRANCHISE_STATUS_TONES } from './franchises-screen';

/** /dashboard/franchise/{id}: the request as sent, and its status and notes. */
export function FranchiseDetailScreen({ id }: { id: string }) {
  const query = useQuery(franchiseQuery(id));
  return <QueryView query={query}>{(lead) => <FranchiseDetail lead={lead} />}</QueryView>;
}

function FranchiseDetail({ lead }: { lead: FranchiseRequest }) {
  const t = useTranslations('dashboardFranchise');
  const locale = useLocale();
  const update = useUpdateFranchise();
  const name = `${lead.firstName} ${lead.lastName}`;
  // 'converted' comes only from opening an office from the lead (issue 38): never offered, and once set it stays.
  const converted = lead.status === 'converted';
  const form = useZodForm(() => import('@/lib/franchises/schemas').then((m) => m.updateFranchiseSchema), {
    id: lead.id,
    status: converted ? undefined : lead.status,
    notes: lead.notes ?? '',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submitWith(form, (values) => update.mutateAsync({ ...values, notes: values.notes || null }), {
    success: t('saved'),
    fields: ['status', 'notes'],
  });

  return (
    <>
      <PageHeader title={name} crumbs={[{ label: t('title'), href: '/dashboard/franchise/list' }, { label: name }]} />
      <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="min-w-0 space-y-6">
          <Card title={t('message')}>
            <p className="whitespace-pre-wrap break-words">{lead.messageDescription}</p>
            <p className="mt-4 text-sm text-ink-muted">
              {t('received', { date: formatDate(lead.createdAt, locale, true) })}
            </p>
          </Card>
          <Card title={t('contact')}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="min-w-0">
                <dt className="text-sm font-semibold text-ink-muted">{t('fields.email')}</dt>
                <dd>
                  <a
                    href={`mailto:${lead.email}`}
                    className="inline-flex items-center gap-1.5 break-all text-link hover:underline"
                  >
                    <Mail aria-hidden className="size-4 shrink-0" />
                    {lead.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{t('fields.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${lead.phone.replace(/\s+/g, '')}`}
                    className="inline-flex items-center gap-1.5 text-link hover:underline"
                  >
                    <Phone aria-hidden className="size-4 shrink-0" />
                    {lead.phone}
                  </a>
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-sm font-semibold text-ink-muted">{t('fields.address')}</dt>
                <dd className="break-words">{lead.address}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-ink-muted">{t('fields.postCode')}</dt>
                <dd>{lead.postCode}</dd>
              </div>
            </dl>
          </Card>
          {/* Issue 38: the head office opens an office from the lead. */}
          <LeadOfficeCard leadId={lead.id} officeId={lead.convertedCompanyId} />
        </div>
        <Card title={t('statusTitle')} className="h-fit">
          <p className="mb-4" data-testid="franchise-status">
            <StatusLabel tone={FRANCHISE_STATUS_TONES[lead.status]}>
              {t(`statuses.${FRANCHISE_STATUS_KEYS[lead.status]}`)}
            </StatusLabel>
          </p>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            {converted ? (
              <p className="text-sm text-ink-muted">{t('convertedHint')}</p>
            ) : (
              <SelectField
                label={t('fields.status')}
                error={errors.status?.message}
                options={FRANCHISE_STATUSES_LIST.filter((s) => s !== 'converted').map((s) => ({
                  value: s,
                  label: t(`statuses.${FRANCHISE_STATUS_KEYS[s]}`),
                }))}
                {...register('status')}
              />
            )}
            <TextareaField
              label={t('fields.notes')}
              rows={6}
              hint={t('notesHint')}
              error={errors.notes?.message}
              {...register('notes')}
            />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {t('save')}
            </Button>
          </form>
        </Card>
      </div>
    </>
  );
}
