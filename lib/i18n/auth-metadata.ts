import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { rememberedLocale } from './remembered-locale';

/** An auth screen's absolute title (SPEC §2 in English) and description in the visitor's remembered language. */
export async function authTitle(screen: 'login' | 'register' | 'forgot' | 'reset'): Promise<Metadata> {
  const locale = await rememberedLocale();
  const [t, layout] = await Promise.all([
    getTranslations({ locale, namespace: `auth.${screen}` }),
    getTranslations({ locale, namespace: 'auth.layout' }),
  ]);
  return { title: { absolute: t('title') }, description: layout('blurb') };
}
