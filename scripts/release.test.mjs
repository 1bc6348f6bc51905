// The release runs with production dependencies only (`npm ci --omit=dev`): every module the built API loads, from
// its entry points through the workspace packages it uses, imports only packages that the importing workspace
// package lists in `dependencies` (or Node's built-ins). A development dependency imported at run time (a compiler,
// a type package, the mail catcher) would start in development and fail on a production box.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY_POINTS = ['api/dist/main.js', 'api/dist/cli/replay.js'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const workspaces = new Map(
  readJson(join(root, 'package.json')).workspaces.map((folder) => {
    const manifest = readJson(join(root, folder, 'package.json'));
    return [manifest.name, { folder: join(root, folder), manifest }];
  }),
);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The workspace package a built file belongs to. */
function workspaceOf(file) {
  for (const workspace of workspaces.values()) {
    if (file.startsWith(`${workspace.folder}/`)) return workspace;
  }
  throw new Error(`${file} is in no workspace package`);
}

/** The built file a workspace package's export names (`default` of its `exports` entry). */
function exportedFile(workspace, specifier) {
  const subpath = `.${specifier.slice(workspace.manifest.name.length)}`;
  const entry = workspace.manifest.exports?.[subpath];
  const target = typeof entry === 'string' ? entry : entry?.default;
  if (!target) throw new Error(`${workspace.manifest.name} exports no "${subpath}"`);
  return join(workspace.folder, target);
}

/** Every import of a development-only package along the modules the entry points load. */
function runtimeImportsOfDevDependencies() {
  const seen = new Set();
  const problems = [];
  const pending = ENTRY_POINTS.map((entry) => join(root, entry));
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const workspace = workspaceOf(file);
    const dependencies = workspace.manifest.dependencies ?? {};
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (specifier.startsWith('.')) {
        pending.push(resolve(dirname(file), specifier));
        continue;
      }
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const name = packageOf(specifier);
      if (!(name in dependencies)) {
        problems.push(
          `${file.slice(root.length + 1)} imports ${specifier}, not a dependency of ${workspace.manifest.name}`,
        );
        continue;
      }
      const local = workspaces.get(name);
      if (local) pending.push(exportedFile(local, specifier));
    }
  }
  return { problems, modules: seen.size };
}

describe('the release build', () => {
  it('loads only production dependencies from its entry points', () => {
    for (const entry of ENTRY_POINTS) {
      expect(existsSync(join(root, entry)), `${entry} is built (npm test builds it before the tests)`).toBe(
        true,
      );
    }
    const { problems, modules } = runtimeImportsOfDevDependencies();
    expect(problems).toEqual([]);
    // The walk went through the API and the workspace packages it runs on, not just the entry files.
    expect(modules).toBeGreaterThan(200);
  });
});
