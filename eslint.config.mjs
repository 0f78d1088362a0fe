import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';
import prettier from 'eslint-config-prettier';

const LAYERS = {
  group: ['@/components', '@/components/**', '@/scripts', '@/scripts/**', '**/../components/**', '**/../scripts/**'],
  message: 'lib/ may not import components/ or scripts/: move the shared piece into lib/ and import it from both.',
};
// A feature's shared code (lib/<feature>/: hooks, schemas, rules) runs in the browser too: it may read the server's
// declarations for their types (what an endpoint takes and answers), never import server code.
const SERVER_CODE = {
  group: ['@/lib/server', '@/lib/server/**'],
  allowTypeImports: true,
  message: "Browser and shared code may import lib/server only as types: 'import type'.",
};
// Framework and library internals break on upgrades: use the public API (docs/decisions/ records any exception).
const INTERNALS = {
  group: ['next/dist/*', '*/dist/esm/*', '*/dist/cjs/*'],
  message: "A package's private files: use its public API instead.",
};
const NEXT_LINK = {
  name: 'next/link',
  message: "Use '@/components/ui/link' in the back office (next/link adds ~3 KiB to every screen).",
};

// On the server, 'next-intl' also exports the client provider: server code that reaches a public page and imports a
// value from it ships next-intl's client runtime (3.4 KiB gzip) in that page's first load. Translators for mails and
// other server text come from 'use-intl/core'; pages use 'next-intl/server'.
const NEXT_INTL_ROOT = {
  name: 'next-intl',
  allowTypeImports: true,
  message: "In lib/server use 'use-intl/core' (createTranslator) or 'next-intl/server'.",
};

const API_PATH =
  "call the endpoint by its declared name: call('POST /api/Invoice/CreateInvoice', input) or urlOf(name, input).";
const API_PATH_LITERALS = [
  { selector: 'Literal[value=/^\\/api\\//]', message: `An /api path in browser code: ${API_PATH}` },
  { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: `An /api path in browser code: ${API_PATH}` },
];

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      'lib/server/db/migrations/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [INTERNALS] }],
    },
  },
  // Layers: lib/ sits below components/ and scripts/ (the UI and the build tools import lib, never the reverse), so a
  // module in lib never pulls a component or a build script into a server bundle; and a feature's shared code
  // (lib/<feature>/) reads lib/server for types only.
  {
    files: ['lib/**'],
    ignores: ['lib/server/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [INTERNALS, LAYERS, SERVER_CODE] }] },
  },
  {
    files: ['lib/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [NEXT_INTL_ROOT], patterns: [INTERNALS, LAYERS] }],
    },
  },
  // The back office keeps components/ui/link.tsx instead of next/link while its measured saving holds (the figures are
  // at the top of that file): a screen that imports next/link brings its code back into every back-office first load.
  {
    files: ['app/dashboard/**', 'components/dashboard/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [INTERNALS] }] },
  },
  // Browser code names an endpoint by its declared name, so a path is spelled in one place: its declaration.
  {
    files: ['app/**/*.tsx', 'components/**', 'lib/**'],
    ignores: ['app/api/**', 'lib/server/**'],
    rules: {
      'no-restricted-syntax': ['error', ...API_PATH_LITERALS],
    },
  },
];
// Last: turns off the style rules Prettier owns (the formatter decides layout; ESLint judges code).
config.push(prettier);
export default config;
