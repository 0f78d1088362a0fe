import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings, SETTINGS_KEY } from '@/lib/dashboard/settings';
import { SETTINGS_BOOT_SCRIPT } from '@/lib/dashboard/settings-boot';

describe('settings', () => {
  it('falls back to the defaults for missing, malformed or unknown values', () => {
    expect(readSettings(null, 'en', 'ltr')).toEqual({ ...DEFAULT_SETTINGS, directionLocale: undefined });
    expect(readSettings('{not json', 'en', 'ltr').themeMode).toBe('light');
    const s = readSettings(
      JSON.stringify({ themeMode: 'dark', themeLayout: 'sideways', themeStretch: 'yes', themeColorPresets: 'cyan' }),
      'en',
      'ltr',
    );
    expect(s).toMatchObject({
      themeMode: 'dark',
      themeLayout: 'vertical',
      themeStretch: false,
      themeColorPresets: 'cyan',
    });
  });

  it('lets the language decide the direction unless one was chosen in that language', () => {
    const chosen = JSON.stringify({ themeDirection: 'rtl', directionLocale: 'en' });
    expect(readSettings(chosen, 'en', 'ltr').themeDirection).toBe('rtl');
    expect(readSettings(chosen, 'ar', 'rtl').themeDirection).toBe('rtl');
    expect(
      readSettings(JSON.stringify({ themeDirection: 'ltr', directionLocale: 'en' }), 'ar', 'rtl').themeDirection,
    ).toBe('rtl');
  });

  describe('boot script', () => {
    beforeEach(() => {
      localStorage.clear();
      for (const a of ['data-mode', 'data-layout', 'data-preset', 'data-stretch', 'dir'])
        document.documentElement.removeAttribute(a);
      document.documentElement.lang = 'en';
    });

    it('applies the stored settings to <html> before the app runs', () => {
      localStorage.setItem(
        SETTINGS_KEY,
        JSON.stringify({
          themeMode: 'dark',
          themeLayout: 'mini',
          themeColorPresets: 'red',
          themeStretch: true,
          themeDirection: 'rtl',
          directionLocale: 'en',
        }),
      );
      new Function(SETTINGS_BOOT_SCRIPT)();
      const html = document.documentElement;
      expect(html.getAttribute('data-mode')).toBe('dark');
      expect(html.getAttribute('data-layout')).toBe('mini');
      expect(html.getAttribute('data-preset')).toBe('red');
      expect(html.getAttribute('data-stretch')).toBe('true');
      expect(html.getAttribute('dir')).toBe('rtl');
    });

    it('ignores junk and a direction chosen in another language', () => {
      localStorage.setItem(
        SETTINGS_KEY,
        JSON.stringify({ themeMode: '<script>', themeDirection: 'rtl', directionLocale: 'fr' }),
      );
      new Function(SETTINGS_BOOT_SCRIPT)();
      expect(document.documentElement.getAttribute('data-mode')).toBeNull();
      expect(document.documentElement.getAttribute('dir')).toBeNull();
    });
  });
});
