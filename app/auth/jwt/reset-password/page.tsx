import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';

export const metadata: Metadata = { title: { absolute: 'Choose a new password' } };

export default function ResetPasswordPage() {
  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <p className="mt-2 text-sm text-ink-muted">Pick a password you do not use anywhere else.</p>
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </div>
  );
}
