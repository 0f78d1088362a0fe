import AppLink from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { CallbackButton } from '@/components/site/forms/callback-button';
import { QuoteButton } from '@/components/site/forms/quote-button';
import { Link } from '@/components/site/locale-link';
import { JsPendingReason } from '@/components/ui/js-pending-reason';
import { StaticImage } from '@/components/ui/static-image';
import { WholeRowEnd } from '@/components/ui/whole-row';
import { COMPANY, telHref } from '@/lib/content/company';
import { SERVICE_LIST } from '@/lib/content/services';
import { islandIntl } from '@/lib/i18n/island-messages';
import { locales, type Locale } from '@/lib/i18n/routing';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import { ServicesMenu } from './services-menu';
import { SocialLinks } from './social-links';

export const NAV_LINKS = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/areascovered', key: 'areas' },
  { href: '/blogs', key: 'blogs' },
  { href: '/career', key: 'career' },
  { href: '/franchise', key: 'franchise' },
  { href: '/contact', key: 'contact' },
] as const;

const linkClass = 'whitespace-nowrap rounded px-2 py-2 hover:bg-surface-muted';

/** Public header (SPEC §2): 24/7 line and social links, then the sticky bar with menu, language, login and the two CTAs. */
export async function SiteHeader() {
  const [t, s, lang, c, q, b, locale] = await Promise.all([
    getTranslations('nav'),
    getTranslations('serviceNames'),
    getTranslations('language'),
    getTranslations('callback'),
    getTranslations('quote'),
    getTranslations('booking'),
    getLocale(),
  ]);
  const [callbackIntl, quoteIntl] = await Promise.all([islandIntl('callbackDialog'), islandIntl('quoteModal')]);
  const services = SERVICE_LIST.map((svc) => ({ href: svc.link, label: s(svc.key) }));
  const links = NAV_LINKS.map((l) => ({ href: l.href, label: t(l.key) }));
  const languageNames = Object.fromEntries(locales.map((l) => [l, lang(l)])) as Record<Locale, string>;

  return (
    <>
      <JsPendingReason />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="bg-brand-900 text-white">
        <div className="whole-row mx-auto flex h-11 max-w-content items-center justify-between gap-4 px-4 text-sm">
          <a
            href={telHref(COMPANY.phone247)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold hover:underline"
            aria-label={t('callUs', { phone: COMPANY.phone247 })}
          >
            <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
              <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z" />
            </svg>
            <span>
              <span className="hidden sm:inline">{t('line247')}: </span>
              <span dir="ltr">{COMPANY.phone247}</span>
            </span>
          </a>
          <div className="flex items-center gap-2">
            {/* In this bar rather than the sticky one: the sticky bar is full in every language at 1024 and 1280 px. */}
            <Link
              href="/book"
              className="hidden min-h-9 items-center whitespace-nowrap rounded-full bg-accent-500 px-4 text-sm font-bold text-ink hover:bg-accent-400 md:inline-flex"
            >
              {b('cta')}
            </Link>
            <CallbackButton
              label={c('button')}
              intl={callbackIntl}
              className="hidden min-h-9 items-center rounded-full border border-white/50 px-4 text-sm font-bold text-white hover:bg-white/15 sm:inline-flex"
            />
            <SocialLinks tone="light" className="-me-2" />
          </div>
          <WholeRowEnd />
        </div>
      </div>
      <header className="sticky top-0 z-40 border-b border-ink/10 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="whole-row mx-auto flex h-header max-w-content items-center gap-2 px-4 lg:h-header-lg">
          <Link href="/" className="shrink-0 rounded" aria-label="Brightside Cleaning">
            <StaticImage
              src="/images/logo.svg"
              alt=""
              width={160}
              height={35}
              loading="eager"
              className="h-6 w-auto sm:h-8 lg:h-9"
            />
          </Link>
          <nav aria-label={t('mainNav')} className="ms-auto hidden xl:block">
            {/* Vietnamese labels are the longest: a point smaller, they fit the 1200 px bar beside the actions. */}
            <ul className={`flex items-center font-semibold ${locale === 'vi' ? 'text-[13px]' : 'text-sm'}`}>
              {links.slice(0, 2).map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
              <li>
                <ServicesMenu
                  label={t('services')}
                  toggleLabel={t('servicesSubmenu')}
                  allLabel={t('allServices')}
                  items={services}
                />
              </li>
              {links.slice(2).map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className={linkClass}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ms-auto flex min-w-0 items-center gap-1 sm:gap-1.5 xl:ms-2">
            <LanguageMenu locale={locale as Locale} label={t('language')} names={languageNames} />
            <AppLink
              href="/auth/jwt/login"
              className="hidden whitespace-nowrap rounded px-2.5 py-2 text-sm font-semibold text-brand-800 hover:bg-surface-muted sm:inline-block"
            >
              {t('login')}
            </AppLink>
            <QuoteButton
              label={q('button')}
              intl={quoteIntl}
              className="inline-flex min-h-11 items-center justify-center rounded bg-accent-500 px-2.5 py-1.5 text-center text-[13px] leading-tight font-bold text-ink hover:bg-accent-400 sm:whitespace-nowrap sm:px-4 sm:text-sm"
            />
            <MobileMenu labels={{ open: t('openMenu'), close: t('closeMenu'), nav: t('mainNav') }}>
              <nav aria-label={t('mainNav')}>
                <ul className="space-y-1 text-base font-semibold">
                  <li>
                    <Link href="/book" className="block rounded bg-brand-700 px-3 py-2.5 text-white hover:bg-brand-800">
                      {b('cta')}
                    </Link>
                  </li>
                  {links.map((l) => (
                    <li key={l.href}>
                      <Link href={l.href} className="block rounded px-3 py-2.5 hover:bg-surface-muted">
                        {l.label}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link href="/services" className="block rounded px-3 py-2.5 hover:bg-surface-muted">
                      {t('services')}
                    </Link>
                    <ul className="ms-3 border-s border-ink/10 ps-2 text-sm font-medium">
                      {services.map((svc) => (
                        <li key={svc.href}>
                          <Link href={svc.href} className="block rounded px-3 py-2 hover:bg-surface-muted">
                            {svc.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                  <li>
                    <CallbackButton
                      label={c('button')}
                      intl={callbackIntl}
                      className="block min-h-11 w-full rounded px-3 py-2.5 text-start font-semibold text-brand-800 hover:bg-surface-muted"
                    />
                  </li>
                  <li>
                    <AppLink
                      href="/auth/jwt/login"
                      className="block rounded px-3 py-2.5 text-brand-800 hover:bg-surface-muted"
                    >
                      {t('login')}
                    </AppLink>
                  </li>
                </ul>
              </nav>
            </MobileMenu>
          </div>
          <WholeRowEnd />
        </div>
      </header>
    </>
  );
}
