'use client';

import { useId } from 'react';

type Props = {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  decreaseLabel: string;
  increaseLabel: string;
  onChange: (value: number) => void;
  error?: string;
};

const buttonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-ink/20 bg-white text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/** A number with large − and + buttons: a thumb can set it on a phone, and the field still takes typing. */
export function Stepper({ label, value, min, max, step = 1, decreaseLabel, increaseLabel, onChange, error }: Props) {
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-2">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass}
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={value <= min}
          onClick={() => onChange(clamp(value - step))}
        >
          <span aria-hidden>−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (e.target.value !== '' && Number.isFinite(n)) onChange(clamp(Math.round(n)));
          }}
          className="h-11 w-16 rounded border border-ink/25 bg-white text-center text-base font-semibold text-ink focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + step))}
        >
          <span aria-hidden>+</span>
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="basis-full text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
