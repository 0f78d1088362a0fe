import { getTranslations } from 'next-intl/server';
import { WHY_CHOOSE_US } from '@/lib/content/highlights';
import { SectionHeading } from './section-heading';

const ICONS: Record<(typeof WHY_CHOOSE_US)[number]['icon'], string> = {
  shield:
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  leaf: 'M20 3C10 3 4 8.5 4 15c0 1.6.4 3.2 1.1 4.6L3.3 21.4l1.3 1.3 2-2A8 8 0 0 0 11 22c6.6 0 10-6.4 9-19Zm-8.9 15.2-1.4-1.4C12 14.5 14.6 12 17 10.3c-2 2.2-4.2 4.9-5.9 7.9Z',
  home: 'M12 3 2 11h3v9h5v-6h4v6h5v-9h3L12 3Z',
  iron: 'M4 17h16v-3a6 6 0 0 0-6-6H8v2h6a4 4 0 0 1 3.9 3H8.5c-2.5 0-4.5 1.8-4.5 4Zm-1 2h18v2H3v-2Z',
};

export async function WhyChooseUs() {
  const t = await getTranslations('whyChooseUs');
  return (
    <section aria-labelledby="why-title" className="bg-surface-muted py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4">
        <SectionHeading id="why-title" eyebrow={t('eyebrow')} title={t('heading')} align="center" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_US.map((item) => (
            <li key={item.key} className="rounded-card bg-white p-6 shadow-card">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="currentColor">
                  <path d={ICONS[item.icon]} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`items.${item.key}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`items.${item.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
