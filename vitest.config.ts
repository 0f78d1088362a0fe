import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = {
  '@': root,
  // `server-only` throws outside React Server Components; tests run server modules directly.
  'server-only': path.join(root, 'tests/support/server-only.ts'),
};

// API tests run once against in-process PGlite, and once more against PostgreSQL when DATABASE_URL is set (as in CI).
const apiDrivers = process.env.DATABASE_URL ? (['pglite', 'pg'] as const) : (['pglite'] as const);

// API test files that stub the environment or globals, or mock modules, say so in their name: they run with modules of
// their own (below). Chosen by name, not by reading their source, so no way of changing the environment can slip past.
const ISOLATED_API_FILES = 'tests/api/**/*.isolated.test.ts';

// Vitest's default is one worker per core less one: a single worker on CI's two cores, leaving a core idle. Three keep
// both busy: while a PostgreSQL file waits on the server (which needs a core itself), a PGlite file computes.
// Locally the default stays, so a shared machine keeps a core for everyone else; VITEST_MAX_WORKERS overrides both.
const maxWorkers = process.env.VITEST_MAX_WORKERS
  ? Number(process.env.VITEST_MAX_WORKERS)
  : process.env.CI
    ? 3
    : undefined;

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  // Vitest 4 transforms with oxc; tsconfig's "jsx": "preserve" would otherwise leave JSX in component tests untransformed.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias },
  test: {
    // Worker threads rather than child processes: each test file still gets a fresh worker, but starting a thread is
    // cheaper than starting a Node process. The whole run took 195 s instead of 259-264 s on two cores (2026-11-23).
    pool: 'threads',
    maxWorkers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-unit.ts'],
          // The forms' tests render, type and wait on React: 5 s (the default) proved too short with three files at
          // once on a loaded two-core machine. A test that hangs still fails, after 20 s.
          testTimeout: 20_000,
        },
      },
      ...apiDrivers.flatMap((driver) =>
        [false, true].map((isolated) => ({
          extends: true as const,
          test: {
            name: isolated ? `api-${driver}-isolated` : `api-${driver}`,
            include: isolated ? [ISOLATED_API_FILES] : ['tests/api/**/*.test.ts'],
            exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ISOLATED_API_FILES],
            // A worker's API files share its loaded modules (route handlers, Drizzle, zod): each file still gets its own
            // database (setup-api.ts opens it and closes it), but Next's and our modules are imported once per worker,
            // not once per file. api-pglite alone took 64 s instead of 92 s on two cores (imports: 5 s instead of 47 s
            // summed). Files named *.isolated.test.ts keep fresh modules of their own.
            isolate: isolated,
            environment: 'node',
            env: { TEST_DB_DRIVER: driver },
            globalSetup: ['tests/support/global-setup-api.ts'],
            setupFiles: ['tests/support/setup-api.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        })),
      ),
    ],
  },
});
