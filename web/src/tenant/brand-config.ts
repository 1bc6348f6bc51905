import type { BrandConfig, SchemaIssue, TenantId } from '@telehealth/schemas';

/** A tenant's brand config as the app holds it: a part that was missing or invalid is null (and was logged). */
export type LoadedBrandConfig = { [K in keyof BrandConfig]: BrandConfig[K] | null };

export const EMPTY_BRAND_CONFIG: LoadedBrandConfig = { theme: null, configurations: null, meta: null };

/** Logged when the tenant response has no usable theme (spec sections 5 and 8); the app goes on without one. */
export const MISSING_THEME_MESSAGE = 'Missing or invalid theme in response';

export interface BrandConfigProblem {
  part: keyof BrandConfig;
  message: string;
  issues: SchemaIssue[];
}

export interface ParsedBrandConfig {
  brandConfig: LoadedBrandConfig;
  problems: BrandConfigProblem[];
}

const PARTS: ReadonlyArray<{ part: keyof BrandConfig; message: string }> = [
  { part: 'theme', message: MISSING_THEME_MESSAGE },
  { part: 'configurations', message: 'Missing or invalid configurations in response' },
  { part: 'meta', message: 'Missing or invalid meta in response' },
];

/** What is wrong with one part of a brand config (paths inside the part); empty when it may be used. */
export type BrandConfigCheck = (part: keyof BrandConfig, value: Record<string, unknown>) => SchemaIssue[];

/**
 * The check of a brand config the server wrote into the page: each part must be an object, nothing more. The API
 * seeds brand configs only from the `flows` catalog, which refuses data its schemas reject, and a tenant changes
 * only through the seed, so the page's parts are already schema-valid; the schema check
 * (`brand-config-schemas.ts`) is loaded only for what the page did not carry (the cache and GET /api/tenant under
 * Vite's dev server).
 */
export const shapeOnly: BrandConfigCheck = () => [];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Checks each part of a brand config (`check`), keeping the valid parts and naming what is wrong. */
export function parseBrandConfig(raw: unknown, check: BrandConfigCheck = shapeOnly): ParsedBrandConfig {
  const source = isRecord(raw) ? raw : {};
  const brandConfig: Record<string, unknown> = { ...EMPTY_BRAND_CONFIG };
  const problems: BrandConfigProblem[] = [];
  for (const { part, message } of PARTS) {
    const value = source[part];
    if (!isRecord(value)) {
      problems.push({
        part,
        message,
        issues: [{ path: `/${part}`, message: 'is missing or not an object' }],
      });
      continue;
    }
    const issues = check(part, value);
    if (issues.length === 0) brandConfig[part] = value;
    else problems.push({ part, message, issues: issues.map((i) => ({ ...i, path: `/${part}${i.path}` })) });
  }
  return { brandConfig: brandConfig as LoadedBrandConfig, problems };
}

/** The body of GET /api/tenant: {tenantId, config: {brandConfig}}. */
export function parseTenantResponse(
  body: unknown,
  check: BrandConfigCheck = shapeOnly,
): ParsedBrandConfig & { tenantId: TenantId | null } {
  const record = isRecord(body) ? body : {};
  const config = isRecord(record.config) ? record.config : {};
  const tenantId = Number.isInteger(record.tenantId) ? (record.tenantId as TenantId) : null;
  return { tenantId, ...parseBrandConfig(config.brandConfig, check) };
}
