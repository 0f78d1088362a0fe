import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import { localizedPath } from '@/lib/i18n/paths';

type Href = string | { pathname: string; query?: Record<string, string | number | undefined> };
type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: Href; locale?: string };

/**
 * A link to a public page in the current language, resolved on the server. It renders a plain next/link, so the
 * browser needs no next-intl code for it (next-intl's own Link is a client component that ships the intl runtime).
 */
export async function Link({ href, locale, ...props }: Props) {
  const lang = locale ?? (await getLocale());
  const target = typeof href === 'string' ? localizedPath(href, lang) : { ...href, pathname: localizedPath(href.pathname, lang) };
  return <NextLink href={target} {...props} />;
}
