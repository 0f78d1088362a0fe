'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { LineItemsEditor } from '@/components/dashboard/form/line-items-editor';
import { FormActions } from '@/components/dashboard/form/form-actions';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { useSession } from '@/components/dashboard/session-context';
import { Card } from '@/components/ui/card';
import { Field, SelectField, TextareaField } from '@/components/ui/field';
import { companyQuery } from '@/lib/companies/hooks';
import { useCreateInvoice, useUpdateInvoice, type Invoice } from '@/lib/invoices/hooks';
import type { Job } from '@/lib/jobs/hooks';
import { jobsQuery } from '@/lib/jobs/hooks';
import { usersQuery } from '@/lib/users/hooks';
import type { InvoiceFormInput } from '@/lib/invoices/schemas';

const DAY = 86_400_000;
const isoDay = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
/** A calendar day as a date-time at noon UTC: the same day in every UK and European time zone. */
const atNoon = (day: string) => `${day}T12:00:00.000Z`;
const orNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const emptyItem = (title = '', service = '') => ({ title, service, description: '', quantity: 1, price: 0 });
const FIELDS = [
  'jobId',
  'clientId',
  'invoiceNumber',
  'status',
  'createDate',
  'dueDate',
  'taxes',
  'discount',
  'shipping',
  'invoiceTo',
  'notes',
  'items',
] as const;

function defaults(invoice?: Invoice, job?: Job): InvoiceFormInput {
  const today = new Date();
  return {
    jobId: invoice?.jobId ?? job?.id ?? null,
    clientId: invoice?.clientId ?? job?.userClientId ?? null,
    invoiceNumber: invoice?.invoiceNumber ?? '',
    status: invoice?.status ?? 0,
    createDate: isoDay(invoice?.createDate ?? today),
    dueDate: isoDay(invoice?.dueDate ?? new Date(today.getTime() + 14 * DAY)),
    taxes: invoice?.taxes ?? 0,
    discount: invoice?.discount ?? 0,
    shipping: invoice?.shipping ?? 0,
    invoiceTo: {
      name: invoice?.invoiceTo?.name ?? '',
      company: invoice?.invoiceTo?.company ?? '',
      address: invoice?.invoiceTo?.address ?? job?.location ?? '',
      email: invoice?.invoiceTo?.email ?? '',
      phoneNumber: invoice?.invoiceTo?.phoneNumber ?? '',
    },
    notes: invoice?.notes ?? null,
    items: invoice?.items.map(({ title, service, description, quantity, price }) => ({
      title,
      service,
      description,
      quantity,
      price,
    })) ?? [emptyItem(job?.title ?? '', job?.service ?? '')],
  };
}

/**
 * Create or edit an invoice (Administrators). Totals are the server's: it prices the lines, VAT, discount and travel
 * on save and the invoice's page shows them. "From" is the company's own details; "Bill to" fills from the client.
 */
export function InvoiceForm({ invoice, job }: { invoice?: Invoice; job?: Job }) {
  const t = useTranslations('dashboardInvoices');
  const router = useRouter();
  const { user: me } = useSession();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const clients = useQuery(usersQuery({ role: 'Client', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }));
  const jobs = useQuery(jobsQuery({ pageSize: 100, sortBy: 'createdAt', sortOrder: 'desc' }));
  const company = useQuery({ ...companyQuery(me.company?.id ?? ''), enabled: Boolean(me.company) && !invoice });
  const form = useZodForm(
    () => import('@/lib/invoices/schemas').then((m) => m.invoiceFormSchema),
    defaults(invoice, job),
  );
  const {
    register,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;

  const fillFromClient = (clientId: string) => {
    const client = clients.data?.data.find((c) => c.id === clientId);
    if (!client) return;
    if (!getValues('invoiceTo.name')) setValue('invoiceTo.name', client.name);
    if (!getValues('invoiceTo.email')) setValue('invoiceTo.email', client.email);
  };

  const onSubmit = submitWith(
    form,
    async (v) => {
      const c = company.data;
      const body = {
        jobId: v.jobId,
        clientId: v.clientId,
        invoiceNumber: v.invoiceNumber || undefined,
        dueDate: atNoon(v.dueDate),
        taxes: v.taxes,
        discount: v.discount,
        shipping: v.shipping,
        invoiceTo: v.invoiceTo,
        notes: v.notes,
        items: v.items,
      };
      const saved = invoice
        ? await update.mutateAsync({ id: invoice.id, ...body })
        : await create.mutateAsync({
            ...body,
            status: v.status,
            createDate: atNoon(v.createDate),
            invoiceFrom: c
              ? {
                  name: c.name,
                  address: c.address ?? undefined,
                  email: c.email ?? undefined,
                  phoneNumber: c.phone ?? undefined,
                }
              : undefined,
          });
      router.push(`/dashboard/invoice/${saved.id}`);
    },
    { success: invoice ? t('saved') : t('created'), fields: FIELDS },
  );

  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Card title={t('to')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('fields.client')}
            placeholder={t('fields.noClient')}
            error={errors.clientId?.message}
            options={(clients.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.email})` }))}
            {...register('clientId', {
              setValueAs: (v: string) => v || null,
              onChange: (e: { target: { value: string } }) => fillFromClient(e.target.value),
            })}
          />
          <SelectField
            label={t('fields.job')}
            placeholder={t('fields.noJob')}
            error={errors.jobId?.message}
            options={(jobs.data?.data ?? []).map((j) => ({ value: j.id, label: j.title }))}
            {...register('jobId', { setValueAs: (v: string) => v || null })}
          />
          <Field
            label={t('fields.name')}
            autoComplete="off"
            error={errors.invoiceTo?.name?.message}
            {...register('invoiceTo.name')}
          />
          <Field
            label={t('fields.company')}
            autoComplete="off"
            error={errors.invoiceTo?.company?.message}
            {...register('invoiceTo.company')}
          />
          <Field
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            error={errors.invoiceTo?.email?.message}
            {...register('invoiceTo.email')}
          />
          <Field
            label={t('fields.phone')}
            type="tel"
            autoComplete="off"
            error={errors.invoiceTo?.phoneNumber?.message}
            {...register('invoiceTo.phoneNumber')}
          />
          <Field
            label={t('fields.address')}
            autoComplete="off"
            className="sm:col-span-2"
            error={errors.invoiceTo?.address?.message}
            {...register('invoiceTo.address')}
          />
        </div>
      </Card>
      <Card title={t('items')}>
        <LineItemsEditor
          form={form}
          name="items"
          newLine={() => emptyItem()}
          namespace="dashboardInvoices"
          servicesListId="invoice-services"
          renderLine={(i) => (
            <>
              <Field
                label={t('fields.title')}
                required
                autoComplete="off"
                className="sm:col-span-3"
                error={errors.items?.[i]?.title?.message}
                {...register(`items.${i}.title`)}
              />
              <Field
                label={t('fields.service')}
                list="invoice-services"
                autoComplete="off"
                className="sm:col-span-3"
                error={errors.items?.[i]?.service?.message}
                {...register(`items.${i}.service`)}
              />
              <Field
                label={t('quantity')}
                {...money}
                required
                error={errors.items?.[i]?.quantity?.message}
                {...register(`items.${i}.quantity`)}
              />
              <Field
                label={t('price')}
                {...money}
                required
                error={errors.items?.[i]?.price?.message}
                {...register(`items.${i}.price`)}
              />
              <Field
                label={t('fields.description')}
                autoComplete="off"
                className="sm:col-span-3"
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
            label={t('fields.number')}
            hint={invoice ? undefined : t('fields.numberHint')}
            autoComplete="off"
            error={errors.invoiceNumber?.message}
            {...register('invoiceNumber')}
          />
          <Field
            label={t('columns.created')}
            type="date"
            readOnly={Boolean(invoice)}
            error={errors.createDate?.message}
            {...register('createDate')}
          />
          <Field
            label={t('columns.due')}
            type="date"
            required
            error={errors.dueDate?.message}
            {...register('dueDate')}
          />
          <Field label={t('taxes')} {...money} error={errors.taxes?.message} {...register('taxes')} />
          <Field label={t('discount')} {...money} error={errors.discount?.message} {...register('discount')} />
          <Field label={t('shipping')} {...money} error={errors.shipping?.message} {...register('shipping')} />
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
        submitLabel={invoice ? t('save') : t('create')}
        cancelLabel={t('cancel')}
      />
    </form>
  );
}
