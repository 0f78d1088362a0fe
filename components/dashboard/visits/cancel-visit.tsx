'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { snackbar } from '@/components/ui/snackbar';
import { ApiError } from '@/lib/http/client';
import { useCancelVisit } from '@/lib/visits/hooks';
import { formatDate, formatMoney } from '@/lib/dashboard/labels';
import { changeTerms } from '@/lib/visits/rules';
import type { ClientHomeData } from '@/components/dashboard/overview/client-home';
import { refusal } from './refusal';

type Visit = ClientHomeData['upcoming'][number];

/**
 * "Cancel this visit?": free until the notice (and when), or inside it the company's fee, which the button names and
 * the server is told, so nobody is charged a fee they did not see. Terms changed meanwhile: the dialog shows the new ones.
 */
export function CancelVisit({ visit, data, onClose }: { visit: Visit; data: ClientHomeData; onClose: () => void }) {
  const t = useTranslations('dashboardClientHome');
  const locale = useLocale();
  const terms = changeTerms({ ...visit, cancelledAt: null }, data.notice, new Date());
  const [fee, setFee] = useState({ pence: visit.feePence, inside: visit.insideNotice });
  const cancel = useCancelVisit();
  const money = formatMoney(fee.pence, data.currencySymbol);

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ jobId: visit.id, confirmFeePence: fee.pence });
      snackbar.success(fee.pence > 0 ? t('cancelledFee', { fee: money }) : t('cancelled'));
      onClose();
    } catch (error) {
      snackbar.error(refusal(error, t));
      const body =
        error instanceof ApiError
          ? (error.data as { code?: string; feePence?: number; insideNotice?: boolean } | undefined)
          : undefined;
      if (body?.code === 'fee_changed' && typeof body.feePence === 'number')
        setFee({ pence: body.feePence, inside: Boolean(body.insideNotice) });
      else onClose();
    }
  };

  const hours = data.notice.noticeHours;
  const text = fee.inside
    ? fee.pence > 0
      ? t('cancelFee', { hours, fee: money })
      : t('cancelFeeZero', { hours })
    : t('cancelFree', { when: terms.blocked === null ? formatDate(terms.freeUntil, locale, true) : '' });
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onClose}
      size="sm"
      title={t('cancelTitle', { title: visit.title })}
      description={text}
      footer={
        <div className="flex flex-wrap-reverse justify-end gap-2">
          <Button variant="secondary" className="min-h-11" onClick={onClose}>
            {t('keep')}
          </Button>
          <Button
            variant="danger"
            className="min-h-11"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={() => void confirm()}
          >
            {cancel.isPending ? <Spinner /> : null}
            {fee.pence > 0 ? t('cancelConfirmFee', { fee: money }) : t('cancelConfirm')}
          </Button>
        </div>
      }
    />
  );
}
