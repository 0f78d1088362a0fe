import type { Metadata } from 'next';
import Link from 'next/link';
import { RegisterForm } from '@/components/auth/register-form';

export const metadata: Metadata = { title: { absolute: 'Register an account' } };

export default function RegisterPage() {
  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold">Create a client account</h1>
      <p className="mt-2 text-sm text-ink-muted">
        Already have an account? <Link href="/auth/jwt/login" className="font-semibold text-brand-800 underline">Sign in</Link>
      </p>
      <RegisterForm />
    </div>
  );
}
