import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type Alias, type ProxyOptions } from 'vite';

import { sourceConditions } from '../vitest.shared.js';
import { buildIdPlugin } from './src/app/build-id-plugin';
import { inlineEntryCssPlugin } from './src/app/inline-css-plugin';

const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3000);
const webHost = process.env.WEB_HOST ?? '127.0.0.1';
/** Where `vite build` writes and `vite preview` serves from (separate end-to-end runs use their own). */
const outDir = process.env.WEB_BUILD_DIR ?? 'dist';
const webDir = dirname(fileURLToPath(import.meta.url));
/** This build's id (BUILD_ID, e.g. the commit, else the build time): written to builds/latest.json. */
const builtAt = Date.now();
const buildId = process.env.BUILD_ID ?? builtAt.toString(36);

/**
 * Hosts the dev and preview servers answer: every `{brand}.localhost` and the tenants' patient hosts
 * (`patient.{brand}.com`, `staging.patient.{brand}.com`), plus any listed in WEB_ALLOWED_HOSTS (comma-separated;
 * a leading dot allows the host and its subdomains).
 */
const allowedHosts = [
  '.localhost',
  '.patient.fungaid.com',
  '.patient.evenwell.com',
  ...(process.env.WEB_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
];

/** The API is reached through the same origin, so the browser needs no CORS and cookies stay first-party. */
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: `http://127.0.0.1:${apiPort}`, xfwd: true },
};

/**
 * react-router's package exports name only its development build (warnings and checks included; see
 * remix-run/react-router#14102), so production builds point at the production build it ships beside it.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const productionReactRouter: Alias[] = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production', 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production', 'dom-export.mjs') },
];

export default defineConfig(({ command }) =>
  mergeConfig(sourceConditions, {
    resolve: { alias: command === 'build' ? productionReactRouter : [] },
    plugins: [react(), buildIdPlugin(buildId, builtAt), inlineEntryCssPlugin()],
    server: { host: webHost, port: webPort, strictPort: true, allowedHosts, proxy },
    preview: { host: webHost, port: webPort, strictPort: true, allowedHosts, proxy },
    // `vite build` builds the browser's app and the server's (src/entry-server.tsx, into {outDir}/server, which the
    // API does not serve): one file the API imports with everything in it, React's production server renderer
    // included, so it needs no node_modules beside it.
    builder: {},
    ssr: { noExternal: true },
    build: { outDir, sourcemap: true },
    // The browser's build first: it empties outDir, where the server's build then goes.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            // The app's entry exports nothing; letting its signature go allows the small-chunk inlining below.
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                // Small modules the entry shares with lazy pages are copied into the chunks that use them instead of
                // each being a script of its own on the first page's critical path (docs/decisions.md, "Five
                // scripts on the first page's critical path"; patient-bundles.test.ts holds it).
                experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
                // Libraries change less often than the app: separate chunks stay cached across deploys.
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                  },
                  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
                  {
                    name: 'validation',
                    test: /node_modules[\\/](ajv|ajv-formats|fast-uri|fast-deep-equal|json-schema-traverse)[\\/]/,
                  },
                  // The schemas' compiled validators (one module per schema file) and the code that runs them: apart,
                  // gzip compresses their repetitive code less well than together. No patient page loads them (the
                  // storefront runs flow documents its API checked: compileValidFlow). The brand config's stay out:
                  // only the boot without a page config loads them.
                  {
                    name: 'validator',
                    test: /schemas[\\/]src[\\/](generated[\\/]validators[\\/](?!tenant)|validator(-types)?\.ts)/,
                  },
                ],
              },
            },
          },
        },
      },
      ssr: {
        define: { 'process.env.NODE_ENV': '"production"' },
        build: {
          outDir: join(outDir, 'server'),
          emptyOutDir: true,
          rolldownOptions: { input: join(webDir, 'src', 'entry-server.tsx') },
        },
      },
    },
  }),
);
