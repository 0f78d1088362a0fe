import { getTranslations } from 'next-intl/server';
import { HOW_IT_WORKS } from '@/lib/content/highlights';
import { SectionHeading } from './section-heading';

/** Three numbered steps: get in touch, arrange a time, enjoy a clean home (home page and location pages). */
export async function HowItWorks({ eyebrow, title }: { eyebrow?: string; title?: string }) {
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="how-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4">
        <SectionHeading
          id="how-title"
          eyebrow={eyebrow ?? t('howEyebrow')}
          title={title ?? t('howHeading')}
          align="center"
        />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {HOW_IT_WORKS.map((step, i) => (
            <li key={step} className="relative rounded-card border border-ink/10 bg-white p-6 shadow-card">
              <span
                aria-hidden
                className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-extrabold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold">{t(`steps.${step}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
