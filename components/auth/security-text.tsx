'use client';

import { useLocale, useTranslations } from 'next-intl';
import { directionOf } from '@/lib/i18n/routing';

/**
 * Security messages (weak-password reasons, 429 waits, sign-up confirmation) in the visitor's language: the auth
 * layout sends the `security` namespace with the `auth` one for the remembered locale.
 */
export function useSecurityText() {
  const t = useTranslations('security');
  const locale = useLocale();
  return { t, locale, dir: directionOf(locale) as 'ltr' | 'rtl' };
}

/** Minutes to wait, from a 429's `retryAfter` seconds. */
export const minutesFrom = (seconds: number | undefined) => Math.max(1, Math.ceil((seconds ?? 60) / 60));

/** The translated text of an API error the forms know about (weak password, too many requests), else null. */
export function securityErrorText(
  t: ReturnType<typeof useSecurityText>['t'],
  data: unknown,
): { field?: string; text: string } | null {
  const body = (data ?? {}) as {
    status?: number;
    reason?: string;
    retryAfter?: number;
    fieldErrors?: Record<string, string[]>;
  };
  if (body.status === 429) return { text: t('tooManyRequests', { minutes: minutesFrom(body.retryAfter) }) };
  const reason = body.reason?.startsWith('password.') ? body.reason.slice('password.'.length) : null;
  if (reason && ['tooShort', 'common', 'personal', 'guessable'].includes(reason)) {
    const field = Object.keys(body.fieldErrors ?? {})[0] ?? 'password';
    return { field, text: t(`password.${reason as 'tooShort' | 'common' | 'personal' | 'guessable'}`) };
  }
  return null;
}
