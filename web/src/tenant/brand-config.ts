import {
  validateWith,
  validators,
  type BrandConfig,
  type SchemaIssue,
  type TenantId,
  type Validator,
} from '@telehealth/schemas';

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

const PARTS: ReadonlyArray<{ part: keyof BrandConfig; validator: Validator<unknown>; message: string }> = [
  { part: 'theme', validator: validators.Theme, message: MISSING_THEME_MESSAGE },
  {
    part: 'configurations',
    validator: validators.TenantConfigurations,
    message: 'Missing or invalid configurations in response',
  },
  { part: 'meta', validator: validators.TenantMeta, message: 'Missing or invalid meta in response' },
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Checks each part of a brand config against its schema, keeping the valid parts and naming what is wrong. */
export function parseBrandConfig(raw: unknown): ParsedBrandConfig {
  const source = isRecord(raw) ? raw : {};
  const brandConfig: Record<string, unknown> = { ...EMPTY_BRAND_CONFIG };
  const problems: BrandConfigProblem[] = [];
  for (const { part, validator, message } of PARTS) {
    const value = source[part];
    if (!isRecord(value)) {
      problems.push({
        part,
        message,
        issues: [{ path: `/${part}`, message: 'is missing or not an object' }],
      });
      continue;
    }
    const result = validateWith(validator, value);
    if (result.ok) brandConfig[part] = result.value;
    else
      problems.push({
        part,
        message,
        issues: result.issues.map((i) => ({ ...i, path: `/${part}${i.path}` })),
      });
  }
  return { brandConfig: brandConfig as LoadedBrandConfig, problems };
}

/** The body of GET /api/tenant: {tenantId, config: {brandConfig}}. */
export function parseTenantResponse(body: unknown): ParsedBrandConfig & { tenantId: TenantId | null } {
  const record = isRecord(body) ? body : {};
  const config = isRecord(record.config) ? record.config : {};
  const tenantId = Number.isInteger(record.tenantId) ? (record.tenantId as TenantId) : null;
  return { tenantId, ...parseBrandConfig(config.brandConfig) };
}
