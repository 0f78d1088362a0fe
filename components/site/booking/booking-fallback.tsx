'use client';

import { useTranslations } from 'next-intl';
import { EnquiryForm } from '@/components/site/forms/enquiry-form';
import type { Contact } from './booking-state';

type Props = {
  postcode: string;
  /** The service chosen so far (or preselected by ?service=), if any. */
  service: string;
  reason: 'area' | 'service';
  contact: Contact;
  onOtherPostcode: () => void;
};

/**
 * Outside every territory (or where the office takes no online bookings for it): the quote enquiry form instead,
 * already holding what the visitor gave us, so they type nothing twice.
 */
export function BookingFallback({ postcode, service, reason, contact, onOtherPostcode }: Props) {
  const t = useTranslations('booking.fallback');
  const names = useTranslations('serviceNames');
  const serviceName = service && names.has(service) ? names(service) : '';
  const summary = [t('summary', { postcode }), serviceName ? t('summaryService', { service: serviceName }) : null]
    .filter(Boolean)
    .join('\n');
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-ink-muted">{reason === 'area' ? t('text') : t('serviceText')}</p>
        <button
          type="button"
          onClick={onOtherPostcode}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t('other')}
        </button>
      </div>
      <EnquiryForm
        services={serviceName ? [serviceName] : []}
        initial={{
          postCode: postcode,
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          address: contact.addressLine,
          messageDescription: `${summary}\n\n`,
        }}
      />
    </div>
  );
}
