import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/i18n/routing';

// Only sets the request's locale for what follows, renders nothing of its own. Next renders each segment's content
// alongside its parent layouts, not after them: without this, the not-found boundary of this segment (not-found.tsx,
// which every page under /services/ carries) could ask next-intl for the locale before [locale]/layout.tsx had set
// it, and next-intl would read the request headers, which made all forty-five /services pages dynamic.
export default async function ServicesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  return children;
}
