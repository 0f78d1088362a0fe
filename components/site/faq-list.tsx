import { getTranslations } from 'next-intl/server';
import type { FaqKey } from '@/lib/content/faqs';
import { MONEY_VALUES } from '@/lib/content/prices';

/** Accordion of questions built on <details>: keyboard and screen-reader friendly with no JavaScript at all. */
export async function FaqList({ keys }: { keys: readonly FaqKey[] }) {
  const t = await getTranslations('faqs');
  return (
    <div className="divide-y divide-ink/10 rounded-card border border-ink/10 bg-white">
      {keys.map((k, i) => (
        <details key={k} className="group p-5" open={i === 0}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded text-lg font-semibold [&::-webkit-details-marker]:hidden">
            {t(`${k}.q`)}
            <svg
              aria-hidden
              viewBox="0 0 24 24"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
          </summary>
          <p className="mt-3 leading-relaxed text-ink-muted">{t(`${k}.a`, MONEY_VALUES)}</p>
        </details>
      ))}
    </div>
  );
}
