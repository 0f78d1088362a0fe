import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { publishedTestimonials } from '@/lib/server/ratings/service';

export type PublishedTestimonial = { id: string; quote: string; firstName: string; town: string };

/**
 * Testimonials the office published from clients' 5-star ratings, read for each request (the home page is rendered per
 * request, docs/decisions/0001), so publishing or unpublishing one shows on the next visit with no cache to clear.
 */
export async function publishedTestimonialsForHome(): Promise<PublishedTestimonial[]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  try {
    return await publishedTestimonials(await getDb());
  } catch (error) {
    // A database outage must not take the shop window down: the written testimonials still show.
    console.error('home: could not load published testimonials', error);
    return [];
  }
}
