import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package (each has its own vitest.config.ts) and of the workspace's scripts.
export default defineConfig({
  test: {
    projects: [
      'schemas',
      'engine',
      'flows',
      'api',
      'web',
      'admin-builder',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
