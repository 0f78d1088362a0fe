'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { snackbar } from '@/components/ui/snackbar';
import type { RowAction } from './row-actions';

type Options<T> = {
  /**
   * The module's messages: `delete` (menu entry and button), `deleteTitle`, `deleteText` (the question),
   * `deleted` (the snackbar) and `deleteFailed` (when the failure has no message of its own).
   */
  namespace: string;
  /** Deletes the row (the module's delete mutation); rejects with the server's error. */
  remove: (row: T) => Promise<unknown>;
  /** What the messages name the row by, e.g. `{ name: user.name }` or `{ title: job.title }`. */
  values: (row: T) => Record<string, string>;
};

/**
 * A list screen's delete: the row menu's "Delete" entry (`action(row)`), then a confirm dialog (`dialog`, rendered once
 * by the screen) that deletes, says so in a snackbar, or shows the server's message and stays open for another try.
 */
export function useDeleteWithConfirm<T>({ namespace, remove, values }: Options<T>) {
  const t = useTranslations(namespace);
  const [row, setRow] = useState<T | null>(null);

  const action = (target: T): RowAction => ({
    label: t('delete'),
    onSelect: () => setRow(target),
    danger: true,
    icon: <Trash2 aria-hidden className="size-4" />,
  });

  const confirm = async () => {
    if (row === null) return;
    try {
      await remove(row);
      snackbar.success(t('deleted', values(row)));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('deleteFailed'));
      // ConfirmDialog stays open (busy no more) when the confirm rejects.
      throw error;
    }
  };

  const dialog = (
    <ConfirmDialog
      open={row !== null}
      onClose={() => setRow(null)}
      title={t('deleteTitle')}
      confirmLabel={t('delete')}
      onConfirm={confirm}
    >
      {row === null ? null : t('deleteText', values(row))}
    </ConfirmDialog>
  );

  return { action, dialog };
}
