import { StaticImage as Image } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { NewsletterForm } from '@/components/site/islands/newsletter';
import { COMPANY, telHref } from '@/lib/content/company';
import { officesByRegion } from '@/lib/content/offices';
import { SERVICE_LIST } from '@/lib/content/services';
import { Link } from '@/components/site/locale-link';
import { SocialLinks } from './social-links';

/** Offices per region listed under "Our Coverage" (SPEC §9). */
export const FOOTER_OFFICES_PER_REGION = 7;

const INFO_LINKS = [
  { href: '/about', key: 'aboutUs' },
  { href: '/services', key: 'ourServices' },
  { href: '/terms-and-conditions', key: 'terms' },
  { href: '/franchise', key: 'franchise' },
  { href: '/blogs', key: 'blogs' },
] as const;

const heading = 'text-sm font-bold uppercase tracking-wider text-brand-200';
const link = 'inline-block py-1 text-brand-50 hover:text-white hover:underline';

export async function SiteFooter() {
  const t = await getTranslations('footer');
  const s = await getTranslations('serviceNames');
  const a = await getTranslations('areas.regions');
  const regions = officesByRegion();
  return (
    <footer className="mt-auto bg-brand-950 text-brand-50">
      <section aria-labelledby="newsletter-title" className="bg-brand-800">
        <div className="mx-auto flex max-w-content flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="newsletter-title" className="text-2xl font-extrabold text-white">
              {t('newsletterTitle')}
            </h2>
            <p className="mt-1 text-brand-100">{t('newsletterText')}</p>
          </div>
          <div className="[&_label]:text-white [&_p]:text-white">
            <NewsletterForm />
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-content gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Link href="/" className="inline-block rounded bg-white p-2" aria-label={t('logoAlt')}>
            <Image src="/images/logo.svg" alt="" width={160} height={35} className="h-8 w-auto" />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-100">{t('blurb')}</p>
          <address className="mt-4 text-sm not-italic leading-relaxed text-brand-100">
            {COMPANY.address.street}, {COMPANY.address.locality}
            <br />
            {COMPANY.address.town} {COMPANY.address.postcode}
          </address>
          <p className="mt-3 text-sm">
            <a className={link} href={telHref(COMPANY.phone247)}>
              {t('line247')}: <span dir="ltr">{COMPANY.phone247}</span>
            </a>
            <br />
            <a className={link} href={`mailto:${COMPANY.email}`}>
              {COMPANY.email}
            </a>
            <br />
            <span className="text-brand-100">{t('officeHours', { hours: COMPANY.officeHours })}</span>
          </p>
          <SocialLinks tone="light" className="mt-4 -ms-3" />
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={heading}>
            {t('information')}
          </h2>
          <ul className="mt-3 text-sm">
            {INFO_LINKS.map((l) => (
              <li key={l.href}>
                <Link className={link} href={l.href}>
                  {t(l.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={heading}>
            {t('servicesHeading')}
          </h2>
          <ul className="mt-3 text-sm">
            {SERVICE_LIST.map((svc) => (
              <li key={svc.key}>
                <Link className={link} href={svc.link}>
                  {s(svc.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <nav aria-labelledby="footer-coverage" className="border-t border-white/10">
        <div className="mx-auto max-w-content px-4 py-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="footer-coverage" className={heading}>
              {t('coverageHeading')}
            </h2>
            <Link href="/areascovered" className="text-sm font-semibold text-accent-400 hover:underline">
              {t('allAreas')}
            </Link>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6">
            {regions.map(({ region, offices }) => (
              <div key={region}>
                <h3 className="text-sm font-bold text-white">{a(region)}</h3>
                <ul className="mt-2 text-sm">
                  {offices.slice(0, FOOTER_OFFICES_PER_REGION).map((o) => (
                    <li key={o.guid}>
                      <Link className={link} href={`/locations/${o.slug}`} translate="no">
                        {o.cityName}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </nav>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-content px-4 py-6 text-sm text-brand-100">
          {t('copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
