// A calendar host for the API tests, on loopback: serves, changes and breaks calendars, and records the conditional
// headers it was sent. The server under test may read loopback only because these files set
// AVAILABILITY_FETCH_ALLOW_LOOPBACK (a test-only setting production never sets).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

type Served = { status: number; body: string; etag?: string; type?: string };

export async function calendarServer() {
  const routes = new Map<string, Served>();
  const seen: { path: string; headers: IncomingHttpHeaders; status: number }[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const served = routes.get(path);
    let status = served?.status ?? 404;
    if (served && status === 200 && served.etag && req.headers['if-none-match'] === served.etag) status = 304;
    seen.push({ path, headers: req.headers, status });
    if (status !== 200) return res.writeHead(status).end();
    res
      .writeHead(200, {
        'content-type': served!.type ?? 'text/calendar; charset=utf-8',
        ...(served!.etag ? { etag: served!.etag } : {}),
      })
      .end(served!.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    serve: (path: string, served: Served) => routes.set(path, served),
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** An iCalendar of busy events [start, end) given as instants, with a name. */
export function ics(name: string, events: [Date, Date][]) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tests//EN', `X-WR-CALNAME:${name}`];
  events.forEach(([start, end], i) =>
    lines.push(
      'BEGIN:VEVENT',
      `UID:e${i}-${start.getTime()}@tests`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      'SUMMARY:Private appointment',
      'END:VEVENT',
    ),
  );
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}
