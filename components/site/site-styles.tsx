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
    return <style dangerouslySetInnerHTML={{ __html: SITE_CSS }} />;
  });
  return null;
}
