import { defineProject, mergeConfig } from 'vitest/config';

import { sourceConditions } from '../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      // The property and whole-flow tests walk thousands of paths; on a busy CI machine running every project at
      // once they can take several seconds. This is a hang guard, not a speed target (benchmarks measure speed).
      testTimeout: 60_000,
    },
  }),
);
