import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createConfig, lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestPostgres } from '../testing/test-postgres.js';
import type { OpenApiDocument } from './openapi-document.js';

const pg = useTestPostgres();
/** The repository's Redocly config: `recommended`, less the rules named there. */
const REDOCLY_CONFIG = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));
/** The operations that answer no 4xx: they take no header, parameter, query or body. */
const PROBES = ['/api/health', '/api/health/live', '/api/health/ready'];

/** `error security-defined: Every operation should … (#/paths/~1x/get)`, one line per problem. */
function described(problems: readonly NormalizedProblem[]): string[] {
  return problems.map(
    (p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location.map((l) => l.pointer).join(', ')})`,
  );
}

describe("the OpenAPI document under Redocly's lint", () => {
  let app: NestFastifyApplication;
  let storefrontDir: string;
  let source: string;

  beforeAll(async () => {
    // Served as in production, beside the storefront (whose pages are GET /*, not part of the API).
    storefrontDir = mkdtempSync(join(tmpdir(), 'openapi-lint-storefront-'));
    writeFileSync(
      join(storefrontDir, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    app = await pg.newApp({ env: { STOREFRONT_DIR: storefrontDir } });
    const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    source = response.body;
  });
  afterAll(() => rmSync(storefrontDir, { recursive: true, force: true }));

  it('documents the API only: every path under /api, not the storefront pages', async () => {
    const page = await app.inject({ method: 'GET', url: '/start' });
    expect(page.statusCode).toBe(200);
    const document = JSON.parse(source) as OpenApiDocument;
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('has no problem under the repository config (redocly.yaml)', async () => {
    const config = await loadConfig({ configPath: REDOCLY_CONFIG });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(described(problems)).toEqual([]);
  });

  it('has no error under plain `recommended`, and only the warnings redocly.yaml waives', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const waived = (p: NormalizedProblem) =>
      p.ruleId === 'no-unused-components' ||
      (p.ruleId === 'operation-4xx-response' &&
        PROBES.some(
          (path) => p.location[0]?.pointer === `#/paths/${path.replace(/\//g, '~1')}/get/responses`,
        ));
    expect(described(problems.filter((p) => p.severity === 'error' || !waived(p)))).toEqual([]);
    // Each probe is waived because it answers no 4xx, not because the rule stopped looking.
    expect(problems.filter((p) => p.ruleId === 'operation-4xx-response')).toHaveLength(PROBES.length);
  });
});
