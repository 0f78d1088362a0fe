'use client';

import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type Props<V extends string> = {
  legend: ReactNode;
  name: string;
  options: { value: V; label: ReactNode; disabled?: boolean }[];
  value: V | '';
  onChange: (value: V) => void;
  /** Grid columns at phone width; wider screens get more. */
  columns?: 2 | 3 | 4;
  error?: string;
  legendClassName?: string;
};

/** A radio group drawn as large tappable tiles (services, frequencies, days, times): native radios, so arrow keys work. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 2,
  error,
  legendClassName,
}: Props<V>) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={clsx('mb-2 text-base font-bold text-ink', legendClassName)}>{legend}</legend>
      <div
        className={clsx(
          'grid gap-2',
          columns === 2 && 'grid-cols-2 sm:grid-cols-3',
          columns === 3 && 'grid-cols-3 sm:grid-cols-4',
          columns === 4 && 'grid-cols-4 sm:grid-cols-6',
        )}
      >
        {options.map((o) => (
          <label
            key={o.value}
            className={clsx(
              'flex min-h-12 cursor-pointer items-center justify-center rounded border px-2 py-2 text-center text-sm font-semibold',
              'border-ink/20 bg-white text-ink hover:border-brand-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700/40',
              'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:border-ink/10 has-[:disabled]:bg-surface-muted has-[:disabled]:text-ink-subtle',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
