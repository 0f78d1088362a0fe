/** Eyebrow + heading (+ lead) used by every public section, so type sizes and spacing stay consistent. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
  tone = 'dark',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  tone?: 'dark' | 'light';
}) {
  const centre = align === 'center' ? 'mx-auto text-center' : '';
  return (
    <div className={`max-w-2xl ${centre}`}>
      {eyebrow ? (
        <p
          className={`text-sm font-bold uppercase tracking-wider ${tone === 'light' ? 'text-accent-400' : 'text-brand-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${tone === 'light' ? 'text-white' : 'text-ink'}`}
      >
        {title}
      </h2>
      {lead ? <p className={`mt-3 text-lg ${tone === 'light' ? 'text-brand-100' : 'text-ink-muted'}`}>{lead}</p> : null}
    </div>
  );
}
