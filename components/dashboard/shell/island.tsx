import { Fragment, type ReactNode } from 'react';

/**
 * Puts a client component that the server renders under a host element behind a keyed fragment. Its code reaches the
 * browser as a lazy reference that may still be loading when hydration starts; suspending directly under a host
 * element trips a React bug in the canary Next 15.5 bundles (facebook/react#35210, fixed in #35494): when the wait
 * ends within a microtask, React reports a mismatch (#418) on identical HTML and renders the page again in the
 * browser, on whichever screen lost the race (issue 36). Under a keyed fragment the replay starts below the host
 * element. The same guard as the public layout's and the shell's <main> (docs/decisions/0003).
 */
export function Island({ children }: { children: ReactNode }) {
  return <Fragment key="island">{children}</Fragment>;
}
