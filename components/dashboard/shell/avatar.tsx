import { clsx } from 'clsx';
import { fileUrl } from '@/lib/files/urls';

/** A person's photo, or their initials on the brand colour. */
export function Avatar({
  name,
  photo,
  className = 'size-10',
}: {
  name: string;
  photo?: string | null;
  className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
  if (photo) {
    // eslint-disable-next-line @next/next/no-img-element -- private files come from /api/files with the session cookie
    return <img src={fileUrl(photo) ?? undefined} alt="" className={clsx('rounded-full object-cover', className)} />;
  }
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white',
        className,
      )}
    >
      {initials || '?'}
    </span>
  );
}
