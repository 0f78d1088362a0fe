// Installed in the server process by server-preload.mjs, with the client-address guard (scripts/start.mjs,
// scripts/e2e-server.mjs and the bench load it). Two things happen to every response here, in this order:
//
// 1. Compression (gzip/deflate for compressible types), in place of Next's own (`compress: false` in next.config.mjs):
//    Next compresses inside its request handler, so anything wrapping the response from outside would only ever see
//    compressed bytes. Compressing here, first, leaves step 2 the page as Next wrote it. Next flushes the compressor
//    after every chunk it streams (a page rendered per request arrives in dozens of small chunks), and each flush
//    ends a deflate block: /blogs went out as 42.8 KB of gzip for what compresses to 24.7 KB. Flushes are batched
//    (batchFlushes): at most one per FLUSH_BATCH_MS, so a streamed page still arrives as it is rendered.
// 2. A page's code is requested after its first paint. Next names a page's chunks in <head> as `<script async>`; on a
//    phone they are fetched alongside the stylesheet and the main image and, arriving first, run before anything is
//    painted. Here they are replaced by one inline loader that appends the same scripts once the page's first
//    contentful paint is on screen (or at once in a hidden tab), and holds a form sent before React owns it. Nothing
//    else changes: the same chunks, the same hydration, every inline script untouched (their CSP hashes still hold);
//    the loader carries the response's nonce. Public pages and the sign-in screens only, not the back office.
//    docs/architecture.md ("Known ground", on Lighthouse's LCP) has the measurements.
import { createRequire } from 'node:module';
import { beforeEachRequest } from './before-each-request.mjs';
import { inlineScriptHashes, withScriptHashes } from './inline-script-hashes.mjs';

const require = createRequire(import.meta.url);
const INSTALLED = Symbol.for('brightside.htmlDelivery');
/** A document whose </head> has not arrived within this many bytes is passed on as it is. */
const MAX_HEAD_BYTES = 512 * 1024;
const HEAD_END = Buffer.from('</head>');
const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const ATTRIBUTE = /([^\s=]+)(?:="([^"]*)")?/g;
const PLACEHOLDER = '\u0000page-scripts\u0000';

/**
 * The inline loader: appends `sources` as async scripts once the first contentful paint is on screen (after the first
 * frame past the load event if none was reported by then; at once in a hidden tab). A visitor who taps before the page's code has run loses nothing:
 * - until React owns a form (its element carries React's props) and has committed the page (components/site/
 *   hydration-mark.tsx), a submit is held rather than posted to the page's own address, and sent again then, unless React hydrated the form while handling that very submit (a
 *   form in a deferred island is held by the island itself, components/site/islands/deferred.tsx);
 * - a tap on a `type="button"` button (the menu, the quote and callback buttons) that React could not handle (the
 *   button was not yet hydrated when the tap had run its course) is replayed once React owns it, likewise. A button
 *   React hydrates while handling the tap is left alone: React has acted on it.
 * ES5, so it parses everywhere.
 */
export function pageScriptLoader(sources, nonce) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const nonceAttribute = nonce && /^[A-Za-z0-9+/=_-]+$/.test(nonce) ? ` nonce="${nonce}"` : '';
  return (
    `<script${nonceAttribute}>(function(w,d,s){var p=w.__pageScripts={src:s,loaded:0,started:false};` +
    // One script per task: each append costs the main thread 0.4-1.5 ms (Chrome starts the request right there), and
    // ten of them in one go were a 10-23 ms task in Lighthouse's trace of a phone.
    'function go(){if(p.started)return;p.started=true;var i=0;(function next(){var e=d.createElement("script");' +
    'e.src=s[i++];e.async=true;e.onload=function(){p.loaded++};d.head.appendChild(e);if(i<s.length)setTimeout(next,0)})()}' +
    'function owned(f){var k=Object.keys(f);for(var i=0;i<k.length;i++)if(k[i].indexOf("__reactProps$")===0)return true;return false}' +
    // A held tap or submit is replayed unless React owned its element by the time the event reached the window, that is
    // once React's own listeners (on the document) had run: then React hydrated it and acted on that very event.
    'function replay(e,el,fire){var n=0,acted=false,h=function(x){if(x===e)acted=owned(el)};w.addEventListener(e.type,h);' +
    'setTimeout(function(){w.removeEventListener(e.type,h);if(acted){el.__replay=false;return}(function wait(){if(!el.isConnected||++n>100){el.__replay=false;if(n>100)fire(false);return}' +
    'if(p.hydrated&&owned(el)){el.__replay=false;fire(true)}else setTimeout(wait,100)})()},0)}' +
    'd.addEventListener("click",function(e){var t=e.target,b=t&&t.closest?t.closest(\'button[type="button"]\'):null;' +
    'if(!b||b.__replay||owned(b))return;b.__replay=true;replay(e,b,function(ok){if(ok)b.click()})},true);' +
    'd.addEventListener("submit",function(e){var f=e.target,b=e.submitter||undefined;' +
    'if(e.defaultPrevented||!f||f.__released||owned(f)){if(f)f.__released=false;return}e.preventDefault();' +
    'if(f.__replay)return;f.__replay=true;replay(e,f,function(ok){f.__released=!ok;f.requestSubmit(b)})});' +
    // After the first contentful paint has been presented (its timing entry comes after it is on screen; a frame's
    // callback comes before, and a fast network could deliver the code inside that gap), or after the first frame that
    // follows the load event if no paint was reported by then (load can come before any frame), or at once when hidden.
    'function after(){setTimeout(go,0)}' +
    'if(d.visibilityState==="hidden")go();else{d.addEventListener("visibilitychange",go);w.addEventListener("load",function(){requestAnimationFrame(after)});' +
    'try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();after()}});' +
    `o.observe({type:"paint",buffered:true})}catch(x){requestAnimationFrame(after)}}})(self,document,${list})</script>`
  );
}

/**
 * The document head with Next's chunk scripts (`<script src="/_next/static/chunks/…" async>`, nothing but src, async
 * and nonce) replaced by one loader where the first of them stood. Anything else is left as it is.
 */
export function deferHeadScripts(head, nonce) {
  const sources = [];
  const rewritten = head.replace(SCRIPT_TAG, (tag, attributeText) => {
    const attributes = new Map();
    for (const [, name, value] of attributeText.matchAll(ATTRIBUTE)) attributes.set(name.toLowerCase(), value ?? '');
    const src = attributes.get('src');
    const plain = [...attributes.keys()].every((name) => name === 'src' || name === 'async' || name === 'nonce');
    if (!plain || !attributes.has('async') || !src?.startsWith('/_next/static/chunks/')) return tag;
    sources.push(src);
    return sources.length === 1 ? PLACEHOLDER : '';
  });
  if (!sources.length) return head;
  return rewritten.replace(PLACEHOLDER, () => pageScriptLoader(sources, nonce));
}

const nonceOf = (policy) => /'nonce-([^']+)'/.exec(String(policy ?? ''))?.[1];

function headerIn(args, name) {
  for (const arg of args) {
    if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
    for (const key of Object.keys(arg)) if (key.toLowerCase() === name) return { headers: arg, key };
  }
  return null;
}

/**
 * A page sent whole (Next serves a cached page, static or regenerated, in one piece): its policy lists the hashes of
 * the inline scripts of the very document sent. The middleware can only read them from the copy of the page on disk,
 * which Next writes after it starts serving a newly regenerated page from memory; in between, the browser would block
 * that page's scripts (a page left unhydrated). A page streamed as it renders carries the request's nonce instead.
 */
function hashWholeDocument(res, document, etag) {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string' || res.headersSent) return;
  // Hashing a page costs about a fifth of serving it from cache: the hashes are kept by Next's ETag, a hash of the
  // same bytes that Next has already made (the loader added here carries the nonce, so it is not among them).
  let hashes = typeof etag === 'string' ? knownHashes.get(etag) : undefined;
  if (!hashes) {
    hashes = inlineScriptHashes(document.toString('utf8'));
    if (typeof etag === 'string') {
      if (knownHashes.size >= MAX_KNOWN_HASHES) knownHashes.delete(knownHashes.keys().next().value);
      knownHashes.set(etag, hashes);
    }
  }
  res.setHeader('content-security-policy', withScriptHashes(policy, hashes));
}
const knownHashes = new Map();
const MAX_KNOWN_HASHES = 1000;

/**
 * Rewrites this response's HTML head on its way out (see the file's comment). Must be called after the compression
 * middleware has wrapped `res`, so the bytes seen here are the page's own.
 */
export function deferPageScripts(req, res) {
  // The back office is left as Next writes it: its users come back daily with the chunks cached, and its screens are
  // typed into at once (a search box typed into before hydration would not update the list).
  if (req.method !== 'GET' || /^\/dashboard(?:[/?#]|$)/.test(req.url ?? '')) return;
  // The loader carries this response's nonce, so a page is never answered "304 Not Modified": the browser would run
  // the copy it cached, whose loader has an earlier response's nonce, under this response's policy, and block it (the
  // page would never get its code). Pages are sent whole, without an ETag (see decide).
  if (/\btext\/html\b/i.test(String(req.headers.accept ?? ''))) {
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
  }
  const { write, end, writeHead } = res;
  let mode = 'undecided';
  let etag;
  let buffered = [];
  let size = 0;

  const restore = () => {
    res.write = write;
    res.end = end;
    res.writeHead = writeHead;
  };
  const decide = (args = []) => {
    if (mode !== 'undecided') return;
    const typeInArgs = headerIn(args, 'content-type');
    const type = String(res.getHeader('content-type') ?? (typeInArgs ? typeInArgs.headers[typeInArgs.key] : ''));
    if (!/^text\/html\b/i.test(type) || res.headersSent) {
      mode = 'pass';
      restore();
      return;
    }
    mode = 'html';
    // The head changes length: the body goes out chunked (or compressed) instead. It also differs on every response
    // (the loader's nonce), so Next's ETag, made for its own bytes, is dropped.
    const etagInArgs = headerIn(args, 'etag');
    etag = res.getHeader('etag') ?? (etagInArgs ? etagInArgs.headers[etagInArgs.key] : undefined);
    for (const name of ['content-length', 'etag']) {
      res.removeHeader(name);
      const inArgs = headerIn(args, name);
      if (inArgs) delete inArgs.headers[inArgs.key];
    }
  };
  /** Sends what was held, rewritten if its </head> is there, and steps aside for the rest of the body. */
  const release = () => {
    const held = Buffer.concat(buffered);
    buffered = [];
    mode = 'pass';
    restore();
    const at = held.indexOf(HEAD_END);
    if (at < 0) return held;
    const head = deferHeadScripts(held.subarray(0, at).toString('utf8'), nonceOf(res.getHeader('content-security-policy')));
    return Buffer.concat([Buffer.from(head, 'utf8'), held.subarray(at)]);
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');

  res.writeHead = function deferringWriteHead(...args) {
    decide(args);
    return writeHead.apply(this, args);
  };
  res.write = function deferringWrite(chunk, encoding, callback) {
    decide();
    const done = typeof encoding === 'function' ? encoding : callback;
    if (mode !== 'html') return write.call(this, chunk, encoding, callback);
    const bytes = toBuffer(chunk, encoding);
    buffered.push(bytes);
    size += bytes.length;
    if (size > MAX_HEAD_BYTES || Buffer.concat(buffered).indexOf(HEAD_END) >= 0) {
      return write.call(this, release(), done);
    }
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function deferringEnd(chunk, encoding, callback) {
    decide();
    if (mode !== 'html') return end.call(this, chunk, encoding, callback);
    const done = typeof chunk === 'function' ? chunk : typeof encoding === 'function' ? encoding : callback;
    if (chunk != null && typeof chunk !== 'function') buffered.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
    hashWholeDocument(res, Buffer.concat(buffered), etag);
    return end.call(this, release(), done);
  };
}

/** How long a flush of the compressor may wait for the chunks written after it (see the file's comment). */
export const FLUSH_BATCH_MS = 20;

/**
 * Batches the compression middleware's `res.flush()` (which Next calls after every chunk it streams): the first call
 * schedules one flush FLUSH_BATCH_MS later, and the calls until then join it. The end of the response flushes
 * everything anyway.
 */
export function batchFlushes(res) {
  const flushNow = res.flush;
  if (typeof flushNow !== 'function') return;
  let timer = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  res.flush = function batchedFlush() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (!res.writableFinished && !res.destroyed) flushNow.call(res);
    }, FLUSH_BATCH_MS);
  };
  res.once('finish', cancel);
  res.once('close', cancel);
}

/** Compression, then the page-script deferral, for every request any Node HTTP(S) server in this process receives. */
export function installHtmlDelivery() {
  if (globalThis[INSTALLED]) return;
  const compression = require('next/dist/compiled/compression')();
  beforeEachRequest((req, res) => {
    if (!res || typeof res.setHeader !== 'function') return;
    compression(req, res, () => undefined);
    batchFlushes(res);
    deferPageScripts(req, res);
  });
  globalThis[INSTALLED] = true;
}
