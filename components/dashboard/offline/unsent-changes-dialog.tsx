'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';

/** Signing out with changes that never reached the office: they would be deleted from the phone, so ask first. */
export function UnsentChangesDialog({
  count,
  onClose,
  onConfirm,
}: {
  count: number;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const t = useTranslations('dashboardOffline.signOut');
  return (
    <ConfirmDialog open onClose={onClose} title={t('title')} confirmLabel={t('confirm')} onConfirm={onConfirm}>
      <p>{t('text', { count })}</p>
    </ConfirmDialog>
  );
}
