/** The back office's display settings, kept in local storage under `settings` with SPEC §3's field names. */
export const SETTINGS_KEY = 'settings';
/**
 * The chosen menu layout, copied from local storage into a cookie so the server draws only that menu (the page then
 * carries one menu instead of all three). Not personal and not a secret: any value but a layout reads as vertical.
 */
export const NAV_LAYOUT_COOKIE = 'dashboard-layout';
export const THEME_MODES = ['light', 'dark'] as const;
export const THEME_CONTRASTS = ['default', 'bold'] as const;
export const THEME_DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;
export const COLOR_PRESETS = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;

export type ThemeLayout = (typeof THEME_LAYOUTS)[number];
export type ColorPreset = (typeof COLOR_PRESETS)[number];

export type Settings = {
  themeMode: (typeof THEME_MODES)[number];
  themeContrast: (typeof THEME_CONTRASTS)[number];
  themeDirection: (typeof THEME_DIRECTIONS)[number];
  themeLayout: ThemeLayout;
  themeStretch: boolean;
  themeColorPresets: ColorPreset;
  /** The language the direction was chosen in: a direction picked for English does not carry over to Arabic. */
  directionLocale?: string;
};

export const DEFAULT_SETTINGS: Settings = {
  themeMode: 'light',
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeLayout: 'vertical',
  themeStretch: false,
  themeColorPresets: 'default',
};

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/**
 * Reads the stored settings; anything missing or malformed falls back to its default. (No zod here: this runs in
 * the back office's layout, on every screen, and a schema library would cost more than the whole shell.)
 */
export function readSettings(raw: string | null, locale: string, direction: Settings['themeDirection']): Settings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const d = DEFAULT_SETTINGS;
  const settings: Settings = {
    themeMode: oneOf(THEME_MODES, stored.themeMode, d.themeMode),
    themeContrast: oneOf(THEME_CONTRASTS, stored.themeContrast, d.themeContrast),
    themeDirection: oneOf(THEME_DIRECTIONS, stored.themeDirection, d.themeDirection),
    themeLayout: oneOf(THEME_LAYOUTS, stored.themeLayout, d.themeLayout),
    themeStretch: typeof stored.themeStretch === 'boolean' ? stored.themeStretch : d.themeStretch,
    themeColorPresets: oneOf(COLOR_PRESETS, stored.themeColorPresets, d.themeColorPresets),
    directionLocale: typeof stored.directionLocale === 'string' ? stored.directionLocale : undefined,
  };
  // The language decides the direction unless one was chosen in the settings drawer while in this language.
  if (settings.directionLocale !== locale)
    return { ...settings, themeDirection: direction, directionLocale: undefined };
  return settings;
}

/** The attributes on <html> that the stylesheet's variants read (app/globals.css). */
export function settingsAttributes(s: Settings): Record<string, string> {
  return {
    'data-mode': s.themeMode,
    'data-contrast': s.themeContrast,
    'data-layout': s.themeLayout,
    'data-stretch': String(s.themeStretch),
    'data-preset': s.themeColorPresets,
    dir: s.themeDirection,
  };
}

/** The layout a NAV_LAYOUT_COOKIE value names, vertical for anything else. */
export const navLayoutOf = (value: string | undefined): ThemeLayout =>
  (THEME_LAYOUTS as readonly string[]).includes(value ?? '') ? (value as ThemeLayout) : 'vertical';
