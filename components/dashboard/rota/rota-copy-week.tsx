'use client';

import { Copy } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dashboard/form/confirm-dialog';
import { Button } from '@/components/ui/button';
import { snackbar } from '@/components/ui/snackbar';
import { useCopyWeek } from '@/lib/rota/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { addDays } from '@/components/dashboard/timesheets/week';

/** "Copy last week": after a confirmation, the previous week's shifts are copied into the shown week by the server. */
export function CopyWeekButton({ weekStart }: { weekStart: string }) {
  const t = useTranslations('dashboardRota');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const copy = useCopyWeek();
  const from = addDays(weekStart, -7);
  const confirm = async () => {
    try {
      const result = await copy.mutateAsync({ fromWeekStart: from, toWeekStart: weekStart });
      snackbar.success(t('copied', { count: result.created, total: result.skipped }));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : 'An unexpected error occurred');
      throw error;
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Copy aria-hidden className="size-4" />
        {t('copyWeek')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('copyTitle')}
        confirmLabel={t('copyConfirm')}
        tone="primary"
        onConfirm={confirm}
      >
        <p className="text-sm">
          {t('copyBody', { from: formatDate(from, locale), to: formatDate(weekStart, locale) })}
        </p>
      </ConfirmDialog>
    </>
  );
}
