import 'server-only';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ReadError } from '@/lib/availability/rules';
import { isBlockedAddress } from './address';

// Reading an address a user typed, safely (issue 37, Safety): http(s) only; every host resolved here and refused when
// any of its addresses is not public, and the connection made to the address that was checked (so DNS cannot answer
// differently a moment later); redirects followed by hand (at most 3), each checked the same way; 10 s and 5 MB per
// read in all; a text that says it is a web page or an image is not read. Errors carry a code, never the address.

export const FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };

export class CalendarReadError extends Error {
  constructor(readonly code: ReadError) {
    super(code);
  }
}

export type FetchOptions = {
  etag?: string | null;
  lastModified?: string | null;
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** DNS, replaceable in tests to play a name that resolves to a private address. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
};

export type FetchResult =
  { status: 'ok'; text: string; etag: string | null; lastModified: string | null } | { status: 'not-modified' };

const systemResolve = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

const REFUSED_TYPES = /^(text\/html|application\/xhtml|application\/json|image\/|video\/|audio\/)/i;

/** The one address to connect to: every address the name has must be allowed, else the whole name is refused. */
async function safeAddress(url: URL, options: FetchOptions): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = await (options.resolve ?? systemResolve)(host);
  } catch {
    throw new CalendarReadError('unreachable');
  }
  if (!addresses.length) throw new CalendarReadError('unreachable');
  if (addresses.some((a) => isBlockedAddress(a.address, options.allowLoopback)))
    throw new CalendarReadError('blocked_address');
  return addresses[0]!;
}

type Sent = { res: http.IncomingMessage; req: http.ClientRequest };

function send(url: URL, target: LookupAddress, headers: Record<string, string>, signal: AbortSignal) {
  // The connection goes to the checked address whatever name resolution would say now (no DNS rebinding).
  const lookup: LookupFunction = (_host, opts, callback) => {
    if (opts.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Sent>((resolve, reject) => {
    const req = client.request(url, { method: 'GET', headers, lookup, signal, agent: false }, (res) =>
      resolve({ res, req }),
    );
    req.on('error', reject);
    req.end();
  });
}

async function readBody(res: http.IncomingMessage, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw new CalendarReadError('too_large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function failure(status: number): CalendarReadError {
  if (status === 404 || status === 410) return new CalendarReadError('not_found');
  if (status === 401 || status === 403) return new CalendarReadError('denied');
  return new CalendarReadError('server_error');
}

async function follow(start: URL, options: FetchOptions, signal: AbortSignal): Promise<FetchResult> {
  let url = start;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CalendarReadError('blocked_address');
    const target = await safeAddress(url, options);
    const headers: Record<string, string> = {
      accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
      'user-agent': 'BrightsideCleaning-Availability/1.0',
    };
    if (options.etag) headers['if-none-match'] = options.etag;
    if (options.lastModified) headers['if-modified-since'] = options.lastModified;
    const { res } = await send(url, target, headers, signal);
    const status = res.statusCode ?? 0;
    if ([301, 302, 303, 307, 308].includes(status)) {
      res.resume();
      const location = res.headers.location;
      if (!location) throw new CalendarReadError('server_error');
      if (hop >= FETCH_LIMITS.maxRedirects) throw new CalendarReadError('too_many_redirects');
      url = new URL(location, url);
      continue;
    }
    if (status === 304) {
      res.resume();
      return { status: 'not-modified' };
    }
    if (status < 200 || status >= 300) {
      res.resume();
      throw failure(status);
    }
    if (REFUSED_TYPES.test(res.headers['content-type'] ?? '')) {
      res.resume();
      throw new CalendarReadError('not_calendar');
    }
    if (Number(res.headers['content-length'] ?? 0) > maxBytes) {
      res.destroy();
      throw new CalendarReadError('too_large');
    }
    const text = await readBody(res, maxBytes);
    const header = (name: string) => {
      const v = res.headers[name];
      return typeof v === 'string' && v.length <= 200 ? v : null;
    };
    return { status: 'ok', text, etag: header('etag'), lastModified: header('last-modified') };
  }
}

/** Reads a calendar address, conditionally when an ETag or Last-Modified is known. Throws CalendarReadError. */
export async function fetchCalendar(url: string, options: FetchOptions = {}): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? FETCH_LIMITS.timeoutMs);
  try {
    return await follow(new URL(url), options, controller.signal);
  } catch (error) {
    if (error instanceof CalendarReadError) throw error;
    if (controller.signal.aborted) throw new CalendarReadError('timeout');
    throw new CalendarReadError('unreachable');
  } finally {
    clearTimeout(timer);
  }
}
