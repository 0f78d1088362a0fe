import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

// /services/{anything}/{more}: the localized 404, titled 'Service Details' as every unknown path under /services/ is
// (SPEC §2). The title is set by the page, not by a not-found.tsx in [slug]: that boundary is rendered with every
// service page, and its translations read the request's headers, which kept the eight service pages from being static.
export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'meta' });
  return { title: t('serviceDetailsTitle'), robots: { index: false } };
}

export default function DeeperServicePath(): never {
  notFound();
}
