import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

// Plain lookups rather than a variants library: these buttons are on every page, public site included.
const base =
  'inline-flex items-center justify-center gap-2 rounded font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-ink/20 bg-surface text-ink hover:bg-surface-muted',
  ghost: 'text-ink hover:bg-ink/5',
  danger: 'bg-danger text-white hover:bg-danger/90 dark:text-surface-muted',
  soft: 'bg-brand-700/10 text-link hover:bg-brand-700/20',
} as const;
const sizes = {
  md: 'min-h-11 px-5 py-2.5 text-sm',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  lg: 'min-h-14 px-6 py-3 text-base',
  icon: 'size-11 shrink-0 p-0',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export const buttonClass = (variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md') =>
  clsx(base, variants[variant], sizes[size], extra);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}

export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={clsx('inline-flex items-center', className)}>
      <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
