'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { bindField, submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { Field, TextareaField } from '@/components/ui/field';
import { useSignJob, type Job } from '@/lib/jobs/hooks';
import { SignaturePad } from './signature-pad';
import { useOffline } from '@/components/dashboard/offline/offline-context';
import { ApiError } from '@/lib/http/client';

const loadSchema = () => import('@/lib/jobs/schemas').then((m) => m.jobSignOffFormSchema);

/**
 * The sign-off form's state and its submit, shared by the job page's dialog and the sign-off screen, so both go
 * through the same endpoint (the sign-off leaves the draft invoice) and say the same in the snackbar. On a Cleaner's
 * phone with no signal the client's signature is kept on the phone and sent, once, when the signal returns.
 */
export function useSignOffForm(job: Pick<Job, 'id' | 'userClientName'>, onSigned: () => void) {
  const t = useTranslations('dashboardJobs.signOff');
  const sign = useSignJob();
  const offline = useOffline();
  // One id for this signature, sent online and kept if it has to wait: a send whose answer was lost and is sent again
  // from the phone's queue stores one sign-off, not a second refused as already signed.
  const [clientId] = useState(() => (offline ? crypto.randomUUID() : undefined));
  const form = useZodForm(loadSchema, {
    jobId: job.id,
    signerName: job.userClientName ?? '',
    signatureImage: '',
    comment: '',
  });
  const onSubmit = submitWith(
    form,
    async (values): Promise<'sent' | 'kept'> => {
      const keep = async () => {
        const { signerName, signatureImage, comment } = values;
        await offline!.queue(
          { kind: 'signOff', jobId: job.id, body: { signerName, signatureImage, comment: comment ?? null } },
          clientId,
        );
        onSigned();
        return 'kept' as const;
      };
      if (offline?.mustQueue()) return keep();
      try {
        await sign.mutateAsync({ ...values, clientId });
      } catch (error) {
        if (offline && error instanceof ApiError && error.status === 0) return keep();
        throw error;
      }
      onSigned();
      return 'sent';
    },
    { success: (result) => t(result === 'kept' ? 'keptOffline' : 'done') },
  );
  return { form, onSubmit };
}

export type SignOffForm = ReturnType<typeof useSignOffForm>['form'];

/** The signer's name, the signature drawn with a finger (or written from the typed name) and an optional comment. */
export function SignOffFields({ form }: { form: SignOffForm }) {
  const t = useTranslations('dashboardJobs.signOff');
  const labelId = useId();
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const signatureImageField = bindField(form, 'signatureImage');
  return (
    <>
      <Field
        label={t('name')}
        required
        autoComplete="name"
        error={errors.signerName?.message}
        {...register('signerName')}
      />
      <div>
        <p id={labelId} className="mb-1.5 text-sm font-semibold">
          {t('signature')}
          <span aria-hidden className="text-danger">
            {' '}
            *
          </span>
        </p>
        <SignaturePad
          labelledBy={labelId}
          name={watch('signerName') ?? ''}
          onChange={(v) => signatureImageField.onChange(v ?? '')}
        />
        {errors.signatureImage?.message ? (
          <p role="alert" className="mt-1 text-sm font-medium text-danger">
            {errors.signatureImage.message}
          </p>
        ) : null}
      </div>
      <TextareaField
        label={t('comment')}
        rows={3}
        error={errors.comment?.message}
        {...register('comment', { setValueAs: (v: string) => v || null })}
      />
    </>
  );
}
