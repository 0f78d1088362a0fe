// The API contract names its calls in mixed case (/api/Enquiry/CreateEnquiry); route folders are lower case
// (app/api/enquiry/createenquiry) so that they check out the same on case-insensitive file systems. The middleware
// gives a call with a capital letter its route folder's casing (parameters keep theirs: an id, a file name) from the
// endpoint table (./endpoints), whose paths are the route folders (tests/api/endpoint-table.test.ts checks both ways).
import * as endpoints from './endpoints';
import { NEXT_AUTH_ROUTE } from './next-auth';

/** Every route folder's path: the table's paths and next-auth's. */
export const apiRoutePaths = (): string[] => [
  ...new Set([
    ...Object.values(endpoints)
      .flatMap((group) => Object.values(group) as string[])
      .map((e) => e.slice(e.indexOf(' ') + 1)),
    NEXT_AUTH_ROUTE,
  ]),
];

type Kind = 'fixed' | 'one' | 'rest' | 'optional';
const kind = (segment: string): Kind =>
  /^\[\[\.\.\..+\]\]$/.test(segment)
    ? 'optional'
    : /^\[\.\.\..+\]$/.test(segment)
      ? 'rest'
      : /^\[.+\]$/.test(segment)
        ? 'one'
        : 'fixed';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SOURCE: Record<Kind, (s: string) => string> = {
  fixed: (s) => `/${escapeRegExp(s)}`,
  one: () => '/([^/]+)',
  rest: () => '/(.+)',
  optional: () => '(?:/(.+))?',
};
const WEIGHT: Record<Kind, number> = { fixed: 0, one: 1, rest: 10, optional: 20 };

/**
 * From route paths in Next's folder syntax (`/api/job/getcandidates/[id]`), a function that gives a request path its
 * route's casing (parameters as sent), or null when no route matches. A fixed path wins over a parameter
 * (`/api/Auth/Login` is `auth/login`, not `auth/[...nextauth]`), and fewer parameters over more.
 */
export function apiCaseResolver(routePaths: readonly string[]): (pathname: string) => string | null {
  const fixed = new Map<string, string>();
  const dynamic: { pattern: RegExp; segments: string[]; weight: number }[] = [];
  for (const route of routePaths) {
    const segments = route.split('/').slice(1);
    if (segments.every((s) => kind(s) === 'fixed')) {
      fixed.set(route.toLowerCase(), route);
      continue;
    }
    const source = segments.map((s) => SOURCE[kind(s)](s)).join('');
    const weight = segments.reduce((sum, s) => sum + WEIGHT[kind(s)], 0);
    dynamic.push({ pattern: new RegExp(`^${source}$`, 'i'), segments, weight });
  }
  dynamic.sort((a, b) => a.weight - b.weight);
  return (pathname) => {
    const known = fixed.get(pathname.toLowerCase());
    if (known) return known;
    for (const { pattern, segments } of dynamic) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      // Each parameter segment has one capture group, in order; an optional catch-all that matched nothing adds none.
      let group = 0;
      return segments
        .map((s) => {
          if (kind(s) === 'fixed') return `/${s}`;
          const value = match[++group];
          return value === undefined ? '' : `/${value}`;
        })
        .join('');
    }
    return null;
  };
}
