/** Client-side CV rules and the application schema's English messages (SPEC §5) → keys of the `apply` namespace. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_REQUIRED = 'CV file is required';
export const CV_PDF_ONLY = 'The CV must be a PDF file';
export const CV_TOO_LARGE = 'The CV must be 5 MB or smaller';

export const APPLY_MESSAGE_KEYS: Record<string, string> = {
  'Full name is required': 'fullNameRequired',
  'Email is required': 'emailRequired',
  'Invalid email': 'emailInvalid',
  'Phone number is required': 'phoneRequired',
  'Cover letter is required': 'coverLetterRequired',
  'Address is required': 'addressRequired',
  'Postcode is required': 'postcodeRequired',
  [CV_REQUIRED]: 'cvRequired',
  [CV_PDF_ONLY]: 'cvPdfOnly',
  [CV_TOO_LARGE]: 'cvTooLarge',
};
