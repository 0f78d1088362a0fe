// @vitest-environment node
// The logo is drawn in outlines of Public Sans (scripts/outline-logo.mjs): as <text> it named Arial, which phones on
// Android and Linux do not have, so each drew it in another face, and its text cost system font lookups before the
// header's first paint.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGO_FILE, logoSvg } from '@/scripts/outline-logo.mjs';

describe('the logo (public/images/logo.svg)', () => {
  const committed = readFileSync(LOGO_FILE, 'utf8');

  it('has no text and names no font: its words are paths', () => {
    expect(committed).not.toMatch(/<text|font-family|font-weight/);
    expect(committed.match(/<path /g)).toHaveLength(3);
  });

  it('keeps its size and its accessible name', () => {
    expect(committed).toContain('viewBox="0 0 220 48" width="220" height="48"');
    expect(committed).toContain('<title>Brightside Cleaning</title>');
  });

  it('is what npm run logo writes from the installed Public Sans', async () => {
    expect(committed).toBe(await logoSvg());
  });
});
