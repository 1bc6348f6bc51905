import { SCHEMA_BASE_URI, schemaDocuments, schemaRefs, type SchemaName } from '@telehealth/schemas';

/** A JSON Schema (2020-12) as OpenAPI 3.1 takes it. */
export type JsonSchema = Record<string, unknown>;

const COMPONENTS_PREFIX = '#/components/schemas/';
const FILE_SUFFIX = '.schema.json';

/** Keywords whose values are data, not schemas: a `$ref` inside them is not a reference. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);

/** `api.schema.json` → `api`: the name of a schema file's entry in `components.schemas`. */
export function componentName(fileName: string): string {
  if (!fileName.endsWith(FILE_SUFFIX) || fileName.includes('/')) {
    throw new Error(`Schema file name must look like <name>${FILE_SUFFIX}, got "${fileName}"`);
  }
  return fileName.slice(0, -FILE_SUFFIX.length);
}

/**
 * A reference as written in a schema file, resolved against that file's `$id` and rewritten to point into
 * `components.schemas`: `common.schema.json#/$defs/Email` → `#/components/schemas/common/$defs/Email`,
 * `#/$defs/X` → `#/components/schemas/<this file>/$defs/X`, `answer.schema.json` → `#/components/schemas/answer`.
 */
export function rewriteRef(ref: string, baseId: string): string {
  const url = new URL(ref, baseId);
  const address = `${url.origin}${url.pathname}`;
  if (!address.startsWith(SCHEMA_BASE_URI)) {
    throw new Error(`$ref "${ref}" in ${baseId} leads outside ${SCHEMA_BASE_URI}`);
  }
  const pointer = decodeURIComponent(url.hash.replace(/^#/, ''));
  if (pointer !== '' && !pointer.startsWith('/')) {
    throw new Error(`$ref "${ref}" in ${baseId} uses an anchor; only JSON pointers can be rewritten`);
  }
  const component = componentName(address.slice(SCHEMA_BASE_URI.length));
  return `${COMPONENTS_PREFIX}${component}${encodePointer(pointer)}`;
}

/** A JSON pointer made safe inside a URI fragment (the characters of a fragment that need escaping). */
function encodePointer(pointer: string): string {
  return pointer.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/]/g, (c) => encodeURIComponent(c));
}

function rewriteSchema(value: unknown, baseId: string, path: string): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => rewriteSchema(item, baseId, `${path}/${index}`));
  if (typeof value !== 'object' || value === null) return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = `${path}/${key}`;
    if (key === '$ref' && typeof child === 'string') out[key] = rewriteRef(child, baseId);
    else if ((key === '$id' || key === '$anchor' || key === '$dynamicAnchor') && typeof child === 'string') {
      throw new Error(`${baseId}${childPath}: nested ${key} is not supported in the OpenAPI components`);
    } else if (DATA_KEYWORDS.has(key)) out[key] = child;
    else out[key] = rewriteSchema(child, baseId, childPath);
  }
  return out;
}

/**
 * Every schema file of @telehealth/schemas as one entry of `components.schemas`, named after the file, with
 * `$id` and `$schema` removed and every `$ref` rewritten to point inside the OpenAPI document.
 */
export function schemaComponents(documents: readonly object[] = schemaDocuments): Record<string, JsonSchema> {
  const components: Record<string, JsonSchema> = {};
  for (const document of documents) {
    const { $id, $schema: _schema, ...rest } = document as JsonSchema;
    if (typeof $id !== 'string' || !$id.startsWith(SCHEMA_BASE_URI)) {
      throw new Error(`Schema document without an $id under ${SCHEMA_BASE_URI}: ${JSON.stringify($id)}`);
    }
    const name = componentName($id.slice(SCHEMA_BASE_URI.length));
    if (components[name]) throw new Error(`Two schema documents are named ${name}`);
    components[name] = rewriteSchema(rest, $id, '') as JsonSchema;
  }
  return components;
}

/** Whether `name` is a schema of the @telehealth/schemas registry. */
export function isSchemaName(name: string): name is SchemaName {
  return Object.hasOwn(schemaRefs, name);
}

/** `#/components/schemas/api/$defs/ErrorResponse` for `ErrorResponse`. */
export function schemaRef(name: SchemaName): string {
  if (!isSchemaName(name)) throw new Error(`Unknown schema name: ${String(name)}`);
  return rewriteRef(schemaRefs[name], SCHEMA_BASE_URI);
}

/** The value at a local reference (`#/...`) of a document; undefined when nothing is there. */
export function resolveLocalRef(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const pointer = decodeURIComponent(ref.slice(1));
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
