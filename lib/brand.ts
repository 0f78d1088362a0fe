/** The trading name shown at the end of every public page title. A franchise changes it here. */
export const BRAND = 'Brightside Cleaning';

/** Default company code that public sign-ups and enquiries belong to when no franchise is chosen. */
export const HEAD_OFFICE_COMPANY_CODE = 'HQ';

/** The installed back office's name on a phone's home screen, its colours and icons (the logo's mark). */
export const APP_SHORT_NAME = 'Brightside';
export const BRAND_COLOUR = '#047860';
export const APP_BACKGROUND = '#ffffff';
export const APP_ICONS = [
  { src: '/images/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
  { src: '/images/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
] as const;
