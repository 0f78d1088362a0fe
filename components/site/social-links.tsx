import { getTranslations } from 'next-intl/server';
import { SOCIAL_LINKS, type SocialNetwork } from '@/lib/content/company';

const ICONS: Record<SocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z',
  twitter:
    'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z',
  instagram:
    'M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2Zm5-9.2a1.1 1.1 0 1 0 0 2.3 1.1 1.1 0 0 0 0-2.3ZM21 8.3c-.1-1.5-.4-2.8-1.5-3.8-1-1.1-2.3-1.4-3.8-1.5-1.5-.1-6-.1-7.5 0-1.5.1-2.8.4-3.8 1.5C3.3 5.5 3 6.8 3 8.3c-.1 1.5-.1 6 0 7.5.1 1.5.4 2.8 1.5 3.8 1 1 2.3 1.4 3.8 1.5 1.5.1 6 .1 7.5 0 1.5-.1 2.8-.4 3.8-1.5 1-1 1.4-2.3 1.5-3.8.1-1.5.1-6 0-7.5Zm-2 9.1c-.3.8-.9 1.4-1.7 1.7-1.2.5-3.9.4-5.2.4s-4 .1-5.2-.4c-.8-.3-1.4-.9-1.7-1.7-.5-1.2-.4-3.9-.4-5.2s-.1-4 .4-5.2c.3-.8.9-1.4 1.7-1.7 1.2-.5 3.9-.4 5.2-.4s4-.1 5.2.4c.8.3 1.4.9 1.7 1.7.5 1.2.4 3.9.4 5.2s.1 4-.4 5.2Z',
  whatsapp:
    'M12 2.2A9.7 9.7 0 0 0 3.7 17l-1.4 5 5.2-1.4A9.8 9.8 0 1 0 12 2.2Zm0 17.9c-1.5 0-2.9-.4-4.2-1.1l-.3-.2-3.1.8.8-3-.2-.3a8.1 8.1 0 1 1 7 3.8Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1-.7-.3-1.4-.7-2-1.2-.5-.5-1-1.1-1.4-1.7-.1-.2 0-.4.1-.5l.4-.5.3-.4v-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.6.6-.9 1.4-.9 2.2.1.9.4 1.8 1 2.6 1.1 1.6 2.5 2.9 4.2 3.7.5.2.9.3 1.4.4.5.2 1.1.2 1.6.1.6-.1 1.2-.5 1.5-1 .2-.4.3-.8.2-1.2-.1-.1-.3-.2-.5-.3Z',
};

/** The four social networks of SPEC §1 (header, footer and contact page). */
export async function SocialLinks({ className = '', tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const t = await getTranslations('nav');
  const colour = tone === 'light' ? 'text-white hover:bg-white/15' : 'text-ink hover:bg-surface-muted';
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t('social')}>
      {SOCIAL_LINKS.map((s) => (
        <li key={s.network}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('followOn', { network: s.label })}
            className={`inline-flex size-11 items-center justify-center rounded-full ${colour}`}
          >
            <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d={ICONS[s.network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
