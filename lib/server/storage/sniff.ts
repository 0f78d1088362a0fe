import 'server-only';

export type FileType = {
  mime: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'pdf' | 'png' | 'jpg' | 'webp';
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/**
 * Detects the type of a file from its first bytes, never from its name or the browser's claim. Only the types the
 * product stores are recognised; anything else (SVG, HTML, executables, a PNG named .pdf for a CV) is null.
 */
export function detectFileType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/**
 * A safe, lower-case file name from what the browser sent: no directories, only [a-z0-9._-], at most 80 characters,
 * and the extension of the detected type (so `cv.exe` holding a PDF is stored as `cv.pdf`). Lower-case because
 * the middleware lower-cases every /api path, including /api/files/<dbPath>.
 */
export function sanitiseFileName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/[-.]{2,}/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 80)
    .replace(/[-._]+$/g, '');
  return `${stem || 'file'}.${ext}`;
}

/** A storage path as the database keeps it: lower-case segments, no `..`, no leading slash, no backslash. */
export function isSafeStoragePath(path: string): boolean {
  if (path.length > 300 || path.startsWith('/') || path.includes('\\')) return false;
  const segments = path.split('/');
  return (
    segments.length >= 2 && segments.every((s) => /^[a-z0-9][a-z0-9._-]*$/.test(s) && s !== '..' && !s.includes('..'))
  );
}
