import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces each interactive island reads with useTranslations in the browser. Only these are sent to
 * the browser, with the island that needs them (nothing is sent for the rest of the page, which renders on the
 * server). A new key in one of these namespaces works at once; a component that starts reading another namespace
 * needs it added here.
 */
export const ISLAND_NAMESPACES = {
  enquiryForm: ['enquiry', 'forms', 'callback'],
  callbackDialog: ['callback', 'enquiry', 'forms'],
  quoteModal: ['quote', 'serviceNames', 'enquiry', 'forms', 'callback'],
  franchiseForm: ['franchise', 'forms'],
  applicationForm: ['apply'],
  newsletterForm: ['newsletter'],
  areasFilter: ['areas'],
  // The booking flow, and the quote enquiry form it falls back to outside every territory.
  bookingFlow: ['booking', 'serviceNames', 'enquiry', 'forms', 'callback'],
} as const satisfies Record<string, readonly string[]>;

export type IslandName = keyof typeof ISLAND_NAMESPACES;

/** The `intl` prop of an island: the locale and the message namespaces it needs in the browser. */
export type IslandIntl = { locale: string; messages: AbstractIntlMessages };
