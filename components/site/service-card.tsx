import { StaticImage as Image } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { imageDataUrl } from '@/lib/content/image-data-url';
import type { Service } from '@/lib/content/services';
import { Link } from '@/components/site/locale-link';

/**
 * A service tile: illustration, name, summary and a "read more" link whose accessible name includes the service.
 * `priority` for the services page's first row (three tiles at 1280 px; the first is a phone's largest paint): the
 * illustration comes in the HTML rather than as a lazy request after layout.
 */
export async function ServiceCard({
  service,
  headingLevel = 'h3',
  priority = false,
}: {
  service: Service;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const names = await getTranslations('serviceNames');
  const t = await getTranslations('services.items');
  const c = await getTranslations('common');
  const name = names(service.key);
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-ink/10 bg-white shadow-card transition-shadow hover:shadow-lg">
      <Image
        src={priority ? imageDataUrl(service.image) : service.image}
        alt=""
        width={800}
        height={600}
        priority={priority}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-xl font-bold">
          <Link href={service.link} className="after:absolute after:inset-0 hover:text-brand-800">
            {name}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-ink-muted">{t(service.key)}</p>
        <span aria-hidden className="mt-4 inline-flex items-center gap-1 text-sm font-bold text-brand-800">
          {c('readMore')}
          <svg
            viewBox="0 0 20 20"
            className="size-4 transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1"
            fill="currentColor"
          >
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </span>
      </div>
    </article>
  );
}
