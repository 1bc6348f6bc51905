import { defineProject, mergeConfig } from 'vitest/config';

import { sourceConditions } from '../vitest.shared.js';

// Unit tests of pure modules run in Node; anything that needs a browser is covered by the Playwright suite (e2e/).
export default mergeConfig(
  sourceConditions,
  defineProject({
    test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
  }),
);
