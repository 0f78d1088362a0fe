import type { Tone } from '@/components/ui/status-label';
import type { Estimate } from '@/lib/estimates/hooks';
import { formatMoney } from '@/lib/dashboard/labels';

export const ESTIMATE_STATUS_TONES: Record<Estimate['status'], Exclude<Tone, 'primary'>> = {
  draft: 'default',
  sent: 'info',
  accepted: 'success',
  declined: 'danger',
};

/** The API answers pounds; money is shown in the company's currency, the British way (SPEC §9). */
export const pounds = (amount: number, symbol?: string) => formatMoney(Math.round(amount * 100), symbol);
