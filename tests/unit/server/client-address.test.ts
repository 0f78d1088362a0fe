// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddressFrom, normaliseAddress, trustedProxies } from '@/scripts/lib/client-address.mjs';

describe('client address behind configured proxies', () => {
  const none = trustedProxies('');
  const proxies = trustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');

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
