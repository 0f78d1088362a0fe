'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { filterOffices } from '@/lib/content/filter-offices';
import Link from '@/components/ui/link';
import { localizedPath } from '@/lib/i18n/paths';

type Group = { region: string; label: string; offices: { cityName: string; slug: string }[] };

/** Live filter of the office list by city (case-insensitive substring), grouped by region (SPEC §2 Areas covered). */
export function AreasFilter({ groups, phone }: { groups: Group[]; phone: string }) {
  const t = useTranslations('areas');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // Hydrated after the page's load event: keep what a quick visitor already typed into the server-rendered box.
  useEffect(() => {
    if (input.current?.value) setQuery(input.current.value);
  }, []);
  const visible = groups
    .map((g) => ({ ...g, offices: filterOffices(g.offices, query) }))
    .filter((g) => g.offices.length > 0);
  const count = visible.reduce((n, g) => n + g.offices.length, 0);
  return (
    <div>
      <div className="max-w-md">
        <label htmlFor={id} className="block text-sm font-semibold">
          {t('searchLabel')}
        </label>
        <div className="relative mt-1.5">
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-subtle"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            ref={input}
            id={id}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="address-level2"
            className="min-h-12 w-full rounded border border-ink/25 bg-white py-2.5 ps-10 pe-3 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
          />
        </div>
        <p role="status" className="mt-2 text-sm text-ink-muted">
          {query.trim() ? t('results', { count }) : ''}
        </p>
      </div>
      {visible.length === 0 ? (
        <div className="mt-6 rounded-card border border-dashed border-ink/25 bg-surface-muted p-8 text-center">
          <p className="text-xl font-bold">{t('notFound')}</p>
          <p className="mt-2 text-ink-muted">{t('notFoundHint', { phone })}</p>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((g) => (
            <section
              key={g.region}
              aria-labelledby={`${id}-${g.region}`}
              className="rounded-card border border-ink/10 bg-white p-5 shadow-card"
            >
              <h2 id={`${id}-${g.region}`} className="text-lg font-bold text-brand-800">
                {g.label}
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
                {g.offices.map((o) => (
                  <li key={o.slug}>
                    <Link
                      href={localizedPath(`/locations/${o.slug}`, locale)}
                      translate="no"
                      className="inline-flex min-h-9 items-center gap-1.5 rounded text-ink hover:text-brand-800 hover:underline"
                    >
                      <svg
                        aria-hidden
                        viewBox="0 0 24 24"
                        className="size-4 shrink-0 text-brand-600"
                        fill="currentColor"
                      >
                        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
                      </svg>
                      {o.cityName}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
