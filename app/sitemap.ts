import type { MetadataRoute } from 'next';
import { activeOffices } from '@/lib/content/offices';
import { SERVICE_LIST } from '@/lib/content/services';
import { locales, type Locale } from '@/lib/i18n/routing';
import { languageAlternates, localizedUrl } from '@/lib/seo';

// Blog and job URLs come from the database, so the sitemap is built per request (it is small and cheap).
export const dynamic = 'force-dynamic';

type Entry = {
  path: string;
  priority: number;
  changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'];
  lastModified?: Date;
  /** Set for a post written in one language: only its page in that language is listed, with no alternates. */
  language?: Locale;
};

/** Every public page that exists without the database. */
export function staticEntries(): Entry[] {
  return [
    { path: '/', priority: 1, changeFrequency: 'daily' },
    { path: '/about', priority: 0.6, changeFrequency: 'monthly' },
    { path: '/services', priority: 0.9, changeFrequency: 'monthly' },
    ...SERVICE_LIST.map((s) => ({ path: s.link, priority: 0.8, changeFrequency: 'monthly' as const })),
    { path: '/areascovered', priority: 0.7, changeFrequency: 'monthly' },
    ...activeOffices().map((o) => ({
      path: `/locations/${o.slug}`,
      priority: 0.7,
      changeFrequency: 'monthly' as const,
    })),
    { path: '/book', priority: 0.8, changeFrequency: 'monthly' },
    { path: '/contact', priority: 0.8, changeFrequency: 'yearly' },
    { path: '/franchise', priority: 0.5, changeFrequency: 'yearly' },
    { path: '/blogs', priority: 0.6, changeFrequency: 'daily' },
    { path: '/blog', priority: 0.4, changeFrequency: 'daily' },
    { path: '/career', priority: 0.6, changeFrequency: 'weekly' },
    { path: '/apply-now', priority: 0.4, changeFrequency: 'yearly' },
    { path: '/terms-and-conditions', priority: 0.2, changeFrequency: 'yearly' },
  ];
}

async function contentEntries(): Promise<Entry[]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  try {
    const [{ getDb }, { listPublishedBlogs }] = await Promise.all([
      import('@/lib/server/db/client'),
      import('@/lib/server/blogs/service'),
    ]);
    const { data } = await listPublishedBlogs(await getDb(), { pageNumber: 1, pageSize: 5000 });
    return data.map((b) => ({
      path: b.category.toLowerCase() === 'career' ? `/career/${b.id}` : `/blogs/${b.id}`,
      priority: 0.5,
      changeFrequency: 'monthly' as const,
      lastModified: b.updatedAt,
      language: b.language,
    }));
  } catch (error) {
    console.error('sitemap: could not list blog posts', error);
    return [];
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = [...staticEntries(), ...(await contentEntries())];
  return entries.flatMap((e) =>
    e.language
      ? [
          {
            url: localizedUrl(e.path, e.language),
            lastModified: e.lastModified,
            changeFrequency: e.changeFrequency,
            priority: e.priority,
          },
        ]
      : locales.map((locale) => ({
          url: localizedUrl(e.path, locale),
          lastModified: e.lastModified,
          changeFrequency: e.changeFrequency,
          priority: e.priority,
          alternates: { languages: languageAlternates(e.path) },
        })),
  );
}
