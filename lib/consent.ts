// The cookie banner's consent (SPEC §9), shared by the banner (components/site/cookie-banner.tsx), the public layout
// that renders it and the Content-Security-Policy that lets its one inline script run.
export const CONSENT_COOKIE = 'cookie_consent';
/** SPEC §9: consent lasts 365 days. */
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

export const COOKIE_BANNER_ID = 'cookie-banner';

/** The consent cookie as the banner's Accept button writes it. */
export const CONSENT_COOKIE_VALUE = `${CONSENT_COOKIE}=accepted; path=/; max-age=${CONSENT_MAX_AGE}; samesite=lax`;

/**
 * Shows the server-rendered, hidden banner while the page is parsed, before its first paint, unless the consent
 * cookie is set, and makes its Accept button work before the page's code has loaded. So a first visit sees the banner
 * with the page, not after the page's code (on a page with little text above the fold the late banner was the page's
 * largest paint, a second after the rest), and a tap on Accept is never lost. A constant script: its hash is in every
 * policy (lib/security/csp.ts), on static and per-request pages alike.
 */
export const COOKIE_BANNER_SCRIPT =
  `(function(d){var b=d.getElementById(${JSON.stringify(COOKIE_BANNER_ID)});` +
  `if(!b||/(?:^|; )${CONSENT_COOKIE}=/.test(d.cookie))return;b.hidden=false;` +
  `b.querySelector("button").addEventListener("click",function(){d.cookie=${JSON.stringify(CONSENT_COOKIE_VALUE)};b.hidden=true})})(document)`;
