import { defineProject, mergeConfig } from 'vitest/config';

import { sourceConditions } from '../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
  }),
);
