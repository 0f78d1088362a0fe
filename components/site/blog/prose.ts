/**
 * How a post's HTML body looks on the public blog and career pages; the back office's preview uses the same classes,
 * so the author sees the post as visitors will.
 */
export const PROSE =
  'text-ink-muted leading-relaxed [&_p]:mt-4 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1.5 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-300 [&_blockquote]:ps-4 [&_img]:mt-4 [&_img]:rounded-card';
