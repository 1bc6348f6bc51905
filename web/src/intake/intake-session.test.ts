import type { FlowVersion, StartData } from '@telehealth/schemas';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RETRYABLE_STATUSES, createApiClient } from '../api/client';
import { orderResume } from './__fixtures__/order-resume';
import { createIntakeSession, ORDER_UPDATE_FAILED_MESSAGE } from './intake-session';

/** Tenant 6's intake as the API serves it: q1 date of birth → q2 sex (Female → q3, Male → q4) → … */
const intake = JSON.parse(
  readFileSync(new URL('../../../flows/data/tenants/6/flows/intake.v1.json', import.meta.url), 'utf8'),
) as FlowVersion;

const CREATED = '1732331234567-ab12cd';
const NEW_CREATED = '1732331299999-ef34gh';
const BIRTH = { value: '1980-05-15', question: 'What is your date of birth?' };

interface SentRequest {
  method: string;
  path: string;
  body: { created?: string; revision?: number; columns?: { startData?: StartData; agentId?: number } };
}

/** A reply the test gives by hand, to hold a save in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const openOrder = (revision: number) => orderResume({ revision, state: 'q2' });

/**
 * The session against a scripted API: `reply` answers each request (by default every update is taken and the
 * revision goes up by one). The real API client sits between, so statuses and retries are the client's own.
 */
function setup(options: { startData?: StartData; reply?: (request: SentRequest) => Promise<Response> } = {}) {
  const sent: SentRequest[] = [];
  let serverRevision = 1;
  const fetch = async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://storefront.test');
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: init.body ? (JSON.parse(String(init.body)) as SentRequest['body']) : {},
    };
    sent.push(request);
    if (options.reply) return options.reply(request);
    serverRevision += 1;
    return json(200, { created: request.body.created, revision: serverRevision });
  };
  const startNewOrder = vi.fn(async () => ({ created: NEW_CREATED, revision: 1 }));
  const agentColumns = vi.fn<() => { agentId: number; agentCompletionDate: string } | undefined>(
    () => undefined,
  );
  const session = createIntakeSession({
    api: createApiClient({ fetch, token: 'client-key', tenantId: 6, sleep: async () => {} }),
    flow: intake,
    asOf: '2026-11-23',
    order: { startData: options.startData ?? {}, revision: 1 },
    created: CREATED,
    startNewOrder,
    agentColumns,
  });
  const state = () => session.getSnapshot().state;
  const updates = () => sent.filter((request) => request.path === '/api/order/update');
  return { session, sent, updates, state, startNewOrder, agentColumns };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the intake session', () => {
  it('resumes where the saved answers lead', () => {
    const { state } = setup({ startData: { '1': BIRTH } });
    expect(state()).toBe('q2');
  });

  it('saves the whole answer set after each answer, with the revision the last save returned', async () => {
    const { session, updates, state } = setup();
    expect(state()).toBe('q1');

    await expect(session.answer(1, '1980-05-15')).resolves.toEqual({ saved: true, next: 'q2' });
    await expect(session.answer(2, 'Male')).resolves.toEqual({ saved: true, next: 'q4' });

    expect(updates().map((request) => request.body)).toEqual([
      { created: CREATED, revision: 1, columns: { startData: { '1': BIRTH } } },
      {
        created: CREATED,
        revision: 2,
        columns: {
          startData: { '1': BIRTH, '2': { value: 'Male', question: 'What sex were you assigned at birth?' } },
        },
      },
    ]);
    expect(session.getView()).toEqual({ busy: false, notice: null, rejection: null });
  });

  it('records a masquerading agent on each update', async () => {
    const { session, updates, agentColumns } = setup();
    agentColumns.mockReturnValue({ agentId: 12, agentCompletionDate: '2026-11-23T02:30:00.000Z' });
    await session.answer(1, '1980-05-15');
    expect(updates()[0]?.body.columns).toMatchObject({ agentId: 12 });
  });

  it('sends nothing for an answer the engine refuses, and says why', async () => {
    const { session, sent, state } = setup();
    await expect(session.answer(1, 'not a date')).resolves.toEqual({ saved: false });
    expect(state()).toBe('q1');
    expect(sent).toEqual([]);
    expect(session.getView().rejection).toEqual(expect.any(String));
  });

  it('BACK clears the answer of the question returned to and saves', async () => {
    const { session, updates } = setup({ startData: { '1': BIRTH } });
    await expect(session.back()).resolves.toBe('q1');
    expect(updates()[0]?.body.columns?.startData).toEqual({});
  });

  it('steps back through the history to a question passed on the way, and saves in the background', async () => {
    const { session, updates, state } = setup();
    await session.answer(1, '1980-05-15');
    await session.answer(2, 'Male');
    expect(session.backTo(3)).toBe(false); // Male skips question 3
    expect(state()).toBe('q4');
    expect(session.backTo(1)).toBe(true);
    expect(state()).toBe('q1');
    await vi.waitFor(() => expect(updates()).toHaveLength(3));
    expect(updates()[2]?.body).toMatchObject({ revision: 3, columns: { startData: {} } });
  });
});

describe('saves one at a time', () => {
  it('a BACK while a save is in flight waits for it, then saves with the revision it returned', async () => {
    const replies = [deferred<Response>(), deferred<Response>()];
    let call = 0;
    const { session, updates, state } = setup({ reply: () => replies[call++]!.promise });

    const answered = session.answer(1, '1980-05-15');
    await vi.waitFor(() => expect(updates()).toHaveLength(1));
    expect(session.getView().busy).toBe(true);

    const back = session.back();
    expect(state()).toBe('q1');
    await Promise.resolve();
    expect(updates()).toHaveLength(1); // waits for the first save

    replies[0]!.resolve(json(200, { created: CREATED, revision: 2 }));
    // The answer was saved, but the patient has gone back since: nowhere to go for it.
    await expect(answered).resolves.toEqual({ saved: true });
    await vi.waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]?.body).toEqual({ created: CREATED, revision: 2, columns: { startData: {} } });

    replies[1]!.resolve(json(200, { created: CREATED, revision: 3 }));
    await expect(back).resolves.toBe('q1');
    expect(session.getView().busy).toBe(false);
  });

  it('saves asked for while one waits share it, sending the answers as they are by then', async () => {
    const first = deferred<Response>();
    let call = 0;
    const { session, updates } = setup({
      startData: { '1': BIRTH },
      reply: (request) =>
        call++ === 0 ? first.promise : Promise.resolve(json(200, { ...request.body, revision: 9 })),
    });
    const answered = session.answer(2, 'Male');
    await vi.waitFor(() => expect(updates()).toHaveLength(1));
    const back = session.back(); // q4 → q2: the answer of question 2 is cleared
    expect(session.backTo(1)).toBe(true); // q2 → q1: and that of question 1
    first.resolve(json(200, { created: CREATED, revision: 2 }));
    await Promise.all([answered, back]);
    await vi.waitFor(() => expect(session.getView().busy).toBe(false));
    expect(updates().map((request) => request.body.columns?.startData)).toEqual([
      { '1': BIRTH, '2': { value: 'Male', question: 'What sex were you assigned at birth?' } },
      {},
    ]);
  });
});

describe('when a save fails', () => {
  const failing = (status: number, body: unknown = { statusCode: status, message: 'no' }) => {
    let failed = false;
    return (request: SentRequest) => {
      if (request.path === '/api/order/update' && !failed) {
        failed = true;
        return Promise.resolve(json(status, body));
      }
      return Promise.resolve(json(200, { created: request.body.created, revision: 2 }));
    };
  };

  const retried = [...RETRYABLE_STATUSES].filter((status) => status !== 409);
  it.each(retried)(
    'a %i (which the client retries only for a GET) moves the answers to a new order',
    async (status) => {
      const { session, updates, startNewOrder, state } = setup({ reply: failing(status) });
      const notices: (string | null)[] = [];
      session.subscribe(() => notices.push(session.getView().notice));

      await expect(session.answer(1, '1980-05-15')).resolves.toEqual({ saved: true, next: 'q2' });

      expect(startNewOrder).toHaveBeenCalledTimes(1);
      expect(updates().map((request) => [request.body.created, request.body.revision])).toEqual([
        [CREATED, 1],
        [NEW_CREATED, 1],
      ]);
      expect(updates()[1]?.body.columns?.startData).toEqual({ '1': BIRTH });
      expect(notices).toContain(ORDER_UPDATE_FAILED_MESSAGE);
      expect(session.getView()).toEqual({ busy: false, notice: null, rejection: null });
      expect(session.created).toBe(NEW_CREATED);
      expect(state()).toBe('q2');
    },
  );

  it('a revision conflict takes the newer revision and sends the answers again', async () => {
    const { session, sent, startNewOrder } = setup({
      reply: (request) => {
        if (request.method === 'GET') return Promise.resolve(json(200, openOrder(5)));
        if (request.body.revision === 1) {
          return Promise.resolve(
            json(409, { statusCode: 409, code: 'ORDER_REVISION_CONFLICT', message: 'x' }),
          );
        }
        return Promise.resolve(json(200, { created: CREATED, revision: 6 }));
      },
    });
    await expect(session.answer(1, '1980-05-15')).resolves.toEqual({ saved: true, next: 'q2' });
    expect(sent.map((request) => `${request.method} ${request.path} ${request.body.revision ?? ''}`)).toEqual(
      ['POST /api/order/update 1', 'GET /api/order/created ', 'POST /api/order/update 5'],
    );
    expect(startNewOrder).not.toHaveBeenCalled();
    expect(session.getView().notice).toBeNull();
  });

  it('a conflict with no newer revision to take is a failed save: a new order', async () => {
    const { session, startNewOrder } = setup({
      reply: (request) => {
        if (request.method === 'GET') return Promise.resolve(json(200, openOrder(1)));
        if (request.body.created === CREATED) {
          return Promise.resolve(
            json(409, { statusCode: 409, code: 'ORDER_REVISION_CONFLICT', message: 'x' }),
          );
        }
        return Promise.resolve(json(200, { created: NEW_CREATED, revision: 2 }));
      },
    });
    await expect(session.answer(1, '1980-05-15')).resolves.toEqual({ saved: true, next: 'q2' });
    expect(startNewOrder).toHaveBeenCalledTimes(1);
  });

  it("a 422 is the API refusing the answer: the question is asked again with the API's reason", async () => {
    const { session, startNewOrder, state } = setup({
      reply: failing(422, { statusCode: 422, message: 'That date is in the future.' }),
    });
    await expect(session.answer(1, '1980-05-15')).resolves.toEqual({ saved: false });
    expect(state()).toBe('q1');
    expect(session.getView().rejection).toBe('That date is in the future.');
    expect(startNewOrder).not.toHaveBeenCalled();
  });

  it('when no new order can be made either, the question is asked again', async () => {
    const { session, startNewOrder, state } = setup({ reply: () => Promise.resolve(json(500, {})) });
    startNewOrder.mockRejectedValue(new Error('down'));
    await expect(session.answer(1, '1980-05-15')).resolves.toEqual({ saved: false });
    expect(state()).toBe('q1');
    expect(session.getView()).toEqual({
      busy: false,
      notice: ORDER_UPDATE_FAILED_MESSAGE,
      rejection: ORDER_UPDATE_FAILED_MESSAGE,
    });
  });
});
