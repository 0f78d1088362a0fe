'use client';

import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { CONSENT_COOKIE, CONSENT_COOKIE_VALUE, COOKIE_BANNER_ID } from '@/lib/consent';

type Labels = { label: string; text: string; accept: string; policy: string };

/** Shown until the consent cookie is set; fixed to the viewport bottom so it never shifts the page. */
export function CookieBanner({ labels, policyHref }: { labels: Labels; policyHref: string }) {
  // Hidden in the server's HTML (a page is the same for everyone): the layout's inline script, then this effect, decide.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(!document.cookie.split('; ').some((c) => c.startsWith(`${CONSENT_COOKIE}=`)));
  }, []);
  function accept() {
    document.cookie = CONSENT_COOKIE_VALUE;
    setVisible(false);
  }
  return (
    <section
      id={COOKIE_BANNER_ID}
      hidden={!visible}
      aria-label={labels.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink/10 bg-white p-4 shadow-[0_-8px_24px_-12px_rgb(28_37_46/0.25)]"
    >
      <div className="mx-auto flex max-w-content flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {labels.text}{' '}
          <Link href={policyHref} className="font-semibold text-brand-800 underline">
            {labels.policy}
          </Link>
        </p>
        <button
          type="button"
          onClick={accept}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded bg-brand-700 px-6 text-sm font-bold text-white hover:bg-brand-800"
        >
          {labels.accept}
        </button>
      </div>
    </section>
  );
}
