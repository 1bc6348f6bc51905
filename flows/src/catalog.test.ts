import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { FlowsDataError, checkCatalog, dataDir, loadCatalog } from './catalog.js';

const copies: string[] = [];
function copyOfData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flows-data-'));
  cpSync(dataDir, dir, { recursive: true });
  copies.push(dir);
  return dir;
}
// The tests break data on purpose, so the JSON is untyped here; checkCatalog validates it right after.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edit(dir: string, file: string, change: (json: any) => void): void {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json));
}
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the flows data', () => {
  it('has no problems: every file matches its schema and the cross-file rules hold', () => {
    expect(checkCatalog()).toEqual([]);
  });

  it('loads tenants 6 and 7 with products and published intake and follow-up flows', () => {
    const catalog = loadCatalog();
    expect(catalog.states).toHaveLength(51);
    expect(catalog.tenants.map((t) => t.tenant.id)).toEqual([6, 7]);
    for (const bundle of catalog.tenants) {
      expect(bundle.products.length).toBeGreaterThan(0);
      const published = bundle.flows.filter((f) => f.status === 'published').map((f) => f.key);
      expect(published).toEqual(expect.arrayContaining(['intake', 'followup', 'quiz']));
    }
  });
});

describe('a broken data file', () => {
  it('is reported with the file, the JSON path and why', () => {
    const dir = copyOfData();
    edit(dir, 'tenants/6/flows/intake.v1.json', (flow) => {
      delete flow.questions[2].title;
      flow.questions[3].type = 'slider';
    });
    expect(checkCatalog(dir)).toEqual(
      expect.arrayContaining([
        { file: 'tenants/6/flows/intake.v1.json', path: '/questions/2/title', message: 'is required' },
        {
          file: 'tenants/6/flows/intake.v1.json',
          path: '/questions/3/type',
          message: expect.stringContaining('must be one of'),
        },
      ]),
    );
    expect(() => loadCatalog(dir)).toThrow(FlowsDataError);
    expect(() => loadCatalog(dir)).toThrow('tenants/6/flows/intake.v1.json /questions/2/title: is required');
  });

  it('reports JSON that does not parse', () => {
    const dir = copyOfData();
    writeFileSync(join(dir, 'tenants/7/products.json'), '[{"med": 701,');
    expect(checkCatalog(dir)).toEqual([
      {
        file: 'tenants/7/products.json',
        path: '',
        message: expect.stringContaining('cannot be read as JSON'),
      },
    ]);
  });

  it('reports broken cross-file rules: unknown default med, missing asset, foreign host', () => {
    const dir = copyOfData();
    edit(dir, 'tenants/6/tenant.json', (tenant) => {
      tenant.brandConfig.configurations.defaultMedId = 999;
      tenant.brandConfig.configurations.logos.primary = '/api/assets/6/missing-logo.svg';
      tenant.hosts.local = 'somewhere.localhost';
    });
    expect(checkCatalog(dir)).toEqual(
      expect.arrayContaining([
        {
          file: 'tenants/6/tenant.json',
          path: '/brandConfig/configurations/defaultMedId',
          message: 'no product with med 999',
        },
        {
          file: 'tenants/6/tenant.json',
          path: '/brandConfig/configurations/logos/primary',
          message: 'asset /api/assets/6/missing-logo.svg does not exist under tenants/6/assets',
        },
        { file: 'tenants/6/tenant.json', path: '/hosts/local', message: 'must be fungaid.localhost' },
      ]),
    );
  });

  it('reports a flow whose file name does not match its key and version', () => {
    const dir = copyOfData();
    edit(dir, 'tenants/7/flows/intake.v1.json', (flow) => {
      flow.version = 2;
    });
    expect(checkCatalog(dir)).toEqual(
      expect.arrayContaining([
        {
          file: 'tenants/7/flows/intake.v1.json',
          path: '',
          message: 'must be named intake.v2.json (key and version)',
        },
      ]),
    );
  });
});
