/** The trading name shown at the end of every public page title. A franchise changes it here. */
export const BRAND = 'Brightside Cleaning';

/** Default company code that public sign-ups and enquiries belong to when no franchise is chosen. */
export const HEAD_OFFICE_COMPANY_CODE = 'HQ';
