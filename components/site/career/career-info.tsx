import { getTranslations } from 'next-intl/server';
import { MONEY_VALUES } from '@/lib/content/prices';
import { RECRUITMENT } from './recruitment';

/** The fixed info block of the career page (SPEC §2): full time, up to £300 a week, local to Norwich, how to apply. */
export async function CareerInfo() {
  const t = await getTranslations('career');
  const items = [t('infoFullTime'), t('infoSalary', MONEY_VALUES), t('infoLocal')];
  return (
    <section aria-labelledby="career-info" className="rounded-card bg-brand-50 p-6">
      <h2 id="career-info" className="text-xl font-bold text-ink">
        {t('infoHeading')}
      </h2>
      <ul className="mt-4 space-y-2">
        {items.map((i) => (
          <li key={i} className="flex gap-2 text-ink-muted">
            <span aria-hidden className="font-bold text-brand-700">
              ✓
            </span>
            {i}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-ink">
        {t.rich('infoApply', {
          email: RECRUITMENT.email,
          phone: RECRUITMENT.phone,
          mail: (chunks) => (
            <a href={`mailto:${RECRUITMENT.email}`} translate="no" className="font-semibold text-brand-800 underline">
              {chunks}
            </a>
          ),
          tel: (chunks) => (
            <a
              href={`tel:${RECRUITMENT.phone.replace(/\s/g, '')}`}
              translate="no"
              className="font-semibold text-brand-800 underline"
              dir="ltr"
            >
              {chunks}
            </a>
          ),
        })}
      </p>
    </section>
  );
}
