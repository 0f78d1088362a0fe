// Installed in the server process by server-preload.mjs. Works around a Next.js 15.5 bug (vercel/next.js#83862,
// amannn/next-intl#2037; open when this was written): a page cached on demand (ISR: `revalidate` with
// `generateStaticParams` returning [], our blog and career posts) is rendered on every request when the middleware
// rewrote the address to it. next-intl does that for every English address (`/blogs/…` is served by
// `/[locale]/blogs/[id]` as `/en/blogs/…`), so English posts went out `private, no-store` while French ones were cached.
//
// Why: the page handler asks whether the address belongs to an on-demand cached route by matching the pathname of
// `req.url`, which is still the visitor's `/blogs/…`. The route it was rewritten to (`/en/blogs/…`, which Next has
// already worked out and uses as the cache key) is not asked. Here the handler's prepared request carries the rewritten
// pathname, so the match succeeds and the page is cached under the key Next uses anyway. Nothing changes for a request
// that was not rewritten. tests/e2e/static-delivery.spec.ts checks that an English post is cached.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const INSTALLED = Symbol.for('brightside.isrRewriteGuard');
// Next keeps a request's routing facts under this symbol (next/dist/server/request-meta.js).
const REQUEST_META = Symbol.for('NextInternalRequestMeta');

const RUNTIME = /next-server[\\/]app-page(-experimental)?\.runtime\.prod\.js$/;

/** Patches the page handler's `prepare` (see above). */
export function patchAppPageRuntime(runtime) {
  const AppPageRouteModule = runtime?.AppPageRouteModule;
  const prepare = AppPageRouteModule?.prototype?.prepare;
  if (typeof prepare !== 'function' || prepare[INSTALLED]) return false;
  const prepareWithRewrittenPath = async function (req, ...rest) {
    const prepared = await prepare.call(this, req, ...rest);
    const rewrote = req?.[REQUEST_META]?.rewroteURL;
    if (!prepared?.parsedUrl || typeof rewrote !== 'string' || prepared.parsedUrl.pathname === rewrote) return prepared;
    return { ...prepared, parsedUrl: { ...prepared.parsedUrl, pathname: rewrote } };
  };
  prepareWithRewrittenPath[INSTALLED] = true;
  AppPageRouteModule.prototype.prepare = prepareWithRewrittenPath;
  return true;
}

/**
 * Patches Next's app-page runtime when Next first loads it: loading it earlier, before Next has set up its
 * request storage, breaks every page. Returns false if the server is not started through Node's module loader.
 */
export function installIsrRewriteGuard() {
  if (globalThis[INSTALLED]) return true;
  const Module = require('node:module');
  const load = Module._load;
  if (typeof load !== 'function') return false;
  Module._load = function loadAndPatch(request, ...rest) {
    const loaded = load.call(this, request, ...rest);
    if (typeof request === 'string' && RUNTIME.test(request) && patchAppPageRuntime(loaded)) Module._load = load;
    return loaded;
  };
  globalThis[INSTALLED] = true;
  return true;
}
