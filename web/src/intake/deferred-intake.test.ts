import { indexFlow } from '@telehealth/engine';
import type { FlowVersion, StartData } from '@telehealth/schemas';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../api/client';
import { createDeferredIntake, SESSION_LOAD_FAILED_MESSAGE } from './deferred-intake';
import { createIntakeSession, type IntakeSession } from './intake-session';

/** Tenant 6's intake as the API serves it: q1 date of birth → q2 sex (Female → q3, Male → q4) → … */
const intake = JSON.parse(
  readFileSync(new URL('../../../flows/data/tenants/6/flows/intake.v1.json', import.meta.url), 'utf8'),
) as FlowVersion;
const index = indexFlow(intake);

const CREATED = '1732331234567-ab12cd';
const AS_OF = '2026-11-23';
const BIRTH = { value: '1980-05-15', question: 'What is your date of birth?' };

/** A reply the test gives by hand, to hold a load in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The real session against a scripted API that takes every update; `load` is how the page's dynamic import
 * behaves (by default at once).
 */
function setup(
  options: { startData?: StartData; load?: (start: () => IntakeSession) => Promise<IntakeSession> } = {},
) {
  const startData = options.startData ?? {};
  const updates: unknown[] = [];
  let revision = 1;
  const fetch = async (input: string, init: RequestInit) => {
    if (new URL(input, 'http://storefront.test').pathname === '/api/order/update') {
      updates.push(JSON.parse(String(init.body)));
    }
    revision += 1;
    return new Response(JSON.stringify({ created: CREATED, revision }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const start = () =>
    createIntakeSession({
      api: createApiClient({ fetch, token: 'client-key', tenantId: 6, sleep: async () => {} }),
      flow: intake,
      asOf: AS_OF,
      order: { startData, revision: 1 },
      created: CREATED,
      startNewOrder: async () => ({ created: CREATED, revision: 1 }),
      agentColumns: () => undefined,
    });
  const load = vi.fn(() => (options.load ? options.load(start) : Promise.resolve(start())));
  const intakeView = createDeferredIntake({ index, startData, asOf: AS_OF, created: CREATED, load });
  return { intake: intakeView, load, updates };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the question page before its session has loaded', () => {
  it("shows where the order's answers lead, as the machine would, and loads nothing", () => {
    const { intake: view, load } = setup({ startData: { '1': BIRTH } });
    expect(view.getSnapshot()).toEqual({
      state: 'q2',
      answers: { '1': BIRTH },
      history: ['leadQualify', 'leadIntro', 'q1'],
      hardStop: null,
    });
    expect(view.getView()).toEqual({ busy: false, notice: null, rejection: null });
    expect(view.passed(1)).toBe(true);
    expect(view.passed(3)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('is, once loaded, the session started from the same answers: the same state, then its moves', async () => {
    const { intake: view, load, updates } = setup({ startData: { '1': BIRTH } });
    const before = view.getSnapshot();
    const changes = vi.fn();
    view.subscribe(changes);
    view.prepare();
    view.prepare();
    await vi.waitFor(() => expect(changes).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(view.getSnapshot()).toEqual(before);

    await expect(view.answer(2, 'Male')).resolves.toEqual({ saved: true, next: 'q4' });
    expect(view.getSnapshot().state).toBe('q4');
    expect(updates).toHaveLength(1);
    await expect(view.back()).resolves.toBe('q2');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an answer given before the session has loaded waits for it, with the buttons waiting too', async () => {
    const loading = deferred<void>();
    const { intake: view, updates } = setup({ load: (start) => loading.promise.then(start) });
    const answered = view.answer(1, '1980-05-15');
    expect(view.getView().busy).toBe(true);
    expect(view.getSnapshot().state).toBe('q1');
    expect(updates).toEqual([]);

    loading.resolve();
    await expect(answered).resolves.toEqual({ saved: true, next: 'q2' });
    expect(view.getSnapshot().state).toBe('q2');
    expect(view.getView().busy).toBe(false);
  });

  it('when the session cannot be loaded, nothing is sent, the patient is told, and the next try loads it again', async () => {
    let attempts = 0;
    const { intake: view, updates } = setup({
      load: async (start) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return start();
      },
    });
    await expect(view.answer(1, '1980-05-15')).resolves.toEqual({ saved: false });
    expect(view.getView()).toEqual({ busy: false, notice: null, rejection: SESSION_LOAD_FAILED_MESSAGE });
    expect(view.getSnapshot().state).toBe('q1');
    expect(updates).toEqual([]);

    await expect(view.answer(1, '1980-05-15')).resolves.toEqual({ saved: true, next: 'q2' });
    expect(attempts).toBe(2);
    expect(view.getView().rejection).toBeNull();
  });

  it("the browser's Back to a question passed on the way loads the session and steps back to it", async () => {
    const { intake: view } = setup({ startData: { '1': BIRTH, '2': { value: 'Male', question: 'x' } } });
    expect(view.getSnapshot().state).toBe('q4');
    await expect(view.backTo(3)).resolves.toBe(false);
    await expect(view.backTo(1)).resolves.toBe(true);
    expect(view.getSnapshot().state).toBe('q1');
  });
});
