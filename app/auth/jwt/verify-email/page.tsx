import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VerifyEmail } from '@/components/auth/verify-email';

export const metadata: Metadata = { title: { absolute: 'Confirm your email address' } };

export default function VerifyEmailPage() {
  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold">Confirm your email address</h1>
      <Suspense>
        <VerifyEmail />
      </Suspense>
    </div>
  );
}
