#!/usr/bin/env node
// Import cycles, per workspace package, from dpdm's module graph of the package's `src/`:
// - a file cycle: a file that imports itself through other files;
// - a folder cycle: a top folder of `src/` that imports another one which imports it back, even through different
//   files (a file directly in `src/`, such as `index.ts`, counts as a folder of its own).
// Type-only and dynamic imports count: they still tie the two folders together. Tests and fixtures do not, since a
// test may reach into any folder to set up what it checks.
// Exits non-zero when any package has a cycle.
import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { parseCircular, parseDependencyTree } from 'dpdm';

export const PACKAGES = ['schemas', 'engine', 'flows', 'api', 'web', 'admin-builder'];

const SOURCES = 'src/**/*.{ts,tsx,mts,js,jsx,mjs}';
const NOT_PRODUCT_CODE = /(\.d\.ts|\.test\.tsx?|\.spec\.tsx?)$|(^|\/)__fixtures__\//;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The import graph of `packageDir/src`: file (relative to `src/`, with `/`) → the files of `src/` it imports. */
export async function importGraph(packageDir) {
  const root = resolve(packageDir);
  const src = join(root, 'src');
  const tsconfig = join(root, 'tsconfig.json');
  const tree = await parseDependencyTree(SOURCES, {
    cwd: root,
    context: src,
    // Only files of this package are read; imports of other packages end the walk.
    include: new RegExp(`^${escapeRegExp(src + sep)}`),
    tsconfig: existsSync(tsconfig) ? tsconfig : undefined,
  });
  const posix = (id) => id.split(sep).join('/');
  // dpdm names files relative to src/; files elsewhere (other packages, node_modules) start with `..`.
  const isOwn = (id) => id !== null && !id.startsWith('..') && !NOT_PRODUCT_CODE.test(id);
  const graph = new Map();
  for (const [file, dependencies] of Object.entries(tree)) {
    if (!dependencies || !isOwn(posix(file))) continue;
    const targets = dependencies.map((d) => d.id && posix(d.id)).filter(isOwn);
    graph.set(posix(file), [...new Set(targets)]);
  }
  return graph;
}

/** `analyze/paths.ts` → `analyze`; a file directly in `src/` is its own unit. */
export const folderOf = (file) => file.split('/')[0];

/** Strongly connected components of more than one node (Tarjan), each sorted, in a stable order. */
function cyclicComponents(nodes, edgesOf) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edgesOf(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The cycles of one package: `files`, each a list of files that import each other in a ring (as dpdm reports
 * them), and `folders`, each a set of top folders that import each other, with one import per folder pair that
 * ties them (`from` → `to`, as files).
 */
export async function findCycles(packageDir) {
  const graph = await importGraph(packageDir);
  const files = parseCircular(
    Object.fromEntries(
      [...graph].map(([file, targets]) => [
        file,
        targets.map((id) => ({ issuer: file, request: id, kind: 0, id })),
      ]),
    ),
  );

  const folderEdges = new Map();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      if (!folderEdges.has(from)) folderEdges.set(from, new Map());
      const example = folderEdges.get(from);
      if (!example.has(to)) example.set(to, { from: file, to: target });
    }
  }
  const folders = cyclicComponents(folderEdges.keys(), (folder) => [
    ...(folderEdges.get(folder)?.keys() ?? []),
  ]).map((members) => ({
    members,
    imports: members.flatMap((from) =>
      members.filter((to) => folderEdges.get(from)?.has(to)).map((to) => folderEdges.get(from).get(to)),
    ),
  }));
  return { files, folders };
}

/** One line per cycle; with `details`, each folder cycle also lists the imports that tie it. */
export function describeCycles({ files, folders }, { details = true } = {}) {
  const lines = [];
  for (const cycle of files) lines.push(`file cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  for (const { members, imports } of folders) {
    lines.push(`folder cycle: ${members.join(' ↔ ')}${details ? '' : ` (${imports.length} imports)`}`);
    if (details) for (const edge of imports) lines.push(`    ${edge.from} → ${edge.to}`);
  }
  return lines;
}

/** `node scripts/check-cycles.mjs [package...]`: every package, or the ones named with every import listed. */
async function main(named) {
  const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
  let failed = false;
  for (const name of named.length > 0 ? named : PACKAGES) {
    const lines = describeCycles(await findCycles(join(repository, name)), { details: true });
    if (lines.length === 0) {
      console.log(`ok   ${name}: no import cycles`);
      continue;
    }
    failed = true;
    console.log(`FAIL ${name}: import cycles`);
    for (const line of lines) console.log(`       ${line}`);
  }
  if (failed) console.log('Import cycles found (scripts/check-cycles.mjs): move the shared piece down.');
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main(process.argv.slice(2));
}
