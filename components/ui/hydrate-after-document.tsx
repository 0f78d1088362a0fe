'use client';

import { use, type ReactNode } from 'react';

/** How long past this module's first render an unfinished load event may hold hydration (an image that never ends). */
const LOAD_WAIT_MS = 5000;

let ready: Promise<void> | undefined;

/**
 * Settles once the page has loaded (every script and image in its HTML is in) and one task has passed: by then every
 * inline RSC row has been read and every client chunk the payload names has run. Settles after LOAD_WAIT_MS anyway.
 */
function documentLoaded(): Promise<void> {
  if (ready) return ready;
  ready = new Promise<void>((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      setTimeout(() => {
        // Marked as React's `use` reads it, so later renders (client-side navigation) never suspend on it.
        Object.assign(ready!, { status: 'fulfilled', value: undefined });
        resolve();
      }, 0);
    };
    if (document.readyState === 'complete') return settle();
    window.addEventListener('load', settle, { once: true });
    setTimeout(settle, LOAD_WAIT_MS);
  });
  return ready;
}

/**
 * Hydrates its children only once the page has loaded: its whole server payload read and its client chunks run.
 *
 * React's Flight server moves any element met after the first 3,200 bytes of a row into a row of its own and leaves a
 * lazy reference in its place, and a client component is a lazy reference until its chunk has run. So a page has lazy
 * children under host elements. Next 15.5 starts hydrating as soon as its own scripts run, while those rows are still
 * being read and those chunks still arriving; a host element that suspends on such a child and resumes within a
 * microtask trips a bug in the React canary Next 15.5 bundles (facebook/react#35210, fixed in #35494): React reports a
 * mismatch (#418) on identical HTML and renders the screen again in the browser, losing focus and what was typed
 * (issue 36, docs/decisions/0003).
 *
 * Waiting for the parsed document alone (DOMContentLoaded) covered the rows but not the chunks: with the CPU contended,
 * 12 of 320 public page loads still met #418; waiting for the load event, none of 640 did (docs/decisions/0003).
 *
 * Suspending here, in a component rather than under a host element, keeps the server's HTML on screen untouched
 * (React waits at the root, as Next's own root does for the payload) and lets hydration run in one pass. Controls that
 * need scripts stay disabled until then. After the first page the promise is settled and this renders straight through.
 */
export function HydrateAfterDocument({ children }: { children: ReactNode }) {
  if (typeof document !== 'undefined') use(documentLoaded());
  return children;
}
