'use client';

import { untilHydrated, useHydrated } from '@/components/ui/use-hydrated';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { registerAccount } from '@/lib/auth/hooks';
import { ApiError } from '@/lib/http/client';
import { isLocale } from '@/lib/i18n/locales';
import { registerSchema, type RegisterInput } from '@/lib/auth/schemas';
import { useAuthMessage } from './auth-messages';
import { securityErrorText, useSecurityText } from './security-text';

const fields = ['firstName', 'lastName', 'email', 'password'] as const;

export function RegisterForm() {
  const hydrated = useHydrated();
  const t = useTranslations('auth');
  const locale = useLocale();
  const msg = useAuthMessage();
  const security = useSecurityText();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<RegisterInput>({ resolver: zodResolver(registerSchema) });

  async function onSubmit(values: RegisterInput) {
    setError(null);
    try {
      // The page speaks the language the visitor chose on the site (NEXT_LOCALE): the account's mails will too.
      await registerAccount({ ...values, locale: isLocale(locale) ? locale : undefined });
      setSent(true);
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      const known = securityErrorText(security.t, apiError?.data);
      for (const f of fields) {
        const message = known?.field === f ? known.text : apiError?.fieldErrors[f]?.[0];
        if (message) setFieldError(f, { message });
      }
      // A translated field error says it all; other failures get the alert.
      setError(known?.field ? null : (known?.text ?? msg(apiError?.message) ?? t('errors.generic')));
    }
  }

  if (sent) {
    // The same answer whether or not the address has an account: the mail says which it was.
    return (
      <div className="mt-6">
        <Alert tone="success">{security.t('register.checkEmail')}</Alert>
      </div>
    );
  }

  const e = formState.errors;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={msg(e.firstName?.message)}
          {...register('firstName')}
        />
        <Field
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={msg(e.lastName?.message)}
          {...register('lastName')}
        />
      </div>
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={msg(e.email?.message)}
        {...register('email')}
      />
      <Field
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        error={msg(e.password?.message)}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting} {...untilHydrated(hydrated)}>
        {formState.isSubmitting ? <Spinner label={t('register.busy')} /> : null}
        {t('register.submit')}
      </Button>
    </form>
  );
}
