import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What the production build gives each patient page before it can paint: the entry's static import graph plus the
 * graph of the page's lazy route modules and of what it loads as it first renders (the scripts the browser must
 * fetch; later lazy loads are not counted).
 * Sizes are deterministic for a given lockfile and source; speed is measured by `npm run bench -w @telehealth/web`,
 * never here (docs/decisions.md, "Patient-page size").
 */
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The modules of each patient page's lazy routes (paths from web/src), and what the page loads as it first renders:
 * the lead pages' progress bar (`intake/intake-progress.ts`, loaded beside the flow document).
 */
const PATIENT_PAGES: Record<string, string[]> = {
  'lead-qualify': ['intake/lead-qualify-page.tsx', 'intake/intake-progress.ts'],
  'lead-intro': ['intake/lead-intro-page.tsx', 'intake/intake-progress.ts'],
  question: ['intake/question-page.tsx'],
  checkout: [
    'start/checkout-session.tsx',
    'start/start-checkout-layout.tsx',
    'start/pages/checkout-page.tsx',
  ],
  'account orders': ['account/account-layouts.tsx', 'account/orders-page.tsx'],
};

/**
 * Ceilings in KB gzip: about 0.5 KB above today's figures, and never above the target of 130 KB on every page
 * (the bench prints each page against it and against React's floor); lower these as the pages shrink.
 */
const CEILING_KB: Record<string, number> = {
  'lead-qualify': 125.9,
  'lead-intro': 128.7,
  question: 130,
  checkout: 125.6,
  'account orders': 124.3,
};

/**
 * Code no patient page may load: the admin area (only the `/admin` gate is in the entry), the builder, React Flow,
 * and the engine's FHIR mapping (admins' downloads and import).
 */
const ADMIN_CODE = [
  /admin-builder[\\/]/,
  /engine[\\/]src[\\/]fhir[\\/]/,
  /@xyflow[\\/]/,
  /web[\\/]src[\\/]admin[\\/](?!admin-route\.tsx)/,
];
/**
 * The schemas' compiled validators and ajv: patient pages check what they read with hand-written shapes
 * (engine/src/shape) and run flow documents their API checked (compileValidFlow).
 */
const VALIDATORS = [/schemas[\\/]src[\\/]generated[\\/]validators[\\/]/, /node_modules[\\/]ajv/];
/**
 * Code only pages that run a flow or show its progress load: the state machine library, the engine's compiler and
 * analysis, and the flow routing the progress count walks.
 */
const FLOW_RUNTIME = [
  /node_modules[\\/]xstate[\\/]/,
  /engine[\\/]src[\\/](compile[\\/]|replay[\\/]|analyze[\\/](analyze-flow|paths|witness)\.ts)/,
  /engine[\\/]src[\\/](progress[\\/]progress|flow[\\/](routing|totals|answer-space))\.ts/,
];

let chunks: Map<string, Rolldown.OutputChunk>;
let entry: Rolldown.OutputChunk;
let indexHtml: string;

function staticGraph(start: Iterable<string>): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>();
  const stack = [...start];
  while (stack.length > 0) {
    const fileName = stack.pop()!;
    if (seen.has(fileName)) continue;
    const chunk = chunks.get(fileName);
    if (!chunk) throw new Error(`no chunk ${fileName}`);
    seen.set(fileName, chunk);
    stack.push(...chunk.imports);
  }
  return [...seen.values()];
}

function pageGraph(page: string): Rolldown.OutputChunk[] {
  const starts = [entry.fileName];
  for (const module of PATIENT_PAGES[page]!) {
    const id = join(webDir, 'src', module);
    const holder = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(id));
    if (!holder) throw new Error(`${module} is in no chunk of the build`);
    starts.push(holder.fileName);
  }
  return staticGraph(starts);
}

const modulesOf = (graph: Rolldown.OutputChunk[]) => graph.flatMap((chunk) => chunk.moduleIds);
const gzipKb = (graph: Rolldown.OutputChunk[]) =>
  graph.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0) / 1024;

beforeAll(async () => {
  // As `vite build` runs it: production React and react-router, not the test environment's development builds.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    mode: 'production',
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  }).finally(() => (process.env.NODE_ENV = nodeEnv));
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  chunks = new Map(
    outputs
      .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;
  expect(entry).toBeDefined();
  const html = outputs.find((o) => o.type === 'asset' && o.fileName === 'index.html') as Rolldown.OutputAsset;
  indexHtml = String(html.source);
}, 180_000);

describe('patient pages in the production build', () => {
  for (const page of Object.keys(PATIENT_PAGES)) {
    it(`${page}: no admin code, no schema validator, and within its size ceiling`, () => {
      const graph = pageGraph(page);
      expect(modulesOf(graph).filter((id) => ADMIN_CODE.some((pattern) => pattern.test(id)))).toEqual([]);
      expect(modulesOf(graph).filter((id) => VALIDATORS.some((pattern) => pattern.test(id)))).toEqual([]);
      expect(gzipKb(graph)).toBeLessThanOrEqual(CEILING_KB[page]!);
    });
  }

  it('the eligibility rules load only with the pages that offer products or doses, after their own code', () => {
    const eligibility = (id: string) =>
      /engine[\\/]src[\\/]flow[\\/]eligibility\.ts$|web[\\/]src[\\/]start[\\/](offer-rules|lib[\\/]offer)\.ts$/.test(
        id,
      );
    for (const page of Object.keys(PATIENT_PAGES))
      expect(modulesOf(pageGraph(page)).filter(eligibility)).toEqual([]);
    // Nor do the products, dosage and review pages' own chunks: use-offer.ts loads offer-rules.ts beside the data.
    for (const name of ['products-page', 'dosage-page', 'summary-page']) {
      const holder = [...chunks.values()].find((chunk) =>
        chunk.moduleIds.includes(join(webDir, 'src', 'start', 'pages', `${name}.tsx`)),
      );
      expect(holder && modulesOf(staticGraph([holder.fileName])).filter(eligibility)).toEqual([]);
    }
    const rules = [...chunks.values()].find((chunk) =>
      chunk.moduleIds.includes(join(webDir, 'src', 'start', 'offer-rules.ts')),
    );
    expect(rules && modulesOf(staticGraph([rules.fileName])).filter(eligibility)).toHaveLength(3);
  });

  it('the entry holds no flow runtime: xstate, the compiler and the flow routing load with the pages that use them', () => {
    const entryModules = modulesOf(staticGraph([entry.fileName]));
    expect(entryModules.filter((id) => FLOW_RUNTIME.some((pattern) => pattern.test(id)))).toEqual([]);
  });

  it('the question page paints without the machine: xstate and the compiler load with its session', () => {
    const machine = (id: string) =>
      /node_modules[\\/](xstate|@xstate)[\\/]|engine[\\/]src[\\/]compile[\\/]/.test(id);
    expect(modulesOf(pageGraph('question')).filter(machine)).toEqual([]);
    const session = [...chunks.values()].find((chunk) =>
      chunk.moduleIds.includes(join(webDir, 'src', 'intake', 'intake-session.ts')),
    );
    expect(session && modulesOf(staticGraph([session.fileName])).some(machine)).toBe(true);
  });

  it("the entry holds neither the account area's frame nor the chat's live connection", () => {
    const entryModules = modulesOf(staticGraph([entry.fileName]));
    const accountOnly =
      /web[\\/]src[\\/](layouts[\\/](account-frame|panelv2-layout)\.tsx|chat[\\/](chat-live|sse-parser)\.ts)$/;
    expect(entryModules.filter((id) => accountOnly.test(id))).toEqual([]);
    expect(modulesOf(pageGraph('account orders')).filter((id) => accountOnly.test(id))).toHaveLength(4);
  });

  it('the first page needs few requests: the entry, its runtime helpers, React and TanStack Query, nothing more', () => {
    // Each extra script is a request on the first page's critical path (a round trip more on HTTP/1.1); small
    // modules the entry shares with lazy pages are inlined (vite.config.ts) rather than split into chunks of their own.
    const names = staticGraph([entry.fileName]).map((chunk) => chunk.name);
    expect(names.length, names.join(', ')).toBeLessThanOrEqual(5);
    expect(names).toEqual(expect.arrayContaining(['index', 'react', 'query']));
  });

  it('the page paints without waiting for a stylesheet: the entry CSS is inline in index.html', () => {
    expect(indexHtml).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(indexHtml).toMatch(/<style>[^<]*\.skip-link\{[^<]*<\/style>/);
  });

  it('the admin area is built, in chunks of its own', () => {
    expect(
      [...chunks.values()].some((chunk) => chunk.moduleIds.some((id) => /admin-area\.tsx$/.test(id))),
    ).toBe(true);
  });
});
