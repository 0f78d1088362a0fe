'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { signIn } from 'next-auth/react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, Spinner } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { safeReturnTo } from '@/lib/auth/return-to';

const schema = z.object({
  username: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
type Values = z.infer<typeof schema>;

export function LoginForm() {
  const returnTo = safeReturnTo(useSearchParams().get('returnTo'));
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema) });

  async function onSubmit(values: Values) {
    setError(null);
    const result = await signIn('credentials', { ...values, redirect: false });
    if (!result || result.error) {
      setError(result?.status === 401 || result?.error === 'CredentialsSignin' ? 'Invalid email or password' : 'Something went wrong');
      return;
    }
    // A full navigation, so that the middleware sees the new session cookie.
    window.location.assign(returnTo);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      {error ? <Alert>{error}</Alert> : null}
      <Field label="Email address" type="email" autoComplete="username" error={formState.errors.username?.message} {...register('username')} />
      <Field label="Password" type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
      <p className="text-end text-sm">
        <Link href="/auth/jwt/forgot-password" className="font-semibold text-brand-800 underline">Forgot password?</Link>
      </p>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <Spinner label="Signing in" /> : null}
        Login
      </Button>
    </form>
  );
}
