import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default. CI runs three test files at once on two cores, and the public forms
// load their zod schemas on first use: 1 s proved too short there (a slow machine, not a wrong result).
configure({ asyncUtilTimeout: 5_000 });
