// Generates src/generated/types.ts, registry.ts and validators.ts from the JSON Schema files in src/json: the
// schemas are the single source of truth; the TypeScript types and the compiled validators are derived from them,
// never written by hand. `--check` fails (exit 1) when a checked-in file differs from what the schemas produce.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { _, Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { compile } from 'json-schema-to-typescript';
import prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jsonDir = join(root, 'src', 'json');
const outFile = join(root, 'src', 'generated', 'types.ts');
const registryFile = join(root, 'src', 'generated', 'registry.ts');
const validatorsFile = join(root, 'src', 'generated', 'validators.ts');

const schemaFiles = readdirSync(jsonDir)
  .filter((f) => f.endsWith('.schema.json'))
  .sort();

/** Every schema file, and every titled $def inside one, becomes an exported type. */
function rootSchema() {
  const properties = {};
  for (const file of schemaFiles) {
    const schema = JSON.parse(readFileSync(join(jsonDir, file), 'utf8'));
    if (schema.type || schema.anyOf || schema.oneOf || schema.$ref) properties[schema.title] = { $ref: file };
    for (const [name, def] of Object.entries(schema.$defs ?? {})) {
      if (def.title) properties[def.title] = { $ref: `${file}#/$defs/${name}` };
    }
  }
  return { title: 'AllSchemas', type: 'object', properties, additionalProperties: false };
}

/** The schema documents to load into ajv, and each named type's $ref, so validators are typed by name. */
function registry(names) {
  const ident = (file) =>
    file.replace('.schema.json', '').replace(/-(.)/g, (_, c) => c.toUpperCase()) + 'Schema';
  const imports = schemaFiles.map((f) => `import ${ident(f)} from '../json/${f}' with { type: 'json' };`);
  const refs = Object.entries(names).map(([name, { $ref }]) => `  ${name}: '${$ref}',`);
  const map = Object.keys(names).map((name) => `  ${name}: types.${name};`);
  return [
    banner,
    "import type * as types from './types.js';",
    ...imports,
    '',
    `export const schemaDocuments = [${schemaFiles.map(ident).join(', ')}];`,
    '',
    "/** Each named type's schema, relative to the schemas' base URI. */",
    'export const schemaRefs = {',
    ...refs,
    '} as const;',
    '',
    'export interface SchemaTypeMap {',
    ...map,
    '}',
    '',
  ].join('\n');
}

/**
 * Every named schema compiled ahead of time by ajv (standalone code), one export per name, so that no schema is
 * compiled at run time and a browser bundle only carries the validators it uses (the module has no side effects:
 * every top-level statement is a declaration, so unused validators are dropped by tree shaking). The options
 * must stay those of `ajv` in src/validator.ts.
 */
function validators(names) {
  const instance = new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    multipleOfPrecision: 9,
    allErrors: true,
    // No schema uses unevaluated* or $dynamicRef.
    unevaluated: false,
    dynamicRef: false,
    code: { source: true, esm: true, formats: _`formats` },
  });
  addFormats.default(instance);
  for (const file of schemaFiles) instance.addSchema(JSON.parse(readFileSync(join(jsonDir, file), 'utf8')));
  const refs = Object.fromEntries(
    Object.entries(names).map(([name, { $ref }]) => [name, `https://telehealth.local/schemas/${$ref}`]),
  );
  const code = withoutUnusedSchemaLiterals(standaloneCode.default(instance, refs))
    .replace(/^"use strict";/, '')
    // String lengths count code points, as ajv's runtime helper does.
    .replaceAll('require("ajv/dist/runtime/ucs2length").default', 'ucs2length')
    // ajv records on each function what it evaluated, for unevaluated* keywords (which no schema uses); that
    // bookkeeping is a top-level assignment per function, which would keep every validator in every bundle.
    .replace(/validate\d+\.evaluated = \{[^}]*\};/g, '')
    .replace(/const (evaluated\d+) = validate\d+\.evaluated;/g, 'const $1 = {};')
    .replace(/export const (\w+) = (\w+);/g, "export const $1 = /* @__PURE__ */ named<types.$1>('$1', $2);");
  if (/\brequire\(/.test(code)) throw new Error('standalone validators still require a module at run time');
  if (/\.evaluated\b/.test(code)) throw new Error('standalone validators still share evaluation state');
  return [
    banner,
    '// @ts-nocheck -- ajv output; the exports below are typed.',
    "import { fullFormats as formats } from 'ajv-formats/dist/formats.js';",
    '',
    "import { named } from '../validator-types.js';",
    "import type * as types from './types.js';",
    '',
    'const ucs2length = (text: string): number => [...text].length;',
    '',
    code,
  ].join('\n');
}

/** The end (exclusive) of the JSON value starting at `start` (an object or array literal). */
function jsonEnd(code, start) {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"') {
      for (i++; code[i] !== '"'; i++) if (code[i] === '\\') i++;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error(`unterminated literal at ${start}`);
}

/** ajv emits each schema as a literal `const schemaN = {...};`; most are never read by the code. */
function withoutUnusedSchemaLiterals(code) {
  let out = '';
  let last = 0;
  for (const match of code.matchAll(/const (schema\d+) = (?=[{[])/g)) {
    if (match.index < last) continue;
    const end = jsonEnd(code, match.index + match[0].length);
    const uses = code.match(new RegExp(`\\b${match[1]}\\b`, 'g')).length;
    if (uses > 1 || code[end] !== ';') continue;
    out += code.slice(last, match.index);
    last = end + 1;
  }
  return out + code.slice(last);
}

const banner =
  '/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */';
const ts = await compile(rootSchema(), 'AllSchemas', {
  cwd: jsonDir,
  bannerComment: banner,
  additionalProperties: false,
  strictIndexSignatures: true,
  unknownAny: true,
  format: false,
});
// The synthetic root only exists to pull every schema in.
const body = ts.replace(/export interface AllSchemas \{[\s\S]*?\n\}\n/, '');
const formatted = await prettier.format(body, { parser: 'typescript', singleQuote: true, printWidth: 110 });

const registrySource = await prettier.format(registry(rootSchema().properties), {
  parser: 'typescript',
  singleQuote: true,
  printWidth: 110,
});
const validatorsSource = await prettier.format(validators(rootSchema().properties), {
  parser: 'typescript',
  singleQuote: true,
  printWidth: 110,
});
const outputs = [
  [outFile, formatted],
  [registryFile, registrySource],
  [validatorsFile, validatorsSource],
];

if (process.argv.includes('--check')) {
  const stale = outputs.filter(([file, text]) => readFileSync(file, 'utf8') !== text);
  for (const [file] of stale)
    console.error(`${file} is out of date: run \`npm run generate -w @telehealth/schemas\`.`);
  if (stale.length > 0) process.exit(1);
  console.log('generated types are up to date');
} else {
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.log(`wrote ${outputs.map(([file]) => file).join(', ')}`);
}
