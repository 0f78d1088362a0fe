import { getTranslations } from 'next-intl/server';
import { COMPANY, telHref } from '@/lib/content/company';

/** Head-office address, phones, email and hours (contact and franchise pages). */
export async function ContactDetails({ showHours = true }: { showHours?: boolean }) {
  const t = await getTranslations('contact');
  const a = COMPANY.address;
  const row = 'flex flex-col gap-0.5';
  const label = 'text-sm font-semibold uppercase tracking-wide text-ink-subtle';
  return (
    <dl className="space-y-5">
      <div className={row}>
        <dt className={label}>{t('addressLabel')}</dt>
        <dd>
          <address translate="no" className="not-italic text-ink">
            {a.street}
            <br />
            {a.locality}, {a.town}
            <br />
            {a.region} {a.postcode}
          </address>
        </dd>
      </div>
      <div className={row}>
        <dt className={label}>{t('phoneLabel')}</dt>
        <dd className="flex flex-col">
          <a href={telHref(COMPANY.phone247)} dir="ltr" className="w-fit font-semibold text-brand-800 hover:underline">
            {COMPANY.phone247}
          </a>
          <a href={telHref(COMPANY.phone)} dir="ltr" className="w-fit font-semibold text-brand-800 hover:underline">
            {COMPANY.phone}
          </a>
        </dd>
      </div>
      <div className={row}>
        <dt className={label}>{t('emailLabel')}</dt>
        <dd>
          <a href={`mailto:${COMPANY.email}`} translate="no" className="font-semibold text-brand-800 hover:underline">
            {COMPANY.email}
          </a>
        </dd>
      </div>
      {showHours ? (
        <div className={row}>
          <dt className={label}>{t('hoursLabel')}</dt>
          <dd className="text-ink">{t('hours')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
