// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addressFrom,
  addressSource,
  normaliseAddress,
  trustedProxies,
  weakAddressSetup,
} from '@/lib/server/http/client-address';
import { withPeer } from '@/scripts/lib/client-address.mjs';

// npm start's optional guard appends the connection's peer to X-Forwarded-For; route handlers then key on the
// right-most entry that is not a configured proxy. Together they give the address of a request that reached the server
// from `peer`, whatever the client wrote.
const clientAddressFrom = (peer: string | undefined, forwardedFor: string | undefined, trusted: string) =>
  addressFrom(
    new Headers({ 'x-forwarded-for': withPeer(forwardedFor, peer) }),
    addressSource({ TRUSTED_PROXIES: trusted }),
  );

describe('client address behind configured proxies (the bare-server guard)', () => {
  const none = '';
  const proxies = '127.0.0.1, 10.0.0.0/8, fd00::/8';

  it('ignores X-Forwarded-For entirely when no proxy is configured', () => {
    expect(clientAddressFrom('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(clientAddressFrom('::ffff:203.0.113.9', '1.2.3.4, 5.6.7.8', none)).toBe('203.0.113.9');
  });

  it('takes the entry the trusted proxy added, never one the client wrote before it', () => {
    expect(clientAddressFrom('10.0.0.5', '203.0.113.9', proxies)).toBe('203.0.113.9');
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the real peer.
    expect(clientAddressFrom('10.0.0.5', '6.6.6.6, 203.0.113.9', proxies)).toBe('203.0.113.9');
    // Two trusted hops.
    expect(clientAddressFrom('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3', proxies)).toBe('203.0.113.9');
  });

  it('does not believe forwarded headers from a peer that is not a configured proxy', () => {
    expect(clientAddressFrom('198.51.100.4', '10.0.0.1', proxies)).toBe('198.51.100.4');
  });

  it('handles IPv6, brackets and ports', () => {
    expect(clientAddressFrom('fd00::1', '[2001:db8::7]', proxies)).toBe('2001:db8::7');
    expect(normaliseAddress('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(clientAddressFrom(undefined, undefined, none)).toBe('unknown');
  });

  it('refuses a TRUSTED_PROXIES entry it cannot read', () => {
    expect(() => trustedProxies('10.0.0.0/8, proxy.local')).toThrow(/proxy\.local/);
  });
});

// What route handlers key rate limits on, on each kind of host (lib/server/http/client-address.ts).
describe('client address presets (CLIENT_ADDRESS_FROM)', () => {
  const xff = (value: string, extra: Record<string, string> = {}) =>
    new Headers({ 'x-forwarded-for': value, ...extra });

  it('behind a proxy: the right-most X-Forwarded-For entry, which the proxy appended, never one the client wrote', () => {
    const source = addressSource({});
    expect(addressFrom(xff('6.6.6.6, 203.0.113.9'), source)).toBe('203.0.113.9');
    expect(addressFrom(xff('203.0.113.9'), source)).toBe('203.0.113.9');
    expect(addressFrom(new Headers(), source)).toBe('unknown');
  });

  it('skips the entries of TRUSTED_PROXIES from the right (a CDN in front of the proxy)', () => {
    const source = addressSource({ TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8' });
    expect(addressFrom(xff('6.6.6.6, 203.0.113.9, 10.1.2.3'), source)).toBe('203.0.113.9');
    expect(addressFrom(xff('6.6.6.6, 2001:db8::7, fd00::1'), source)).toBe('2001:db8::7');
    // Only proxies: the left-most is the best there is.
    expect(addressFrom(xff('10.0.0.9, 10.1.2.3'), source)).toBe('10.0.0.9');
  });

  it("on a Vercel-style host: the platform's own header, whatever X-Forwarded-For the client sent", () => {
    for (const source of [addressSource({ VERCEL: '1' }), addressSource({ CLIENT_ADDRESS_FROM: 'vercel' })]) {
      expect(addressFrom(xff('6.6.6.6', { 'x-vercel-forwarded-for': '203.0.113.9' }), source)).toBe('203.0.113.9');
      expect(addressFrom(xff('6.6.6.6', { 'x-real-ip': '198.51.100.4' }), source)).toBe('198.51.100.4');
      expect(addressFrom(xff('6.6.6.6'), source)).toBe('unknown');
    }
  });

  it('a named header set by the platform (cf-connecting-ip, fly-client-ip ...), and nothing else', () => {
    const source = addressSource({ CLIENT_ADDRESS_FROM: 'CF-Connecting-IP' });
    expect(addressFrom(xff('6.6.6.6', { 'cf-connecting-ip': '::ffff:203.0.113.9' }), source)).toBe('203.0.113.9');
    expect(addressFrom({ 'cf-connecting-ip': '203.0.113.10', 'x-forwarded-for': '6.6.6.6' }, source)).toBe(
      '203.0.113.10',
    );
    expect(() => addressSource({ CLIENT_ADDRESS_FROM: 'x forwarded' })).toThrow(/header name/);
  });

  it('warns at start-up only where a client could choose its address', () => {
    expect(weakAddressSetup({})).toMatch(/reverse proxy/);
    expect(weakAddressSetup({ CLIENT_ADDRESS_FROM: 'x-forwarded-for' })).toBeNull();
    expect(weakAddressSetup({ VERCEL: '1' })).toBeNull();
  });
});
