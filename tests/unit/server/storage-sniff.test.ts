// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectFileType, isSafeStoragePath, sanitiseFileName } from '@/lib/server/storage/sniff';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectFileType', () => {
  it.each([
    ['PDF', bytes('%PDF-1.4\n%...'), 'application/pdf'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'image/jpeg'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s by its first bytes', (_name, input, mime) => {
    expect(detectFileType(input)?.mime).toBe(mime);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', bytes('<!doctype html><html>')],
    ['a PDF marker later in the file', bytes('hello %PDF-1.4')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a Windows executable', bytes('MZ', [0x90, 0])],
    ['a ZIP (docx)', bytes('PK', [3, 4])],
    ['an empty file', new Uint8Array()],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
  ])('refuses %s', (_name, input) => {
    expect(detectFileType(input)).toBeNull();
  });
});

describe('sanitiseFileName', () => {
  it.each([
    ['My CV (Final).PDF', 'pdf', 'my-cv-final.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\Zoë\\Résumé.pdf', 'pdf', 'resume.pdf'],
    ['photo.php.png', 'png', 'photo.php.png'],
    ['invoice.exe', 'pdf', 'invoice.pdf'],
    ['...', 'pdf', 'file.pdf'],
    [undefined, 'jpg', 'file.jpg'],
    ['简历.pdf', 'pdf', 'file.pdf'],
  ])('%j → %s', (name, ext, expected) => {
    expect(sanitiseFileName(name, ext)).toBe(expected);
  });

  it('caps the length and stays lower-case', () => {
    const out = sanitiseFileName(`${'A'.repeat(300)}.pdf`, 'pdf');
    expect(out.length).toBeLessThanOrEqual(84);
    expect(out).toBe(out.toLowerCase());
  });
});

describe('isSafeStoragePath', () => {
  it.each(['cv/cv-1718000000000-jane.pdf', 'images/0b7a/image-1-abcd.png'])('accepts %s', (p) =>
    expect(isSafeStoragePath(p)).toBe(true),
  );
  it.each([
    '../secret',
    'cv/../../etc/passwd',
    '/etc/passwd',
    'cv\\x.pdf',
    'cv/..',
    'CV/Upper.pdf',
    'single',
    'cv//x.pdf',
    'cv/.hidden',
  ])('refuses %s', (p) => expect(isSafeStoragePath(p)).toBe(false));
});
