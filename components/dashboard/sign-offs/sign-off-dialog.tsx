'use client';

import { useTranslations } from 'next-intl';
import { Button, Spinner } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Job } from '@/lib/jobs/hooks';
import { SignOffFields, useSignOffForm } from './sign-off-fields';

/** The client signs a job off: their name, a signature drawn with a finger, an optional comment. Loaded on demand. */
export default function SignOffDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const t = useTranslations('dashboardJobs.signOff');
  const { form, onSubmit } = useSignOffForm(job, onClose);
  const { isSubmitting } = form.formState;

  return (
    <Dialog
      open
      onClose={() => !isSubmitting && onClose()}
      title={t('title')}
      description={t('intro', { title: job.title })}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="sign-off-form" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? <Spinner /> : null}
            {t('submit')}
          </Button>
        </>
      }
    >
      <form id="sign-off-form" onSubmit={onSubmit} noValidate className="space-y-4">
        <SignOffFields form={form} />
      </form>
    </Dialog>
  );
}
