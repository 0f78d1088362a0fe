// Server throughput with autocannon: requests per second and latency percentiles at a fixed number of connections.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const json = { 'content-type': 'application/json' };

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summary(name, result) {
  const ok = result['2xx'];
  const other = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: ok + other,
    failed: other,
  };
}

/** A public enquiry as the contact form sends it, with a fresh id (the endpoint is idempotent on the id). */
export const enquiryBody = (origin) =>
  JSON.stringify({
    id: randomUUID(),
    name: 'Bench Visitor',
    email: 'visitor@example.com',
    phone: '01603 555 0123',
    address: '1 Market Street, Norwich',
    postCode: 'NR1 3AB',
    messageDescription: 'Please call me about a weekly clean.',
    domainName: origin,
  });

export async function adminToken(base, email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`bench: admin sign-in failed (${res.status})`);
  return (await res.json()).accessToken;
}

/**
 * The server scenarios of issue 12, each for `seconds` at `connections`. Order matters: the list is read before the
 * enquiry POSTs add rows to it, so page 100 is the last page of exactly 10,000.
 */
export async function serverScenarios(base, { token, email, password, calendarToken, connections = 20, seconds = 10 }) {
  const common = { url: base, connections, duration: seconds, timeout: 30 };
  const auth = { ...json, authorization: `Bearer ${token}`, origin: base };
  const list = (page) => ({
    method: 'POST',
    path: '/api/enquiry/enquiries',
    headers: auth,
    body: JSON.stringify({ pageNumber: page, pageSize: 100 }),
  });
  const scenarios = [
    ['GET /about (static page)', { requests: [{ method: 'GET', path: '/about' }] }],
    ['POST /api/enquiry/enquiries page 1 (Administrator)', { requests: [list(1)] }],
    ['POST /api/enquiry/enquiries page 100 (Administrator)', { requests: [list(100)] }],
    // What the site's own forms send (no middleware), then the contract's spelling (mapped by the middleware).
    ...['/api/enquiry/createenquiry', '/api/Enquiry/CreateEnquiry'].map((path) => [
      `POST ${path}`,
      {
        requests: [
          {
            method: 'POST',
            path,
            headers: { ...json, origin: base },
            setupRequest: (req) => ({ ...req, body: enquiryBody(base) }),
          },
        ],
      },
    ]),
    // scrypt is memory-hard on purpose (tens of ms of CPU per attempt): a longer window gives enough samples.
    [
      'POST /api/auth/login (sign-in)',
      {
        duration: seconds * 2,
        requests: [
          {
            method: 'POST',
            path: '/api/auth/login',
            headers: { ...json, origin: base },
            body: JSON.stringify({ username: email, password }),
          },
        ],
      },
    ],
    // Issue 29: a subscriber's calendar app polls one feed at a time, so its target (< 300 ms) is a single client's wait.
    ...(calendarToken
      ? [
          [
            'GET /api/calendar/{token}.ics (1,000 events, 1 connection)',
            { connections: 1, requests: [{ method: 'GET', path: `/api/calendar/${calendarToken}.ics` }] },
          ],
        ]
      : []),
  ];
  const out = [];
  for (const [name, opts] of scenarios) {
    // A short warm-up so that the first-request compilation of a route is not in the figures.
    await run({ ...common, ...opts, duration: 2 });
    // Let the server finish what the warm-up left in flight before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    out.push({ ...summary(name, await run({ ...common, ...opts })), seconds: opts.duration ?? seconds });
    console.log(
      `bench: ${name}: ${out.at(-1).rps.toFixed(0)} req/s, p50 ${out.at(-1).p50} ms, p99 ${out.at(-1).p99} ms`,
    );
  }
  return out;
}
