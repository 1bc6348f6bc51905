import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package; each package has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['schemas', 'engine', 'flows', 'api', 'web', 'admin-builder'],
  },
});
