'use client';

/*
 * What it saves, measured 2026-11-26: next/link's own part (its prefetch-on-viewport observer in client/components/links,
 * format-url with querystring, use-merged-ref, is-local-url, warn/error-once; the router itself left out, every screen
 * has it) is 4.0 KiB gzip (esbuild --bundle --minify, gzip -9, next 15.5), 3.4 KiB in the back office's production
 * build (docs/back-office.md); this file is 0.4 KiB. About 3 KiB on every back-office screen for some 60 lines: kept.
 */
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
  /** `false`: never prefetch. Otherwise the route is prefetched when the pointer rests on the link or it gets focus. */
  prefetch?: boolean;
  replace?: boolean;
  /** Scroll to the top of the new page (the default), as next/link does. */
  scroll?: boolean;
};

/** A click the browser should handle itself: another tab or window, a download, a modified or non-primary click. */
function leaveToBrowser(e: MouseEvent<HTMLAnchorElement>) {
  const a = e.currentTarget;
  return (
    e.defaultPrevented ||
    e.button !== 0 ||
    e.metaKey ||
    e.ctrlKey ||
    e.shiftKey ||
    e.altKey ||
    (a.target && a.target !== '_self') ||
    a.hasAttribute('download') ||
    a.origin !== window.location.origin
  );
}

/**
 * A same-site link that navigates inside the app (the router's soft navigation, no full page load), for the back
 * office and the sign-in pages. It does what those screens used next/link for, in a fraction of its size: next/link
 * and its URL helpers were 3.4 KiB gzip of every back-office screen's first load (docs/back-office.md). Only string
 * addresses; a link to another origin, a new tab or a download is left to the browser.
 */
export default function Link({
  href,
  prefetch,
  replace,
  scroll = true,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ref,
  ...rest
}: LinkProps) {
  const router = useRouter();
  const warm = () => {
    if (prefetch !== false && href.startsWith('/')) router.prefetch(href);
  };
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (leaveToBrowser(e)) return;
        e.preventDefault();
        if (replace) router.replace(href, { scroll });
        else router.push(href, { scroll });
      }}
      onPointerEnter={(e) => {
        onPointerEnter?.(e);
        warm();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        warm();
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        warm();
      }}
    />
  );
}
