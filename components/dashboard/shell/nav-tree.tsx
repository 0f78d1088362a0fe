import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import Link from 'next/link';
import type { NavGroup, NavItem } from '@/lib/dashboard/nav';
import { NavIcon } from './nav-icon';

type Variant = 'vertical' | 'mini' | 'horizontal';
type Props = { groups: NavGroup[]; variant: Variant; label: string; title: (key: string) => string };

/*
 * The menus are rendered on the server from the one navigation config, already filtered for the role: no JavaScript
 * draws them. Collapsing uses native <details>/<summary> (keyboard and screen-reader support built in); NavState, a
 * small client script, marks the current page (aria-current) and closes dropdowns on Escape, outside click and
 * navigation.
 */

const row =
  'flex min-h-11 w-full cursor-pointer list-none items-center gap-3 rounded px-3 py-2 text-start text-sm font-medium text-ink-muted hover:bg-ink/5 [&::-webkit-details-marker]:hidden aria-[current=page]:bg-brand-700/10 aria-[current=page]:font-semibold aria-[current=page]:text-link';
const tile =
  'flex min-h-14 w-full cursor-pointer list-none flex-col items-center justify-center gap-1 rounded px-1 py-2 text-center text-[11px] font-semibold leading-tight text-ink-muted hover:bg-ink/5 [&::-webkit-details-marker]:hidden aria-[current=page]:bg-brand-700/10 aria-[current=page]:text-link group-data-[active]:bg-brand-700/10 group-data-[active]:text-link';
const bar =
  'flex min-h-11 cursor-pointer list-none items-center gap-2 whitespace-nowrap rounded px-3 text-sm font-medium text-ink-muted hover:bg-ink/5 [&::-webkit-details-marker]:hidden aria-[current=page]:bg-brand-700/10 aria-[current=page]:text-link group-data-[active]:text-link';
const popup = 'absolute z-50 w-menu rounded border border-line bg-surface p-1 shadow-card';
const popupLink = 'flex min-h-11 items-center rounded px-3 text-sm hover:bg-ink/5 aria-[current=page]:font-bold aria-[current=page]:text-link';

function Leaf({ item, className, title, children }: { item: NavItem; className: string; title: (k: string) => string; children?: React.ReactNode }) {
  if (item.disabled) return <span aria-disabled="true" className={clsx(className, 'cursor-not-allowed opacity-50')}>{children ?? title(item.title)}</span>;
  return (
    <Link href={item.path} data-path={item.path} prefetch={false} className={className} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children ?? title(item.title)}
    </Link>
  );
}

const moduleOf = (item: NavItem) => item.path.split('/').slice(0, 3).join('/');

function VerticalItem({ item, title }: { item: NavItem; title: (k: string) => string }) {
  if (!item.children?.length) {
    return (
      <li>
        <Leaf item={item} className={row} title={title}>
          {item.icon ? <NavIcon name={item.icon} /> : <span aria-hidden className="mx-2 size-1.5 rounded-full bg-current" />}
          <span className="flex-1">{title(item.title)}</span>
          {item.caption ? <span className="text-xs text-ink-subtle">{item.caption}</span> : null}
        </Leaf>
      </li>
    );
  }
  return (
    <li>
      <details data-module={moduleOf(item)} className="group/parent">
        <summary className={row}>
          <NavIcon name={item.icon} />
          <span className="flex-1">{title(item.title)}</span>
          <ChevronDown aria-hidden className="size-4 -rotate-90 transition-transform group-open/parent:rotate-0 rtl:rotate-90" />
        </summary>
        <ul className="mt-0.5 space-y-0.5 ps-5">
          {item.children.map((child) => <VerticalItem key={child.path + child.title} item={child} title={title} />)}
        </ul>
      </details>
    </li>
  );
}

function Dropdown({ item, title, variant }: { item: NavItem; title: (k: string) => string; variant: 'mini' | 'horizontal' }) {
  return (
    <details data-dropdown data-module={moduleOf(item)} className="group relative">
      <summary className={variant === 'mini' ? tile : bar}>
        <NavIcon name={item.icon} className={variant === 'mini' ? 'size-5' : 'size-4'} />
        <span className={variant === 'mini' ? 'line-clamp-2' : undefined}>{title(item.title)}</span>
        {variant === 'horizontal' ? <ChevronDown aria-hidden className="size-4" /> : null}
      </summary>
      <ul className={clsx(popup, variant === 'mini' ? 'start-full top-0 ms-2' : 'start-0 top-full mt-1')}>
        {item.children!.map((child) => (
          <li key={child.path + child.title}><Leaf item={child} className={popupLink} title={title} /></li>
        ))}
      </ul>
    </details>
  );
}

export function NavTree({ groups, variant, label, title }: Props) {
  if (variant === 'vertical') {
    return (
      <nav aria-label={label} data-nav className="px-3 pb-6">
        <ul className="space-y-3">
          {groups.map((group) => (
            <li key={group.subheader}>
              <details open className="group/section">
                <summary className="flex min-h-9 cursor-pointer list-none items-center gap-1 px-3 text-xs font-bold uppercase tracking-wide text-ink-subtle hover:text-ink [&::-webkit-details-marker]:hidden">
                  <ChevronDown aria-hidden className="size-3.5 -rotate-90 transition-transform group-open/section:rotate-0 rtl:rotate-90" />
                  {title(`groups.${group.subheader}`)}
                </summary>
                <ul className="space-y-0.5">
                  {group.items.map((item) => <VerticalItem key={item.path + item.title} item={item} title={title} />)}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  const items = groups.flatMap((g) => g.items);
  return (
    <nav aria-label={label} data-nav className={variant === 'mini' ? 'px-1.5 pb-6' : 'border-b border-line bg-surface px-4 lg:px-10'}>
      <ul className={variant === 'mini' ? 'space-y-1' : 'flex flex-wrap items-center gap-1 py-1'}>
        {items.map((item) => (
          <li key={item.path + item.title}>
            {item.children?.length ? (
              <Dropdown item={item} title={title} variant={variant} />
            ) : (
              <Leaf item={item} className={variant === 'mini' ? tile : bar} title={title}>
                <NavIcon name={item.icon} className={variant === 'mini' ? 'size-5' : 'size-4'} />
                <span className={variant === 'mini' ? 'line-clamp-2' : undefined}>{title(item.title)}</span>
              </Leaf>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
