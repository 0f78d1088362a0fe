import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

// /services/{anything}/{more}: keeps deeper paths inside this segment (not the site-wide catch-all), so their 404 is
// the one of ../../not-found.tsx, titled 'Service Details' as every unknown path under /services/ is (SPEC §2). The
// page's own title below is what a render that is not a 404 would use; Next takes a 404's from the boundary.
export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'meta' });
  return { title: t('serviceDetailsTitle'), robots: { index: false } };
}

export default function DeeperServicePath(): never {
  notFound();
}
