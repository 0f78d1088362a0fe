'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { FormActions } from '@/components/dashboard/form/form-actions';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { Card } from '@/components/ui/card';
import { Field, SelectField, TextareaField } from '@/components/ui/field';
import { snackbar } from '@/components/ui/snackbar';
import { useCreateJob, useUpdateJob, type Job } from '@/lib/jobs/hooks';
import { usersQuery } from '@/lib/users/hooks';
import { SERVICE_KEYS } from '@/lib/jobs/display';
import { JOB_STAGE_KEYS } from '@/lib/jobs/rules';
import { JOB_SERVICES } from '@/lib/schemas/list-fields';
import { RepeatFields, repeatFromForm } from './repeat-fields';
import { checklistFromText, TeamPicker } from './team-picker';

/** Where the new-job form keeps its draft while typing (SPEC §4: creating a job clears the draft). */
export const JOB_DRAFT_KEY = 'jobDraft';
const DRAFT_FIELDS = [
  'title',
  'userClientId',
  'userAssigneeId',
  'description',
  'location',
  'service',
  'stage',
  'scheduledDate',
  'startTime',
  'durationMinutes',
  'teamIds',
  'checklistText',
  'repeatFrequency',
  'repeatUntil',
  'repeatCount',
] as const;

function readDraft(): Record<string, unknown> {
  try {
    const raw = window.localStorage.getItem(JOB_DRAFT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const nullable = (v: string) => v || null;
const minutes = (v: string) => (v === '' || v === null ? null : Number(v));

const coordinate = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** Create or edit a job (Administrators): title, client, schedule, team, service, location, description, checklist, stage. */
export function JobForm({ job }: { job?: Job }) {
  const t = useTranslations('dashboardJobs');
  const router = useRouter();
  const editing = Boolean(job);
  const create = useCreateJob();
  const update = useUpdateJob();
  const clients = useQuery(usersQuery({ role: 'Client', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }));
  const cleaners = useQuery(usersQuery({ role: 'Cleaner', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }));
  const form = useZodForm(() => import('@/lib/jobs/schemas').then((m) => m.jobFormSchema), {
    id: job?.id,
    title: job?.title ?? '',
    userClientId: job?.userClientId ?? null,
    userAssigneeId: job?.userAssigneeId ?? null,
    description: job?.description ?? '',
    location: job?.location ?? '',
    service: job?.service ?? '',
    stage: job?.stage ?? 0,
    scheduledDate: job?.scheduledDate ?? null,
    startTime: job?.startTime ?? null,
    durationMinutes: job?.durationMinutes ?? null,
    // The form keeps the lead in userAssigneeId and the others here; the API gets them joined, lead first.
    teamIds: job?.teamIds.slice(1) ?? [],
    checklistText: job?.checklist.map((i) => i.label).join('\n') ?? '',
    siteLatitude: job?.siteLatitude ?? null,
    siteLongitude: job?.siteLongitude ?? null,
  });
  const {
    register,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const lead = watch('userAssigneeId');
  const others = watch('teamIds') ?? [];

  // A new job restores its draft once, then keeps it up to date while typing.
  useEffect(() => {
    if (editing) return;
    const draft = readDraft();
    const restored = Object.fromEntries(DRAFT_FIELDS.filter((k) => draft[k] !== undefined).map((k) => [k, draft[k]]));
    if (Object.keys(restored).length) reset({ ...form.getValues(), ...restored });
    const sub = watch((values) => {
      try {
        window.localStorage.setItem(
          JOB_DRAFT_KEY,
          JSON.stringify(Object.fromEntries(DRAFT_FIELDS.map((k) => [k, values[k]]))),
        );
      } catch {
        /* storage full or disabled: the draft is a convenience */
      }
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  // The people lists arrive after the form: re-apply the chosen ids once their options exist.
  const peopleLoaded = Boolean(clients.data && cleaners.data);
  useEffect(() => {
    if (!peopleLoaded) return;
    const { userClientId, userAssigneeId } = form.getValues();
    form.setValue('userClientId', userClientId ?? null);
    form.setValue('userAssigneeId', userAssigneeId ?? null);
  }, [peopleLoaded, form]);

  const onSubmit = submitWith(
    form,
    async (values) => {
      const {
        id,
        checklistText,
        teamIds: rest = [],
        repeatFrequency,
        repeatUntil,
        repeatCount,
        siteLatitude,
        siteLongitude,
        ...other
      } = values;
      // The site goes only when the office changed it; otherwise the server keeps it, or geocodes a new address.
      const { dirtyFields } = form.formState;
      const site =
        dirtyFields.siteLatitude || dirtyFields.siteLongitude
          ? { siteLatitude: siteLatitude ?? null, siteLongitude: siteLongitude ?? null }
          : {};
      const lead = other.userAssigneeId ?? null;
      const teamIds = lead ? [lead, ...rest.filter((m) => m !== lead)] : rest;
      const fields = {
        ...other,
        ...site,
        teamIds,
        checklist: checklistFromText(checklistText ?? '', job?.checklist ?? []),
      };
      if (id) {
        await update.mutateAsync({ id, ...fields });
        router.push(`/dashboard/job/${id}`);
      } else {
        const created = await create.mutateAsync({
          ...fields,
          repeat: repeatFromForm({ repeatFrequency, repeatUntil, repeatCount }),
        });
        if (created.seriesJobIds.length) snackbar.success(t('repeat.created', { count: created.seriesJobIds.length }));
        try {
          window.localStorage.removeItem(JOB_DRAFT_KEY);
        } catch {
          /* nothing kept */
        }
        router.push(`/dashboard/job/${created.id}`);
      }
    },
    { success: editing ? t('saved') : t('created'), fields: [...DRAFT_FIELDS, 'jobImagePath'] },
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('fields.title')}
            required
            autoComplete="off"
            error={errors.title?.message}
            className="sm:col-span-2"
            {...register('title')}
          />
          <SelectField
            label={t('fields.client')}
            placeholder={t('noClient')}
            error={errors.userClientId?.message}
            options={(clients.data?.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            {...register('userClientId', { setValueAs: nullable })}
          />
          <Field
            label={t('fields.date')}
            type="date"
            error={errors.scheduledDate?.message}
            {...register('scheduledDate', { setValueAs: nullable })}
          />
          <div className="grid grid-cols-2 gap-4">
            <Field
              label={t('fields.startTime')}
              type="time"
              step={300}
              error={errors.startTime?.message}
              {...register('startTime', { setValueAs: nullable })}
            />
            <Field
              label={t('fields.duration')}
              type="number"
              inputMode="numeric"
              min={15}
              max={1440}
              step={15}
              hint={t('hints.duration')}
              error={errors.durationMinutes?.message}
              {...register('durationMinutes', { setValueAs: minutes })}
            />
          </div>
          {editing ? null : <RepeatFields register={register} frequency={watch('repeatFrequency')} />}
          <SelectField
            label={t('fields.lead')}
            placeholder={t('noCleaner')}
            error={errors.userAssigneeId?.message}
            options={(cleaners.data?.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            {...register('userAssigneeId', { setValueAs: nullable })}
          />
          <TeamPicker
            people={cleaners.data?.data ?? []}
            lead={lead}
            value={others.filter((m) => m !== lead)}
            error={errors.teamIds?.message ?? errors.teamIds?.root?.message}
            onChange={(ids) => setValue('teamIds', ids, { shouldDirty: true })}
          />
          <SelectField
            label={t('fields.service')}
            placeholder={t('chooseService')}
            error={errors.service?.message}
            options={JOB_SERVICES.map((s) => ({ value: s, label: t(`services.${SERVICE_KEYS[s]}`) }))}
            {...register('service')}
          />
          <SelectField
            label={t('fields.stage')}
            error={errors.stage?.message}
            options={JOB_STAGE_KEYS.map((k, i) => ({ value: String(i), label: t(`stages.${k}`) }))}
            {...register('stage', { valueAsNumber: true })}
          />
          <Field
            label={t('fields.location')}
            autoComplete="off"
            error={errors.location?.message}
            className="sm:col-span-2"
            {...register('location')}
          />
          <Field
            label={t('fields.siteLatitude')}
            type="number"
            inputMode="decimal"
            step="any"
            hint={t('hints.site')}
            error={errors.siteLatitude?.message}
            {...register('siteLatitude', { setValueAs: coordinate })}
          />
          <Field
            label={t('fields.siteLongitude')}
            type="number"
            inputMode="decimal"
            step="any"
            error={errors.siteLongitude?.message}
            {...register('siteLongitude', { setValueAs: coordinate })}
          />
          <TextareaField
            label={t('fields.description')}
            rows={5}
            error={errors.description?.message}
            className="sm:col-span-2"
            {...register('description')}
          />
          <TextareaField
            label={t('fields.checklist')}
            rows={5}
            hint={t('hints.checklist')}
            error={errors.checklistText?.message ?? errors.checklist?.message}
            className="sm:col-span-2"
            {...register('checklistText')}
          />
        </div>
        <FormActions
          submitting={isSubmitting}
          submitLabel={editing ? t('save') : t('create')}
          cancelLabel={t('cancel')}
        />
      </Card>
    </form>
  );
}
