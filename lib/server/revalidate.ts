import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * Regenerates the statically generated public pages after published content (blogs, job posts) changes,
 * so lists, details, the career page and the sitemap never need a rebuild. Outside a Next server (tests, scripts)
 * there is no cache to clear, and Next throws; that is ignored.
 */
export function revalidatePublicContent() {
  try {
    revalidatePath('/', 'layout');
  } catch {
    // Not running inside Next's request context.
  }
}
