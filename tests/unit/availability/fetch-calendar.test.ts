// @vitest-environment node
// Reading a typed address safely: address ranges refused after resolution and on every redirect, at most 3 redirects,
// the size and time limits, web pages refused, conditional requests answered 304. A local server plays the calendar
// host; loopback is allowed only where a test says so (allowLoopback), as AVAILABILITY_FETCH_ALLOW_LOOPBACK does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarUrl, maskCalendarUrl } from '@/lib/availability/rules';
import { isBlockedAddress } from '@/lib/server/availability/address';
import { CalendarReadError, fetchCalendar } from '@/lib/server/availability/fetch';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/cal.ics') {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
      return res.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' }).end(ICS);
    }
    if (path === '/html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (path === '/missing') return res.writeHead(404).end();
    if (path === '/broken') return res.writeHead(500).end();
    if (path === '/slow') return; // never answers
    if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(1024 * 1024, 'A');
      for (let i = 0; i < 6; i++) res.write(chunk);
      return res.end();
    }
    const hops = /^\/hop\/(\d+)$/.exec(path);
    if (hops) {
      const n = Number(hops[1]);
      return res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/cal.ics' }).end();
    }
    if (path === '/to-private') return res.writeHead(302, { location: 'http://intranet.example/cal.ics' }).end();
    if (path === '/to-metadata') return res.writeHead(301, { location: 'http://169.254.169.254/latest/' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof CalendarReadError ? error.code : String(error);
  }
};
const local = { allowLoopback: true };

describe('isBlockedAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    'fe80::1',
    'fd00:ec2::254',
    '::',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
    expect(isBlockedAddress(address, true)).toBe(true);
  });

  it('refuses loopback unless the test-only setting allows it', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isBlockedAddress(address)).toBe(true);
      expect(isBlockedAddress(address, true)).toBe(false);
    }
  });

  it('allows public addresses', () => {
    for (const address of ['8.8.8.8', '142.250.187.206', '2a00:1450:4009:81f::200e']) {
      expect(isBlockedAddress(address)).toBe(false);
    }
  });
});

describe('calendarUrl and maskCalendarUrl', () => {
  it('reads webcal as https and refuses other schemes and credentials', () => {
    expect(calendarUrl(' webcal://p01-caldav.icloud.com/published/2/abc ')).toBe(
      'https://p01-caldav.icloud.com/published/2/abc',
    );
    expect(calendarUrl('https://calendar.google.com/calendar/ical/x/private-y/basic.ics')).toBeTruthy();
    for (const bad of [
      'ftp://example.com/a.ics',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://u:p@x.com/a',
      'nope',
    ])
      expect(calendarUrl(bad)).toBeNull();
  });

  it('masks all but the host and the last four characters', () => {
    expect(maskCalendarUrl('https://calendar.google.com/calendar/ical/x/private-y123/basic.ics')).toBe(
      'https://calendar.google.com/….ics',
    );
  });
});

describe('fetchCalendar', () => {
  it('refuses the server itself without the test-only setting', async () => {
    expect(await codeOf(fetchCalendar(`${base}/cal.ics`))).toBe('blocked_address');
  });

  it('reads a calendar and asks again with its ETag (304)', async () => {
    const first = await fetchCalendar(`${base}/cal.ics`, local);
    expect(first).toMatchObject({ status: 'ok', text: ICS, etag: '"v1"' });
    expect(await fetchCalendar(`${base}/cal.ics`, { ...local, etag: '"v1"' })).toEqual({ status: 'not-modified' });
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    expect((await fetchCalendar(`${base}/hop/2`, local)).status).toBe('ok');
    expect(await codeOf(fetchCalendar(`${base}/hop/3`, local))).toBe('too_many_redirects');
  });

  it('checks every redirect: a name resolving to a private address, and the metadata address', async () => {
    const resolve = async (host: string) =>
      host === 'intranet.example' ? [{ address: '10.0.0.5', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    expect(await codeOf(fetchCalendar(`${base}/to-private`, { ...local, resolve }))).toBe('blocked_address');
    expect(await codeOf(fetchCalendar(`${base}/to-metadata`, local))).toBe('blocked_address');
  });

  it('refuses a name with any private address among its answers', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '192.168.0.2', family: 4 },
    ];
    expect(await codeOf(fetchCalendar('https://calendar.example/cal.ics', { resolve }))).toBe('blocked_address');
  });

  it('words 404, 500, a web page, 6 MB and a silent server', async () => {
    expect(await codeOf(fetchCalendar(`${base}/missing`, local))).toBe('not_found');
    expect(await codeOf(fetchCalendar(`${base}/broken`, local))).toBe('server_error');
    expect(await codeOf(fetchCalendar(`${base}/html`, local))).toBe('not_calendar');
    expect(await codeOf(fetchCalendar(`${base}/huge`, local))).toBe('too_large');
    expect(await codeOf(fetchCalendar(`${base}/slow`, { ...local, timeoutMs: 300 }))).toBe('timeout');
  });
});
