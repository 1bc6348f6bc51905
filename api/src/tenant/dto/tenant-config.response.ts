import type { BrandConfig, TenantId } from '@telehealth/schemas';

/** GET /api/tenant: the tenant's theme, configurations and head meta. */
export interface TenantConfigResponse {
  tenantId: TenantId;
  config: { brandConfig: BrandConfig };
}

/** GET /api/tenant/resolve?host=: the tenant a storefront host belongs to. */
export interface TenantResolutionResponse {
  tenantId: TenantId;
}
