import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';
import prettier from 'eslint-config-prettier';

const LAYERS = {
  group: ['@/components', '@/components/**', '@/scripts', '@/scripts/**', '**/../components/**', '**/../scripts/**'],
  message: 'lib/ may not import components/ or scripts/: move the shared piece into lib/ and import it from both.',
};
const NEXT_LINK = {
  name: 'next/link',
  message: "Use '@/components/ui/link' in the back office (next/link adds ~3 KiB to every screen).",
};
const USE_MUTATION = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message: "Use useMutation from '@/lib/api-client/mutation' (see the saving measured at the top of that file).",
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
  'call the endpoint by name: call(entry, input) or urlOf(entry, input) with an entry of lib/api/endpoints.';
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
    },
  },
  // Layers: lib/ sits below components/ and scripts/ (the UI and the build tools import lib, never the reverse), so a
  // module in lib never pulls a component or a build script into a server bundle or a route handler.
  { files: ['lib/**'], rules: { 'no-restricted-imports': ['error', { patterns: [LAYERS] }] } },
  {
    files: ['lib/server/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_INTL_ROOT], patterns: [LAYERS] }] },
  },
  // The back office keeps its own replacements while their measured savings hold (the figures are at the top of each
  // file): components/ui/link.tsx instead of next/link (~3 KiB on every back-office screen) and lib/api-client/mutation.ts
  // instead of React Query's useMutation (kept while the form screens sit at the 150 KiB budget). A screen that imports
  // the library's version brings its code back into every back-office first load, so it is refused here.
  {
    files: ['app/dashboard/**', 'components/dashboard/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK, USE_MUTATION] }] },
  },
  // The hooks of lib/api-client are where the back office's writes are made; lib/'s layer rule holds there too.
  {
    files: ['lib/api-client/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [USE_MUTATION], patterns: [LAYERS] }] },
  },
  // Browser code names endpoints through the endpoint table (lib/api/endpoints): call(entry, input), urlOf(entry, input).
  // A path written out again is refused, so the table stays the one place an endpoint is spelled.
  {
    files: ['app/**/*.tsx', 'components/**', 'lib/api-client/**', 'lib/auth/**', 'lib/dashboard/**', 'lib/files.ts'],
    ignores: ['app/api/**'],
    rules: {
      'no-restricted-syntax': ['error', ...API_PATH_LITERALS],
    },
  },
];
// Last: turns off the style rules Prettier owns (the formatter decides layout; ESLint judges code).
config.push(prettier);
export default config;
