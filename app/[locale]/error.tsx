'use client';

import { useEffect } from 'react';
import { useErrorLabels } from '@/components/site/error-labels';

/** Unexpected failures on a public page: the 500 message, a retry and a way home, inside the normal chrome. */
export default function PublicError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorLabels();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="mx-auto grid max-w-content place-items-center px-4 py-24 text-center">
      <p aria-hidden className="text-8xl font-extrabold tracking-tight text-brand-700">
        500
      </p>
      <h1 className="mt-4 max-w-xl text-2xl font-bold">{t.text}</h1>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center rounded bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t.retry}
        </button>
        {/* A plain link: the router may be what failed. */}
        <a
          href={t.homeHref}
          className="inline-flex min-h-11 items-center rounded border border-ink/20 px-5 text-sm font-semibold hover:bg-surface-muted"
        >
          {t.home}
        </a>
      </div>
    </section>
  );
}
