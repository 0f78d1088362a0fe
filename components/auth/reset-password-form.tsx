'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError, FALLBACK_ERROR } from '@/lib/api-client/http';
import { resetPassword } from '@/lib/api-client/password';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@/lib/schemas/password';

const askAgain = (
  <Link href="/auth/jwt/forgot-password" className="font-semibold underline">
    Ask for a new link
  </Link>
);

export function ResetPasswordForm() {
  const params = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; expired: boolean } | null>(null);
  const { register, handleSubmit, formState, setError: setFieldError } = useForm<ResetPasswordFormInput>({ resolver: zodResolver(resetPasswordFormSchema) });

  if (!token || !email) {
    return <div className="mt-6"><Alert>This reset link is incomplete. {askAgain}</Alert></div>;
  }

  async function onSubmit(values: ResetPasswordFormInput) {
    setError(null);
    try {
      const reply = await resetPassword({ ...values, email, token });
      setDone(reply.message);
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      for (const field of ['password', 'confirmPassword'] as const) {
        const message = apiError?.fieldErrors[field]?.[0];
        if (message) setFieldError(field, { message });
      }
      setError({ text: apiError?.message ?? FALLBACK_ERROR, expired: Boolean(apiError?.fieldErrors.token) });
    }
  }

  if (done) {
    return (
      <div className="mt-6 space-y-4">
        <Alert tone="success">{done}</Alert>
        <Link href="/auth/jwt/login" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">Sign in</Link>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      {error ? <Alert>{error.text} {error.expired ? askAgain : null}</Alert> : null}
      <p className="text-sm text-ink-muted">Account: <span className="font-semibold text-ink">{email}</span></p>
      <Field label="New password" type="password" autoComplete="new-password" hint="At least 8 characters" error={formState.errors.password?.message} {...register('password')} />
      <Field label="Confirm new password" type="password" autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <Spinner label="Saving" /> : null}
        Update password
      </Button>
    </form>
  );
}
