'use client';

import { use, type ReactNode } from 'react';

let ready: Promise<void> | undefined;

/** Settles once the document is parsed and one task has passed: by then every inline RSC row has been read. */
function documentParsed(): Promise<void> {
  if (ready) return ready;
  ready = new Promise<void>((resolve) => {
    const settle = () =>
      setTimeout(() => {
        // Marked as React's `use` reads it, so later renders (client-side navigation) never suspend on it.
        Object.assign(ready!, { status: 'fulfilled', value: undefined });
        resolve();
      }, 0);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', settle, { once: true });
    else settle();
  });
  return ready;
}

/**
 * Hydrates its children only once the whole server payload has been read.
 *
 * React's Flight server moves any element met after the first 3,200 bytes of a row into a row of its own and leaves a
 * lazy reference in its place, so a large server-rendered tree (the back office's shell and menu) has lazy children
 * under host elements. Next 15.5 starts hydrating while those rows are still being read from the page, one microtask
 * at a time; a host element that suspends on such a child and resumes within a microtask trips a bug in the React
 * canary Next 15.5 bundles (facebook/react#35210, fixed in #35494): React reports a mismatch (#418) on identical HTML
 * and renders the screen again in the browser, losing focus and what was typed (issue 36, docs/decisions/0003).
 *
 * Suspending here, in a component rather than under a host element, keeps the server's HTML on screen untouched
 * (React waits at the root, as Next's own root does for the payload) and lets hydration run in one pass once every row
 * is in. After the first page the promise is settled and this renders straight through.
 */
export function HydrateAfterDocument({ children }: { children: ReactNode }) {
  if (typeof document !== 'undefined') use(documentParsed());
  return children;
}
