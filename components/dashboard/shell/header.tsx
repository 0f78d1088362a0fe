import { ChevronDown, Languages, Menu, Search, Settings } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/ui/link';
import type { SessionUser } from '@/lib/server/auth/session';
import { ROLE_KEYS } from '@/lib/dashboard/labels';
import { locales } from '@/lib/i18n/routing';
import { isAdmin } from '@/lib/roles';
import { Avatar } from './avatar';
import { LanguageOption, LogoutButton, MenuButton, SearchTrigger, SettingsTrigger } from './islands';
import { Logo } from './logo';
import { JsPendingReason } from '@/components/ui/js-pending-reason';

const dropdown = 'absolute end-0 top-full z-50 mt-1 rounded border border-line bg-surface p-1 text-ink shadow-card';
const item = 'flex min-h-11 items-center rounded px-3 text-sm hover:bg-ink/5';
const summary =
  'inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-full px-2 text-ink-muted hover:bg-ink/5 [&::-webkit-details-marker]:hidden';

/** The 64/80 px header: menu button (phones), search, language, settings and the account menu (200 px). */
export async function Header({ user, locale }: { user: SessionUser; locale: string }) {
  const t = await getTranslations('dashboard');
  const languages = await getTranslations('language');
  return (
    <header className="sticky top-0 z-30 flex h-header items-center gap-2 border-b border-line bg-surface/90 px-2 backdrop-blur sm:px-4 lg:h-header-lg lg:px-10">
      <JsPendingReason />
      <MenuButton label={t('header.openMenu')} icon={<Menu aria-hidden className="size-6" />} />
      <div className="hidden layout-horizontal:lg:block">
        <Logo />
      </div>
      <SearchTrigger
        label={t('header.search')}
        shortcut={t('header.shortcut')}
        icon={<Search aria-hidden className="size-5" />}
      />
      <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
        <details data-dropdown className="relative">
          <summary className={summary} aria-label={`${t('header.language')}: ${languages(locale as never)}`}>
            <Languages aria-hidden className="size-5" />
            <span className="text-sm font-semibold uppercase">{locale}</span>
          </summary>
          <div className={`${dropdown} w-menu-lang`}>
            {locales.map((l) => (
              <LanguageOption key={l} locale={l}>
                {languages(l)}
              </LanguageOption>
            ))}
          </div>
        </details>
        <SettingsTrigger label={t('header.settings')} icon={<Settings aria-hidden className="size-5" />} />
        <details data-dropdown className="relative">
          <summary className={summary} aria-label={t('avatar.label', { name: user.name })}>
            <Avatar name={user.name} photo={user.profilePhotoPath} className="size-9" />
            <ChevronDown aria-hidden className="hidden size-4 sm:block" />
          </summary>
          <div className={`${dropdown} w-menu`}>
            <div className="border-b border-line px-3 pb-2 pt-1.5">
              <p dir="auto" className="truncate text-sm font-semibold">
                {user.name}
              </p>
              <p dir="auto" className="truncate text-xs text-ink-subtle">
                {user.email}
              </p>
              <p className="mt-1 text-xs font-semibold text-link" data-testid="user-role">
                {t(`roles.${ROLE_KEYS[user.role]}`)}
              </p>
            </div>
            <div className="py-1">
              <Link prefetch={false} href="/dashboard" className={item}>
                {t('avatar.home')}
              </Link>
              <Link prefetch={false} href="/dashboard/company" className={item}>
                {t('avatar.company')}
              </Link>
              <Link prefetch={false} href="/dashboard/user/profile" className={item}>
                {t('avatar.profile')}
              </Link>
              {isAdmin(user.role) ? (
                <Link prefetch={false} href="/dashboard/enquiry/list" className={item}>
                  {t('avatar.enquiries')}
                </Link>
              ) : null}
              {isAdmin(user.role) ? (
                <Link prefetch={false} href="/dashboard/franchise/list" className={item}>
                  {t('avatar.franchises')}
                </Link>
              ) : null}
              <Link prefetch={false} href="/dashboard/change-password" className={item}>
                {t('avatar.changePassword')}
              </Link>
            </div>
            <div className="border-t border-line pt-1">
              <LogoutButton label={t('avatar.logout')} />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
