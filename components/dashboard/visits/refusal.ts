import type { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/http/client';

type T = ReturnType<typeof useTranslations<'dashboardClientHome'>>;

/** The snackbar text of a refused change: the slot gone, the terms changed, the visit under way, or the server's words. */
export function refusal(error: unknown, t: T) {
  if (!(error instanceof ApiError)) return t('failed');
  const body = (error.data ?? {}) as { code?: string; reason?: string };
  if (body.code === 'slot_taken') return t('slotTaken');
  if (body.code === 'fee_changed') return t('feeChanged');
  const reason = body.reason?.startsWith('visit.') ? body.reason.slice(6) : null;
  if (reason && ['cancelled', 'completed', 'started', 'clockedIn', 'passed', 'unscheduled'].includes(reason)) {
    return t(`blocked.${reason as 'started'}`);
  }
  return error.message || t('failed');
}
