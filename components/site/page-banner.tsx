import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/site/locale-link';

/** Title of a path when no title is given: its last segment, de-slugged (SPEC §2 breadcrumb banner). */
export function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return decodeURIComponent(last)
    .replace(/-/g, ' ')
    .replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

type Crumb = { href: string; label: string };

/** Breadcrumb banner at the top of inner pages: page title plus Home › parents › current. */
type Props = {
  path: string;
  title?: string;
  parents?: Crumb[];
  lead?: string;
  /** `lang`/`dir` of a title written in another language than the page (a blog or job post's own title). */
  titleProps?: { lang?: string; dir?: 'ltr' | 'rtl' };
};

export async function PageBanner({ path, title, parents = [], lead, titleProps = {} }: Props) {
  const t = await getTranslations('common');
  const heading = title ?? titleFromPath(path);
  return (
    <div className="relative overflow-hidden bg-brand-900 text-white">
      <div className="relative z-10 mx-auto max-w-content px-4 py-12 sm:py-16">
        <nav aria-label={t('breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-2 text-sm text-brand-100">
            <li>
              <Link href="/" className="hover:text-white hover:underline">
                {t('home')}
              </Link>
            </li>
            {parents.map((p) => (
              <li key={p.href} className="flex items-center gap-2">
                <span aria-hidden>/</span>
                <Link href={p.href} className="hover:text-white hover:underline">
                  {p.label}
                </Link>
              </li>
            ))}
            <li className="flex items-center gap-2">
              <span aria-hidden>/</span>
              <span aria-current="page" className="font-semibold text-white" {...titleProps}>
                {heading}
              </span>
            </li>
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl" {...titleProps}>
          {heading}
        </h1>
        {lead ? <p className="mt-3 max-w-2xl text-lg text-brand-100">{lead}</p> : null}
      </div>
      {/* After the text: a frame painted mid-parse has the banner at its full height before the lower circle exists,
          so the circle is never drawn higher up first and then moved (a layout shift on a slow phone). */}
      <div aria-hidden className="absolute -end-24 -top-24 size-72 rounded-full bg-brand-700/50" />
      <div aria-hidden className="absolute -bottom-32 end-40 size-56 rounded-full bg-brand-800" />
    </div>
  );
}
