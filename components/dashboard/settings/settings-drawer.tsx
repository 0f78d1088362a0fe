'use client';

import { Label, Radio, RadioGroup } from '@headlessui/react';
import { clsx } from 'clsx';
import { Maximize, Minimize, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import {
  COLOR_PRESETS,
  THEME_CONTRASTS,
  THEME_DIRECTIONS,
  THEME_LAYOUTS,
  THEME_MODES,
  type Settings,
} from '@/lib/dashboard/settings';
import { useSettings } from './settings-context';

const SWATCH: Record<Settings['themeColorPresets'], string> = {
  default: '#047860',
  cyan: '#0e7490',
  purple: '#6d28d9',
  blue: '#1d4ed8',
  orange: '#c2410c',
  red: '#b91c1c',
};

/** One setting's options as a radio group (Headless UI: arrow keys move and choose, as a native radio group). */
function Choice<V extends string>({
  legend,
  options,
  value,
  onChange,
  render,
}: {
  legend: string;
  options: readonly V[];
  value: V;
  onChange: (v: V) => void;
  render: (v: V) => ReactNode;
}) {
  return (
    <RadioGroup value={value} onChange={onChange} className="space-y-2">
      <Label className="mb-2 block text-xs font-bold uppercase tracking-wide text-ink-subtle">{legend}</Label>
      <div className={clsx('grid gap-2', options.length >= 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => (
          <Radio
            key={String(option)}
            value={option}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded border px-2 py-2 text-center text-sm font-semibold data-[focus]:outline data-[focus]:outline-3 data-[focus]:outline-brand-600',
              'border-line text-ink-muted hover:bg-ink/5 data-[checked]:border-brand-700 data-[checked]:bg-brand-700/10 data-[checked]:text-link',
            )}
          >
            {render(option)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** The 280 px settings drawer (SPEC §2): every choice is stored under `settings` and applied at once. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('dashboard.settings');
  const { settings, update, reset } = useSettings();
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const sync = () => setFullscreen(Boolean(document.fullscreenElement));
    sync();
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('title')}
      placement="end"
      widthClass="w-drawer"
      footer={
        <>
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-11 items-center gap-2 rounded px-3 text-sm font-semibold hover:bg-ink/5"
          >
            <RotateCcw aria-hidden className="size-4" />
            {t('reset')}
          </button>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center rounded bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('close')}
          </button>
        </>
      }
    >
      <div className="space-y-6">
        <Choice
          legend={t('mode')}
          options={THEME_MODES}
          value={settings.themeMode}
          onChange={(v) => update({ themeMode: v })}
          render={(v) => t(`modes.${v}`)}
        />
        <Choice
          legend={t('contrast')}
          options={THEME_CONTRASTS}
          value={settings.themeContrast}
          onChange={(v) => update({ themeContrast: v })}
          render={(v) => t(`contrasts.${v}`)}
        />
        <Choice
          legend={t('direction')}
          options={THEME_DIRECTIONS}
          value={settings.themeDirection}
          onChange={(v) => update({ themeDirection: v })}
          render={(v) => t(`directions.${v}`)}
        />
        <Choice
          legend={t('layout')}
          options={THEME_LAYOUTS}
          value={settings.themeLayout}
          onChange={(v) => update({ themeLayout: v })}
          render={(v) => t(`layouts.${v}`)}
        />
        <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded border border-line px-3 py-2">
          <span>
            <span className="block text-sm font-semibold">{t('stretch')}</span>
            <span className="block text-xs text-ink-subtle">{t('stretchHint')}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={settings.themeStretch}
            onChange={(e) => update({ themeStretch: e.target.checked })}
            className="size-5 accent-brand-700"
          />
        </label>
        <RadioGroup value={settings.themeColorPresets} onChange={(v) => update({ themeColorPresets: v })}>
          <Label className="mb-2 block text-xs font-bold uppercase tracking-wide text-ink-subtle">{t('presets')}</Label>
          <div className="grid grid-cols-3 gap-2">
            {COLOR_PRESETS.map((preset) => (
              <Radio
                key={preset}
                value={preset}
                aria-label={t(`presetNames.${preset}`)}
                className="flex min-h-12 cursor-pointer items-center justify-center rounded border border-line data-[checked]:border-ink/40 data-[checked]:bg-ink/5 data-[focus]:outline data-[focus]:outline-3 data-[focus]:outline-brand-600"
              >
                <span aria-hidden className="size-6 rounded-full" style={{ background: SWATCH[preset] }} />
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <button
          type="button"
          onClick={toggleFullscreen}
          aria-pressed={fullscreen}
          className="flex min-h-11 w-full items-center justify-center gap-2 rounded border border-line text-sm font-semibold hover:bg-ink/5"
        >
          {fullscreen ? <Minimize aria-hidden className="size-4" /> : <Maximize aria-hidden className="size-4" />}
          {fullscreen ? t('exitFullscreen') : t('fullscreen')}
        </button>
      </div>
    </Dialog>
  );
}
