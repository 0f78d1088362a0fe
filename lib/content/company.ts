/** Head-office contact details shown in the header, footer, contact and franchise pages. */
export const COMPANY = {
  address: {
    street: 'Unit 4, Hethersett Business Park',
    locality: 'Hethersett',
    town: 'Norwich',
    region: 'Norfolk',
    postcode: 'NR9 3AB',
    country: 'GB',
  },
  /** The office line, staffed during office hours. */
  phone: '01603 555 0100',
  /** The 24/7 line advertised in the header (SPEC §1). */
  phone247: '0800 555 0247',
  email: 'office@brightside-cleaning.co.uk',
  officeHours: '08:00-18:00',
  geo: { latitude: 52.6007, longitude: 1.1786 },
  foundedYear: 2013,
} as const;

/** `tel:` href for a displayed UK number. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

export const SOCIAL_LINKS = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/brightsidecleaninguk' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/brightsideclean' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/brightsidecleaninguk' },
  { network: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/448005550247' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
