'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { registerAccount } from '@/lib/api-client/auth';
import { ApiError } from '@/lib/api-client/http';
import { registerSchema, type RegisterInput } from '@/lib/schemas/auth';

const fields = ['firstName', 'lastName', 'email', 'password'] as const;

export function RegisterForm() {
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError: setFieldError } = useForm<RegisterInput>({ resolver: zodResolver(registerSchema) });

  async function onSubmit(values: RegisterInput) {
    setError(null);
    try {
      await registerAccount(values);
    } catch (e) {
      const apiError = e instanceof ApiError ? e : null;
      for (const f of fields) {
        const msg = apiError?.fieldErrors[f]?.[0];
        if (msg) setFieldError(f, { message: msg });
      }
      setError(apiError?.message ?? 'Something went wrong');
      return;
    }
    const result = await signIn('credentials', { username: values.email, password: values.password, redirect: false });
    window.location.assign(result?.ok ? '/dashboard' : '/auth/jwt/login');
  }

  const e = formState.errors;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" autoComplete="given-name" error={e.firstName?.message} {...register('firstName')} />
        <Field label="Last name" autoComplete="family-name" error={e.lastName?.message} {...register('lastName')} />
      </div>
      <Field label="Email address" type="email" autoComplete="email" error={e.email?.message} {...register('email')} />
      <Field label="Password" type="password" autoComplete="new-password" hint="At least 8 characters" error={e.password?.message} {...register('password')} />
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <Spinner label="Creating account" /> : null}
        Create account
      </Button>
    </form>
  );
}
