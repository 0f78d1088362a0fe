import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { NAV } from '@/lib/dashboard/nav';
import { NavIcon } from './shell/nav-icon';

/** The tab title of a coming-soon screen, "<module> | Dashboard", for the page's generateMetadata. */
export async function comingSoonTitle(module: string) {
  const t = await getTranslations('dashboard');
  return `${t(`modules.${module}` as never)} | ${t('title')}`;
}

/**
 * Shown on a route whose module has not landed yet: a known place, not a 404. Rendered on the server with no client
 * code at all: `app/dashboard/[...rest]` shares a route group with the dashboard layout, and every client module its
 * page reached was listed with that page's chunks, which every back-office screen then downloaded (docs/architecture.md).
 */
export async function ComingSoon({ module }: { module: string }) {
  const t = await getTranslations('dashboard');
  const name = t(`modules.${module}` as never);
  const icon = NAV.flatMap((g) => g.items).find((item) => item.title === module)?.icon;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-700/10 text-link">
        <NavIcon name={icon} className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-bold">{t('comingSoon.title', { module: name })}</h1>
      <p className="mt-2 text-ink-muted">{t('comingSoon.text')}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link on purpose: next/link here is what
          put this page's chunks on every screen (see above); leaving a placeholder screen may load the page afresh. */}
      <a href="/dashboard/app" className={buttonClass('primary', 'mt-8')}>
        {t('errors.backHome')}
      </a>
    </section>
  );
}
