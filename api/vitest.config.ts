import { defineProject, mergeConfig } from 'vitest/config';

import { sourceConditions } from '../vitest.shared.js';

export default mergeConfig(
  {
    resolve: sourceConditions.resolve,
    // As Node resolves packages when the API runs (plus `source` for the workspace packages): without `module`,
    // which picks builds meant for bundlers (the AWS SDK's does not load in Node).
    ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
  },
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
