'use client';

import { useEffect } from 'react';

type PageScripts = { __pageScripts?: { hydrated?: boolean } };

/**
 * Tells the page's loader (scripts/lib/html-delivery.mjs) that React has committed the page, not just rendered it:
 * only then are the taps and submits it held replayed (a tap on a button React has rendered but not yet committed is
 * dropped by React). Rendered once in each layout whose pages carry the loader.
 */
export function HydrationMark() {
  useEffect(() => {
    const scripts = (self as PageScripts).__pageScripts;
    if (scripts) scripts.hydrated = true;
  }, []);
  return null;
}
