'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

type Person = { id: string; name: string };

/**
 * The cleaners who come along besides the lead: a checkbox per cleaner of the company, large enough to tap.
 * The lead (chosen in its own select) is left out of the list.
 */
export function TeamPicker({
  people,
  lead,
  value,
  onChange,
  error,
}: {
  people: Person[];
  lead: string | null | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const t = useTranslations('dashboardJobs');
  const hintId = useId();
  const others = people.filter((p) => p.id !== lead);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <fieldset className="sm:col-span-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-semibold text-ink">{t('fields.otherCleaners')}</legend>
      <p id={hintId} className="mb-2 text-sm text-ink-subtle">
        {t('hints.team')}
      </p>
      {others.length ? (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded border border-line px-3 py-2 hover:bg-surface-muted">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand-700"
                  checked={value.includes(p.id)}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                <span dir="auto" className="min-w-0 truncate">
                  {p.name}
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-subtle">{t('schedule.noTeam')}</p>
      )}
      {error ? <p className="mt-1 text-sm font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}

/** The checklist as typed (one task per line) → the API's entries, keeping the id of an unchanged task. */
export function checklistFromText(text: string, existing: { id: string; label: string }[]) {
  const unused = [...existing];
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((label) => {
      const i = unused.findIndex((item) => item.label === label);
      if (i < 0) return { label };
      const [kept] = unused.splice(i, 1);
      return { id: kept!.id, label };
    });
}
