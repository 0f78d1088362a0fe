import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { authTitle } from '@/lib/i18n/auth-metadata';
import { rememberedLocale } from '@/lib/i18n/remembered-locale';

export const generateMetadata = () => authTitle('forgot');

export default async function ForgotPasswordPage() {
  const t = await getTranslations({ locale: await rememberedLocale(), namespace: 'auth.forgot' });
  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <p className="mt-2 text-sm text-ink-muted">{t('lead')}</p>
      <ForgotPasswordForm />
    </div>
  );
}
