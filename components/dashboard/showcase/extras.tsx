'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { UploadField } from '@/components/dashboard/form/upload-field';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { snackbar } from '@/components/ui/snackbar';
import { Demo } from './showcase';

export function Extras() {
  const t = useTranslations('dashboardShowcase');
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Demo title={t('dialogs')}>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setDialog(true)}>
            {t('openDialog')}
          </Button>
          <Button variant="danger" onClick={() => setConfirm(true)}>
            {t('delete')}
          </Button>
        </div>
        {dialog ? (
          <LazyDialog
            open
            onClose={() => setDialog(false)}
            title={t('dialogTitle')}
            description={t('dialogText')}
            footer={<Button onClick={() => setDialog(false)}>{t('close')}</Button>}
          />
        ) : null}
        <ConfirmDialog
          open={confirm}
          onClose={() => setConfirm(false)}
          title={t('confirmTitle')}
          confirmLabel={t('delete')}
          onConfirm={async () => snackbar.success(t('deleted'))}
        >
          {t('confirmText')}
        </ConfirmDialog>
      </Demo>
      <Demo title={t('snackbars')}>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => snackbar.success(t('saved'))}>
            {t('success')}
          </Button>
          <Button variant="secondary" onClick={() => snackbar.error(t('failed'))}>
            {t('failure')}
          </Button>
          <Button variant="secondary" onClick={() => snackbar.info(t('info'))}>
            {t('information')}
          </Button>
        </div>
        <p className="mt-3 text-sm text-ink-muted">{t('snackbarRules')}</p>
      </Demo>
      <Demo title={t('upload')}>
        <UploadField
          label={t('photo')}
          endpoint={'POST /api/user/upload'}
          fields={{ kind: 'profile' }}
          accept="image/png,image/jpeg,image/webp"
          maxBytes={5 * 1024 * 1024}
          value={photo}
          onChange={setPhoto}
          hint={t('uploadHint')}
        />
      </Demo>
    </div>
  );
}
