'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { LineItemsEditor } from '@/components/dashboard/form/line-items-editor';
import { FormActions } from '@/components/dashboard/form/form-actions';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { Card } from '@/components/ui/card';
import { Field, SelectField, TextareaField } from '@/components/ui/field';
import type { Enquiry } from '@/lib/enquiries/hooks';
import { useCreateEstimate, useUpdateEstimate, type Estimate } from '@/lib/estimates/hooks';
import { usersQuery } from '@/lib/users/hooks';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** An emptied optional field is sent as null (an empty e-mail address would not be a valid one). */
const orNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const emptyLine = (service = '') => ({ service, description: '', quantity: 1, unit: 'item', price: 0 });
const FIELDS = [
  'clientId',
  'clientName',
  'clientEmail',
  'clientPhone',
  'address',
  'postCode',
  'validUntil',
  'taxes',
  'discount',
  'notes',
  'items',
] as const;

/**
 * Create or edit an estimate. From an enquiry (SPEC §3's autofill) the client, address and the services asked for
 * are filled in. Totals, VAT and discount are worked out by the server on save; the estimate's page shows them.
 */
export function EstimateForm({ estimate, enquiry }: { estimate?: Estimate; enquiry?: Enquiry }) {
  const t = useTranslations('dashboardEstimates');
  const router = useRouter();
  const create = useCreateEstimate();
  const update = useUpdateEstimate();
  const clients = useQuery(usersQuery({ role: 'Client', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }));
  const form = useZodForm(() => import('@/lib/estimates/schemas').then((m) => m.createEstimateSchema), {
    enquiryId: estimate?.enquiryId ?? enquiry?.id ?? null,
    clientId: estimate?.clientId ?? null,
    clientName: estimate?.clientName ?? enquiry?.name ?? '',
    clientEmail: estimate?.clientEmail ?? enquiry?.email ?? null,
    clientPhone: estimate?.clientPhone ?? enquiry?.phone ?? null,
    address: estimate?.address ?? enquiry?.address ?? '',
    postCode: estimate?.postCode ?? enquiry?.postCode ?? null,
    validUntil: estimate?.validUntil ?? inDays(30),
    taxes: estimate?.taxes ?? 0,
    discount: estimate?.discount ?? 0,
    notes: estimate?.notes ?? null,
    items:
      estimate?.items.map(({ service, description, quantity, unit, price }) => ({
        service,
        description,
        quantity,
        unit,
        price,
      })) ?? (enquiry?.services.length ? enquiry.services.map((s) => emptyLine(s)) : [emptyLine()]),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submitWith(
    form,
    async (values) => {
      // Only what the form edits: the status changes through the estimate's own actions, never by saving the form.
      const {
        clientId,
        clientName,
        clientEmail,
        clientPhone,
        address,
        postCode,
        validUntil,
        taxes,
        discount,
        notes,
        items,
      } = values;
      const body = {
        clientId,
        clientName,
        clientEmail,
        clientPhone,
        address,
        postCode,
        validUntil,
        taxes,
        discount,
        notes,
        items,
      };
      const enquiryId = values.enquiryId;
      const saved = estimate
        ? await update.mutateAsync({ id: estimate.id, ...body })
        : await create.mutateAsync({ ...body, enquiryId, status: 'draft' });
      router.push(`/dashboard/estimateOfService/${saved.id}`);
    },
    { success: estimate ? t('saved') : t('created'), fields: FIELDS },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Card title={t('client')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('fields.clientAccount')}
            placeholder={t('noAccount')}
            hint={t('clientAccountHint')}
            error={errors.clientId?.message}
            className="sm:col-span-2"
            options={(clients.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.email})` }))}
            {...register('clientId', { setValueAs: (v: string) => v || null })}
          />
          <Field
            label={t('fields.clientName')}
            required
            autoComplete="off"
            error={errors.clientName?.message}
            {...register('clientName')}
          />
          <Field
            label={t('fields.clientEmail')}
            type="email"
            autoComplete="off"
            error={errors.clientEmail?.message}
            {...register('clientEmail', { setValueAs: orNull })}
          />
          <Field
            label={t('fields.clientPhone')}
            type="tel"
            autoComplete="off"
            error={errors.clientPhone?.message}
            {...register('clientPhone', { setValueAs: orNull })}
          />
          <Field
            label={t('fields.postCode')}
            autoComplete="off"
            error={errors.postCode?.message}
            {...register('postCode', { setValueAs: orNull })}
          />
          <Field
            label={t('fields.address')}
            autoComplete="off"
            error={errors.address?.message}
            className="sm:col-span-2"
            {...register('address')}
          />
        </div>
      </Card>
      <Card title={t('items')}>
        <LineItemsEditor
          form={form}
          name="items"
          newLine={() => emptyLine()}
          namespace="dashboardEstimates"
          servicesListId="estimate-services"
          renderLine={(i) => (
            <>
              <Field
                label={t('fields.service')}
                required
                list="estimate-services"
                autoComplete="off"
                className="sm:col-span-3"
                error={errors.items?.[i]?.service?.message}
                {...register(`items.${i}.service`)}
              />
              <Field
                label={t('fields.quantity')}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                required
                error={errors.items?.[i]?.quantity?.message}
                {...register(`items.${i}.quantity`)}
              />
              <Field
                label={t('fields.unit')}
                autoComplete="off"
                error={errors.items?.[i]?.unit?.message}
                {...register(`items.${i}.unit`)}
              />
              <Field
                label={t('fields.price')}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                required
                error={errors.items?.[i]?.price?.message}
                {...register(`items.${i}.price`)}
              />
              <Field
                label={t('fields.description')}
                autoComplete="off"
                className="sm:col-span-5"
                error={errors.items?.[i]?.description?.message}
                {...register(`items.${i}.description`)}
              />
            </>
          )}
        />
      </Card>
      <Card title={t('terms')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={t('fields.taxes')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={errors.taxes?.message}
            {...register('taxes')}
          />
          <Field
            label={t('fields.discount')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={errors.discount?.message}
            {...register('discount')}
          />
          <Field
            label={t('fields.validUntil')}
            type="date"
            error={errors.validUntil?.message}
            {...register('validUntil')}
          />
          <TextareaField
            label={t('fields.notes')}
            rows={3}
            className="sm:col-span-3"
            error={errors.notes?.message}
            {...register('notes', { setValueAs: orNull })}
          />
        </div>
        <p className="mt-4 text-sm text-ink-muted">{t('totalsHint')}</p>
      </Card>
      <FormActions
        submitting={isSubmitting}
        submitLabel={estimate ? t('save') : t('create')}
        cancelLabel={t('cancel')}
      />
    </form>
  );
}
