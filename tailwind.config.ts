import type { Config } from 'tailwindcss';

/** Design tokens: one palette, one type scale, one radius. Components use these names, never raw hex values. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      // Colours are CSS variables (app/theme.css, app/globals.css), so the back office's colour presets, contrast and dark mode are
      // attributes on <html>, not a rebuild. The public site only ever uses the defaults.
      colors: {
        brand: Object.fromEntries(
          [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((s) => [s, `var(--brand-${s})`]),
        ),
        accent: { 400: '#fbbf24', 500: '#f59e0b', 600: '#d97706' },
        ink: { DEFAULT: 'var(--ink)', muted: 'var(--ink-muted)', subtle: 'var(--ink-subtle)' },
        surface: { DEFAULT: 'var(--surface)', muted: 'var(--surface-muted)', strong: 'var(--surface-strong)' },
        line: 'var(--line)',
        link: 'var(--link)',
        danger: { DEFAULT: 'var(--danger)', soft: 'var(--danger-soft)' },
        success: { DEFAULT: 'var(--success)', soft: 'var(--success-soft)', strong: 'var(--success-strong)' },
        warning: { DEFAULT: 'var(--warning)', soft: 'var(--warning-soft)' },
        info: { DEFAULT: 'var(--info)', soft: 'var(--info-soft)' },
      },
      fontFamily: {
        // Script faces first (each limited to its letters by unicode-range), then Public Sans for Latin, then Simplified
        // Chinese system fonts (so zh never falls back to Japanese or Traditional glyph shapes), then the system UI font.
        // Every var() has a fallback: a page without that font's class still gets a valid stack. Public Sans's second
        // Latin face (é, à ... app/globals.css) comes first: the core face's metric-matched fallback (Arial) would
        // otherwise answer for those letters before it is reached.
        sans: [
          'publicSansLatin',
          'var(--font-public-sans-vi, var(--font-public-sans))',
          'var(--font-arabic, var(--font-public-sans))',
          'var(--font-public-sans)',
          'PingFang SC',
          'Hiragino Sans GB',
          'Microsoft YaHei',
          'Noto Sans SC',
          'Noto Sans CJK SC',
          'Source Han Sans SC',
          'system-ui',
          'Segoe UI',
          'Roboto',
          'Noto Sans',
          'Noto Sans Arabic',
          'sans-serif',
        ],
      },
      borderRadius: { DEFAULT: '8px', card: '16px' },
      height: { header: '64px', 'header-lg': '80px' },
      width: {
        nav: '280px',
        'nav-mini': '88px',
        drawer: '280px',
        'drawer-nav': '260px',
        menu: '200px',
        'menu-lang': '160px',
      },
      maxWidth: { content: '1200px' },
      boxShadow: { card: '0 1px 2px rgb(28 37 46 / 0.06), 0 8px 24px -12px rgb(28 37 46 / 0.18)' },
    },
  },
};

export default config;
