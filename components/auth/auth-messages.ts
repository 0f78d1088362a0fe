import { useTranslations } from 'next-intl';

/**
 * The English messages of the shared auth schemas (lib/auth/schemas, lib/auth/password-schemas) and of the auth API, mapped
 * to `auth.errors` keys so a visitor reads them in their own language. A message not listed (a new server text) is
 * shown as it is rather than hidden.
 */
const KEYS: Record<string, string> = {
  'Email is required': 'emailRequired',
  'Invalid email': 'emailInvalid',
  'Enter a valid email address': 'emailInvalid',
  'Password is required': 'passwordRequired',
  'Password must be at least 12 characters': 'passwordTooShort',
  'Password must be at most 128 characters': 'passwordTooLong',
  'First name is required': 'firstNameRequired',
  'Last name is required': 'lastNameRequired',
  'Confirm your password': 'confirmRequired',
  'Passwords do not match': 'mismatch',
  'Invalid email or password': 'invalidCredentials',
  'This account is not active. Please contact the office.': 'inactive',
  'An account with this email already exists': 'emailTaken',
  'This reset link is invalid or has expired. Please ask for a new one.': 'linkExpired',
  'This reset link is invalid or has expired': 'linkExpired',
  'Please correct the highlighted fields': 'correctFields',
  'Too many requests. Please try again in a few minutes.': 'tooMany',
  'Something went wrong': 'generic',
};

/** Translates a schema or server message of the auth screens (undefined stays undefined). */
export function useAuthMessage() {
  const t = useTranslations('auth.errors');
  return (message?: string) => (message ? (KEYS[message] ? t(KEYS[message]) : message) : undefined);
}
