'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';
import { SITE_CSS } from '#site-css';

/**
 * The public stylesheet in the page's HTML, once: rendered on the server into <head>, and never in the RSC payload
 * or a script (the browser resolves `#site-css` to an empty module, package.json "imports").
 */
export function SiteStyles() {
  const sent = useRef(false);
  useServerInsertedHTML(() => {
    if (sent.current) return null;
    sent.current = true;
    // SITE_CSS is a constant compiled at build time from our own app/site.css: no request or stored data reaches it,
    // so there is nothing to sanitise (and a stylesheet cannot run script under the site's CSP).
    return <style dangerouslySetInnerHTML={{ __html: SITE_CSS }} />;
  });
  return null;
}
