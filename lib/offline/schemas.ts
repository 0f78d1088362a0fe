import { z } from 'zod';
import { OFFLINE_MAX_AGE_DAYS } from '@/lib/offline/rules';

const dateTime = z.iso.datetime({ offset: true, message: 'Must be a date-time' });

/**
 * What a change queued on a phone carries besides its own fields: the id the phone made for it (a resend stores
 * once), and for a change made with no signal the device's time of the action and its clock when sending.
 */
export const offlineStampShape = {
  clientId: z.uuid('Must be a valid id').optional(),
  recordedAt: dateTime.optional(),
  deviceNow: dateTime.optional(),
};

type Stamp = { clientId?: string; recordedAt?: string; deviceNow?: string };

/** A recorded time needs its client id and the device's clock, and is neither after that clock nor too old. */
export const refineStamp = (value: Stamp, ctx: z.RefinementCtx) => {
  if (!value.recordedAt) return;
  if (!value.clientId) ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'Required with recordedAt' });
  if (!value.deviceNow) {
    ctx.addIssue({ code: 'custom', path: ['deviceNow'], message: 'Required with recordedAt' });
    return;
  }
  const at = new Date(value.recordedAt).getTime();
  const now = new Date(value.deviceNow).getTime();
  if (at > now) ctx.addIssue({ code: 'custom', path: ['recordedAt'], message: 'Must not be in the future' });
  if (now - at > OFFLINE_MAX_AGE_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['recordedAt'], message: `Must be within ${OFFLINE_MAX_AGE_DAYS} days` });
};
