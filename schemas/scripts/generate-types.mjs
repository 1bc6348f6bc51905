// Generates src/generated/types.ts, registry.ts and validators/ from the JSON Schema files in src/json: the
// schemas are the single source of truth; the TypeScript types and the compiled validators are derived from them,
// never written by hand. `--check` fails (exit 1) when a checked-in file differs from what the schemas produce.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { _, Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { compile } from 'json-schema-to-typescript';
import prettier from 'prettier';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jsonDir = join(root, 'src', 'json');
const outFile = join(root, 'src', 'generated', 'types.ts');
const registryFile = join(root, 'src', 'generated', 'registry.ts');
const validatorsDir = join(root, 'src', 'generated', 'validators');

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
 * Every named schema compiled ahead of time by ajv (standalone code), so that no schema is compiled at run time.
 * The options must stay those of `ajv` in src/ajv.ts. Returns one module per schema file (its named validators),
 * `shared.ts` (the compiled pieces that validators of several schema files use) and `index.ts`; see `splitModules`.
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
    .replace(/const (evaluated\d+) = validate\d+\.evaluated;/g, 'const $1 = {};');
  if (/\brequire\(/.test(code)) throw new Error('standalone validators still require a module at run time');
  if (/\.evaluated\b/.test(code)) throw new Error('standalone validators still share evaluation state');
  const fileOf = Object.fromEntries(
    Object.entries(names).map(([name, { $ref }]) => [name, $ref.split('#')[0].replace('.schema.json', '')]),
  );
  return splitModules(`const ucs2length = (text: string): number => [...text].length;\n${code}`, fileOf);
}

/**
 * Splits ajv's standalone code (top-level functions and constants, and `export const Name = validateN;` per
 * named schema) into modules, so that no file holds every validator and a bundle still carries only the
 * validators it names: every top-level statement stays a declaration without side effects.
 * - A named schema's validator goes to the module of its schema file, with the function behind it, renamed
 *   `validate<Name>` and exported when another module calls it.
 * - Every other function or constant goes to the one module whose validators use it, or to `shared.ts` when
 *   several do (imported there as `shared.x`). Other names are numbered per module, so that a change to one
 *   schema file leaves the modules of unrelated files as they were.
 * The modules import each other only along that use, which must stay free of cycles (checked here).
 */
function splitModules(code, fileOf) {
  const source = ts.createSourceFile('validators.ts', code, ts.ScriptTarget.Latest, true);
  const declarations = [];
  const exportsTo = new Map(); // root function name → the named schemas it validates
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && statement.modifiers?.[0]?.kind === ts.SyntaxKind.ExportKeyword) {
      const [{ name, initializer }] = statement.declarationList.declarations;
      exportsTo.set(initializer.text, [...(exportsTo.get(initializer.text) ?? []), name.text]);
    } else if (ts.isFunctionDeclaration(statement)) {
      declarations.push({ statement, name: statement.name.text });
    } else if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1) {
      declarations.push({ statement, name: statement.declarationList.declarations[0].name.text });
    } else {
      throw new Error(`unexpected top-level statement in ajv's code: ${statement.getText().slice(0, 80)}`);
    }
  }
  const byName = new Map(declarations.map((d) => [d.name, d]));
  for (const declaration of declarations) {
    declaration.uses = [];
    const visit = (node) => {
      if (ts.isIdentifier(node) && byName.has(node.text) && !isPropertyName(node)) {
        declaration.uses.push(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(declaration.statement);
  }

  const moduleOf = new Map();
  const newName = new Map();
  for (const [root, schemaNames] of exportsTo) {
    const modules = new Set(schemaNames.map((name) => fileOf[name]));
    if (modules.size > 1)
      throw new Error(`${schemaNames.join(', ')} share one validator across schema files`);
    moduleOf.set(root, [...modules][0]);
    newName.set(root, `validate${schemaNames[0]}`);
  }
  const owners = new Map();
  for (const [root, module] of moduleOf) {
    const stack = [root];
    while (stack.length > 0) {
      for (const use of byName.get(stack.pop()).uses) {
        if (moduleOf.has(use.text) || owners.get(use.text)?.has(module)) continue;
        owners.set(use.text, (owners.get(use.text) ?? new Set()).add(module));
        stack.push(use.text);
      }
    }
  }
  for (const [name, modules] of owners) moduleOf.set(name, modules.size === 1 ? [...modules][0] : 'shared');
  const modules = [...new Set(moduleOf.values())].sort();
  for (const module of ['index', 'shared']) {
    if (Object.values(fileOf).includes(module)) throw new Error(`a schema file may not be named ${module}`);
  }
  for (const module of modules) {
    const counts = {};
    for (const { name } of declarations.filter(
      (d) => moduleOf.get(d.name) === module && !newName.has(d.name),
    )) {
      const prefix = name.replace(/\d+$/, '');
      counts[prefix] = (counts[prefix] ?? -1) + 1;
      newName.set(name, prefix === name ? name : `${prefix}${counts[prefix]}`);
    }
  }

  const imports = new Map(modules.map((m) => [m, new Map()])); // module → module it imports → names
  const exported = new Set(declarations.filter((d) => moduleOf.get(d.name) === 'shared').map((d) => d.name));
  const bodies = new Map(modules.map((m) => [m, []]));
  for (const declaration of declarations) {
    const module = moduleOf.get(declaration.name);
    if (!module) continue; // used by no named validator
    const { statement } = declaration;
    let text = '';
    let at = statement.getStart();
    for (const use of [...declaration.uses].sort((a, b) => a.getStart() - b.getStart())) {
      const target = moduleOf.get(use.text);
      let reference = newName.get(use.text);
      if (target === 'shared' && module !== 'shared') {
        exported.add(use.text);
        reference = `shared.${reference}`;
        imports.get(module).set('shared', null); // import * as shared
      } else if (target !== module) {
        exported.add(use.text);
        imports.get(module).set(target, (imports.get(module).get(target) ?? new Set()).add(reference));
      }
      text += code.slice(at, use.getStart()) + reference;
      at = use.getEnd();
    }
    bodies.get(module).push({ name: declaration.name, text: text + code.slice(at, statement.getEnd()) });
  }
  assertNoImportCycle(imports);

  const files = new Map();
  for (const module of modules) {
    const schemaNames = [...exportsTo]
      .filter(([root]) => moduleOf.get(root) === module)
      .flatMap(([root, names]) => names.map((name) => [name, root]));
    const body = bodies.get(module).map(({ name, text }) => (exported.has(name) ? `export ${text}` : text));
    const uses = (name) => body.some((text) => new RegExp(`\\b${name}\\b`).test(text));
    files.set(
      `${module}.ts`,
      [
        banner,
        '// @ts-nocheck -- ajv output; the exports below are typed.',
        ...(uses('formats') ? ["import { fullFormats as formats } from 'ajv-formats/dist/formats.js';"] : []),
        '',
        ...(schemaNames.length > 0
          ? [
              "import { named } from '../../validator-types.js';",
              "import type * as types from '../types.js';",
            ]
          : []),
        ...[...imports.get(module)]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([target, names]) =>
            names === null
              ? `import * as ${target} from './${target}.js';`
              : `import { ${[...names].sort().join(', ')} } from './${target}.js';`,
          ),
        '',
        ...schemaNames.map(
          ([name, root]) =>
            `export const ${name} = /* @__PURE__ */ named<types.${name}>('${name}', ${newName.get(root)});`,
        ),
        ...body,
        '',
      ].join('\n'),
    );
  }
  const index = modules
    .filter((module) => module !== 'shared')
    .map((module) => {
      const names = [...exportsTo].filter(([root]) => moduleOf.get(root) === module).flatMap(([, n]) => n);
      return `export { ${names.sort().join(', ')} } from './${module}.js';`;
    });
  files.set('index.ts', [banner, ...index, ''].join('\n'));
  return files;
}

/** An identifier that names a property (`x.validate1`, `{ validate1: … }`), not a top-level declaration. */
function isPropertyName(node) {
  const { parent } = node;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node)
  );
}

function assertNoImportCycle(imports) {
  const state = new Map();
  const visit = (module, path) => {
    if (state.get(module) === 'done') return;
    if (state.get(module) === 'open')
      throw new Error(`validator modules import in a cycle: ${path.join(' → ')}`);
    state.set(module, 'open');
    for (const target of imports.get(module)?.keys() ?? []) visit(target, [...path, target]);
    state.set(module, 'done');
  };
  for (const module of imports.keys()) visit(module, [module]);
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
const typesSource = await compile(rootSchema(), 'AllSchemas', {
  cwd: jsonDir,
  bannerComment: banner,
  additionalProperties: false,
  strictIndexSignatures: true,
  unknownAny: true,
  format: false,
});
// The synthetic root only exists to pull every schema in.
const body = typesSource.replace(/export interface AllSchemas \{[\s\S]*?\n\}\n/, '');
const prettierOptions = { parser: 'typescript', singleQuote: true, printWidth: 110 };
const outputs = [
  [outFile, await prettier.format(body, prettierOptions)],
  [registryFile, await prettier.format(registry(rootSchema().properties), prettierOptions)],
];
for (const [file, text] of validators(rootSchema().properties)) {
  outputs.push([join(validatorsDir, file), await prettier.format(text, prettierOptions)]);
}
const written = new Set(outputs.map(([file]) => file));
/** Generated files no schema produces any more (a removed schema file, the former single validators.ts). */
const leftOver = [
  join(root, 'src', 'generated', 'validators.ts'),
  ...(existsSync(validatorsDir) ? readdirSync(validatorsDir).map((file) => join(validatorsDir, file)) : []),
].filter((file) => existsSync(file) && !written.has(file));

if (process.argv.includes('--check')) {
  const stale = outputs.filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
  for (const [file] of stale)
    console.error(`${file} is out of date: run \`npm run generate -w @telehealth/schemas\`.`);
  for (const file of leftOver)
    console.error(`${file} is no longer generated: run \`npm run generate -w @telehealth/schemas\`.`);
  if (stale.length > 0 || leftOver.length > 0) process.exit(1);
  console.log('generated types are up to date');
} else {
  mkdirSync(validatorsDir, { recursive: true });
  for (const [file, text] of outputs) writeFileSync(file, text);
  for (const file of leftOver) rmSync(file);
  console.log(`wrote src/generated/ (${outputs.length} files)`);
}
