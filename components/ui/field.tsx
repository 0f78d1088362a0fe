import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string; hint?: ReactNode };

/** A labelled input whose error is announced and tied to the input with aria-describedby. */
export function Field({ label, error, hint, id, className = '', ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block min-h-11 w-full rounded border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-danger"
        {...input}
      />
      {hint ? <p id={`${inputId}-hint`} className="mt-1 text-sm text-ink-subtle">{hint}</p> : null}
      {error ? <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-danger">{error}</p> : null}
    </div>
  );
}
