// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetParsedEnv } from '@/lib/env';
import { isOwnOrigin, sameSiteOrigin } from '@/lib/server/http/site-origin';

describe('same-site origins for cookie-signed-in writes', () => {
  it('takes the other loopback names of a loopback site, on the same scheme and port', () => {
    for (const own of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
        expect(sameSiteOrigin(origin, own), `${origin} on ${own}`).toBe(true);
      }
    }
  });

  it('refuses another port, another scheme, or a name that only looks local, even for a loopback site', () => {
    const own = 'http://localhost:3000';
    expect(sameSiteOrigin('http://127.0.0.1:3001', own)).toBe(false);
    expect(sameSiteOrigin('https://127.0.0.1:3000', own)).toBe(false);
    expect(sameSiteOrigin('http://localhost', own)).toBe(false);
    expect(sameSiteOrigin('http://shop.localhost:3000', own)).toBe(false);
    expect(sameSiteOrigin('http://127.0.0.2:3000', own)).toBe(false);
    expect(sameSiteOrigin('http://localhost.evil.example:3000', own)).toBe(false);
    expect(sameSiteOrigin('null', own)).toBe(false);
  });

  it('leaves a public site strict: only its own origin, never a loopback one', () => {
    const own = 'https://www.brightside-cleaning.co.uk';
    expect(sameSiteOrigin(own, own)).toBe(true);
    expect(sameSiteOrigin('http://localhost:3000', own)).toBe(false);
    expect(sameSiteOrigin('http://127.0.0.1', own)).toBe(false);
    expect(sameSiteOrigin('https://brightside-cleaning.co.uk', own)).toBe(false);
    expect(sameSiteOrigin('http://www.brightside-cleaning.co.uk', own)).toBe(false);
  });
});

describe('isOwnOrigin reads SITE_URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    forgetParsedEnv();
  });
  const request = new Request('http://localhost:3000/api/user/users', { method: 'POST' });

  it('accepts 127.0.0.1 and [::1] when SITE_URL is http://localhost:3000 (npm start)', () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    forgetParsedEnv();
    expect(isOwnOrigin('http://127.0.0.1:3000', request)).toBe(true);
    expect(isOwnOrigin('http://[::1]:3000', request)).toBe(true);
    expect(isOwnOrigin('http://127.0.0.1:4000', request)).toBe(false);
  });

  it('accepts only the configured origin when SITE_URL is a public address', () => {
    vi.stubEnv('SITE_URL', 'https://www.brightside-cleaning.co.uk');
    forgetParsedEnv();
    expect(isOwnOrigin('https://www.brightside-cleaning.co.uk', request)).toBe(true);
    expect(isOwnOrigin('http://localhost:3000', request)).toBe(false);
    expect(isOwnOrigin('http://127.0.0.1:3000', request)).toBe(false);
  });
});
