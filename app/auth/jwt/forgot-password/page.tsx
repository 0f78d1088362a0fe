import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';

export const metadata: Metadata = { title: { absolute: 'Regain access to your account' } };

export default function ForgotPasswordPage() {
  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="mt-2 text-sm text-ink-muted">
        Enter the email address of your account and we will email you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
    </div>
  );
}
