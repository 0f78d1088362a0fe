'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ApiError, FALLBACK_ERROR } from '@/lib/api-client/http';
import { forgotPassword } from '@/lib/api-client/password';
import { forgotPasswordSchema } from '@/lib/schemas/password';

const schema = forgotPasswordSchema.pick({ email: true });
type Values = z.infer<typeof schema>;

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema) });

  async function onSubmit(values: Values) {
    setError(null);
    try {
      const reply = await forgotPassword({ email: values.email, resetPasswordUrl: `${window.location.origin}/auth/jwt/reset-password` });
      setSent(reply.message);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : FALLBACK_ERROR);
    }
  }

  if (sent) {
    return (
      <div className="mt-6 space-y-4">
        <Alert tone="success">{sent} The link works once and for one hour.</Alert>
        <Link href="/auth/jwt/login" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          Return to sign in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <Field label="Email address" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <Spinner label="Sending" /> : null}
        Send request
      </Button>
      <Link href="/auth/jwt/login" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline">
        Return to sign in
      </Link>
    </form>
  );
}
