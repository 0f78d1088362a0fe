import type { Tone } from '@/components/ui/status-label';
import type { MailRow } from '@/lib/mail/hooks';
import type { MAIL_STATUS_FILTERS } from '@/lib/schemas/list-fields';

export type MailTab = (typeof MAIL_STATUS_FILTERS)[number];

/** A stored status as the outbox's tabs show it: queued and being sent are both "waiting". */
export const mailTab = (status: MailRow['status']): MailTab =>
  status === 'pending' || status === 'sending' ? 'waiting' : status;

export const MAIL_TONES: Record<MailTab, Exclude<Tone, 'primary'>> = {
  waiting: 'warning',
  sent: 'success',
  failed: 'danger',
  stored: 'info',
};

/** The kinds of mail the product writes (mail_outbox.category), as message keys; any other kind is shown as stored. */
export const MAIL_KINDS = {
  'enquiry-office': 'enquiryOffice',
  'enquiry-ack': 'enquiryAck',
  'application-office': 'applicationOffice',
  'application-ack': 'applicationAck',
  'franchise-office': 'franchiseOffice',
  'franchise-ack': 'franchiseAck',
  'password-reset': 'passwordReset',
  'register-confirm': 'registerConfirm',
  'register-existing': 'registerExisting',
  'estimate-sent': 'estimateSent',
  'invoice-sent': 'invoiceSent',
  // Online booking (issue 28): the customer's confirmation with its .ics, the office's notice, and a declined booking.
  'booking-confirmation': 'bookingConfirmation',
  'booking-office': 'bookingOffice',
  'booking-declined': 'bookingDeclined',
  'job-rating-request': 'ratingRequest',
  'job-on-my-way': 'onMyWay',
} as const;
export const mailKindKey = (category: string) =>
  (MAIL_KINDS as Record<string, (typeof MAIL_KINDS)[keyof typeof MAIL_KINDS]>)[category] ?? null;
