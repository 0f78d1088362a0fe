import { SERVICES } from '@/lib/content/services';

/** The service a page asked for with ?service= (its key, or a service page's slug), or ''. */
export function serviceFromSearch(search: string): string {
  const wanted = new URLSearchParams(search).get('service')?.trim().toLowerCase();
  if (!wanted) return '';
  return SERVICES.find((s) => s.key === wanted || s.slug === wanted)?.key ?? '';
}
