'use client';

import { clsx } from 'clsx';

export type FilterTab = {
  value: string;
  label: string;
  count?: number;
  tone?: 'default' | 'success' | 'warning' | 'danger' | 'info';
};

/**
 * A list's status tabs: "All" (the value '') and one tab per status, in the order given, each with its label, its
 * tone and, where the list call counts them, its count. Most list screens filter by one status this way.
 */
export function statusTabs<V extends string>(
  values: readonly V[],
  tab: {
    all: string;
    label: (value: V) => string;
    tone?: (value: V) => FilterTab['tone'];
    counts?: Partial<Record<V | 'all', number>>;
  },
): FilterTab[] {
  return [
    { value: '', label: tab.all, count: tab.counts?.all },
    ...values.map((value) => ({ value, label: tab.label(value), count: tab.counts?.[value], tone: tab.tone?.(value) })),
  ];
}

const countTone = {
  default: 'bg-ink/10 text-ink',
  success: 'bg-success-soft text-success-strong',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  info: 'bg-info-soft text-info',
};

/** Filter tabs with counts (All, Active, Pending ...); the caller keeps the chosen tab in the URL. Arrows move. */
export function FilterTabs({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: FilterTab[];
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="-mb-px flex gap-1 overflow-x-auto border-b border-line px-2 sm:px-4"
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onChange(tab.value)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const list = e.currentTarget.parentElement;
              const rtl = document.documentElement.dir === 'rtl';
              const step = (e.key === 'ArrowRight') !== rtl ? 1 : -1;
              const i = tabs.findIndex((t) => t.value === value);
              const next = tabs[(i + step + tabs.length) % tabs.length]!;
              onChange(next.value);
              requestAnimationFrame(() => list?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus());
            }}
            tabIndex={selected ? 0 : -1}
            className={clsx(
              'inline-flex min-h-12 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold',
              selected ? 'border-ink text-ink' : 'border-transparent text-ink-subtle hover:text-ink',
            )}
          >
            {tab.label}
            {tab.count !== undefined ? (
              <span
                className={clsx(
                  'rounded-md px-1.5 py-0.5 text-xs font-bold',
                  selected ? 'bg-ink text-surface' : countTone[tab.tone ?? 'default'],
                )}
              >
                {tab.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
