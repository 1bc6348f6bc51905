import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

  it('loads tenants 6 and 7 with products and published intake, follow-up, quiz and cancellation flows', () => {
    const catalog = loadCatalog();
    expect(catalog.states).toHaveLength(51);
    expect(catalog.tenants.map((t) => t.tenant.id)).toEqual([6, 7]);
    for (const bundle of catalog.tenants) {
      expect(bundle.products.length).toBeGreaterThan(0);
      const published = bundle.flows.filter((f) => f.status === 'published').map((f) => f.key);
      expect(published).toEqual(expect.arrayContaining(['intake', 'followup', 'quiz', 'cancellation']));
    }
  });
});

describe('the scored instruments', () => {
  it('loads PHQ-9 and GAD-7 as follow-up drafts with their totals and option scores', () => {
    const loaded = loadCatalog().instruments ?? [];
    const instruments = loaded.map((instrument) => instrument.flow);
    expect(
      loaded.map(({ id, flow: f }) => [id, f.title, f.key, f.status, f.totals?.map((t) => t.name)]),
    ).toEqual([
      ['gad-7', 'GAD-7 anxiety screening', 'followup', 'draft', ['gad7']],
      ['phq-9', 'PHQ-9 depression screening', 'followup', 'draft', ['phq9']],
    ]);
    const [gad7, phq9] = instruments;
    expect(gad7?.totals?.[0]?.questions).toHaveLength(7);
    expect(phq9?.totals?.[0]?.questions).toHaveLength(9);
    for (const flow of instruments) {
      for (const id of flow.totals?.[0]?.questions ?? []) {
        const question = flow.questions.find((q) => q.id === id);
        expect(question?.QuestionOptions.map((o) => [o.option_text, o.score])).toEqual([
          ['Not at all', 0],
          ['Several days', 1],
          ['More than half the days', 2],
          ['Nearly every day', 3],
        ]);
      }
    }
    expect(phq9?.questions.find((q) => q.id === 909)?.hard_stop_message).toContain(
      '988 Suicide & Crisis Lifeline',
    );
  });

  it('reports an instrument that is not a follow-up draft, or scores nothing', () => {
    const dir = copyOfData();
    edit(dir, 'instruments/gad-7.json', (json) => {
      json.key = 'intake';
      json.status = 'published';
      delete json.totals;
    });
    expect(checkCatalog(dir)).toEqual([
      {
        file: 'instruments/gad-7.json',
        path: '/key',
        message: 'must be followup (instruments are imported into a follow-up draft)',
      },
      {
        file: 'instruments/gad-7.json',
        path: '/status',
        message: 'must be draft (an instrument is published by a tenant)',
      },
      { file: 'instruments/gad-7.json', path: '/totals', message: 'must define the total it scores' },
    ]);
  });
});

describe('the follow-up flows', () => {
  it('publish v2 (the rules and their assertions) and keep v1 archived, as the intakes do', () => {
    for (const bundle of loadCatalog().tenants) {
      const followups = bundle.flows.filter((f) => f.key === 'followup');
      expect(followups.map((f) => [f.version, f.status]).sort()).toEqual([
        [1, 'archived'],
        [2, 'published'],
      ]);
      const v2 = followups.find((f) => f.version === 2);
      expect(v2?.assertions?.length).toBeGreaterThanOrEqual(5);
      expect(v2?.questions.some((q) => q.hard_stop_if)).toBe(true);
      expect(v2?.questions.some((q) => q.checks)).toBe(true);
      expect(v2?.questions.flatMap((q) => q.alerts ?? []).every((alert) => alert.flag)).toBe(true);
    }
  });

  it('must be published once per tenant: v1 published again beside v2 is refused', () => {
    const dir = copyOfData();
    edit(dir, 'tenants/6/flows/followup.v1.json', (flow) => {
      flow.status = 'published';
    });
    expect(checkCatalog(dir)).toEqual([
      {
        file: 'tenants/6/flows',
        path: '',
        message: 'must hold exactly one published followup flow version',
      },
    ]);
  });
});

describe('the cancellation flow', () => {
  it('must be published exactly once per tenant', () => {
    const dir = copyOfData();
    rmSync(join(dir, 'tenants/7/flows/cancellation.v1.json'));
    expect(checkCatalog(dir)).toEqual([
      {
        file: 'tenants/7/flows',
        path: '',
        message: 'must hold exactly one published cancellation flow version',
      },
    ]);
  });
});

describe('a new tenant', () => {
  it('is a folder of data: tenant, products, site content and flows, checked like the others', () => {
    const dir = copyOfData();
    const folder = join(dir, 'tenants/9');
    cpSync(join(dir, 'tenants/6'), folder, { recursive: true });
    // The copy becomes tenant 9: its id wherever the data names it, its own assets, brand and words.
    for (const file of [
      'tenant.json',
      'products.json',
      ...readdirSync(join(folder, 'flows')).map((f) => `flows/${f}`),
    ]) {
      const path = join(folder, file);
      writeFileSync(
        path,
        readFileSync(path, 'utf8')
          .replaceAll('"tenant_id": 6,', '"tenant_id": 9,')
          .replaceAll('/api/assets/6/', '/api/assets/9/'),
      );
    }
    edit(dir, 'tenants/9/tenant.json', (tenant) => {
      tenant.id = 9;
      tenant.slug = 'nailwise';
      tenant.hosts = {
        production: 'patient.nailwise.com',
        staging: 'staging.patient.nailwise.com',
        local: 'nailwise.localhost',
      };
      delete tenant.stagingBaseUrl;
      tenant.brandConfig.configurations.brandName = 'Nailwise';
    });
    edit(dir, 'tenants/9/site-content.json', (content) => {
      content.pages.about.lead = 'Nail care from {brandName}, written as data.';
    });

    expect(checkCatalog(dir)).toEqual([]);
    const added = loadCatalog(dir).tenants.find((bundle) => bundle.tenant.id === 9);
    expect(added?.tenant.brandConfig.configurations.brandName).toBe('Nailwise');
    expect(added?.siteContent.pages.about.lead).toBe('Nail care from {brandName}, written as data.');
    expect(added?.products.map((product) => product.ingredients)).toEqual([
      ['terbinafine'],
      ['terbinafine'],
      ['biotin', 'zinc'],
    ]);
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

  it('reports site content the schema refuses and sections that break the page rules', () => {
    const dir = copyOfData();
    edit(dir, 'tenants/7/site-content.json', (content) => {
      content.pages.about.title = 'About {brand}';
      delete content.pages.thanks;
      const terms = content.pages['terms-of-service'].sections;
      terms[1].id = terms[0].id;
      terms[2].blocks.push({ kind: 'p', text: 'Sold as {products}.' });
    });
    expect(checkCatalog(dir)).toEqual(
      expect.arrayContaining([
        {
          file: 'tenants/7/site-content.json',
          path: '/pages/about/title',
          message: expect.stringContaining('must match pattern'),
        },
        { file: 'tenants/7/site-content.json', path: '/pages/thanks', message: 'is required' },
      ]),
    );
    edit(dir, 'tenants/7/site-content.json', (content) => {
      content.pages.about.title = 'About {brandName}';
      content.pages.thanks = content.pages.about;
    });
    const terms = 'tenants/7/site-content.json';
    expect(checkCatalog(dir)).toEqual([
      {
        file: terms,
        path: '/pages/terms-of-service/sections/1/id',
        message: 'duplicate section id eligibility',
      },
      {
        file: terms,
        path: '/pages/terms-of-service/sections/2',
        message: 'uses {products} without forProducts (which products to name)',
      },
    ]);
  });

  it('reports a product ingredient that is not a lower-case key', () => {
    const dir = copyOfData();
    edit(dir, 'tenants/6/products.json', (products) => {
      products[0].ingredients = ['Terbinafine'];
    });
    expect(checkCatalog(dir)).toContainEqual({
      file: 'tenants/6/products.json',
      path: '/0/ingredients/0',
      message: expect.stringContaining('pattern'),
    });
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
