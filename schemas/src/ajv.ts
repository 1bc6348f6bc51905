import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import { schemaDocuments } from './generated/registry.js';

/**
 * A run-time ajv instance holding every schema document, with the options the precompiled validators were
 * generated with (scripts/generate-types.mjs). For tools that need to compile schemas of their own against ours
 * (e.g. checking the OpenAPI document); validation itself uses the precompiled `validators`.
 */
export const ajv = new Ajv2020({
  strict: true,
  allowUnionTypes: true,
  multipleOfPrecision: 9,
  allErrors: true,
});
addFormats.default(ajv);
for (const document of schemaDocuments) ajv.addSchema(document);
