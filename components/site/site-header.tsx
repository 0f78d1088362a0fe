import { getTranslations } from 'next-intl/server';
import { SERVICES } from '@/lib/content/services';
import NextLink from 'next/link';
import { Link } from '@/lib/i18n/navigation';
import { BRAND } from '@/lib/brand';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';

export const NAV_LINKS = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/areascovered', key: 'areas' },
  { href: '/blogs', key: 'blogs' },
  { href: '/career', key: 'career' },
  { href: '/franchise', key: 'franchise' },
  { href: '/contact', key: 'contact' },
] as const;

export async function SiteHeader() {
  const t = await getTranslations('nav');
  const s = await getTranslations('serviceNames');
  const services = SERVICES.map((svc) => ({ href: `/services/${svc.slug}`, label: s(svc.key) }));
  const links = NAV_LINKS.map((l) => ({ href: l.href, label: t(l.key) }));

  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
        {t('skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b border-ink/10 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-header max-w-content items-center gap-4 px-4 lg:h-header-lg">
          <Link href="/" className="text-lg font-extrabold tracking-tight text-brand-800">
            {BRAND}
          </Link>
          <nav aria-label={t('mainNav')} className="ms-auto hidden lg:block">
            <ul className="flex items-center gap-1 text-sm font-semibold">
              {links.slice(0, 2).map((l) => (
                <li key={l.href}><Link href={l.href} className="rounded px-3 py-2 hover:bg-surface-muted">{l.label}</Link></li>
              ))}
              <li className="group relative">
                <Link href="/services" className="rounded px-3 py-2 hover:bg-surface-muted">{t('services')}</Link>
                <ul className="invisible absolute start-0 top-full w-64 rounded border border-ink/10 bg-white p-2 opacity-0 shadow-card transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  {services.map((svc) => (
                    <li key={svc.href}><Link href={svc.href} className="block rounded px-3 py-2 hover:bg-surface-muted">{svc.label}</Link></li>
                  ))}
                </ul>
              </li>
              {links.slice(2).map((l) => (
                <li key={l.href}><Link href={l.href} className="rounded px-3 py-2 hover:bg-surface-muted">{l.label}</Link></li>
              ))}
            </ul>
          </nav>
          <div className="ms-auto flex items-center gap-2 lg:ms-2">
            <LanguageMenu />
            <NextLink href="/auth/jwt/login" className="hidden rounded px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-surface-muted sm:inline-block">
              {t('login')}
            </NextLink>
            <MobileMenu links={links} services={services} labels={{ open: t('openMenu'), close: t('closeMenu'), services: t('services'), login: t('login'), nav: t('mainNav') }} />
          </div>
        </div>
      </header>
    </>
  );
}
