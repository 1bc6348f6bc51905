import type { ViteUserConfig } from 'vitest/config';

/**
 * Workspace packages export their TypeScript sources under the `source` condition, so tests and the dev
 * server run the sources directly while Node runs the built `dist/`.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
} satisfies ViteUserConfig;
