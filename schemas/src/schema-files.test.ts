import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import * as examples from './__fixtures__/examples.js';
import { schemaDocuments } from './generated/registry.js';
import { SCHEMA_BASE_URI, ajv, schemaRefs, toIssues, validatorFor, type SchemaName } from './index.js';

const here = dirname(fileURLToPath(import.meta.url));
const jsonDir = join(here, 'json');
const files = readdirSync(jsonDir).filter((f) => f.endsWith('.schema.json'));
const schemas = files.map((file) => ({
  file,
  schema: JSON.parse(readFileSync(join(jsonDir, file), 'utf8')) as Record<string, unknown>,
}));

/** Every subschema that holds a `$ref`, with its JSON pointer. */
function refsWithSiblings(node: unknown, pointer = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((child, i) => refsWithSiblings(child, `${pointer}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const own = '$ref' in node && Object.keys(node).length > 1 ? [pointer || '/'] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) => refsWithSiblings(child, `${pointer}/${key}`)),
  ];
}

describe('schema files', () => {
  it.each(files)('%s declares 2020-12, its $id and a title', (file) => {
    const schema = schemas.find((s) => s.file === file)?.schema;
    expect(schema?.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema?.$id).toBe(`${SCHEMA_BASE_URI}${file}`);
    expect(schema?.title).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });

  it('names every titled definition after its key', () => {
    const mismatched = schemas.flatMap(({ file, schema }) =>
      Object.entries((schema.$defs ?? {}) as Record<string, { title?: string }>)
        .filter(([key, def]) => def.title !== undefined && def.title !== key)
        .map(([key, def]) => `${file}#/$defs/${key} is titled ${def.title}`),
    );
    expect(mismatched).toEqual([]);
  });

  it('puts no keyword beside a $ref (the type generator would emit duplicate aliases)', () => {
    const offenders = schemas.flatMap(({ file, schema }) =>
      refsWithSiblings(schema).map((p) => `${file}#${p}`),
    );
    expect(offenders).toEqual([]);
  });

  it('loads every file into ajv and compiles every named schema', () => {
    expect(schemaDocuments.map((d) => d.$id).sort()).toEqual(files.map((f) => SCHEMA_BASE_URI + f).sort());
    for (const name of Object.keys(schemaRefs) as SchemaName[]) {
      expect(() => validatorFor(name), name).not.toThrow();
    }
  });

  it('has precompiled validators that judge like ajv compiling the schemas at run time', () => {
    // Every example document, its parts, and values of every JSON type, checked against every named schema.
    const parts = (value: unknown): unknown[] =>
      value !== null && typeof value === 'object'
        ? [value, ...Object.values(value).flatMap((child) => parts(child))]
        : [value];
    const corpus = [
      ...Object.values(examples).flatMap((example) => parts(example)),
      ...[null, true, 0, -1, 1.5, 19.99, '', ' ', 'x'.repeat(300), '2024-02-30', 'a@b.co', [], {}, [{}]],
    ];
    const disagreements: string[] = [];
    for (const name of Object.keys(schemaRefs) as SchemaName[]) {
      const runtime = ajv.getSchema(SCHEMA_BASE_URI + schemaRefs[name]);
      const precompiled = validatorFor(name);
      for (const value of corpus) {
        const expected = runtime?.(value);
        const actual = precompiled(value);
        const sameIssues =
          JSON.stringify(toIssues(runtime?.errors ?? [])) ===
          JSON.stringify(toIssues(precompiled.errors ?? []));
        if (actual !== expected || !sameIssues) disagreements.push(`${name}: ${JSON.stringify(value)}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(corpus.length).toBeGreaterThan(100);
  }, 120_000);

  it('has one type per title (no numbered duplicates such as QuestionId1)', () => {
    const types = readFileSync(join(here, 'generated', 'types.ts'), 'utf8');
    const numbered = [...types.matchAll(/^export (?:type|interface) ([A-Za-z]+[0-9]+)\b/gm)].map((m) => m[1]);
    expect(numbered).toEqual([]);
  });

  it('has generated types that are up to date with the schemas', async () => {
    const script = join(here, '..', 'scripts', 'generate-types.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script, '--check']);
    expect(stdout).toContain('generated types are up to date');
  }, 120_000);
});
