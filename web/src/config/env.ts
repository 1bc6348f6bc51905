import type { TenantId } from '@telehealth/schemas';

/**
 * Settings of Vite's dev server (`npm run dev`; Vite exposes only `VITE_*` variables to the browser). A production
 * build ignores them: the page the server renders names the token and the tenant (see tenant/inline-boot.ts).
 */
export interface WebEnv {
  apiToken: string;
  defaultTenantId: TenantId;
}

export const DEV_API_TOKEN = 'dev-shared-token';
export const DEV_DEFAULT_TENANT_ID = 6;

/** Reads the env, falling back to the documented development defaults; a malformed tenant id is an error. */
export function readWebEnv(
  source: Partial<Record<'VITE_API_TOKEN' | 'VITE_DEFAULT_TENANT_ID', string>>,
): WebEnv {
  const rawTenant = source.VITE_DEFAULT_TENANT_ID?.trim();
  const defaultTenantId = rawTenant ? Number(rawTenant) : DEV_DEFAULT_TENANT_ID;
  if (!Number.isInteger(defaultTenantId) || defaultTenantId <= 0) {
    throw new Error(`VITE_DEFAULT_TENANT_ID must be a positive integer, got '${rawTenant}'`);
  }
  return { apiToken: source.VITE_API_TOKEN?.trim() || DEV_API_TOKEN, defaultTenantId };
}
