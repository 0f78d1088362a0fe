'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import { PageTitle } from './page-header';

/** The centred 403 / 404 / 500 screens of the back office (SPEC §2). */
export function ErrorView({ code, onRetry }: { code: 403 | 404 | 500; onRetry?: () => void }) {
  const t = useTranslations('dashboard.errors');
  return (
    <section
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center text-center"
      aria-labelledby="error-title"
    >
      <PageTitle title={t(`${code}.title`)} />
      <p aria-hidden className="text-7xl font-extrabold text-brand-600">
        {code}
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold">
        {t(`${code}.title`)}
      </h1>
      <p className="mt-2 text-ink-muted">{t(`${code}.text`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
            {t('retry')}
          </button>
        ) : null}
        <Link href="/dashboard/app" className={buttonClass('primary')}>
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
