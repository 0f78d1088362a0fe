import { z } from 'zod';

/**
 * The eight services of SPEC §2, in menu order. Display strings live in messages: `serviceNames.<key>`,
 * `services.items.<key>` (summary) and `serviceDetail.texts.<key>` (full text paragraphs).
 */
export const SERVICES = [
  { key: 'apartment', slug: 'apartment-cleaning' },
  { key: 'carpet', slug: 'carpet-cleaning' },
  { key: 'commercial', slug: 'commercial-cleaning' },
  { key: 'construction', slug: 'construction-cleaning' },
  { key: 'office', slug: 'office-cleaning' },
  { key: 'house', slug: 'house-cleaning' },
  { key: 'removal', slug: 'home-removal' },
  { key: 'tenancy', slug: 'end-of-tenancy-cleaning' },
] as const;

export type ServiceKey = (typeof SERVICES)[number]['key'];
export type ServiceSlug = (typeof SERVICES)[number]['slug'];

/** Paragraph keys of each service's full text (SPEC §3 "Service full text: id, title, array of paragraphs"). */
export const SERVICE_PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

const serviceSchema = z.object({
  key: z.string(),
  slug: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  image: z.string().regex(/^\/images\/services\/[a-z-]+\.svg$/),
  link: z.string().startsWith('/services/'),
});
export type Service = z.infer<typeof serviceSchema> & { key: ServiceKey; slug: ServiceSlug };

/** SPEC §3 Service: id, title (messages), description (messages), image, link. */
export const SERVICE_LIST: readonly Service[] = SERVICES.map((s) => {
  const { image, link } = serviceSchema.parse({
    ...s,
    image: `/images/services/${s.slug}.svg`,
    link: `/services/${s.slug}`,
  });
  return { key: s.key, slug: s.slug, image, link };
});

/** Home shows the first three (SPEC §2 Home "featured services (first 3)"). */
export const FEATURED_SERVICES = SERVICE_LIST.slice(0, 3);

export const findService = (slug: string) => SERVICE_LIST.find((s) => s.slug === slug);
