// vitest.config.ts gives fresh modules only to API files named *.isolated.test.ts. This check fails when a file that
// changes the environment, globals or modules is not named so, rather than letting it leak into the files that share
// its worker's modules. It only warns the author; the name alone decides isolation.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.join(process.cwd(), 'tests/api');
const CHANGES_GLOBALS =
  /\bvi\.(?:mock|doMock|stubEnv|stubGlobal)\(|process\.env\.\w+\s*(?:=[^=]|\?\?=)|process\.env\[[^\]]+\]\s*=[^=]|delete process\.env|Object\.assign\(process\.env/;

it('names every API test file that changes the environment, globals or modules *.isolated.test.ts', () => {
  const shared = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.test.ts') && !file.endsWith('.isolated.test.ts'),
  );
  const leaking = shared.filter((file) => CHANGES_GLOBALS.test(readFileSync(path.join(root, file), 'utf8')));
  expect(leaking).toEqual([]);
});
