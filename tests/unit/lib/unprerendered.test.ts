// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { perRequestPathFor } from '@/lib/i18n/unprerendered';

describe('perRequestPathFor', () => {
  it('sends an unknown service or office one segment deeper, to a route rendered per request', () => {
    expect(perRequestPathFor('/fr/services/window-polishing')).toBe('/fr/services/window-polishing/-');
    expect(perRequestPathFor('/en/locations/atlantis/')).toBe('/en/locations/atlantis/-');
    expect(perRequestPathFor('/ar/services/Carpet-Cleaning')).toBe('/ar/services/Carpet-Cleaning/-');
  });

  it('leaves prerendered pages, an office in another casing (its page redirects) and other paths alone', () => {
    expect(perRequestPathFor('/en/services/carpet-cleaning')).toBeNull();
    expect(perRequestPathFor('/fr/locations/norwich')).toBeNull();
    expect(perRequestPathFor('/fr/locations/NORWICH')).toBeNull();
    expect(perRequestPathFor('/en/services')).toBeNull();
    expect(perRequestPathFor('/en/services/carpet-cleaning/more')).toBeNull();
    expect(perRequestPathFor('/en/about')).toBeNull();
  });
});
