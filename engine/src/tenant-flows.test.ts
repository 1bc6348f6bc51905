// Every flow in flows/ compiles, has no analysis errors, and every one of its paths is walked through the machine.
// (Engine tests may read flows/ data; engine code may not: see the lint rules.)
import { loadCatalog } from '@telehealth/flows';
import { describe, expect, it } from 'vitest';
import { transition, initialTransition } from 'xstate';

import { analyzeFlow, hasErrors } from './analyze/analyze-flow.js';
import { eventsForPath } from './analyze/drive-path.js';
import { enumeratePaths } from './analyze/paths.js';
import { compileFlow } from './compile/compile-document.js';

const asOf = '2026-11-22';
const catalog = loadCatalog();
const flows = catalog.tenants.flatMap(({ flows }) => flows);
const productsOf = (tenantId: number) =>
  catalog.tenants.find((t) => t.tenant.id === tenantId)?.products ?? [];
const instruments = (catalog.instruments ?? []).map((instrument) => instrument.flow);

describe.each([
  ...flows.map((flow) => [`tenant ${flow.tenant_id} ${flow.key} v${flow.version}`, flow] as const),
  ...instruments.map((flow) => [`instrument ${flow.title}`, flow] as const),
])('%s', (_, flow) => {
  const compiled = compileFlow(flow);

  it("has no analysis errors or warnings (assertions about orders proven on its tenant's products)", () => {
    const findings = analyzeFlow(flow, compiled.index, { products: productsOf(flow.tenant_id) });
    expect(findings).toEqual([]);
    expect(hasErrors(findings)).toBe(false);
  });

  it('has paths only to checkout or a hard stop, and every one is walked by the machine', () => {
    const summary = enumeratePaths(compiled.index, { limit: 100_000 });
    expect(summary.cyclic).toBe(false);
    expect(summary.complete).toBe(true);
    expect(summary.toDeadEnd).toBe(0n);
    expect(summary.toCheckout).toBeGreaterThan(0n);
    for (const path of summary.paths) {
      const events = eventsForPath(compiled.index, path, asOf);
      expect(events, `no answers take ${path.states.join(' → ')}`).toBeDefined();
      let [snapshot] = initialTransition(compiled.machine, { asOf });
      const visited = [String(snapshot.value)];
      for (const event of events ?? []) {
        [snapshot] = transition(compiled.machine, snapshot, event);
        visited.push(String(snapshot.value));
      }
      expect(visited).toEqual(path.states);
      expect(snapshot.status).toBe('done');
    }
  });
});

it('the intakes have the hard stops and the Final question the storefront relies on', () => {
  for (const flow of flows.filter((f) => f.key === 'intake')) {
    const summary = enumeratePaths(compileFlow(flow).index);
    expect(summary.byHardStop.length).toBeGreaterThanOrEqual(2);
    expect(flow.questions.filter((q) => q.next_question_map.Final === 0)).toHaveLength(1);
  }
});

it('the published follow-ups stop at a safety answer and state their rules as assertions proven above', () => {
  const published = flows.filter((f) => f.key === 'followup' && f.status === 'published');
  expect(published.map((f) => [f.tenant_id, f.version])).toEqual([
    [6, 2],
    [7, 2],
  ]);
  for (const flow of published) {
    expect(enumeratePaths(compileFlow(flow).index).byHardStop.length).toBeGreaterThanOrEqual(1);
    expect(flow.questions.filter((q) => q.next_question_map.Final === 0)).toHaveLength(1);
    // Every alert carries a clinician flag, and every alert and check has an assertion that reads its question.
    const alerts = flow.questions.flatMap((q) => q.alerts ?? []);
    expect(alerts.every((alert) => alert.flag)).toBe(true);
    const asserted = JSON.stringify(flow.assertions);
    for (const alert of alerts) expect(asserted).toContain(`"alert":"${alert.name}"`);
    for (const q of flow.questions.filter((q) => q.checks || q.hard_stop_if)) {
      expect(asserted).toMatch(new RegExp(`"(question":|value":"answer\\.)${q.id}\\b`));
    }
  }
});
