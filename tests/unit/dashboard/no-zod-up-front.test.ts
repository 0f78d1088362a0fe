// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

describe('back-office screens keep zod out of their first load', () => {
  it('import schema modules only as types or through import(), never statically (list-fields.ts is zod-free)', () => {
    // A static value import of a zod schema module puts zod (~25 KiB gzip) in the screen's first load.
    const offenders = files(path.join(process.cwd(), 'components/dashboard')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*from '@\/lib\/schemas\/([\w-]+)';/gm)]
        .filter((m) => m[1] !== 'list-fields')
        .map((m) => `${path.relative(process.cwd(), file)}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
