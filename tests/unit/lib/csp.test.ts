// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE_BANNER_SCRIPT } from '@/lib/consent';
import { contentSecurityPolicy, inlineScriptHashes, prerenderedScriptHashes } from '@/lib/security/csp';

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

describe('prerenderedScriptHashes', () => {
  it('reads the page Next serves for an internal path and follows a regenerated file', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const dir = path.join(root, '.next', 'server', 'app', 'en');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'about.html');
    writeFileSync(file, '<script>one()</script>');
    expect(prerenderedScriptHashes('/en/about', root, '.next')).toEqual([sha('one()')]);
    writeFileSync(file, '<script>two()</script><script>three()</script>');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(prerenderedScriptHashes('/en/about', root, '.next')).toEqual([sha('two()'), sha('three()')]);
    expect(prerenderedScriptHashes('/en/missing', root, '.next')).toEqual([]);
  });

  it('prefers the route-cache copy Next writes when it reads or regenerates a page at run time', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const built = path.join(root, '.next', 'server', 'app', 'en');
    const cached = path.join(root, '.next', 'server', 'route-cache', 'APP_PAGE', 'abc123', '$', 'en');
    mkdirSync(built, { recursive: true });
    mkdirSync(cached, { recursive: true });
    writeFileSync(path.join(built, 'contact.html'), '<script>built()</script>');
    writeFileSync(path.join(cached, 'contact.html'), '<script>regenerated()</script>');
    expect(prerenderedScriptHashes('/en/contact', root, '.next')).toEqual([sha('regenerated()')]);
    expect(prerenderedScriptHashes('/en/../../etc/passwd', root, '.next')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline or eval scripts in production and only the map as a frame', () => {
    const policy = contentSecurityPolicy({ nonce: 'n0nce', hashes: [sha('x')], https: true });
    const script = policy.split('; ').find((d) => d.startsWith('script-src'))!;
    // The cookie banner's one inline script (the same on every page) is allowed by its hash, and by nothing broader.
    expect(script).toBe(`script-src 'self' 'nonce-n0nce' ${sha(COOKIE_BANNER_SCRIPT)} ${sha('x')}`);
    expect(contentSecurityPolicy({ nonce: 'n', hashes: [sha(COOKIE_BANNER_SCRIPT)] }).split(sha(COOKIE_BANNER_SCRIPT))).toHaveLength(2);
    expect(policy).toContain('frame-src https://www.openstreetmap.org');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ nonce: 'n', development: true })).toContain("'unsafe-eval'");
  });
});
