import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = {
  '@': root,
  // `server-only` throws outside React Server Components; tests run server modules directly.
  'server-only': path.join(root, 'tests/support/server-only.ts'),
};

// API tests run once against in-process PGlite, and once more against PostgreSQL when DATABASE_URL is set (as in CI).
const apiDrivers = process.env.DATABASE_URL ? (['pglite', 'pg'] as const) : (['pglite'] as const);

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // Vitest 4 transforms with oxc; tsconfig's "jsx": "preserve" would otherwise leave JSX in component tests untransformed.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-unit.ts'],
        },
      },
      ...apiDrivers.map((driver) => ({
        extends: true as const,
        test: {
          name: `api-${driver}`,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB_DRIVER: driver },
          setupFiles: ['tests/support/setup-api.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
