import { getLocale } from 'next-intl/server';
import type { ComponentProps } from 'react';
import AppLink from '@/components/ui/link';
import { localizedPath } from '@/lib/i18n/paths';

type Href = string | { pathname: string; query?: Record<string, string | number | undefined> };
type Props = Omit<ComponentProps<typeof AppLink>, 'href'> & { href: Href; locale?: string };

function toPath(href: Href): string {
  if (typeof href === 'string') return href;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(href.query ?? {})) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return search ? `${href.pathname}?${search}` : href.pathname;
}

/**
 * A link to a public page in the current language, resolved on the server. It renders the app's own small link
 * (components/ui/link.tsx): a soft navigation on click, the route prefetched when the pointer rests on it, it gets focus
 * or a finger lands on it, never merely for being on screen (see docs/architecture.md, "Known ground").
 */
export async function Link({ href, locale, ...props }: Props) {
  const lang = locale ?? (await getLocale());
  return <AppLink href={localizedPath(toPath(href), lang)} {...props} />;
}
