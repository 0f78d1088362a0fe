import type { Config } from 'tailwindcss';

/** Design tokens: one palette, one type scale, one radius. Components use these names, never raw hex values. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#ecfdf8',
          100: '#d1faee',
          200: '#a7f3dd',
          300: '#6ee7c6',
          400: '#34d3ab',
          500: '#10b991',
          600: '#059675',
          700: '#047860',
          800: '#065f4e',
          900: '#064e41',
          950: '#022c25',
        },
        accent: { 400: '#fbbf24', 500: '#f59e0b', 600: '#d97706' },
        ink: { DEFAULT: '#1c252e', muted: '#454f5b', subtle: '#637381' },
        surface: { DEFAULT: '#ffffff', muted: '#f6f8f7', strong: '#eef2f0' },
        danger: { DEFAULT: '#b71d18', soft: '#ffe9d5' },
        success: { DEFAULT: '#118d57', soft: '#d3fcd2' },
      },
      fontFamily: {
        sans: ['var(--font-public-sans)', 'system-ui', 'Segoe UI', 'Roboto', 'Noto Sans', 'Noto Sans Arabic', 'sans-serif'],
      },
      borderRadius: { DEFAULT: '8px', card: '16px' },
      height: { header: '64px', 'header-lg': '80px' },
      maxWidth: { content: '1200px' },
      boxShadow: { card: '0 1px 2px rgb(28 37 46 / 0.06), 0 8px 24px -12px rgb(28 37 46 / 0.18)' },
    },
  },
};

export default config;
