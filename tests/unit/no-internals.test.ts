// The code depends on public APIs only (docs/decisions/0007 and issue 34): no import of a package's private files,
// no reach into the bundler's runtime or Next's build-time globals, no swapping of a package's files at build time,
// no webpack chunk rule naming our sources, no patching of Node's HTTP server. Each was once done here to save bytes
// or milliseconds and would break on an upgrade; this walk fails if one comes back.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SOURCES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|cjs|js|mts)$/.test(f) && f !== 'tests/unit/no-internals.test.ts');

const FORBIDDEN: [what: string, pattern: RegExp][] = [
  ["an import of Next's private files", /(from\s+|import\s*\(\s*|require\(\s*)['"]next\/dist\//],
  ["a package's private build files", /(from\s+|import\s*\(\s*)['"](?!\.)[^'"]*\/dist\/(esm|cjs)\//],
  ["webpack's runtime", /__webpack_require__|__webpack_public_path__|webpackChunk/],
  ["Next's build-time globals", /process\.env\.__NEXT_/],
  ['a package file swapped at build time', /NormalModuleReplacementPlugin/],
  ['a chunk rule naming our sources', /cacheGroups/],
  ["a patch of Node's HTTP server", /Server\.prototype\.emit|prototype\.emit\s*=/],
];

describe('no framework or library internals', () => {
  it('reads the sources it walks', () => {
    expect(SOURCES.length).toBeGreaterThan(300);
  });

  it.each(FORBIDDEN)('finds %s nowhere', (_what, pattern) => {
    const found = SOURCES.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
