'use client';

import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError, FALLBACK_ERROR } from '@/lib/http/client';
import { resetPassword } from '@/lib/auth/password-hooks';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@/lib/auth/password-schemas';
import { useAuthMessage } from './auth-messages';
import { securityErrorText, useSecurityText } from './security-text';

export function ResetPasswordForm() {
  const hydrated = useHydrated();
  const t = useTranslations('auth');
  const msg = useAuthMessage();
  const params = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [done, setDone] = useState(false);
  const security = useSecurityText().t;
  const [error, setError] = useState<{ text: string; expired: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<ResetPasswordFormInput>({ resolver: zodResolver(resetPasswordFormSchema) });

  const askAgain = (
    <Link href="/auth/jwt/forgot-password" className="font-semibold underline">
      {t('reset.askAgain')}
    </Link>
  );

  if (!token || !email) {
    return (
      <div className="mt-6">
        <Alert>
          {t('reset.incomplete')} {askAgain}
        </Alert>
      </div>
    );
  }

  async function onSubmit(values: ResetPasswordFormInput) {
    setError(null);
    try {
      await resetPassword({ ...values, email, token });
      setDone(true);
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      const known = securityErrorText(security, apiError?.data);
      for (const field of ['password', 'confirmPassword'] as const) {
        const message = known?.field === field ? known.text : apiError?.fieldErrors[field]?.[0];
        if (message) setFieldError(field, { message });
      }
      if (known?.field) return;
      setError({
        text: known?.text ?? msg(apiError?.message ?? FALLBACK_ERROR) ?? '',
        expired: Boolean(apiError?.fieldErrors.token),
      });
    }
  }

  if (done) {
    return (
      <div className="mt-6 space-y-4">
        <Alert tone="success">{t('reset.done')}</Alert>
        <Link
          href="/auth/jwt/login"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t('reset.signIn')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      {error ? (
        <Alert>
          {error.text} {error.expired ? askAgain : null}
        </Alert>
      ) : null}
      <p className="text-sm text-ink-muted">
        {t('reset.account')}{' '}
        <span className="font-semibold text-ink" dir="ltr">
          {email}
        </span>
      </p>
      <Field
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        error={msg(formState.errors.password?.message)}
        {...register('password')}
      />
      <Field
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={msg(formState.errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting} {...untilHydrated(hydrated)}>
        {formState.isSubmitting ? <Spinner label={t('reset.busy')} /> : null}
        {t('reset.submit')}
      </Button>
    </form>
  );
}
