import { findOffice } from '@/lib/content/offices';
import { findService } from '@/lib/content/services';

const PARAM_PAGE = /^\/([a-z]{2})\/(services|locations)\/([^/]+)\/?$/;

/**
 * Service and office pages are prerendered for every known slug. Next would render any other slug after the build
 * and cache that 404 page, whose inline scripts the CSP manifest cannot know (docs/decisions/0001), so the middleware
 * sends such a path to a route rendered per request instead: one segment deeper, where `services/[slug]/[...rest]`
 * answers the services 404 ('Service Details') and `[locale]/[...rest]` the site's ('Page Not Found'). An office in
 * another casing (`/locations/NORWICH`) is left to its page, which redirects to the one address.
 */
export function perRequestPathFor(internalPath: string): string | null {
  const match = PARAM_PAGE.exec(internalPath);
  if (!match) return null;
  const [, , family, slug = ''] = match;
  const known = family === 'services' ? findService(slug) : findOffice(slug);
  return known ? null : `${internalPath.replace(/\/$/, '')}/-`;
}
