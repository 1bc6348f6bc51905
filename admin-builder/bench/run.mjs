/**
 * The flow builder benchmark (`npm run bench -w @telehealth/admin-builder`): a production build of a small page
 * (bench/index.html + main.tsx) that mounts the real BuilderPage at /admin/flows/intake/builder over an in-memory
 * AdminApi — no server, no network: the client is what is measured. For a generated 500-question intake (and a
 * 50-question one as the baseline, measured in the same run) it checks the flow (schema, analysis), then in
 * Debian's Chromium (headless, through Playwright) measures:
 *  - the time from navigation until the graph is interactive: nodes rendered and a click on a node selected it
 *    (target under 2 s for 500 questions), and until the Edit tab shows that question (it fills in a background
 *    render after the selection shows);
 *  - the main thread's CPU time until then (Chromium's ThreadTime), which other work on the machine barely
 *    changes, for comparing runs on a busy machine;
 *  - the frame times while dragging a node for about 2 s (requestAnimationFrame deltas: median, p95, max).
 * It prints the figures and whether the target holds; it fails only when the pages cannot be measured.
 */
/* global window, document, getComputedStyle, performance, requestAnimationFrame -- functions run in the page */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

const benchDir = dirname(fileURLToPath(import.meta.url));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flows measured: the first is the baseline; `positions` saves every node's position (no automatic layout). */
const CASES = [
  { size: 50, positions: false, name: '50 questions (baseline)' },
  { size: 500, positions: false, name: '500 questions' },
  { size: 500, positions: true, name: '500 questions, positions saved' },
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 2000;
const DRAG_MS = 2000;
const VIEWPORT = { width: 1440, height: 900 };
/** `builder` (the default) mounts BuilderPage; `canvas` mounts FlowCanvas alone over flowToGraph. */
const VIEW = process.env.BENCH_VIEW === 'canvas' ? 'canvas' : 'builder';

/** The same resolution as the workspace's Vite configs: workspace packages from their TypeScript sources. */
const resolve = { conditions: ['source', 'module', 'browser', 'development|production'] };

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Loads `?check=1`: the generated flow's schema issues, analysis errors and graph size. */
async function checkFlow(browser, base, query) {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/?${query}&check=1`);
    await page.waitForFunction(() => window.__benchCheck !== undefined, null, { timeout: 60_000 });
    return await page.evaluate(() => window.__benchCheck);
  } finally {
    await page.close();
  }
}

/**
 * One cold load of the builder: navigation → first nodes → a click on the first question selects it, then a 2 s
 * drag of that node while requestAnimationFrame deltas are recorded.
 */
async function measureOnce(browser, base, query) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  // The renderer's main-thread CPU time (Chromium's ThreadTime metric): unlike the wall-clock figures, other work
  // on the machine barely changes it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpuMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
  };
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await page.goto(`${base}/?${query}&view=${VIEW}`, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start.
    const firstNodesMs = await (
      await page.waitForFunction(
        () => {
          // React Flow keeps a node hidden until it has measured it.
          const el = document.querySelector('.react-flow__node[data-id="q:1"]');
          return el && getComputedStyle(el).visibility === 'visible' ? performance.now() : false;
        },
        null,
        { polling: 'raf', timeout: 120_000 },
      )
    ).jsonValue();
    const node = page.locator('.react-flow__node[data-id="q:1"]');
    if (process.env.BENCH_SCREENSHOT) {
      await page.screenshot({
        path: `${process.env.BENCH_SCREENSHOT}-${query.replace(/[^a-z0-9]+/gi, '-')}.png`,
      });
    }
    await node.click({ timeout: 20_000 });
    const interactiveMs = await (
      await page.waitForFunction(
        () => {
          const el = document.querySelector('.react-flow__node[data-id="q:1"]');
          const selected = el?.classList.contains('selected') || el?.getAttribute('aria-selected') === 'true';
          return selected ? performance.now() : false;
        },
        null,
        { polling: 'raf', timeout: 60_000 },
      )
    ).jsonValue();
    const cpuToInteractiveMs = await cpuMs();
    // The Edit tab fills in a background render after the selection shows: measured apart, so nothing is hidden.
    const panelMs =
      VIEW === 'builder'
        ? await (
            await page.waitForFunction(
              () => (document.querySelector('form[aria-label="Question 1"]') ? performance.now() : false),
              null,
              { polling: 'raf', timeout: 60_000 },
            )
          ).jsonValue()
        : NaN;
    const nodesInDom = await page.locator('.react-flow__node').count();

    // Drag q:1 in small steps for DRAG_MS, recording frame deltas meanwhile.
    const box = await node.boundingBox();
    if (!box) throw new Error('The first question node has no box to drag');
    const before = await node.evaluate((el) => el.style.transform);
    const x0 = box.x + box.width / 2;
    const y0 = box.y + Math.min(12, box.height / 2);
    await page.evaluate(() => {
      window.__frames = [];
      window.__recording = true;
      let last;
      const tick = (t) => {
        if (last !== undefined) window.__frames.push(t - last);
        last = t;
        if (window.__recording) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    const start = Date.now();
    let step = 0;
    while (Date.now() - start < DRAG_MS) {
      step += 1;
      const angle = step / 15;
      await page.mouse.move(x0 + 40 + Math.cos(angle) * 120, y0 + 40 + Math.sin(angle) * 80);
      await page.waitForTimeout(8);
    }
    await page.mouse.up();
    const frames = await page.evaluate(() => {
      window.__recording = false;
      return window.__frames;
    });
    const after = await node.evaluate((el) => el.style.transform);
    const sorted = [...frames].sort((a, b) => a - b);
    return {
      firstNodesMs,
      interactiveMs,
      cpuToInteractiveMs,
      panelMs,
      nodesInDom,
      moved: before !== after,
      frames: {
        count: frames.length,
        median: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        max: sorted[sorted.length - 1] ?? NaN,
      },
      pageErrors,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!existsSync(chromePath)) {
    console.error(
      `Chromium is missing at ${chromePath}: apt-get install -y chromium (as root; \`npm test\` does it).`,
    );
    process.exit(1);
  }
  const outDir = await mkdtemp(join(tmpdir(), 'telehealth-builder-bench-'));
  const loadAtStart = loadavg()[0];
  let server;
  let browser;
  try {
    console.log('Building the benchmark page (production build)...');
    await build({
      root: benchDir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      resolve,
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
    });
    server = await preview({
      root: benchDir,
      configFile: false,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!base) throw new Error('vite preview gave no URL');

    browser = await chromium.launch({
      executablePath: chromePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });

    const rows = [];
    for (const flow of CASES) {
      const query = `size=${flow.size}${flow.positions ? '&positions=1' : ''}`;
      const check = await checkFlow(browser, base, query);
      if (check.schemaIssues.length > 0 || check.errors.length > 0) {
        throw new Error(
          `The generated ${flow.size}-question flow is not valid:\n` +
            [...check.schemaIssues, ...check.errors].map((line) => `  ${line}`).join('\n'),
        );
      }
      if (flow.positions && check.savedPositions !== check.graphNodes) {
        throw new Error(`Only ${check.savedPositions} of ${check.graphNodes} nodes have a saved position`);
      }
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser, base, query));
      rows.push({ ...flow, check, runs });
    }

    console.log(
      `\nFlow builder benchmark (${VIEW === 'builder' ? 'BuilderPage' : 'FlowCanvas alone'}, production build, ` +
        `headless Chromium ${browser.version()}, ` +
        `${VIEWPORT.width}×${VIEWPORT.height}, median of ${RUNS} cold loads)\n`,
    );
    const header = [
      'flow',
      'graph nodes',
      'in DOM',
      'first nodes ms',
      'interactive ms',
      'CPU ms',
      'edit panel ms',
      'drag frames',
      'frame median ms',
      'frame p95 ms',
      'frame max ms',
      'node moved',
    ];
    const table = rows.map(({ name, check, runs }) => {
      const pick = (f) => median(runs.map(f));
      return [
        name,
        String(check.graphNodes),
        String(pick((r) => r.nodesInDom)),
        pick((r) => r.firstNodesMs).toFixed(0),
        pick((r) => r.interactiveMs).toFixed(0),
        pick((r) => r.cpuToInteractiveMs).toFixed(0),
        pick((r) => r.panelMs).toFixed(0),
        String(pick((r) => r.frames.count)),
        pick((r) => r.frames.median).toFixed(1),
        pick((r) => r.frames.p95).toFixed(1),
        pick((r) => r.frames.max).toFixed(1),
        runs.every((r) => r.moved) ? 'yes' : 'NO',
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
    const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
    console.log(line(header));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of table) console.log(line(row));

    // Other work on the machine slows every figure: say how busy it was.
    console.log(
      `\nLoad average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end, ` +
        `on ${cpus().length} cores.`,
    );
    console.log(
      `Target: a 500-question flow interactive in under ${TARGET_MS} ms. Drag frames: 16.7 ms is 60 fps.`,
    );
    const baseline = median(rows[0].runs.map((r) => r.interactiveMs));
    const baselineCpu = median(rows[0].runs.map((r) => r.cpuToInteractiveMs));
    for (const { name, size, check, runs } of rows) {
      const interactive = median(runs.map((r) => r.interactiveMs));
      const cpu = median(runs.map((r) => r.cpuToInteractiveMs));
      const verdict = size < 500 ? 'baseline' : interactive < TARGET_MS ? 'target holds' : 'target MISSED';
      const ratio =
        size < 500
          ? ''
          : `, ${(interactive / baseline).toFixed(2)}× the baseline; main-thread CPU ` +
            `${(cpu / baselineCpu).toFixed(2)}× the baseline's`;
      console.log(
        `${name}: ${verdict} (${interactive.toFixed(0)} ms${ratio}); ${check.graphEdges} edges, ` +
          `${check.warnings} analysis warnings, no errors; on the page analyzeFlow took ` +
          `${check.analyzeMs.toFixed(0)} ms and flowToGraph ${check.graphMs.toFixed(0)} ms` +
          (check.savedPositions === check.graphNodes ? ' (positions saved)' : ' (with automatic layout)'),
      );
      const errors = [...new Set(runs.flatMap((r) => r.pageErrors))];
      for (const message of errors) console.log(`  page error: ${message}`);
    }
  } finally {
    await browser?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
