// @vitest-environment node
import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLUSH_BATCH_MS, batchFlushes, deferHeadScripts, deferPageScripts, pageScriptLoader } from '@/scripts/lib/html-delivery.mjs';
import { inlineScriptHashes } from '@/scripts/lib/inline-script-hashes.mjs';

const require = createRequire(import.meta.url);

const CHUNK_A = '/_next/static/chunks/4bd1b696-100b9d70ed4e49c1.js';
const CHUNK_B = '/_next/static/chunks/app/%5Blocale%5D/page-0cc1b901596c0fbd.js';
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>' +
  `<script src="${CHUNK_A}" async=""></script>` +
  '<script src="/_next/static/chunks/x.js" async="" integrity="sha384-abc"></script>' +
  `<script src="${CHUNK_B}" async="" nonce="abc=="></script>` +
  '<title>Contact</title>' +
  '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>' +
  '<script>self.inline=1</script>';
const BODY = '</head><body><main><h1>Contact us</h1></main><script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script></body></html>';

describe('deferHeadScripts', () => {
  it("replaces Next's async chunk scripts with one loader where the first stood, leaving every other tag alone", () => {
    const out = deferHeadScripts(HEAD, 'n0nce');
    expect(out).not.toContain(`<script src="${CHUNK_A}"`);
    expect(out).not.toContain(`<script src="${CHUNK_B}"`);
    expect(out.match(/__pageScripts/g)).toHaveLength(1);
    expect(out.indexOf('__pageScripts')).toBeLessThan(out.indexOf('<title>'));
    expect(out).toContain(JSON.stringify([CHUNK_A, CHUNK_B]));
    expect(out).toContain('<script nonce="n0nce">');
    // A script with any other attribute (integrity here), the nomodule polyfills and inline scripts stay as they were.
    expect(out).toContain('<script src="/_next/static/chunks/x.js" async="" integrity="sha384-abc"></script>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>');
    expect(out).toContain('<script>self.inline=1</script>');
    expect(out).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>');
  });

  it('leaves a head without chunk scripts untouched, and never puts an unsafe nonce or a closing tag in the loader', () => {
    const plain = '<head><title>x</title><script src="https://example.com/a.js" async=""></script>';
    expect(deferHeadScripts(plain, 'n')).toBe(plain);
    expect(deferHeadScripts(`<script src="${CHUNK_A}" async=""></script>`, '"><script>')).toMatch(/^<script>\(function/);
    expect(pageScriptLoader(['/_next/static/chunks/</script><script>alert(1)</script>.js'])).not.toContain('</script><script>alert');
  });
});

describe('the loader', () => {
  function run(visibility: 'visible' | 'hidden', { observer = true } = {}) {
    const appended: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const listeners: Record<string, () => void> = {};
    let paint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const document = {
      visibilityState: visibility,
      head: { appendChild: (e: { src: string; async: boolean }) => appended.push(`${e.src}${e.async ? ' async' : ''}`) },
      createElement: () => ({ src: '', async: false }),
      addEventListener: (type: string, fn: () => void) => (listeners[`document:${type}`] = fn),
    };
    const self: { __pageScripts?: { src: string[]; started: boolean }; addEventListener: (type: string, fn: () => void) => void } = {
      addEventListener: (type, fn) => (listeners[`window:${type}`] = fn),
    };
    class FakeObserver {
      constructor(callback: typeof paint) {
        paint = callback;
      }
      observe() {}
      disconnect() {}
    }
    const html = pageScriptLoader([CHUNK_A, CHUNK_B]);
    const code = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    vm.runInNewContext(code, {
      self,
      document,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void) => tasks.push(fn),
      ...(observer ? { PerformanceObserver: FakeObserver } : {}),
    });
    const contentfulPaint = () => paint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    /** Runs the queued tasks, and those they queue, in order. */
    const drain = () => {
      while (tasks.length) tasks.shift()!();
    };
    return { appended, frames, tasks, listeners, self, contentfulPaint, drain };
  }

  it('appends the scripts only once the first contentful paint is on screen', () => {
    const page = run('visible');
    expect(page.appended).toEqual([]);
    page.contentfulPaint();
    expect(page.appended).toEqual([]);
    page.tasks.shift()!();
    // One script per task: the first at once, the next in a task of its own.
    expect(page.appended).toEqual([`${CHUNK_A} async`]);
    expect(page.tasks).toHaveLength(1);
    page.tasks.shift()!();
    expect(page.appended).toEqual([`${CHUNK_A} async`, `${CHUNK_B} async`]);
    expect(page.tasks).toHaveLength(0);
    expect(page.self.__pageScripts).toMatchObject({ src: [CHUNK_A, CHUNK_B], started: true });
    // The load event afterwards adds nothing.
    page.listeners['window:load']!();
    page.frames.shift()!();
    page.drain();
    expect(page.appended).toHaveLength(2);
  });

  it('appends them at the load event if no paint was reported, at once in a hidden tab, and after a frame without PerformanceObserver', () => {
    const noPaint = run('visible');
    noPaint.listeners['window:load']!();
    noPaint.frames.shift()!();
    expect(noPaint.appended).toHaveLength(0);
    noPaint.drain();
    expect(noPaint.appended).toHaveLength(2);

    const hidden = run('hidden');
    expect(hidden.appended).toHaveLength(1);
    hidden.drain();
    expect(hidden.appended).toHaveLength(2);
    const hiddenLater = run('visible');
    hiddenLater.listeners['document:visibilitychange']!();
    expect(hiddenLater.appended).toHaveLength(1);
    hiddenLater.drain();
    expect(hiddenLater.appended).toHaveLength(2);

    const old = run('visible', { observer: false });
    old.frames.shift()!();
    old.drain();
    expect(old.appended).toHaveLength(2);
  });
});

describe('a response through compression and deferPageScripts', () => {
  type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
  let handler: Handler = () => undefined;
  let server: http.Server;
  let base = '';
  const compression = require('next/dist/compiled/compression')();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      compression(req, res, () => undefined);
      batchFlushes(res);
      deferPageScripts(req, res);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(path: string, gzip = false, extra: Record<string, string> = {}) {
    type Got = { status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer; firstDataAt: number; endAt: number };
    return new Promise<Got>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers: { ...(gzip ? { 'accept-encoding': 'gzip' } : {}), ...extra } }, (res) => {
          const chunks: Buffer[] = [];
          let firstDataAt = 0;
          res.on('data', (c: Buffer) => {
            firstDataAt ||= performance.now();
            chunks.push(c);
          });
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ status: res.statusCode!, headers: res.headers, body: body.toString('utf8'), raw, firstDataAt, endAt: performance.now() });
          });
        })
        .on('error', reject);
    });
  }

  const page = HEAD + BODY;

  it('rewrites a whole page sent with a Content-Length (a prerendered page), plain and gzip', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', "script-src 'self' 'nonce-Zm9vYmFy'");
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.end(page);
    };
    for (const gzip of [false, true]) {
      const { status, headers, body } = await get('/contact', gzip);
      expect(status).toBe(200);
      expect(headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
      expect(body).toBe(deferHeadScripts(HEAD, 'Zm9vYmFy') + BODY);
      expect(body).toContain('<script nonce="Zm9vYmFy">');
      if (headers['content-length']) expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
    }
  });

  it("lists the hashes of the inline scripts of a page sent whole in its policy, in place of the middleware's", async () => {
    // The middleware reads hashes from the copy on disk, which Next writes after it starts serving a regenerated page.
    const inline = '<script>self.__next_f.push([1,"fresh"])</script><script type="application/ld+json">{"a":1}</script>';
    const whole = HEAD + inline + BODY;
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' 'nonce-Zm9vYmFy' 'sha256-c3RhbGU='; style-src 'self'");
      res.setHeader('Content-Length', Buffer.byteLength(whole));
      res.end(whole);
    };
    const { headers } = await get('/blogs/post', true);
    const [fresh] = inlineScriptHashes('<script>self.__next_f.push([1,"fresh"])</script>');
    // The hashes of the scripts Next wrote; the loader added here carries the nonce.
    expect(headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' 'nonce-Zm9vYmFy' ${inlineScriptHashes(whole).join(' ')}; style-src 'self'`,
    );
    expect(headers['content-security-policy']).toContain(fresh);
    expect(headers['content-security-policy']).not.toContain('c3RhbGU');
    // Hashes are kept by Next's ETag (a hash of the bytes Next sends): the same ETag is not hashed again.
    const serve = (doc: string, etag?: string) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', "script-src 'self' 'nonce-Zm9vYmFy'");
      if (etag) res.setHeader('ETag', etag);
      res.end(doc);
    };
    const other = HEAD + '<script>self.__next_f.push([1,"other"])</script>' + BODY;
    handler = serve(whole, '"etag-1"');
    const first = (await get('/blogs/a')).headers['content-security-policy'];
    handler = serve(other, '"etag-1"');
    expect((await get('/blogs/a')).headers['content-security-policy']).toBe(first);
    handler = serve(other);
    expect((await get('/blogs/a')).headers['content-security-policy']).toContain(inlineScriptHashes(other)[0]);
    // A streamed page (rendered for this request, its scripts carrying the nonce) keeps the middleware's policy.
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', "script-src 'self' 'nonce-Zm9vYmFy'");
      const cut = whole.indexOf('</head>') + '</head>'.length;
      res.write(whole.slice(0, cut));
      setTimeout(() => res.end(whole.slice(cut)), 5);
    };
    expect((await get('/blogs/other')).headers['content-security-policy']).toBe("script-src 'self' 'nonce-Zm9vYmFy'");
  });

  it('rewrites a streamed page whose </head> is split across writes, and passes the rest through as it comes', async () => {
    const cut = page.indexOf('</head>') + 3;
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write(page.slice(0, 40));
      res.write(page.slice(40, cut));
      res.write(page.slice(cut));
      // (compression ignores write callbacks, as Next does not use them.)
      setTimeout(() => res.end('<!-- streamed -->'), 5);
    };
    const { body } = await get('/stream', true);
    expect(body).toBe(deferHeadScripts(HEAD) + BODY + '<!-- streamed -->');
  });

  // A deflate block ended by a flush closes with an empty stored block: 00 00 ff ff.
  const flushMarks = (raw: Buffer) => raw.toString('latin1').split('\x00\x00\xff\xff').length - 1;

  it("batches Next's flush after every streamed chunk into one, so the page compresses as a whole", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `<li class="card">Spring cleaning tips, part ${i}</li><script>self.__next_f.push([1,"row ${i}"])</script>`);
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(page.slice(0, page.indexOf('<main>')));
      for (const row of rows) {
        res.write(row);
        (res as http.ServerResponse & { flush: () => void }).flush();
      }
      res.end('</main></body></html>');
    };
    const { body, raw } = await get('/blogs', true);
    expect(body).toBe(deferHeadScripts(HEAD) + BODY.slice(0, BODY.indexOf('<main>')) + rows.join('') + '</main></body></html>');
    expect(flushMarks(raw)).toBeLessThanOrEqual(1);
  });

  it('still sends a streamed part within the batch time, before the page ends', async () => {
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(page);
      (res as http.ServerResponse & { flush: () => void }).flush();
      setTimeout(() => res.end('<!-- the rest, rendered later -->'), 300);
    };
    const { body, firstDataAt, endAt } = await get('/slow', true);
    expect(body).toBe(deferHeadScripts(HEAD) + BODY + '<!-- the rest, rendered later -->');
    expect(FLUSH_BATCH_MS).toBeLessThan(100);
    expect(endAt - firstDataAt).toBeGreaterThan(150);
  });

  it('never answers a page "304 Not Modified" (its cached copy carries an earlier nonce) and sends no ETag', async () => {
    // As Next does: a matching If-None-Match gets a 304 with the new response's policy and no body.
    handler = (req, res) => {
      const html = /\.json$/.test(req.url ?? '') ? '{"ok":true}' : page;
      res.setHeader('ETag', '"v1"');
      res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${Math.random().toString(36).slice(2)}'`);
      if (req.headers['if-none-match'] === '"v1"') {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.setHeader('Content-Type', html === page ? 'text/html; charset=utf-8' : 'application/json');
      res.end(html);
    };
    const navigation = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'if-none-match': '"v1"' };
    const again = await get('/contact', true, navigation);
    expect(again.status).toBe(200);
    expect(again.headers.etag).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(String(again.headers['content-security-policy']))?.[1];
    expect(again.body).toContain(`<script nonce="${nonce}">`);
    // Anything else is left to Next's own caching.
    const data = await get('/data.json', false, { accept: 'application/json', 'if-none-match': '"v1"' });
    expect(data.status).toBe(304);
  });

  it('leaves other content, and HTML without a head, exactly as it was', async () => {
    const json = JSON.stringify({ html: `<script src="${CHUNK_A}" async=""></script></head>` });
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Content-Length', Buffer.byteLength(json));
      res.end(json);
    };
    const api = await get('/api/x');
    expect(api.body).toBe(json);
    expect(api.headers['content-length']).toBe(String(Buffer.byteLength(json)));

    const fragment = `<p>no head here</p><script src="${CHUNK_A}" async=""></script>`;
    handler = (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(fragment);
    };
    expect((await get('/fragment')).body).toBe(fragment);
  });
});
