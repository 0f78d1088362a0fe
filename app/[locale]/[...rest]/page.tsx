import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

// SPEC §2: every unknown public path is titled 'Page Not Found' (in the page's language). Set here as well as in
// not-found.tsx, because the not-found boundary's metadata does not always win over the layout's when the page throws.
export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'meta' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

// Any public path without a page of its own renders the localized 404.
export default function CatchAll() {
  notFound();
}
