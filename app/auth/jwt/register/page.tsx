import Link from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';
import { authTitle } from '@/lib/i18n/auth-metadata';
import { rememberedLocale } from '@/lib/i18n/remembered-locale';

export const generateMetadata = () => authTitle('register');

export default async function RegisterPage() {
  const t = await getTranslations({ locale: await rememberedLocale(), namespace: 'auth.register' });
  return (
    <div className="rounded-card bg-white p-6 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <p className="mt-2 text-sm text-ink-muted">
        {t('haveAccount')}{' '}
        <Link href="/auth/jwt/login" className="font-semibold text-brand-800 underline">
          {t('signIn')}
        </Link>
      </p>
      <RegisterForm />
    </div>
  );
}
