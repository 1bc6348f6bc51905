import { defineProject, mergeConfig } from 'vitest/config';

import { sourceConditions } from '../vitest.shared.js';

export default mergeConfig(
  sourceConditions,
  defineProject({
    // NestJS and TypeORM need legacy decorators with emitted parameter types.
    oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
    test: {
      include: ['src/**/*.test.ts'],
      setupFiles: ['src/testing/setup.ts'],
      // Test files start their own PostgreSQL server (about two seconds) and run real queries.
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  }),
);
