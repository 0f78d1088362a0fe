import { afterEach } from 'vitest';

// DOM matchers and Testing Library only where there is a DOM: the unit files that test plain logic run in Node
// (`// @vitest-environment node`), which spares each of them a jsdom window and these imports.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy*/waitFor give up after 1 s by default. CI runs three test files at once on two cores, and the public forms
  // load their zod schemas on first use: 1 s proved too short there (a slow machine, not a wrong result).
  configure({ asyncUtilTimeout: 5_000 });
}
