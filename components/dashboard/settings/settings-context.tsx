'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_SETTINGS,
  NAV_LAYOUT_COOKIE,
  readSettings,
  SETTINGS_KEY,
  settingsAttributes,
  type Settings,
} from '@/lib/dashboard/settings';

type SettingsApi = {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
  /** True once the stored settings were read (the server renders the defaults). */
  ready: boolean;
};

const SettingsContext = createContext<SettingsApi | null>(null);

function apply(settings: Settings) {
  const html = document.documentElement;
  for (const [name, value] of Object.entries(settingsAttributes(settings))) html.setAttribute(name, value);
  // The server reads the layout from this cookie to draw only that menu on the next page load (app/dashboard/layout.tsx).
  document.cookie = `${NAV_LAYOUT_COOKIE}=${settings.themeLayout}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Holds the settings drawer's choices: read from local storage on mount (the boot script in <head> has already
 * applied them before the first paint), written back and applied to <html> on every change.
 */
export function SettingsProvider({
  locale,
  direction,
  children,
}: {
  locale: string;
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  const [settings, setSettings] = useState<Settings>({ ...DEFAULT_SETTINGS, themeDirection: direction });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const stored = readSettings(localStorage.getItem(SETTINGS_KEY), locale, direction);
    setSettings(stored);
    apply(stored);
    setReady(true);
  }, [locale, direction]);

  const save = useCallback((next: Settings) => {
    setSettings(next);
    apply(next);
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  }, []);

  const update = useCallback(
    (patch: Partial<Settings>) =>
      save({ ...settings, ...patch, ...(patch.themeDirection ? { directionLocale: locale } : {}) }),
    [settings, locale, save],
  );

  const reset = useCallback(() => {
    localStorage.removeItem(SETTINGS_KEY);
    const next = { ...DEFAULT_SETTINGS, themeDirection: direction };
    setSettings(next);
    apply(next);
  }, [direction]);

  const value = useMemo(() => ({ settings, update, reset, ready }), [settings, update, reset, ready]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsApi {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside SettingsProvider');
  return value;
}
