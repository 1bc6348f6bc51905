import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TenantBundle } from '@telehealth/flows';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { SeedService } from '../seed/seed.service.js';
import { DEV_TOKEN, catalog, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

/** Tenant 6's data as another brand: what adding a tenant folder to flows/data gives the seed. */
function anotherTenant(id: number, slug: string, brandName: string): TenantBundle {
  const bundle = structuredClone(tenantData(6));
  bundle.tenant = {
    ...bundle.tenant,
    id,
    slug,
    hosts: {
      production: `patient.${slug}.com`,
      staging: `staging.patient.${slug}.com`,
      local: `${slug}.localhost`,
    },
  };
  bundle.tenant.brandConfig.configurations.brandName = brandName;
  for (const product of bundle.products) product.tenant_id = id;
  for (const flow of bundle.flows) {
    flow.tenant_id = id;
    for (const question of flow.questions) question.tenant_id = id;
  }
  bundle.siteContent.pages.about.lead = `Written for ${brandName} as data.`;
  return bundle;
}

describe('GET /api/tenant/content', () => {
  const nailwise = anotherTenant(9, 'nailwise', 'Nailwise');
  let app: NestFastifyApplication;
  const get = (url: string, tenantId: number) =>
    app.inject({ method: 'GET', url, headers: { Token: DEV_TOKEN, Tenant: String(tenantId) } });

  beforeAll(async () => {
    app = await pg.newApp({ catalog: { ...catalog, tenants: [...catalog.tenants, nailwise] } });
  });

  it.each([6, 7])("returns tenant %i's site content as seeded from flows/", async (id) => {
    const response = await get('/api/tenant/content', id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(tenantData(id).siteContent);
  });

  it('serves a tenant added as data only: its host, brand config, products and site content', async () => {
    const resolved = await app.inject({
      method: 'GET',
      url: '/api/tenant/resolve?host=nailwise.localhost',
      headers: { Token: DEV_TOKEN },
    });
    expect(resolved.json()).toEqual({ tenantId: 9 });
    expect((await get('/api/tenant', 9)).json().config.brandConfig.configurations.brandName).toBe('Nailwise');
    expect((await get('/api/products', 9)).json()).toHaveLength(nailwise.products.length);
    const content = await get('/api/tenant/content', 9);
    expect(content.statusCode).toBe(200);
    expect(content.json()).toEqual(nailwise.siteContent);
    expect(content.json().pages.about.lead).toBe('Written for Nailwise as data.');
  });

  it('serves what a seed changed from the next request on, though tenants are cached', async () => {
    const brandOf = async () =>
      (await get('/api/tenant', 9)).json().config.brandConfig.configurations.brandName as string;
    expect(await brandOf()).toBe('Nailwise');
    const renamed = anotherTenant(9, 'nailwise', 'Nailwise Renamed');
    await app.get(SeedService).run({ ...catalog, tenants: [...catalog.tenants, renamed] });
    expect(await brandOf()).toBe('Nailwise Renamed');
    await app.get(SeedService).run({ ...catalog, tenants: [...catalog.tenants, nailwise] });
    expect(await brandOf()).toBe('Nailwise');
  });

  it('answers 404 for a tenant whose site content the seed has not written', async () => {
    await app.get(DataSource).query(`UPDATE tenants SET site_content = NULL WHERE id = 9`);
    const response = await get('/api/tenant/content', 9);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'Tenant 9 has no site content' });
  });
});
