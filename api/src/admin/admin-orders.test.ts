import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  compileFlow,
  enumeratePaths,
  eventsForPath,
  logAnswerSave,
  logNewIntake,
  replayIntake,
  type CompiledFlow,
  type IntakeLogEntry,
} from '@telehealth/engine';
import type { FlowVersion } from '@telehealth/schemas';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  insertEvents,
  insertOrder,
  insertUser,
  publishedIntake,
  seededAdminId,
  tokenFor,
} from '../testing/admin-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import { tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

/** Tenant 6's published intake version in flows/data: the one the seed publishes and new orders are pinned to. */
const PUBLISHED = tenantData(6).flows.find((f) => f.key === 'intake' && f.status === 'published')!.version;

const SHIPPING = {
  firstName: 'Ann',
  lastName: 'Lee',
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701' },
  email: 'ship.search@example.com',
  phone: '5125550147',
};

/**
 * The event rows an intake down one path of the flow records, written by the engine's log writer as the API
 * writes them: the new intake (lead steps), then the path's answers (chosen by the engine's witness) saved.
 */
function logFor(compiled: CompiledFlow, end: 'checkout' | 'hard-stop', asOf: string) {
  const { paths } = enumeratePaths(compiled.index, { limit: 500 });
  for (const path of paths.filter((p) => p.end === end)) {
    const events = eventsForPath(compiled.index, path, asOf);
    if (!events) continue;
    const walked = replayIntake(compiled, { asOf, events: events.map((event) => ({ event })) });
    const save = logAnswerSave(compiled, {}, walked.final.context.answers, asOf);
    if (!save.ok) throw new Error(`the engine refused its own path: ${save.refusal.message}`);
    // Each row carries the flow version it was walked on, as the API writes it.
    const rows = [...logNewIntake(compiled, asOf), ...save.entries].map((entry: IntakeLogEntry) => ({
      ...entry,
      flowVersion: compiled.flow.version,
    }));
    return { rows, finalState: save.state, answers: save.answers };
  }
  throw new Error(`no drivable path to ${end}`);
}

describe('admin orders API', () => {
  let app: NestFastifyApplication;
  let token: string;
  let compiled: CompiledFlow;
  let asOf: string;
  let createdAt: Date;
  const get = (url: string) => call(app, 'GET', url, { tenant: 6, token });

  beforeAll(async () => {
    app = await pg.newApp();
    token = await tokenFor(app, 6, await seededAdminId(app, 6), 0);
    compiled = compileFlow((await publishedIntake(app, 6)).document as FlowVersion);
    createdAt = new Date();
    asOf = createdAt.toISOString().slice(0, 10);
  }, 120_000);

  describe('GET /api/admin/orders', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      const account = await insertUser(app, 6, 'account.search@example.com', 1);
      const base = Date.now();
      for (let i = 1; i <= 25; i += 1) {
        const created = `list-${String(i).padStart(3, '0')}`;
        ids[created] = await insertOrder(app, 6, {
          created,
          createdAt: new Date(base - i * 60_000),
          paidAt: i <= 10 ? new Date(base - i * 60_000 + 1000) : null,
          price: i <= 10 ? 20 : null,
          orderStatus: i === 2 ? 'COMPLETE' : 'PENDING',
          shipping: i === 3 ? SHIPPING : undefined,
          startData:
            i === 4 ? { '20': { value: 'Answer.Search@example.com', question: 'Your email' } } : undefined,
          userId: i === 5 ? account : null,
        });
      }
      await insertEvents(app, 6, ids['list-011']!, [
        { kind: 'create', state: 'q1' },
        { kind: 'hard_stop', state: 'stop3', questionId: 3 },
      ]);
      await insertEvents(app, 6, ids['list-012']!, [{ kind: 'create', state: 'q1' }]);
      // Another tenant's order that would match every search.
      await insertOrder(app, 7, { created: 'list-000', shipping: SHIPPING });
    });

    it('pages the matching orders newest first', async () => {
      const first = await get('/api/admin/orders?q=list-&pageSize=10');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expectShape('AdminOrderListResponse', body);
      expect(body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
      expect(body.items.map((o: { created: string }) => o.created)).toEqual(
        Array.from({ length: 10 }, (_, i) => `list-${String(i + 1).padStart(3, '0')}`),
      );
      const last = (await get('/api/admin/orders?q=list-&pageSize=10&page=3')).json();
      expect(last.items.map((o: { created: string }) => o.created)).toEqual(
        ['021', '022', '023', '024', '025'].map((n) => `list-${n}`),
      );
      const beyond = (await get('/api/admin/orders?q=list-&pageSize=10&page=4')).json();
      expect(beyond).toMatchObject({ items: [], total: 25, page: 4 });
      expect((await get('/api/admin/orders?q=LIST-0')).json().pageSize).toBe(20);
    });

    it('describes each order: customer, price, display status, paid, state', async () => {
      const items = (await get('/api/admin/orders?q=list-&pageSize=100')).json().items as Record<
        string,
        unknown
      >[];
      const byCreated = Object.fromEntries(items.map((o) => [o['created'], o]));
      expect(byCreated['list-001']).toMatchObject({
        orderId: String(ids['list-001']),
        price: 20,
        paid: true,
        flowVersion: PUBLISHED,
        displayStatus: { label: 'Pending with Doctor', color: 'skyBlue' },
        customerEmail: null,
        customerName: null,
        state: null,
        intakeState: 'pending_clinician',
      });
      expect(byCreated['list-002']).toMatchObject({
        displayStatus: { label: 'Active Subscription', color: 'green' },
      });
      expect(byCreated['list-003']).toMatchObject({ customerEmail: SHIPPING.email, customerName: 'Ann Lee' });
      expect(byCreated['list-004']).toMatchObject({ customerEmail: 'Answer.Search@example.com' });
      expect(byCreated['list-005']).toMatchObject({ customerEmail: 'account.search@example.com' });
      expect(byCreated['list-011']).toMatchObject({
        paid: false,
        price: null,
        state: 'stop3',
        intakeState: 'hard_stop',
      });
      expect(byCreated['list-012']).toMatchObject({ intakeState: 'in_progress' });
    });

    it('searches the created value, the emails and the order id', async () => {
      const created = async (query: string) =>
        (await get(`/api/admin/orders?${query}`)).json().items.map((o: { created: string }) => o.created);
      expect(await created('q=list-007')).toEqual(['list-007']);
      expect(await created('q=SHIP.SEARCH')).toEqual(['list-003']);
      expect(await created('q=answer.search%40example')).toEqual(['list-004']);
      expect(await created('q=account.search')).toEqual(['list-005']);
      expect(await created(`q=${ids['list-009']}`)).toEqual(['list-009']);
      expect(await created('q=%20list-013%20')).toEqual(['list-013']);
      // LIKE wildcards are taken literally.
      expect(await created('q=list_0')).toEqual([]);
      expect(await created('q=nobody-at-all')).toEqual([]);
    });

    it('filters by status', async () => {
      const total = async (status: string) =>
        (await get(`/api/admin/orders?q=list-&status=${status}`)).json().total;
      expect(await total('paid')).toBe(10);
      expect(await total('in_progress')).toBe(14);
      expect(await total('hard_stop')).toBe(1);
      expect(await total('pending_clinician')).toBe(9);
      expect(await total('approved')).toBe(1);
      expect(await total('COMPLETE')).toBe(1);
      expect(await total('DECLINED')).toBe(0);
    });

    it('answers 400 for a bad query string', async () => {
      for (const query of [
        'pageSize=101',
        'pageSize=0',
        'page=0',
        'page=x',
        'status=done',
        'sort=created',
        `q=${'x'.repeat(201)}`,
      ]) {
        const response = await get(`/api/admin/orders?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message).toMatch(/^Invalid query string: /);
      }
      expect((await get('/api/admin/orders?pageSize=100')).statusCode).toBe(200);
    });
  });

  describe('GET /api/admin/orders/:id and /replay', () => {
    it('gives the order with its timeline, and a consistent log replays without divergence', async () => {
      const log = logFor(compiled, 'checkout', asOf);
      const orderId = await insertOrder(app, 6, {
        created: 'replay-consistent',
        createdAt,
        startData: log.answers,
        shipping: SHIPPING,
        paidAt: new Date(createdAt.getTime() + 60_000),
        price: 99,
      });
      await insertEvents(app, 6, orderId, [...log.rows, { kind: 'payment', state: 'checkout' }]);

      const detail = await get(`/api/admin/orders/${orderId}`);
      expect(detail.statusCode).toBe(200);
      expectShape('AdminOrderDetailResponse', detail.json());
      const { order, timeline } = detail.json();
      expect(order).toMatchObject({
        orderId: String(orderId),
        created: 'replay-consistent',
        price: 99,
        flowVersion: PUBLISHED,
      });
      expect(timeline.map((e: { kind: string }) => e.kind)).toEqual([
        ...log.rows.map((r) => r.kind),
        'payment',
      ]);
      expect(timeline.map((e: { state: string }) => e.state)).toEqual([
        ...log.rows.map((r) => r.state),
        'checkout',
      ]);
      expect(timeline[0]).toMatchObject({
        kind: 'create',
        flowVersion: PUBLISHED,
        agentId: null,
        questionId: null,
      });
      const times = timeline.map((e: { occurredAt: string }) => Date.parse(e.occurredAt));
      expect([...times].sort((a, b) => a - b)).toEqual(times);

      const replay = await get(`/api/admin/orders/${orderId}/replay`);
      expect(replay.statusCode).toBe(200);
      const body = replay.json();
      expectShape('AdminOrderReplayResponse', body);
      expect(body).toMatchObject({
        orderId: String(orderId),
        flowVersion: PUBLISHED,
        asOf,
        eventsReplayed: log.rows.length,
        eventsWithoutMachineEvent: 1,
        firstRejected: null,
        firstDivergence: null,
        finalState: 'checkout',
        finalStatus: 'done',
        storedState: 'checkout',
        finalStateMatchesStored: true,
        finalAnswersMatchOrder: true,
      });
      expect(body.steps.map((s: { state: string }) => s.state)).toEqual(log.rows.map((r) => r.state));
      expect(body.steps.every((s: { accepted: boolean }) => s.accepted)).toBe(true);
      expect(body.steps.at(-1).answers).toEqual(log.answers);
      expect(body.steps[0].eventId).toBe(timeline[0].id);
    });

    it('replays a log that ended at a hard stop', async () => {
      const log = logFor(compiled, 'hard-stop', asOf);
      const orderId = await insertOrder(app, 6, {
        created: 'replay-stop',
        createdAt,
        startData: log.answers,
      });
      await insertEvents(app, 6, orderId, log.rows);
      const body = (await get(`/api/admin/orders/${orderId}/replay`)).json();
      expect(log.finalState).toMatch(/^stop\d+$/);
      expect(body).toMatchObject({
        firstDivergence: null,
        finalState: log.finalState,
        finalStatus: 'done',
        finalStateMatchesStored: true,
      });
      const listed = (await get('/api/admin/orders?q=replay-stop&status=hard_stop')).json();
      expect(listed.items.map((o: { orderId: string }) => o.orderId)).toEqual([String(orderId)]);
    });

    it('reports the first point where a recorded log disagrees with the machine', async () => {
      const log = logFor(compiled, 'checkout', asOf);
      const at = log.rows.findIndex((row, i) => i > 2 && row.kind === 'answer');
      const real = log.rows[at]!;
      const tampered = log.rows.map((row, i) => (i === at ? { ...row, state: 'q999' } : row));
      const orderId = await insertOrder(app, 6, {
        created: 'replay-divergent',
        createdAt,
        startData: log.answers,
      });
      await insertEvents(app, 6, orderId, tampered);
      const body = (await get(`/api/admin/orders/${orderId}/replay`)).json();
      expectShape('AdminOrderReplayResponse', body);
      expect(body.firstDivergence).toMatchObject({
        index: at,
        field: 'state',
        expected: 'q999',
        actual: real.state,
      });
      expect(body.steps[at].recorded.state).toBe('q999');
      expect(body.firstRejected).toBeNull();
      expect(body.finalStateMatchesStored).toBe(true);

      // Recorded answers that differ from the machine's are reported too.
      const otherAnswers = log.rows.map((row, i) => (i === at ? { ...row, answers: {} } : row));
      const second = await insertOrder(app, 6, { created: 'replay-divergent-answers', createdAt });
      await insertEvents(app, 6, second, otherAnswers);
      const answers = (await get(`/api/admin/orders/${second}/replay`)).json();
      expect(answers.firstDivergence).toMatchObject({ index: at, field: 'answers', expected: {} });
      expect(answers.finalAnswersMatchOrder).toBe(false);
    });

    it('names the first event the machine rejects, and a final state that differs from the stored one', async () => {
      const log = logFor(compiled, 'checkout', asOf);
      const at = log.rows.findIndex((row) => row.kind === 'answer');
      // The same answer sent twice: the second is for a question that is no longer current, yet was recorded as
      // having reached checkout.
      const rows = [...log.rows.slice(0, at + 1), { ...log.rows[at]!, state: 'checkout' }];
      const orderId = await insertOrder(app, 6, { created: 'replay-rejected', createdAt });
      await insertEvents(app, 6, orderId, rows);
      const body = (await get(`/api/admin/orders/${orderId}/replay`)).json();
      expect(body.firstRejected).toMatchObject({ index: at + 1 });
      expect(body.firstRejected.reason).toMatch(/is not the current question/);
      expect(body.steps[at + 1].accepted).toBe(false);
      expect(body.firstDivergence).toMatchObject({ index: at + 1, field: 'state', expected: 'checkout' });
      expect(body).toMatchObject({ storedState: 'checkout', finalState: log.rows[at]!.state });
      expect(body.finalStateMatchesStored).toBe(false);
    });

    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      for (const path of ['/api/admin/orders/99999999', '/api/admin/orders/99999999/replay']) {
        expect((await get(path)).json()).toMatchObject({
          statusCode: 404,
          message: 'Unknown order: 99999999',
        });
      }
      // An id beyond a PostgreSQL integer can name no order: it is malformed.
      expect((await get('/api/admin/orders/99999999999')).statusCode).toBe(400);
      expect((await get('/api/admin/orders/abc')).statusCode).toBe(400);
      expect((await get('/api/admin/orders/0/replay')).statusCode).toBe(400);
    });
  });
});
