// What `npm start`'s own server (scripts/server.mjs) does to each request when no proxy stands in front of it: the
// connection's peer is appended to X-Forwarded-For, as a reverse proxy would, so the right-most entry (the one
// lib/server/http/client-address.ts keys on, skipping TRUSTED_PROXIES) is one no client wrote.

/** X-Forwarded-For with `peer` appended (the header may come as a string, an array or not at all). */
export function withPeer(forwardedFor, peer) {
  const sent = (Array.isArray(forwardedFor) ? forwardedFor.join(', ') : String(forwardedFor ?? '')).trim();
  const own = String(peer ?? '').trim();
  if (!own) return sent;
  return sent ? `${sent}, ${own}` : own;
}

/**
 * Tells the app in this process that every request's X-Forwarded-For ends with its connection's peer, so its start-up
 * check (weakAddressSetup in lib/server/http/client-address.ts, the same symbol) does not warn about a missing proxy.
 */
export function markPeerAppended() {
  globalThis[Symbol.for('brightside.clientAddressGuard')] = true;
}
