import { validateWith, validators, type BrandConfig, type Validator } from '@telehealth/schemas';

import type { BrandConfigCheck } from './brand-config';

const SCHEMAS: Record<keyof BrandConfig, Validator<unknown>> = {
  theme: validators.Theme,
  configurations: validators.TenantConfigurations,
  meta: validators.TenantMeta,
};

/**
 * Each part of a brand config against its JSON Schema (`Theme`, `TenantConfigurations`, `TenantMeta`). Loaded by
 * the boot only when the page carries no brand config (the local cache, GET /api/tenant), so no page the server
 * renders ships the validators.
 */
export const checkAgainstSchemas: BrandConfigCheck = (part, value) => {
  const result = validateWith(SCHEMAS[part], value);
  return result.ok ? [] : result.issues;
};
