'use client';

import { useRouter } from 'next/navigation';
import { Button, Spinner } from '@/components/ui/button';

type Props = {
  /** The form's `formState.isSubmitting`: the submit button is disabled and busy while the save runs. */
  submitting: boolean;
  submitLabel: string;
  cancelLabel: string;
};

/** The end of a back-office form: Cancel (back to where the user came from) and the submit button with progress. */
export function FormActions({ submitting, submitLabel, cancelLabel }: Props) {
  const router = useRouter();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onClick={() => router.back()}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}
