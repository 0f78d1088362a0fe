import { routing } from './routing';

const LEGACY_APPLY = new RegExp(
  `^(/(?:${routing.locales.filter((l) => l !== routing.defaultLocale).join('|')}))?/apply-now/?$`,
);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Job applications used to live at /apply-now?job={id}; links to that address (e-mails, search results) still work by
 * redirecting to the job post's own, prerendered application page. Null when the address is not such a link.
 */
export function legacyApplyPath(pathname: string, searchParams: URLSearchParams): string | null {
  const match = pathname.match(LEGACY_APPLY);
  const job = match ? searchParams.get('job') : null;
  return match && job && UUID.test(job) ? `${match[1] ?? ''}/apply-now/${job}` : null;
}
