import type { Plugin } from 'vite';

/**
 * Gives the bundle its build id (`import.meta.env.VITE_BUILD_ID`) and writes `builds/latest.json` ({buildId}) and
 * `builds/meta/{buildId}.json` ({id, timestamp}) into the build output. Deployed together with the assets,
 * latest.json tells running tabs that a newer build is out (see stale-build.ts).
 */
export function buildIdPlugin(buildId: string, builtAt: number): Plugin {
  return {
    name: 'telehealth-build-id',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId })}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: `${JSON.stringify({ id: buildId, timestamp: builtAt })}\n`,
      });
    },
  };
}
