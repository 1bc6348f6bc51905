import { loadCatalog, type Catalog } from '@telehealth/flows';
import type { FlowVersion, SiteContent } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { dataSourceOptions } from '../app/data-source-options.js';
import { verifyPassword } from '../auth/utils/password-hash.js';
import { openDataSource } from '../database/database.module.js';
import { testConfig, useTestPostgres } from '../testing/test-postgres.js';
import { SeedService } from './seed.service.js';

const pg = useTestPostgres();
const catalog = loadCatalog();
const TABLES = ['states', 'tenants', 'tenant_hosts', 'products', 'flow_versions', 'users'];

describe('SeedService', () => {
  let dataSource: DataSource;
  let url: string;
  const seed = (data: Catalog = catalog, env: Record<string, string> = {}) =>
    new SeedService(dataSource, testConfig(url, env)).run(structuredClone(data));
  const snapshot = async () => {
    const result: Record<string, unknown[]> = {};
    for (const table of TABLES)
      result[table] = await dataSource.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
    return result;
  };
  const storedFlow = async (tenantId: number, key: string, version: number) => {
    const rows = (await dataSource.query(
      `SELECT status, document FROM flow_versions WHERE tenant_id = $1 AND key = $2 AND version = $3`,
      [tenantId, key, version],
    )) as { status: string; document: FlowVersion }[];
    return rows[0];
  };

  beforeEach(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
    url = await pg.newDatabase();
    dataSource = await openDataSource(dataSourceOptions(url));
  });
  afterAll(async () => {
    if (dataSource?.isInitialized) await dataSource.destroy();
  });

  it('loads the whole catalog of @telehealth/flows', async () => {
    const flows = catalog.tenants.flatMap((t) => t.flows);
    const report = await seed();
    expect(report.states).toEqual({ inserted: 51, updated: 0, unchanged: 0 });
    expect(report.tenants.inserted).toBe(catalog.tenants.length);
    expect(report.hosts.inserted).toBe(catalog.tenants.length * 3);
    expect(report.products.inserted).toBe(catalog.tenants.reduce((n, t) => n + t.products.length, 0));
    expect(report.flowVersions).toEqual({ inserted: flows.length, unchanged: 0, kept: 0, archived: 0 });
    expect(report.admins).toEqual({ created: catalog.tenants.length, existing: 0 });

    const tenants = (await dataSource.query(
      `SELECT id, slug, brand_config, site_content, staging_base_url FROM tenants ORDER BY id`,
    )) as {
      id: number;
      brand_config: unknown;
      site_content: unknown;
      staging_base_url: string | null;
    }[];
    expect(tenants.map((t) => t.id)).toEqual(catalog.tenants.map((t) => t.tenant.id));
    for (const [index, { tenant }] of catalog.tenants.entries()) {
      expect(tenants[index]?.brand_config).toEqual(tenant.brandConfig);
      expect(tenants[index]?.site_content).toEqual(catalog.tenants[index]?.siteContent);
      expect(tenants[index]?.staging_base_url).toBe(tenant.stagingBaseUrl ?? null);
    }
    for (const flow of flows) {
      expect((await storedFlow(flow.tenant_id, flow.key, flow.version))?.document).toEqual(flow);
    }
  });

  it('is idempotent: a second run changes nothing', async () => {
    await seed();
    const before = await snapshot();
    const report = await seed();
    expect(report.states).toEqual({ inserted: 0, updated: 0, unchanged: 51 });
    expect(report.tenants).toMatchObject({ inserted: 0, updated: 0 });
    expect(report.hosts).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    expect(report.products).toMatchObject({ inserted: 0, updated: 0 });
    expect(report.flowVersions).toMatchObject({ inserted: 0, kept: 0, archived: 0 });
    expect(report.admins).toEqual({ created: 0, existing: catalog.tenants.length });
    // Same rows, same timestamps, same password hashes.
    expect(await snapshot()).toEqual(before);
  });

  it('never overwrites a stored flow version, even when its file changed', async () => {
    await seed();
    const changed = structuredClone(catalog);
    const flow = changed.tenants[0]?.flows.find((f) => f.status === 'published');
    if (!flow) throw new Error('the catalog has no published flow');
    const original = structuredClone(flow);
    flow.title = 'Edited after publishing';
    const firstQuestion = flow.questions[0];
    if (firstQuestion) firstQuestion.title = 'A changed question';

    const report = await seed(changed);
    expect(report.flowVersions).toMatchObject({ inserted: 0, kept: 1 });
    const stored = await storedFlow(flow.tenant_id, flow.key, flow.version);
    expect(stored?.document).toEqual(original);
    expect(stored?.status).toBe('published');
  });

  it('archives the published version when the data publishes a newer one, leaving its content as it was', async () => {
    await seed();
    const changed = structuredClone(catalog);
    const bundle = changed.tenants[0];
    const v1 = bundle?.flows.find((f) => f.key === 'intake' && f.status === 'published');
    if (!bundle || !v1) throw new Error('the catalog has no published intake');
    const v2: FlowVersion = { ...structuredClone(v1), version: v1.version + 1, title: `${v1.title} (v2)` };
    v1.status = 'archived';
    bundle.flows.push(v2);

    const report = await seed(changed);
    expect(report.flowVersions).toMatchObject({ inserted: 1, archived: 1, kept: 0 });
    const published = (await dataSource.query(
      `SELECT version FROM flow_versions WHERE tenant_id = $1 AND key = 'intake' AND status = 'published'`,
      [bundle.tenant.id],
    )) as { version: number }[];
    expect(published).toEqual([{ version: v2.version }]);
    const old = await storedFlow(bundle.tenant.id, 'intake', v1.version);
    expect(old?.status).toBe('archived');
    expect(old?.document).toEqual({ ...v1, status: 'archived' });
    // The archived document now matches the file again, so the next run is quiet.
    expect((await seed(changed)).flowVersions).toMatchObject({ inserted: 0, kept: 0, archived: 0 });
  });

  it('updates tenants, hosts and products that changed in the data', async () => {
    await seed();
    const changed = structuredClone(catalog);
    const bundle = changed.tenants[0];
    const product = bundle?.products[0];
    if (!bundle || !product) throw new Error('the catalog has no products');
    bundle.tenant.brandConfig.configurations.brandName = 'Renamed';
    bundle.siteContent.pages.about.lead = 'A new lead';
    bundle.tenant.hosts.local = `renamed-${bundle.tenant.slug}.localhost`;
    product.name = 'Renamed product';

    const report = await seed(changed);
    expect(report.tenants).toMatchObject({ updated: 1, unchanged: catalog.tenants.length - 1 });
    expect(report.hosts).toMatchObject({ inserted: 1, removed: 1 });
    expect(report.products.updated).toBe(1);
    const hosts = (await dataSource.query(
      `SELECT host FROM tenant_hosts WHERE tenant_id = $1 AND kind = 'local'`,
      [bundle.tenant.id],
    )) as { host: string }[];
    expect(hosts).toEqual([{ host: `renamed-${bundle.tenant.slug}.localhost` }]);
    const [stored] = (await dataSource.query(`SELECT site_content FROM tenants WHERE id = $1`, [
      bundle.tenant.id,
    ])) as { site_content: SiteContent }[];
    expect(stored?.site_content.pages.about.lead).toBe('A new lead');
  });

  it('creates the seed admin per tenant with an argon2id hash, once per email whatever its case', async () => {
    await seed(catalog, { SEED_ADMIN_EMAIL: 'Owner@Example.com', SEED_ADMIN_PASSWORD: 'owner-password' });
    const users = (await dataSource.query(
      `SELECT tenant_id, email, password_hash, role FROM users ORDER BY tenant_id`,
    )) as {
      tenant_id: number;
      email: string;
      password_hash: string;
      role: number;
    }[];
    expect(users.map((u) => [u.tenant_id, u.email, u.role])).toEqual(
      catalog.tenants.map((t) => [t.tenant.id, 'Owner@Example.com', 0]),
    );
    for (const user of users) {
      expect(user.password_hash).not.toContain('owner-password');
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword('owner-password', user.password_hash)).toBe(true);
    }
    const again = await seed(catalog, {
      SEED_ADMIN_EMAIL: 'owner@example.COM',
      SEED_ADMIN_PASSWORD: 'other-password',
    });
    expect(again.admins).toEqual({ created: 0, existing: catalog.tenants.length });
  });

  it('writes nothing when it fails half-way', async () => {
    const broken = structuredClone(catalog);
    const second = broken.tenants[1];
    if (!second) throw new Error('the catalog needs two tenants');
    // Two tenants claiming one slug: the second insert violates tenants_slug_key.
    second.tenant.slug = broken.tenants[0]?.tenant.slug ?? 'x';
    await expect(seed(broken)).rejects.toThrow(/tenants_slug_key/);
    for (const table of TABLES) {
      expect(await dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)).toEqual([{ n: 0 }]);
    }
  });
});

beforeAll(() => {
  expect(catalog.tenants.length).toBeGreaterThanOrEqual(2);
});
