import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const controlClass =
  'block min-h-11 w-full rounded border border-ink/25 bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-subtle focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30 disabled:bg-surface-muted disabled:text-ink-subtle aria-[invalid=true]:border-danger';

type Common = { label: ReactNode; error?: string; hint?: ReactNode; className?: string; required?: boolean };

/** Label, hint and error around one control, tied together with htmlFor and aria-describedby. */
function useFieldIds(id: string | undefined, error?: string, hint?: ReactNode) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return { inputId, describedBy };
}

function FieldFrame({
  inputId,
  label,
  error,
  hint,
  className,
  required,
  children,
}: Common & { inputId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-ink-subtle">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & Common;

/** A labelled input whose error is announced and tied to the input with aria-describedby. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, id, className, required, ...input },
  ref,
) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className} required={required}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={controlClass}
        {...input}
      />
    </FieldFrame>
  );
});

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Common;

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaProps>(function TextareaField(
  { label, error, hint, id, className, required, rows = 4, ...input },
  ref,
) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className} required={required}>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={controlClass}
        {...input}
      />
    </FieldFrame>
  );
});

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  Common & { options: { value: string; label: string }[]; placeholder?: string };

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, hint, id, className, required, options, placeholder, ...select },
  ref,
) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className} required={required}>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={clsx(controlClass, 'pe-9')}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, hint, error, id, className, ...input },
  ref,
) {
  const { inputId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className={clsx('flex items-start gap-3', className)}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        {...input}
      />
      <div>
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${inputId}-hint`} className="text-sm text-ink-subtle">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${inputId}-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
});
