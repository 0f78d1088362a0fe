'use client';

import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError, FALLBACK_ERROR } from '@/lib/http/client';
import { forgotPassword } from '@/lib/auth/password-hooks';
import { forgotPasswordSchema } from '@/lib/auth/password-schemas';
import { useAuthMessage } from './auth-messages';
import { securityErrorText, useSecurityText } from './security-text';

const schema = forgotPasswordSchema.pick({ email: true });
type Values = z.infer<typeof schema>;

export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const t = useTranslations('auth');
  const msg = useAuthMessage();
  const [sent, setSent] = useState(false);
  const security = useSecurityText().t;
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema) });

  async function onSubmit(values: Values) {
    setError(null);
    try {
      await forgotPassword({
        email: values.email,
        resetPasswordUrl: `${window.location.origin}/auth/jwt/reset-password`,
      });
      // The server's reply is the same whether or not the account exists; it is shown in the visitor's language.
      setSent(true);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? (securityErrorText(security, e.data)?.text ?? msg(e.message) ?? null)
          : (msg(FALLBACK_ERROR) ?? null),
      );
    }
  }

  const back = (
    <Link
      href="/auth/jwt/login"
      className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
    >
      {t('forgot.backToSignIn')}
    </Link>
  );

  if (sent) {
    return (
      <div className="mt-6 space-y-4">
        <Alert tone="success">{t('forgot.sent')}</Alert>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={msg(formState.errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting} {...untilHydrated(hydrated)}>
        {formState.isSubmitting ? <Spinner label={t('forgot.busy')} /> : null}
        {t('forgot.submit')}
      </Button>
      {back}
    </form>
  );
}
