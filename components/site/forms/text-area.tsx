import { useId, type TextareaHTMLAttributes } from 'react';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** A labelled multi-line field styled like `components/ui/field`. */
export function TextArea({ label, error, id, className = '', ...rest }: Props) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={areaId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        className="block w-full rounded border border-ink/25 bg-white px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 aria-[invalid=true]:border-danger"
        {...rest}
      />
      {error ? (
        <p id={`${areaId}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
