import { isPlainLocalHost } from '@telehealth/engine';
import type { BrandConfig, TenantId } from '@telehealth/schemas';

import { ApiError, type ApiClient } from '../api/client';
import {
  EMPTY_BRAND_CONFIG,
  parseTenantResponse,
  type BrandConfigCheck,
  type LoadedBrandConfig,
} from './brand-config';
import { logBrandConfigProblems, type InlineBoot } from './inline-boot';
import type { KeyValueStorage } from './storage';
import { readTenantCache, writeTenantCache } from './tenant-cache';
import { ensureStorageBelongsToTenant } from './tenant-store-guard';

export { isPlainLocalHost };

export type Logger = Pick<Console, 'error' | 'warn' | 'info'>;

export interface TenantBootDeps {
  hostname: string;
  /** A client without a tenant yet; the booted tenant gets its own via withTenant. */
  api: ApiClient;
  storage: KeyValueStorage;
  defaultTenantId: TenantId;
  now: () => number;
  log: Logger;
  /** The tenant and brand config the server wrote into the page (readInlineBoot); null under Vite's dev server. */
  inline?: InlineBoot | null;
}

export type TenantBoot =
  | {
      status: 'ready';
      tenantId: TenantId;
      brandConfig: LoadedBrandConfig;
      /**
       * Where the brand config came from: the page's own HTML, the local cache, the API, or 'none' when the API
       * could not supply it (logged).
       */
      source: 'page' | 'cache' | 'api' | 'none';
    }
  | { status: 'failed'; message: string };

/**
 * Which tenant serves this host: plain localhost and hosts the API does not know (404) get the default tenant.
 * Any other failure is thrown, because guessing a brand on a real brand's host would show the wrong one.
 */
export async function resolveTenantId(
  deps: Pick<TenantBootDeps, 'hostname' | 'api' | 'defaultTenantId' | 'log'>,
) {
  if (isPlainLocalHost(deps.hostname)) return deps.defaultTenantId;
  try {
    const body: { tenantId?: unknown } | undefined = await deps.api.call('GET /api/tenant/resolve', {
      query: { host: deps.hostname },
    });
    const tenantId = body?.tenantId;
    if (typeof tenantId !== 'number' || !Number.isInteger(tenantId) || tenantId < 1) {
      throw new Error(
        `Tenant resolve for host '${deps.hostname}' returned no valid tenantId: ${JSON.stringify(body)}`,
      );
    }
    return tenantId;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      deps.log.warn(
        `No tenant serves host '${deps.hostname}'; using default tenant ${deps.defaultTenantId}.`,
      );
      return deps.defaultTenantId;
    }
    throw error;
  }
}

/** GET /api/tenant for the tenant, keeping the valid parts and logging every invalid one. */
async function fetchBrandConfig(
  api: ApiClient,
  tenantId: TenantId,
  log: Logger,
  check: BrandConfigCheck,
): Promise<LoadedBrandConfig> {
  const parsed = parseTenantResponse(await api.call('GET /api/tenant'), check);
  if (parsed.tenantId !== null && parsed.tenantId !== tenantId) {
    throw new Error(`GET /api/tenant answered for tenant ${parsed.tenantId}, expected ${tenantId}`);
  }
  // The message alone is the catalogued error (spec section 8); the issues say what exactly is wrong.
  logBrandConfigProblems(parsed.problems, log);
  return parsed.brandConfig;
}

/**
 * The boot sequence. When the server wrote the tenant and its brand config into the page, they are used as they
 * are (each part an object, see `shapeOnly`): no API call. Otherwise: resolve the tenant from the host, clear local
 * storage left by another tenant, then take the brand config from the cache or the API, checked against the schemas
 * (caching what is valid). Never rejects: a failure is logged and the app continues without the missing parts, or,
 * when not even the tenant is known, gets status 'failed'.
 */
export async function bootTenant(deps: TenantBootDeps): Promise<TenantBoot> {
  if (deps.inline) {
    const { tenantId, brandConfig } = deps.inline;
    if (ensureStorageBelongsToTenant(deps.storage, tenantId)) {
      deps.log.info(`Local storage held another tenant's questions; cleared for tenant ${tenantId}.`);
    }
    // Cached as the API's answer is (spec section 7), for a later boot without the page's configuration.
    writeTenantCache(deps.storage, tenantId, brandConfig, deps.now());
    return { status: 'ready', tenantId, brandConfig, source: 'page' };
  }
  let tenantId: TenantId;
  try {
    tenantId = await resolveTenantId(deps);
  } catch (error) {
    deps.log.error('Could not resolve the tenant for this host', error);
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }

  if (ensureStorageBelongsToTenant(deps.storage, tenantId)) {
    deps.log.info(`Local storage held another tenant's questions; cleared for tenant ${tenantId}.`);
  }

  try {
    // What the page did not carry is checked against the schemas (loaded here, never with a rendered page).
    const { checkAgainstSchemas } = await import('./brand-config-schemas');
    const cached: BrandConfig | null = readTenantCache(
      deps.storage,
      tenantId,
      deps.now(),
      checkAgainstSchemas,
    );
    if (cached) return { status: 'ready', tenantId, brandConfig: cached, source: 'cache' };
    const brandConfig = await fetchBrandConfig(
      deps.api.withTenant(tenantId),
      tenantId,
      deps.log,
      checkAgainstSchemas,
    );
    writeTenantCache(deps.storage, tenantId, brandConfig, deps.now());
    return { status: 'ready', tenantId, brandConfig, source: 'api' };
  } catch (error) {
    deps.log.error(`Could not load the configuration of tenant ${tenantId}`, error);
    return { status: 'ready', tenantId, brandConfig: EMPTY_BRAND_CONFIG, source: 'none' };
  }
}
