'use client';

import { Columns3, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Menu, MenuItem } from '@/components/ui/menu';
import type { Columns } from './columns';

type Props<T> = {
  columns: Columns<T>;
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
  search: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  filters?: ReactNode;
};

/** Search (sent 300 ms after typing stops), the list's own filters and the column-visibility menu. */
export function TableToolbar<T>({ columns, hidden, onToggle, search, onSearch, placeholder, filters }: Props<T>) {
  const t = useTranslations('dashboardTable');
  const id = useId();
  const [value, setValue] = useState(search);
  const typed = useRef(false);

  // Back/forward or a tab change can change the URL's search: show it. Only on a change, never on mount: what was
  // typed before the screen hydrated (React replays it as a change) must not be wiped by the URL's empty search.
  const shown = useRef(search);
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    if (!typed.current) setValue(search);
    typed.current = false;
  }, [search]);

  const timer = useRef<number | undefined>(undefined);
  const send = () => {
    window.clearTimeout(timer.current);
    if (value.trim() === search.trim()) return;
    typed.current = true;
    onSearch(value.trim());
  };
  useEffect(() => {
    if (value.trim() === search.trim()) return;
    timer.current = window.setTimeout(send, 300);
    return () => window.clearTimeout(timer.current);
    // `send` reads the same value and search this effect depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, search, onSearch]);

  const hideable = columns.filter((c) => c.hideable !== false);
  return (
    <div className="flex flex-wrap items-end gap-3 p-4">
      <div className="relative min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="sr-only">
          {t('search')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-subtle"
        />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          // Leaving the box (to open a row, say) sends what was typed at once: a search landing 300 ms later would
          // replace the address the click is navigating to.
          onBlur={send}
          placeholder={placeholder ?? t('searchPlaceholder')}
          className="block min-h-11 w-full rounded border border-ink/25 bg-surface py-2 pe-3 ps-10 text-base focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
      </div>
      {filters}
      {hideable.length > 1 ? (
        <Menu
          label={t('columns')}
          button={<Columns3 aria-hidden className="size-5 text-ink-muted" />}
          buttonClassName="border border-line"
        >
          {hideable.map((column) => (
            <MenuItem key={column.id} checked={!hidden.has(column.id)} onSelect={() => onToggle(column.id)}>
              <span
                aria-hidden
                className="inline-flex size-4 items-center justify-center rounded border border-ink/40 text-xs"
              >
                {hidden.has(column.id) ? '' : '✓'}
              </span>
              {column.header}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </div>
  );
}
