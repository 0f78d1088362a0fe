import 'server-only';
import { BlockList, isIP } from 'node:net';

// Which resolved addresses the server may fetch a user's calendar from: public ones only. A typed address must not
// reach the server itself, the private network, link-local space (cloud metadata at 169.254.169.254) or any range
// that is not routable on the internet.

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT; also Alibaba's metadata address
  ['169.254.0.0', 16], // link-local: AWS, GCP and Azure metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local, including AWS's fd00:ec2::254
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address, if any. */
function embeddedIpv4(address: string): string | null {
  const m = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!m) return null;
  if (m[1]) return m[1];
  const hi = parseInt(m[2]!, 16);
  const lo = parseInt(m[3]!, 16);
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

export function isLoopback(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return loopback.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    return v4 ? loopback.check(v4, 'ipv4') : loopback.check(address, 'ipv6');
  }
  return false;
}

/**
 * True when the server must not connect to `address`. Loopback is refused too unless `allowLoopback` (the tests' own
 * calendar server; see AVAILABILITY_FETCH_ALLOW_LOOPBACK in lib/env.ts), which never opens any other range.
 */
export function isBlockedAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (isLoopback(address)) return !allowLoopback;
  if (family === 4) return blocked.check(address, 'ipv4');
  const v4 = embeddedIpv4(address);
  if (v4) return isBlockedAddress(v4, false);
  return blocked.check(address, 'ipv6');
}
