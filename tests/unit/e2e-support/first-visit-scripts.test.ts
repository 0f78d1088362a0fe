// @vitest-environment node
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { firstVisitScripts } from '../../e2e/support/scripts';

type FakeResponse = { url: () => string; request: () => { resourceType: () => string }; body: () => Promise<Buffer> };

/** A page that "loads" the given scripts: each fires a response event, and all ended before the load event. */
function fakePage(scripts: Record<string, () => Promise<Buffer>>) {
  let onResponse: (res: FakeResponse) => void = () => undefined;
  return {
    on: (event: string, handler: (res: FakeResponse) => void) => {
      if (event === 'response') onResponse = handler;
    },
    goto: async () => {
      for (const [url, body] of Object.entries(scripts))
        onResponse({ url: () => url, request: () => ({ resourceType: () => 'script' }), body });
    },
    evaluate: async () => Object.keys(scripts),
  } as unknown as Page;
}

describe('firstVisitScripts (the JavaScript budget journeys)', () => {
  it('adds up the gzip size of every script fetched before the load event', async () => {
    const page = fakePage({
      'http://x/a.js': async () => Buffer.from('console.log(1);'.repeat(100)),
      'http://x/b.js': async () => Buffer.from('console.log(2);'),
    });
    const { scripts, gzipKiB } = await firstVisitScripts(page, '/');
    expect(scripts.map((s) => s.url)).toEqual(['http://x/a.js', 'http://x/b.js']);
    expect(gzipKiB).toBeGreaterThan(0);
  });

  it('fails when a script cannot be read, rather than counting it as 0 bytes', async () => {
    const page = fakePage({
      'http://x/a.js': async () => Buffer.from('console.log(1);'),
      'http://x/b.js': () => Promise.reject(new Error('Response body is unavailable')),
    });
    await expect(firstVisitScripts(page, '/')).rejects.toThrow(/b\.js: its body could not be read/);
  });

  it('fails on a script that came back empty', async () => {
    const page = fakePage({ 'http://x/a.js': async () => Buffer.alloc(0) });
    await expect(firstVisitScripts(page, '/')).rejects.toThrow(/a\.js: an empty script/);
  });
});
