'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { bindField, submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { LazyUploadField as UploadField } from '@/components/dashboard/form/lazy-upload-field';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useCreateCompany, useUpdateCompany, type Company } from '@/lib/companies/hooks';

const FIELDS = ['name', 'companyCodeNumber', 'currencySymbol', 'vatNumber', 'email', 'phone', 'address'] as const;

/** Create (Super Administrators) or edit a company: code, currency symbol, address, VAT number, contacts, logo. */
export function CompanyForm({ company }: { company?: Company }) {
  const t = useTranslations('dashboardCompany');
  const tp = useTranslations('dashboardPayments');
  const router = useRouter();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const form = useZodForm(() => import('@/lib/companies/schemas').then((m) => m.createCompanySchema), {
    name: company?.name ?? '',
    companyCodeNumber: company?.companyCodeNumber ?? '',
    currencySymbol: company?.currencySymbol ?? '£',
    vatNumber: company?.vatNumber ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    address: company?.address ?? '',
    logoPath: company?.logoPath ?? null,
    paymentChaseDays: (company?.paymentChaseDays ?? [3, 7, 14]).join(', '),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const logoPathField = bindField(form, 'logoPath');
  const onSubmit = submitWith(
    form,
    async (values) => {
      if (company) await update.mutateAsync({ ...values, id: company.id });
      else router.push(`/dashboard/company/${(await create.mutateAsync(values)).id}/edit`);
    },
    { success: company ? t('saved') : t('created') },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[320px_1fr]">
      <Card>
        {company ? (
          <UploadField
            label={t('fields.logo')}
            endpoint={'POST /api/Company/Upload'}
            fields={{ companyId: company.id }}
            accept="image/png,image/jpeg,image/webp"
            maxBytes={2 * 1024 * 1024}
            value={logoPathField.value}
            onChange={logoPathField.onChange}
            hint={t('logoHint')}
          />
        ) : (
          <p className="text-sm text-ink-muted">{t('logoAfterCreate')}</p>
        )}
      </Card>
      <Card className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((name) => (
            <Field
              key={name}
              label={t(`fields.${name}`)}
              required={['name', 'companyCodeNumber', 'currencySymbol'].includes(name)}
              type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
              error={errors[name]?.message}
              className={name === 'address' ? 'sm:col-span-2' : undefined}
              {...register(name, name === 'email' ? { setValueAs: (v: string) => v || null } : undefined)}
            />
          ))}
          <Field
            label={tp('chaseDays')}
            hint={tp('chaseDaysHint')}
            inputMode="numeric"
            error={errors.paymentChaseDays?.message}
            className="sm:col-span-2"
            {...register('paymentChaseDays')}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => router.back()}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? <Spinner /> : null}
            {company ? t('save') : t('create')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
