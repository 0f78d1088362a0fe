import 'server-only';
import { BlockList, isIP } from 'node:net';

const GUARD = Symbol.for('brightside.clientAddressGuard');

/**
 * Whether `npm start`'s own server (scripts/server.mjs, marked by scripts/lib/client-address.mjs) serves this process:
 * it appends the connection's peer to X-Forwarded-For.
 */
export const clientAddressGuardInstalled = () => Boolean((globalThis as Record<symbol, unknown>)[GUARD]);

/**
 * Where the client's address comes from (CLIENT_ADDRESS_FROM), so that rate limits and sign-in throttling are keyed on
 * an address no client can choose:
 * - `x-forwarded-for` (the default): the right-most X-Forwarded-For entry that is not one of TRUSTED_PROXIES. A reverse
 *   proxy appends the peer it saw, and Next.js keeps that header as it came, so the right-most entry is the proxy's
 *   own view. A bare `next start` facing the internet has no such proxy: a client could write the header itself.
 * - `vercel`: Vercel-style platforms overwrite `x-vercel-forwarded-for` / `x-real-ip` at their edge.
 * - any other header name (`cf-connecting-ip`, `fly-client-ip`, `x-real-ip` set by nginx ...): that header alone,
 *   for a platform that sets it on every request and drops what the client sent.
 */
export type AddressSource =
  { kind: 'forwarded-for'; trusted: (address: string) => boolean } | { kind: 'header'; names: string[] };

const VERCEL_HEADERS = ['x-vercel-forwarded-for', 'x-real-ip'];

/** `::ffff:10.0.0.1` → `10.0.0.1`; trims brackets and an IPv4 port. */
export function normaliseAddress(value: string | undefined | null): string {
  let a = String(value ?? '').trim();
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined);
  if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  if (a.toLowerCase().startsWith('::ffff:') && isIP(a.slice(7)) === 4) a = a.slice(7);
  return a.slice(0, 64);
}

/** Parses TRUSTED_PROXIES ("10.0.0.0/8, fd00::/8"). Throws on an entry it cannot read. */
export function trustedProxies(spec: string | undefined): (address: string) => boolean {
  const list = new BlockList();
  for (const raw of String(spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = raw.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${raw}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Reads CLIENT_ADDRESS_FROM (and TRUSTED_PROXIES, VERCEL) into an address source. */
export function addressSource(env: Record<string, string | undefined>): AddressSource {
  const from = env.CLIENT_ADDRESS_FROM?.trim().toLowerCase() || (env.VERCEL === '1' ? 'vercel' : 'x-forwarded-for');
  if (from === 'x-forwarded-for') return { kind: 'forwarded-for', trusted: trustedProxies(env.TRUSTED_PROXIES) };
  if (from === 'vercel') return { kind: 'header', names: VERCEL_HEADERS };
  if (!/^[a-z0-9-]+$/.test(from)) throw new Error(`CLIENT_ADDRESS_FROM: "${from}" is not a header name`);
  return { kind: 'header', names: [from] };
}

type HeaderBag = Headers | Record<string, unknown>;
const header = (headers: HeaderBag, name: string): string => {
  const raw = headers instanceof Headers ? headers.get(name) : headers[name];
  return Array.isArray(raw) ? String(raw.at(-1) ?? '') : typeof raw === 'string' ? raw : '';
};

/** The client's address under `source`; 'unknown' when the request carries none. */
export function addressFrom(headers: HeaderBag, source: AddressSource): string {
  if (source.kind === 'header') {
    for (const name of source.names) {
      const first = normaliseAddress(header(headers, name).split(',')[0]);
      if (first) return first;
    }
    return 'unknown';
  }
  const hops = header(headers, 'x-forwarded-for').split(',').map(normaliseAddress).filter(Boolean);
  while (hops.length > 1 && source.trusted(hops.at(-1)!)) hops.pop();
  return hops.at(-1) || 'unknown';
}

let cachedSource: AddressSource | undefined;

/** The address rate limits and sign-in throttling are keyed on, read as CLIENT_ADDRESS_FROM says. */
export function clientAddress(req: Request | { headers: HeaderBag }): string {
  cachedSource ??= addressSource(process.env);
  return addressFrom(req.headers, cachedSource);
}

/** Why this set-up's client addresses may be chosen by a client, or null when they cannot be. For start-up. */
export function weakAddressSetup(env: Record<string, string | undefined>): string | null {
  if (env.CLIENT_ADDRESS_FROM?.trim() || env.VERCEL === '1' || clientAddressGuardInstalled()) return null;
  return (
    'CLIENT_ADDRESS_FROM is not set: rate limits and sign-in throttling use the last X-Forwarded-For entry, which only ' +
    'a reverse proxy in front of this server makes trustworthy. Run `next start` behind one (or use `npm start`), or ' +
    'set CLIENT_ADDRESS_FROM for your platform (README, "Deploy").'
  );
}
