import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, COOKIE_BANNER_ID, COOKIE_BANNER_SCRIPT } from '@/lib/consent';

// The banner as the server renders it: hidden, with its Accept button, before any of the page's code has run.
function renderServerBanner() {
  document.body.innerHTML = `<section id="${COOKIE_BANNER_ID}" hidden><p>We use cookies</p><button type="button">Accept</button></section>`;
  new Function(COOKIE_BANNER_SCRIPT)();
  return document.getElementById(COOKIE_BANNER_ID)!;
}

const clearConsent = () => (document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`);

describe('the cookie banner inline script', () => {
  afterEach(clearConsent);

  it('shows the banner to a visitor without consent, and Accept works before the page has hydrated', () => {
    const banner = renderServerBanner();
    expect(banner.hidden).toBe(false);
    banner.querySelector('button')!.click();
    expect(banner.hidden).toBe(true);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=accepted`);
  });

  it('leaves the banner hidden once consent was given', () => {
    document.cookie = `${CONSENT_COOKIE}=accepted; path=/`;
    expect(renderServerBanner().hidden).toBe(true);
  });
});
