'use client';

import { clsx } from 'clsx';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { DropdownMenu } from './dropdown-menu';

type MenuProps = {
  /** The button's accessible name. */
  label: string;
  button: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  widthClass?: string;
  buttonClassName?: string;
};

/** The back office's dropdown menus (row actions, column visibility): the shared DropdownMenu with its look. */
export function Menu({ label, button, children, align = 'end', widthClass = 'w-menu', buttonClassName }: MenuProps) {
  return (
    <DropdownMenu
      label={label}
      button={button}
      buttonClassName={clsx(
        'inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:bg-ink/5',
        buttonClassName,
      )}
      panelClassName={clsx(
        'rounded border border-line bg-surface p-1 text-start text-ink shadow-card',
        widthClass,
        align === 'end' ? 'end-0' : 'start-0',
      )}
    >
      {children}
    </DropdownMenu>
  );
}

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded px-3 py-2 text-start text-sm hover:bg-ink/5 focus:bg-ink/5 focus:outline-none aria-[checked=true]:font-bold aria-[current=page]:font-bold';

type ItemProps = {
  children: ReactNode;
  href?: string;
  onSelect?: () => void;
  external?: boolean;
  /** Makes the entry a menuitemcheckbox, which leaves the menu open when chosen. */
  checked?: boolean;
  current?: boolean;
  lang?: string;
  className?: string;
};

/** One entry: a link (`href`) or an action (`onSelect`). Choosing a plain item closes the menu. */
export function MenuItem({ children, href, onSelect, external, checked, current, lang, className }: ItemProps) {
  const role = checked === undefined ? 'menuitem' : 'menuitemcheckbox';
  if (href) {
    return (
      <Link
        href={href}
        role={role}
        tabIndex={-1}
        onClick={onSelect}
        className={clsx(itemClass, className)}
        lang={lang}
        aria-current={current ? 'page' : undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      role={role}
      tabIndex={-1}
      aria-checked={checked}
      onClick={onSelect}
      className={clsx(itemClass, className)}
      lang={lang}
    >
      {children}
    </button>
  );
}

export const MenuDivider = () => <div role="separator" className="my-1 border-t border-line" />;
