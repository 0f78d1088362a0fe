'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

export const CONSENT_COOKIE = 'cookie_consent';
/** SPEC §9: consent lasts 365 days. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

type Labels = { label: string; text: string; accept: string; policy: string };

/** Shown until the consent cookie is set; fixed to the viewport bottom so it never shifts the page. */
export function CookieBanner({ labels, policyHref }: { labels: Labels; policyHref: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(!document.cookie.split('; ').some((c) => c.startsWith(`${CONSENT_COOKIE}=`)));
  }, []);
  if (!visible) return null;
  function accept() {
    document.cookie = `${CONSENT_COOKIE}=accepted; path=/; max-age=${CONSENT_MAX_AGE}; samesite=lax`;
    setVisible(false);
  }
  return (
    <section aria-label={labels.label} className="fixed inset-x-0 bottom-0 z-40 border-t border-ink/10 bg-white p-4 shadow-[0_-8px_24px_-12px_rgb(28_37_46/0.25)]">
      <div className="mx-auto flex max-w-content flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {labels.text}{' '}
          <Link href={policyHref} className="font-semibold text-brand-800 underline">{labels.policy}</Link>
        </p>
        <button type="button" onClick={accept} className="inline-flex min-h-11 shrink-0 items-center justify-center rounded bg-brand-700 px-6 text-sm font-bold text-white hover:bg-brand-800">
          {labels.accept}
        </button>
      </div>
    </section>
  );
}
