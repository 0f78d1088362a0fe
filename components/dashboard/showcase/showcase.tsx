'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Extras } from './extras';
import { Foundation } from './foundation';
import { Widgets } from './widgets';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-6">
      <h2 id={id} className="border-b border-line pb-2 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Demo({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-card bg-surface p-5 shadow-card">
      <h3 className="mb-4 text-sm font-bold uppercase tracking-wide text-ink-subtle">{title}</h3>
      {children}
    </div>
  );
}

/** The UI kit every back-office screen is built from, shown with real copy: foundation, widgets, extras. */
export function Showcase() {
  const t = useTranslations('dashboardShowcase');
  return (
    <main className="mx-auto max-w-[1200px] space-y-12 px-4 py-10 sm:px-6 lg:px-10">
      <header>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('intro')}</p>
        <nav aria-label={t('contents')} className="mt-4 flex flex-wrap gap-4 text-sm font-semibold text-link">
          <a href="#foundation" className="underline">
            {t('foundation')}
          </a>
          <a href="#widgets" className="underline">
            {t('widgets')}
          </a>
          <a href="#extras" className="underline">
            {t('extras')}
          </a>
        </nav>
      </header>
      <Section id="foundation" title={t('foundation')}>
        <Foundation />
      </Section>
      <Section id="widgets" title={t('widgets')}>
        <Widgets />
      </Section>
      <Section id="extras" title={t('extras')}>
        <Extras />
      </Section>
    </main>
  );
}
