'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { bindField, submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { Button, Spinner } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextareaField } from '@/components/ui/field';
import { useSignJob, type Job } from '@/lib/api-client/jobs';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

/** The client signs a job off: their name, a signature drawn with a finger, an optional comment. Loaded on demand. */
export default function SignOffDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const t = useTranslations('dashboardJobs.signOff');
  const sign = useSignJob();
  const pad = useRef<SignaturePadHandle>(null);
  const labelId = useId();
  const form = useZodForm(() => import('@/lib/schemas/job').then((m) => m.jobSignOffFormSchema), {
    jobId: job.id, signerName: job.userClientName ?? '', signatureImage: '', comment: '',
  });
  const { register, watch, formState: { errors, isSubmitting } } = form;
  const signatureImageField = bindField(form, 'signatureImage');
  const onSubmit = submitWith(form, async (values) => {
    await sign.mutateAsync(values);
    onClose();
  }, { success: t('done') });

  return (
    <Dialog open onClose={() => !isSubmitting && onClose()} title={t('title')} description={t('intro', { title: job.title })} size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>{t('cancel')}</Button>
          <Button type="submit" form="sign-off-form" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? <Spinner /> : null}
            {t('submit')}
          </Button>
        </>
      }>
      <form id="sign-off-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label={t('name')} required autoComplete="name" error={errors.signerName?.message} {...register('signerName')} />
        <div>
          <p id={labelId} className="mb-1.5 text-sm font-semibold">{t('signature')}<span aria-hidden className="text-danger"> *</span></p>
          <SignaturePad ref={pad} labelledBy={labelId} name={watch('signerName') ?? ''} onChange={(v) => signatureImageField.onChange(v ?? '')} />
          {errors.signatureImage?.message ? <p role="alert" className="mt-1 text-sm font-medium text-danger">{errors.signatureImage.message}</p> : null}
        </div>
        <TextareaField label={t('comment')} rows={3} error={errors.comment?.message} {...register('comment', { setValueAs: (v: string) => v || null })} />
      </form>
    </Dialog>
  );
}
