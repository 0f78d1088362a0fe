import { clsx } from 'clsx';
import Link from '@/components/ui/link';
import { isActive, type NavGroup, type NavItem } from '@/lib/dashboard/nav';
import { moduleOf } from '@/lib/dashboard/nav-path';
import { NavIcon } from './nav-icon';

export type NavVariant = 'vertical' | 'mini' | 'horizontal';
type Props = {
  groups: NavGroup[];
  variant: NavVariant;
  label: string;
  title: (key: string) => string;
  /**
   * The page's path, where the server knows it: the side menu's section for it is open in the HTML. Opened only by
   * NavState after hydration, it pushed the entries below it down (184 px under Users, CLS 0.010 at 1280 px).
   */
  current?: string;
};

/*
 * The menus are drawn from the one navigation config, already filtered for the role: on the server for the layout in
 * use, in the browser for the others and the phone drawer (deferred-nav.tsx). Collapsing uses native
 * <details>/<summary> (keyboard and screen-reader support built in); NavState, a
 * small client script, marks the current page (aria-current) and closes dropdowns on Escape, outside click and
 * navigation.
 */

// Each menu row's look is one class of globals.css (@layer components): a menu repeats it on every row, so a short
// class name keeps the HTML and the RSC payload small.
const row = 'nav-row';
const tile = 'nav-tile';
const bar = 'nav-bar';
const popup = 'absolute z-50 w-menu rounded border border-line bg-surface p-1 shadow-card';
const popupLink = 'nav-popup-link';

function Leaf({
  item,
  className,
  title,
  children,
}: {
  item: NavItem;
  className: string;
  title: (k: string) => string;
  children?: React.ReactNode;
}) {
  if (item.disabled)
    return (
      <span aria-disabled="true" className={clsx(className, 'cursor-not-allowed opacity-50')}>
        {children ?? title(item.title)}
      </span>
    );
  return (
    <Link
      href={item.path}
      data-path={item.path}
      prefetch={false}
      className={className}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children ?? title(item.title)}
    </Link>
  );
}

function VerticalItem({ item, title, current }: { item: NavItem; title: (k: string) => string; current?: string }) {
  if (!item.children?.length) {
    return (
      <li>
        <Leaf item={item} className={row} title={title}>
          {item.icon ? (
            <NavIcon name={item.icon} />
          ) : (
            <span aria-hidden className="mx-2 size-1.5 rounded-full bg-current" />
          )}
          <span className="flex-1">{title(item.title)}</span>
          {item.caption ? <span className="text-xs text-ink-subtle">{item.caption}</span> : null}
        </Leaf>
      </li>
    );
  }
  return (
    <li>
      <details
        data-module={moduleOf(item.path)}
        open={current ? isActive(item, current) : undefined}
        className="group/parent"
      >
        <summary className={row}>
          <NavIcon name={item.icon} />
          <span className="flex-1">{title(item.title)}</span>
          <NavIcon
            name="chevron"
            className="size-4 -rotate-90 transition-transform group-open/parent:rotate-0 rtl:rotate-90"
          />
        </summary>
        <ul className="mt-0.5 space-y-0.5 ps-5">
          {item.children.map((child) => (
            <VerticalItem key={child.path + child.title} item={child} title={title} current={current} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function Dropdown({
  item,
  title,
  variant,
}: {
  item: NavItem;
  title: (k: string) => string;
  variant: 'mini' | 'horizontal';
}) {
  return (
    <details data-dropdown data-module={moduleOf(item.path)} className="group relative">
      <summary className={variant === 'mini' ? tile : bar}>
        <NavIcon name={item.icon} className={variant === 'mini' ? 'size-5' : 'size-4'} />
        <span className={variant === 'mini' ? 'line-clamp-2' : undefined}>{title(item.title)}</span>
        {variant === 'horizontal' ? <NavIcon name="chevron" className="size-4" /> : null}
      </summary>
      <ul className={clsx(popup, variant === 'mini' ? 'start-full top-0 ms-2' : 'start-0 top-full mt-1')}>
        {item.children!.map((child) => (
          <li key={child.path + child.title}>
            <Leaf item={child} className={popupLink} title={title} />
          </li>
        ))}
      </ul>
    </details>
  );
}

export function NavTree({ groups, variant, label, title, current }: Props) {
  if (variant === 'vertical') {
    return (
      <nav aria-label={label} data-nav className="px-3 pb-6">
        <ul className="space-y-3">
          {groups.map((group) => (
            <li key={group.subheader}>
              <details open className="group/section">
                <summary className="nav-section">
                  <NavIcon
                    name="chevron"
                    className="size-3.5 -rotate-90 transition-transform group-open/section:rotate-0 rtl:rotate-90"
                  />
                  {title(`groups.${group.subheader}`)}
                </summary>
                <ul className="space-y-0.5">
                  {group.items.map((item) => (
                    <VerticalItem key={item.path + item.title} item={item} title={title} current={current} />
                  ))}
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
    <nav
      aria-label={label}
      data-nav
      data-variant={variant}
      className={variant === 'mini' ? 'px-1.5 pb-6' : 'border-b border-line bg-surface px-4 lg:px-10'}
    >
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
