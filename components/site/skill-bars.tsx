import { getLocale, getTranslations } from 'next-intl/server';
import { intlLocale } from '@/lib/i18n/format';
import { SKILLS } from '@/lib/content/highlights';
import { numberFormat } from '@/lib/intl-formats';

/** About page bars (SPEC §2): Quality 100, Integrity 100, Speed 95. Real progressbars for assistive technology. */
export async function SkillBars() {
  const [t, locale] = await Promise.all([getTranslations('about.skills'), getLocale()]);
  const percent = numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 });
  return (
    <ul className="mt-4 space-y-5">
      {SKILLS.map((s) => (
        <li key={s.key}>
          <div className="flex justify-between text-sm font-semibold">
            <span id={`skill-${s.key}`}>{t(s.key)}</span>
            <span aria-hidden>{percent.format(s.value / 100)}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`skill-${s.key}`}
            aria-valuenow={s.value}
            aria-valuemin={0}
            aria-valuemax={100}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${s.value}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
