// Generates src/generated/types.ts from the JSON Schema files in src/json: the schemas are the single
// source of truth and the TypeScript types are derived from them, never written by hand.
// `--check` fails (exit 1) when the checked-in file differs from what the schemas produce.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { compile } from 'json-schema-to-typescript';
import prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jsonDir = join(root, 'src', 'json');
const outFile = join(root, 'src', 'generated', 'types.ts');
const registryFile = join(root, 'src', 'generated', 'registry.ts');

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
const outputs = [
  [outFile, formatted],
  [registryFile, registrySource],
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
