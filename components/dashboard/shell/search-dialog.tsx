'use client';

import { clsx } from 'clsx';
import { CornerDownLeft, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { flattenNav, type NavItem } from '@/lib/dashboard/nav';
import { useRoleNav } from './use-nav';

type Result = { group: string; item: NavItem; label: string };

/** Results in menu order, grouped under their menu group, each keeping its index in the flat list. */
function groupsOf(results: Result[]): [string, { r: Result; i: number }[]][] {
  const map = new Map<string, { r: Result; i: number }[]>();
  results.forEach((r, i) => map.set(r.group, [...(map.get(r.group) ?? []), { r, i }]));
  return [...map.entries()];
}

/**
 * Cmd+K: searches the role's menu titles and paths (SPEC §2). A combobox with a listbox of results grouped by menu
 * group; arrows move, Enter opens (external entries in a new window), Escape closes.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('dashboard.search');
  const { groups, title } = useRoleNav();
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const all = useMemo<Result[]>(
    () =>
      flattenNav(groups)
        .filter(({ item }) => !item.children?.length && !item.disabled)
        .map(({ group, item, parent }) => ({
          group,
          item,
          label: parent ? `${title(parent.title)} · ${title(item.title)}` : title(item.title),
        })),
    [groups, title],
  );
  const q = query.trim().toLowerCase();
  const results = q
    ? all.filter((r) => r.label.toLowerCase().includes(q) || r.item.path.toLowerCase().includes(q))
    : [];

  const go = (r: Result | undefined) => {
    if (!r) return;
    onClose();
    setQuery('');
    if (r.item.external) window.open(r.item.path, '_blank', 'noopener,noreferrer');
    else router.push(r.item.path);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (results.length) setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : -1) + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(results[active]);
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} hideTitle size="md">
      <div className="flex items-center gap-2 border-b border-line pb-3">
        <Search aria-hidden className="size-5 text-ink-subtle" />
        <input
          autoFocus
          role="combobox"
          aria-label={t('label')}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length ? optionId(active) : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          className="min-h-11 flex-1 bg-transparent text-base outline-none placeholder:text-ink-subtle"
        />
        <kbd className="rounded border border-line px-1.5 py-0.5 text-xs text-ink-subtle">Esc</kbd>
      </div>
      <div className="max-h-[400px] overflow-y-auto py-2">
        {!q ? (
          <p className="py-10 text-center text-sm text-ink-muted">{t('enterKeywords')}</p>
        ) : results.length === 0 ? (
          <div className="py-10 text-center" role="status">
            <p className="text-lg font-bold">{t('notFound')}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('noResults', { query: query.trim() })}</p>
          </div>
        ) : (
          <div id={listId} role="listbox" aria-label={t('results')}>
            {groupsOf(results).map(([group, entries]) => (
              <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
                <div
                  id={`${listId}-${group}`}
                  role="presentation"
                  className="px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-ink-subtle"
                >
                  {title(`groups.${group}`)}
                </div>
                {entries.map(({ r, i }) => (
                  <div
                    key={r.item.path + r.label}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => go(r)}
                    className={clsx(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded px-3 py-2',
                      i === active && 'bg-brand-700/10',
                    )}
                  >
                    <span className="flex-1">
                      <span className="block text-sm font-semibold">{r.label}</span>
                      <span className="block text-xs text-ink-muted" dir="ltr">
                        {r.item.path}
                      </span>
                    </span>
                    {i === active ? <CornerDownLeft aria-hidden className="size-4 text-ink-subtle" /> : null}
                  </div>
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
    </Dialog>
  );
}
