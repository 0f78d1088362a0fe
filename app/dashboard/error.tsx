'use client';

import { useTranslations } from 'next-intl';

// An unexpected failure while rendering a screen: the 500 message with a retry. Deliberately tiny (no shared view,
// no next/link): this boundary's code loads with every back-office page.
export default function DashboardError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('dashboard.errors');
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center text-center"
    >
      <p aria-hidden className="text-7xl font-extrabold text-brand-600">
        500
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('500.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('500.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="min-h-11 rounded border border-ink/20 bg-surface px-5 text-sm font-semibold"
        >
          {t('retry')}
        </button>
        {/* A full load on purpose: after a render error the app's state is not worth keeping. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/dashboard/app"
          className="inline-flex min-h-11 items-center rounded bg-brand-700 px-5 text-sm font-semibold text-white"
        >
          {t('backHome')}
        </a>
      </div>
    </section>
  );
}
