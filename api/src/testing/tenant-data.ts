import { loadCatalog, type TenantBundle } from '@telehealth/flows';

import { DEV_DEFAULTS } from '../config/app-config.js';

/** The `Token` header of the development configuration the tests run with. */
export const DEV_TOKEN = DEV_DEFAULTS.API_SHARED_TOKEN;

/** The data in flows/ that the seed loads into every test database. */
export const catalog = loadCatalog();

/** A tenant's seeded data (tenant, products, flow versions); throws when flows/data has no such tenant. */
export function tenantData(id: number): TenantBundle {
  const found = catalog.tenants.find((t) => t.tenant.id === id);
  if (!found) throw new Error(`flows/data has no tenant ${id}`);
  return found;
}
