'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { signOutEverywhere } from '@/lib/auth/hooks';
import { loginPath } from '@/lib/auth/return-to';

/** Ends every session and token of the account, this one included (the server moves the account's session version). */
export function SignOutEverywhere() {
  const t = useTranslations('dashboardAccount');
  const [open, setOpen] = useState(false);
  return (
    <Card title={t('sessionsTitle')}>
      <p className="text-sm text-ink-muted">{t('sessionsText')}</p>
      <Button variant="secondary" className="mt-4 w-full" onClick={() => setOpen(true)}>
        {t('signOutEverywhere')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('signOutEverywhere')}
        confirmLabel={t('signOutEverywhere')}
        onConfirm={async () => {
          try {
            await signOutEverywhere();
          } catch (error) {
            snackbar.error(error instanceof Error ? error.message : String(error));
            throw error;
          }
          snackbar.success(t('signOutEverywhereDone'));
          window.location.assign(loginPath('/dashboard/user/profile'));
        }}
      >
        {t('signOutEverywhereConfirm')}
      </ConfirmDialog>
    </Card>
  );
}
