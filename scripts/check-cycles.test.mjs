import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { describeCycles, findCycles } from './check-cycles.mjs';

const trees = mkdtempSync(join(tmpdir(), 'check-cycles-'));
afterAll(() => rmSync(trees, { recursive: true, force: true }));

/** A package folder with a tsconfig like ours (imports name `.js`, files are `.ts`) and the given sources. */
function packageWith(name, files) {
  const root = join(trees, name);
  const write = (file, text) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write(
    'tsconfig.json',
    JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }),
  );
  for (const [file, text] of Object.entries(files)) write(join('src', file), text);
  return root;
}

describe('findCycles', () => {
  it('finds nothing when imports only point one way', async () => {
    const root = packageWith('clean', {
      'index.ts': "export * from './flow/walk.js';\nexport * from './compile/decide.js';\n",
      'flow/index-flow.ts': 'export const indexFlow = 1;\n',
      'flow/walk.ts': "import { indexFlow } from './index-flow.js';\nexport const walk = indexFlow;\n",
      'compile/decide.ts': "import { walk } from '../flow/walk.js';\nexport const decide = walk;\n",
      // A test may reach into any folder: it ties none together.
      'flow/walk.test.ts': "import { decide } from '../compile/decide.js';\nexport default decide;\n",
      '__fixtures__/flow.ts': "import { decide } from '../compile/decide.js';\nexport default decide;\n",
    });
    expect(await findCycles(root)).toEqual({ files: [], folders: [] });
  });

  it('finds two folders that import each other through different files, type-only imports included', async () => {
    const root = packageWith('folder-cycle', {
      'compile/decide.ts':
        "import { walk } from '../resume/walk.js';\nexport type Event = 'BACK';\nexport const decide = walk;\n",
      'resume/walk.ts': 'export const walk = 1;\n',
      'resume/to-events.ts':
        "import type { Event } from '../compile/decide.js';\nexport const back: Event = 'BACK';\n",
    });
    const cycles = await findCycles(root);
    expect(cycles.files).toEqual([]);
    expect(cycles.folders).toEqual([
      {
        members: ['compile', 'resume'],
        imports: [
          { from: 'compile/decide.ts', to: 'resume/walk.ts' },
          { from: 'resume/to-events.ts', to: 'compile/decide.ts' },
        ],
      },
    ]);
    expect(describeCycles(cycles)).toEqual([
      'folder cycle: compile ↔ resume',
      '    compile/decide.ts → resume/walk.ts',
      '    resume/to-events.ts → compile/decide.ts',
    ]);
  });

  it('counts a file directly in src/ as a folder of its own, and finds file cycles', async () => {
    const root = packageWith('file-cycle', {
      'index.ts': "export * from './ui/phone.js';\n",
      'ui/phone.ts': "import { mask } from './masked.js';\nexport const phone = mask;\n",
      'ui/masked.ts': "import { phone } from './phone.js';\nexport const mask = () => phone;\n",
      'ui/theme.ts': "import { phone } from '../index.js';\nexport const theme = phone;\n",
    });
    const cycles = await findCycles(root);
    expect(cycles.files).toEqual([['ui/phone.ts', 'ui/masked.ts']]);
    expect(cycles.folders.map((cycle) => cycle.members)).toEqual([['index.ts', 'ui']]);
    expect(describeCycles(cycles, { details: false })).toEqual([
      'file cycle: ui/phone.ts → ui/masked.ts → ui/phone.ts',
      'folder cycle: index.ts ↔ ui (2 imports)',
    ]);
  });
});
