'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Resolves when done; the dialog stays open (busy) until then, and closes on success. */
  onConfirm: () => Promise<unknown>;
  tone?: 'danger' | 'primary';
};

/** "Delete this user?" — an alert dialog whose confirm button shows progress; Cancel has the focus first. */
export function ConfirmDialog({ open, onClose, title, children, confirmLabel, onConfirm, tone = 'danger' }: Props) {
  const t = useTranslations('dashboardForm');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller reports the failure (snackbar with the server's message); the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  if (!open) return null;
  return (
    <LazyDialog
      open
      onClose={() => !busy && onClose()}
      role="alertdialog"
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
            {t('cancel')}
          </Button>
          <Button variant={tone} onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-ink-muted">{children}</div>
    </LazyDialog>
  );
}
