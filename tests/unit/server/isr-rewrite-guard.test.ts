// @vitest-environment node
// A page cached on demand (an English blog or career post) was rendered on every request because Next matched the
// visitor's pathname, not the one the middleware rewrote it to (scripts/lib/isr-rewrite-guard.mjs).
// tests/e2e/static-delivery.spec.ts checks the outcome through the real server.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { installIsrRewriteGuard, patchAppPageRuntime } from '@/scripts/lib/isr-rewrite-guard.mjs';

const require = createRequire(import.meta.url);
const META = Symbol.for('NextInternalRequestMeta');
type Prepared = { parsedUrl: { pathname: string; query: Record<string, string> }; resolvedPathname: string };

/** A stand-in for Next's handler class, whose `prepare` parses `req.url` as Next's does. */
function fakeRuntime() {
  class AppPageRouteModule {
    async prepare(req: { url: string }): Promise<Prepared | null> {
      if (req.url === '/bad') return null;
      return { parsedUrl: { pathname: req.url, query: { q: '1' } }, resolvedPathname: `/en${req.url}` };
    }
  }
  return { AppPageRouteModule };
}

describe('patchAppPageRuntime', () => {
  it('hands the handler the pathname the middleware rewrote to, keeping the rest of what was prepared', async () => {
    const runtime = fakeRuntime();
    expect(patchAppPageRuntime(runtime)).toBe(true);
    const prepared = await new runtime.AppPageRouteModule().prepare({ url: '/blogs/abc', [META]: { rewroteURL: '/en/blogs/abc' } } as { url: string });
    expect(prepared).toEqual({ parsedUrl: { pathname: '/en/blogs/abc', query: { q: '1' } }, resolvedPathname: '/en/blogs/abc' });
  });

  it('changes nothing for a request that was not rewritten, or that the handler refused', async () => {
    const runtime = fakeRuntime();
    patchAppPageRuntime(runtime);
    const handler = new runtime.AppPageRouteModule();
    expect((await handler.prepare({ url: '/fr/blogs/abc' }))?.parsedUrl.pathname).toBe('/fr/blogs/abc');
    expect(await handler.prepare({ url: '/bad', [META]: { rewroteURL: '/en/bad' } } as { url: string })).toBeNull();
  });

  it('patches once, and refuses what is not Next runtime', () => {
    const runtime = fakeRuntime();
    expect(patchAppPageRuntime(runtime)).toBe(true);
    expect(patchAppPageRuntime(runtime)).toBe(false);
    expect(patchAppPageRuntime({})).toBe(false);
    expect(patchAppPageRuntime(undefined)).toBe(false);
  });
});

describe('in the installed Next.js', () => {
  it('the page handler still matches the visitor\'s pathname (when this fails, Next has changed it: check whether the guard is still needed)', () => {
    const template = readFileSync(require.resolve('next/dist/build/templates/app-page.js'), 'utf8');
    expect(template).toContain('const pathname = parsedUrl.pathname');
    expect(template).toMatch(/routeModule\.match\(pathname, prerenderManifest\)/);
  });

  it('the guard patches the runtime Next loads for pages', () => {
    // Next sets this up before it loads the runtime; the runtime refuses to load without it.
    (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
    expect(installIsrRewriteGuard()).toBe(true);
    const runtime = require('next/dist/compiled/next-server/app-page.runtime.prod.js') as { AppPageRouteModule: { prototype: { prepare: { name: string } } } };
    expect(runtime.AppPageRouteModule.prototype.prepare.name).toBe('prepareWithRewrittenPath');
  });
});
