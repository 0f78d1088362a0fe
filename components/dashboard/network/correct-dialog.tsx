'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { snackbar } from '@/components/ui/snackbar';
import { ApiError } from '@/lib/http/client';
import { useCorrectStatement, type Statement } from '@/lib/network/hooks';

/** A correction of a statement: a new version from today's records, with the reason the office will read. */
export function CorrectDialog({
  statement,
  name,
  onClose,
}: {
  statement: Statement;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslations('dashboardNetwork.statements');
  const correct = useCorrectStatement();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setError(t('noteRequired'));
    try {
      const made = await correct.mutateAsync({ id: statement.id, note });
      snackbar.success(t('corrected', { name, number: made.version }));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.note) setError(err.fieldErrors.note[0]);
      snackbar.error(err instanceof Error ? err.message : t('correctFailed'));
    }
  };
  return (
    <LazyDialog open onClose={() => !correct.isPending && onClose()} title={t('correctTitle', { name })} size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-ink-muted">{t('correctText')}</p>
        <TextareaField
          label={t('note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={error}
          required
          maxLength={500}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={correct.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={correct.isPending} aria-busy={correct.isPending || undefined}>
            {correct.isPending ? <Spinner /> : null}
            {t('correct')}
          </Button>
        </div>
      </form>
    </LazyDialog>
  );
}
