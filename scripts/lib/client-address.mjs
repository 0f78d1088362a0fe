// The optional guard `npm start` preloads (server-preload.mjs) for a server that faces the internet with no proxy in
// front. Next.js keeps an X-Forwarded-For a client wrote and adds the peer only when there is none, so a visitor could
// choose the address rate limits are keyed on. Here the connection's own peer is appended, as a reverse proxy would:
// the right-most entry, which lib/server/http/client-address.ts keys on (skipping TRUSTED_PROXIES), is then one no
// client wrote. Behind a real proxy or on a platform it is not needed (CLIENT_ADDRESS_FROM, README "Deploy").
import { beforeEachRequest } from './before-each-request.mjs';

const INSTALLED = Symbol.for('brightside.clientAddressGuard');

/** X-Forwarded-For with `peer` appended (the header may come as a string, an array or not at all). */
export function withPeer(forwardedFor, peer) {
  const sent = (Array.isArray(forwardedFor) ? forwardedFor.join(', ') : String(forwardedFor ?? '')).trim();
  const own = String(peer ?? '').trim();
  if (!own) return sent;
  return sent ? `${sent}, ${own}` : own;
}

/** Appends the peer to X-Forwarded-For in every request a Node HTTP(S) server in this process receives. */
export function installClientAddressGuard() {
  if (globalThis[INSTALLED]) return;
  beforeEachRequest((req) => {
    if (req.headers)
      req.headers['x-forwarded-for'] = withPeer(req.headers['x-forwarded-for'], req.socket?.remoteAddress);
  });
  globalThis[INSTALLED] = true;
}
