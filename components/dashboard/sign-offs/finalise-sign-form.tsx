'use client';

import { useTranslations } from 'next-intl';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Job } from '@/lib/jobs/hooks';
import { SignOffFields, useSignOffForm } from './sign-off-fields';

export type FinaliseSignFormProps = { job: Job; onSigned: () => void };

/** The sign-off form in the page (not a dialog): on a phone the Sign button sits where the thumb ends the form. */
export default function FinaliseSignForm({ job, onSigned }: FinaliseSignFormProps) {
  const t = useTranslations('dashboardJobs');
  const { form, onSubmit } = useSignOffForm(job, onSigned);
  const { isSubmitting } = form.formState;
  return (
    <Card title={t('finalise.signTitle')}>
      <p className="-mt-2 mb-4 text-sm text-ink-muted">{t('signOff.intro', { title: job.title })}</p>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={t('finalise.signFormLabel', { title: job.title })}
      >
        <SignOffFields form={form} />
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? <Spinner /> : null}
          {t('finalise.sign')}
        </Button>
      </form>
    </Card>
  );
}
