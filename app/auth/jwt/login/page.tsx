import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/login-form';

export const metadata: Metadata = { title: { absolute: 'Log into your account' } };

export default function LoginPage() {
  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold">Sign in to your account</h1>
      <p className="mt-2 text-sm text-ink-muted">
        New client? <Link href="/auth/jwt/register" className="font-semibold text-brand-800 underline">Create an account</Link>
      </p>
      <Suspense>
        <LoginForm />
      </Suspense>
    </div>
  );
}
