import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { authTitle } from '@/lib/i18n/auth-metadata';
import { rememberedLocale } from '@/lib/i18n/remembered-locale';

export const generateMetadata = () => authTitle('reset');

export default async function ResetPasswordPage() {
  const t = await getTranslations({ locale: await rememberedLocale(), namespace: 'auth.reset' });
  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('lead')}</p>
      <Suspense>
        <ResetPasswordForm />
      </Suspense>
    </div>
  );
}
