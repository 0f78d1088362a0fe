// Installed in the server process by server-preload.mjs (scripts/start.mjs and scripts/e2e-server.mjs load it).
// Next.js keeps a client-sent X-Forwarded-For as it is, so a visitor could pick the address that rate limits and
// sign-in throttling are keyed on. Before Next sees a request, this rewrites X-Forwarded-For to the one address we
// can trust: the connection's peer, or, when the peer is a configured proxy (TRUSTED_PROXIES), the entry that
// proxy added. Forwarded host, proto and port headers are dropped unless a trusted proxy sent them.
import net from 'node:net';
import { beforeEachRequest } from './before-each-request.mjs';

const INSTALLED = Symbol.for('brightside.clientAddressGuard');
const FORWARDED_FROM_PROXY_ONLY = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded', 'x-real-ip'];

/** `::ffff:10.0.0.1` → `10.0.0.1`; trims brackets and an IPv4 port. */
export function normaliseAddress(value) {
  let a = String(value ?? '').trim();
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined);
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  if (a.toLowerCase().startsWith('::ffff:') && net.isIPv4(a.slice(7))) a = a.slice(7);
  return a.slice(0, 64);
}

/** Parses TRUSTED_PROXIES ("127.0.0.1, 10.0.0.0/8, fd00::/8") into a matcher. Throws on an entry it cannot read. */
export function trustedProxies(spec) {
  const list = new net.BlockList();
  for (const raw of String(spec ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [address, prefix] = raw.split('/');
    const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
    if (!type) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an IP address or CIDR range`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
    return type !== null && list.check(address, type);
  };
}

/**
 * The client's address: start from the connection's peer and, while that hop is a trusted proxy, step one entry
 * left in X-Forwarded-For (each proxy appends the peer it saw). Entries a client wrote itself are never reached.
 */
export function clientAddressFrom(peer, forwardedFor, isTrusted) {
  let address = normaliseAddress(peer) || 'unknown';
  const hops = String(forwardedFor ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  while (isTrusted(address) && hops.length) address = normaliseAddress(hops.pop());
  return address || 'unknown';
}

/** Rewrites the forwarded headers of every request a Node HTTP(S) server in this process receives. */
export function installClientAddressGuard(spec = process.env.TRUSTED_PROXIES) {
  if (globalThis[INSTALLED]) return;
  const isTrusted = trustedProxies(spec);
  beforeEachRequest((req) => {
    if (!req.headers) return;
    const peer = normaliseAddress(req.socket?.remoteAddress);
    const fromProxy = isTrusted(peer);
    req.headers['x-forwarded-for'] = clientAddressFrom(peer, fromProxy ? req.headers['x-forwarded-for'] : '', isTrusted);
    if (!fromProxy) for (const name of FORWARDED_FROM_PROXY_ONLY) delete req.headers[name];
  });
  globalThis[INSTALLED] = true;
}
