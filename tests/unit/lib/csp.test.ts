// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_SCRIPT } from '@/lib/consent';
import { contentSecurityPolicy } from '@/lib/security/csp';
import { manifestHashes } from '@/lib/security/csp-manifest';
import { cspManifest, writeCspManifest } from '@/scripts/csp-manifest.mjs';
import { inlineScriptHashes } from '@/scripts/lib/inline-script-hashes.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline executable scripts exactly as written, and skips external scripts and data blocks', () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script nonce="abc">self.__next_f.push([1,"a\\u003cb"])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import "/x.js"</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"a\\u003cb"])'),
      sha('import "/x.js"'),
    ]);
  });
});

describe('the CSP manifest', () => {
  const build = () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'csp-'));
    mkdirSync(path.join(dist, 'server', 'app', 'en', 'services'), { recursive: true });
    writeFileSync(path.join(dist, 'BUILD_ID'), 'b-123\n');
    writeFileSync(
      path.join(dist, 'server', 'app', 'en', 'about.html'),
      '<script>one()</script><script src="/x.js"></script>',
    );
    writeFileSync(
      path.join(dist, 'server', 'app', 'en', 'services', 'carpet.html'),
      '<script>two()</script><script>three()</script>',
    );
    writeFileSync(path.join(dist, 'server', 'app', 'index.html'), '<script>home()</script>');
    writeFileSync(path.join(dist, 'server', 'app', 'en', 'about.rsc'), 'not a page');
    return dist;
  };

  it('is written after the build as a static asset named by the build id, with every prerendered page', () => {
    const dist = build();
    const { out, count } = writeCspManifest(dist);
    expect(out).toBe(path.join(dist, 'static', 'b-123', 'csp-manifest.json'));
    expect(count).toBe(3);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(cspManifest(dist));
    expect(cspManifest(dist)).toEqual({
      '/en/about': [sha('one()')],
      '/en/services/carpet': [sha('two()'), sha('three()')],
      '/index': [sha('home()')],
    });
  });

  it("gives a page's hashes by its internal path, and none for a page that was not prerendered", () => {
    const manifest = cspManifest(build());
    expect(manifestHashes(manifest, '/en/about')).toEqual([sha('one()')]);
    expect(manifestHashes(manifest, '/en/about/')).toEqual([sha('one()')]);
    expect(manifestHashes(manifest, '/')).toEqual([sha('home()')]);
    expect(manifestHashes(manifest, '/en/missing')).toEqual([]);
    expect(manifestHashes(manifest, '/constructor')).toEqual([]);
    expect(manifestHashes(manifest, '/en/%E0%A4%A')).toEqual([]);
    expect(manifestHashes(undefined, '/en/about')).toEqual([]);
  });

  it("is fetched once from the site's own origin, and fetched again after a failure", async () => {
    vi.stubEnv('APP_BUILD_ID', 'b-9');
    vi.resetModules();
    const { cspManifest: fetchManifest, cspManifestPath } = await import('@/lib/security/csp-manifest');
    const calls: string[] = [];
    let fail = true;
    const fetcher = (async (url: URL) => {
      calls.push(String(url));
      if (fail) throw new Error('connection refused');
      return new Response(JSON.stringify({ '/en/about': ['x'] }));
    }) as unknown as typeof fetch;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fetchManifest('http://localhost:3000', fetcher)).toBeUndefined();
    fail = false;
    expect(await fetchManifest('http://localhost:3000', fetcher)).toEqual({ '/en/about': ['x'] });
    expect(await fetchManifest('http://localhost:3000', fetcher)).toEqual({ '/en/about': ['x'] });
    expect(calls).toEqual([
      'http://localhost:3000/_next/static/b-9/csp-manifest.json',
      'http://localhost:3000/_next/static/b-9/csp-manifest.json',
    ]);
    expect(cspManifestPath()).toBe('/_next/static/b-9/csp-manifest.json');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    vi.unstubAllEnvs();
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline or eval scripts in production and only the map as a frame', () => {
    const policy = contentSecurityPolicy({ nonce: 'n0nce', hashes: [sha('x')], https: true });
    const script = policy.split('; ').find((d) => d.startsWith('script-src'))!;
    // The cookie banner's one inline script (the same on every page) is allowed by its hash, and by nothing broader.
    expect(script).toBe(`script-src 'self' 'nonce-n0nce' ${sha(COOKIE_BANNER_SCRIPT)} ${sha('x')}`);
    expect(
      contentSecurityPolicy({ nonce: 'n', hashes: [sha(COOKIE_BANNER_SCRIPT)] }).split(sha(COOKIE_BANNER_SCRIPT)),
    ).toHaveLength(2);
    expect(policy).toContain('frame-src https://www.openstreetmap.org');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ nonce: 'n', development: true })).toContain("'unsafe-eval'");
  });
});
