import type { Tone } from '@/components/ui/status-label';
import type { Enquiry } from '@/lib/enquiries/hooks';

export const ENQUIRY_STATUS_TONES: Record<Enquiry['status'], Tone> = {
  new: 'info',
  contacted: 'warning',
  estimated: 'primary',
  converted: 'success',
  closed: 'default',
};

/** What the visitor sent: a job application (career), a quote (services chosen) or an enquiry / callback. */
export const enquiryKind = (e: Pick<Enquiry, 'category' | 'services'>) =>
  e.category === 'career' ? 'application' : e.services.length ? 'quote' : 'enquiry';

/** Nobody has acted on a new enquiry yet: the inbox marks it unread. */
export const isUnread = (e: Pick<Enquiry, 'status'>) => e.status === 'new';
