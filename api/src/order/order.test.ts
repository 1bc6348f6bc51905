import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { asOfDay, replayIntake, type IntakeEvent } from '@telehealth/engine';
import { type StartData, UserRole, validate } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { JwtService } from '../auth/jwt.service.js';
import { answersAlong, seededIntake, testAdvData } from '../testing/intake.js';
import { CrmService } from '../integrations/crm/crm.service.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const advData = testAdvData;
const intake = seededIntake;

describe('orders', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let serial = 0;

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
  });

  const headers = (tenant = 6, bearer?: string) => ({
    token: DEV_TOKEN,
    tenant: String(tenant),
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  });
  const newCreated = () => `test-${Date.now()}-${++serial}-0123456789`;
  const create = (created: string, tenant = 6) =>
    app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: headers(tenant),
      payload: { created, advData },
    });
  const update = (payload: object, tenant = 6, bearer?: string) =>
    app.inject({ method: 'POST', url: '/api/order/update', headers: headers(tenant, bearer), payload });
  const count = async (table: string) =>
    Number(((await db.query(`SELECT count(*)::int AS n FROM ${table}`)) as { n: number }[])[0]?.n);
  /** A customer of tenant 6 (no usable password: tests sign their tokens). */
  const newCustomer = async (label: string): Promise<number> => {
    const [row] = (await db.query(
      `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 1) RETURNING id`,
      [`${label}@example.com`],
    )) as { id: number }[];
    return row!.id;
  };
  const customerToken = (userId: number) =>
    app.get(JwtService).sign({ userId, role: UserRole.Customer, tenantId: 6 });
  const readAs = async (created: string, bearer?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/order/created?created=${encodeURIComponent(created)}`,
        headers: headers(6, bearer),
      })
    ).json() as Record<string, unknown>;
  const orderRow = async (created: string) =>
    (
      (await db.query(`SELECT * FROM orders WHERE tenant_id = 6 AND created = $1`, [created])) as Record<
        string,
        unknown
      >[]
    )[0];

  describe('POST /api/order/create', () => {
    it('creates the order on the published intake version, past the lead steps', async () => {
      const created = newCreated();
      const response = await create(created);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(validate('CreateOrderResponse', body).ok).toBe(true);
      expect(body).toMatchObject({ created, flowVersion: intake(6).flow.version, revision: 1, state: 'q1' });

      const events = (await db.query(
        `SELECT kind, state, machine_event FROM intake_events WHERE order_id = $1 ORDER BY id`,
        [Number(body.orderId)],
      )) as { kind: string; state: string }[];
      expect(events.map((e) => [e.kind, e.state])).toEqual([
        ['create', 'leadIntro'],
        ['continue', 'q1'],
      ]);
    });

    it('refuses a second order for the same created value', async () => {
      const created = newCreated();
      expect((await create(created)).statusCode).toBe(201);
      const again = await create(created);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(`An order already exists for created ${created}`);
    });

    it('refuses a bad body with 400 naming the field, and writes nothing', async () => {
      const [orders, events] = [await count('orders'), await count('intake_events')];
      const response = await app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: headers(),
        payload: { created: 'has spaces in it', advData: { ...advData, ip_address: 'nowhere' } },
      });
      expect(response.statusCode).toBe(400);
      const paths = (response.json().errors as { path: string }[]).map((e) => e.path);
      expect(paths).toEqual(expect.arrayContaining(['/created', '/advData/ip_address']));
      expect([await count('orders'), await count('intake_events')]).toEqual([orders, events]);
    });

    it('refuses a created value shorter or simpler than the storefront’s, and only looks weak ones up', async () => {
      const [orders, events] = [await count('orders'), await count('intake_events')];
      for (const weak of ['1', 'a', 'test', '1763800000123-abc', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
        const response = await create(weak);
        expect(response.statusCode, weak).toBe(400);
        expect(
          response.json().errors.map((e: { path: string }) => e.path),
          weak,
        ).toContain('/created');
        const lookup = await app.inject({
          method: 'GET',
          url: `/api/order/created?created=${weak}`,
          headers: headers(),
        });
        expect(lookup.statusCode, weak).toBe(404);
      }
      expect([await count('orders'), await count('intake_events')]).toEqual([orders, events]);
      expect((await create(`${Date.now()}-0iz37aelps`)).statusCode).toBe(201);
    });
  });

  describe('POST /api/order/update', () => {
    it("answers 'Missing required order creation data.' without a created value", async () => {
      for (const payload of [{ columns: { quizData: {} } }, { columns: {}, created: '' }, {}]) {
        const response = await update(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: 'Missing required order creation data.' });
      }
    });

    it('logs every step and replaying the log reproduces each stored state', async () => {
      const compiled = intake(6);
      const created = newCreated();
      const { orderId } = (await create(created)).json();
      const steps = answersAlong(compiled, (state) => state === 'checkout');
      let revision = 1;
      let last;
      for (const startData of steps) {
        const response = await update({ created, revision, columns: { startData } });
        expect(response.statusCode).toBe(200);
        last = response.json();
        expect(validate('UpdateOrderResponse', last).ok).toBe(true);
        revision = last.revision;
      }
      expect(last.state).toBe('checkout');

      // Change an early answer: the log goes back to it and answers again.
      const shorter = steps[1]!;
      const back = await update({ created, revision, columns: { startData: shorter } });
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toMatch(/already ended at checkout/);

      const rows = (await db.query(
        `SELECT machine_event, state, answers FROM intake_events WHERE order_id = $1 ORDER BY id`,
        [Number(orderId)],
      )) as { machine_event: IntakeEvent; state: string; answers: StartData }[];
      const replay = replayIntake(compiled, {
        asOf: asOfDay(Date.now()),
        events: rows.map((row) => ({
          event: row.machine_event,
          recorded: { state: row.state, answers: row.answers },
        })),
      });
      expect(replay.firstRejected).toBeUndefined();
      expect(replay.firstDivergence).toBeUndefined();
      expect(replay.final.state).toBe('checkout');

      const resumed = await app.inject({
        method: 'GET',
        url: `/api/order/created?created=${created}`,
        headers: headers(),
      });
      expect(resumed.statusCode).toBe(200);
      expect(validate('OrderByCreatedResponse', resumed.json()).ok).toBe(true);
      expect(resumed.json()).toMatchObject({ state: 'checkout', startData: steps.at(-1), revision });
    });

    it('logs only the answers a patient adds when answers carry their free-text detail (no BACK)', async () => {
      const compiled = intake(6);
      const created = newCreated();
      const { orderId } = (await create(created)).json();
      // The saves the storefront makes, each answer with its detail where the question asks for one.
      const withDetail = (startData: StartData): StartData => {
        const detailed: StartData = {};
        for (const [id, entry] of Object.entries(startData)) {
          if (!entry) continue;
          const asksDetail = compiled.index.questions.get(Number(id))?.free_field;
          detailed[id] = asksDetail ? { ...entry, detail: `  details for question ${id} ` } : entry;
        }
        return detailed;
      };
      const steps = answersAlong(compiled, (state) => state === 'checkout').map(withDetail);
      const withDetails = Object.values(steps.at(-1)!).filter((entry) => entry?.detail !== undefined);
      expect(withDetails.length).toBeGreaterThan(1);
      let revision = 1;
      for (const startData of steps) {
        const response = await update({ created, revision, columns: { startData } });
        expect(response.statusCode).toBe(200);
        revision = response.json().revision;
      }

      const rows = (await db.query(
        `SELECT kind, machine_event FROM intake_events WHERE order_id = $1 ORDER BY id`,
        [Number(orderId)],
      )) as { kind: string; machine_event: IntakeEvent | null }[];
      const types = rows.map((row) => row.machine_event?.type);
      expect(types).not.toContain('BACK');
      // One ANSWER per answered question: none answered twice.
      expect(types.filter((type) => type === 'ANSWER')).toHaveLength(Object.keys(steps.at(-1)!).length);
    });

    it('goes back when an earlier answer changes and logs BACK then the new answer', async () => {
      const compiled = intake(7);
      const created = newCreated();
      await create(created, 7);
      const steps = answersAlong(compiled, (state) => state === 'checkout');
      await update({ created, columns: { startData: steps[3] } }, 7);
      const response = await update({ created, columns: { startData: steps[0] } }, 7);
      expect(response.statusCode).toBe(200);
      const kinds = (await db.query(
        `SELECT e.kind FROM intake_events e JOIN orders o ON o.id = e.order_id WHERE o.created = $1 ORDER BY e.id`,
        [created],
      )) as { kind: string }[];
      expect(kinds.map((k) => k.kind).slice(-3)).toEqual(['back', 'back', 'back']);
    });

    it('refuses an invalid answer with 422 naming the question, and writes nothing', async () => {
      const created = newCreated();
      await create(created);
      const before = await count('intake_events');
      const response = await update({
        created,
        columns: { startData: { '1': { value: [], question: 'x' } } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/^Answer to question 1 is not valid/);
      expect(await count('intake_events')).toBe(before);
      const { revision } = (
        await app.inject({ method: 'GET', url: `/api/order/created?created=${created}`, headers: headers() })
      ).json();
      expect(revision).toBe(1);
    });

    it('stops at a hard stop and refuses any later change', async () => {
      const compiled = intake(6);
      const created = newCreated();
      await create(created);
      const steps = answersAlong(compiled, (state) => state.startsWith('stop'));
      const stopped = await update({ created, columns: { startData: steps.at(-1) } });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json().state).toMatch(/^stop\d+$/);
      const kinds = (await db.query(
        `SELECT e.kind FROM intake_events e JOIN orders o ON o.id = e.order_id WHERE o.created = $1 ORDER BY e.id DESC LIMIT 1`,
        [created],
      )) as { kind: string }[];
      expect(kinds[0]?.kind).toBe('hard_stop');
      const after = await update({ created, columns: { startData: {} } });
      expect(after.statusCode).toBe(409);
      expect(after.json()).toMatchObject({ code: 'INTAKE_ENDED' });
    });

    it('applies concurrent updates of one revision once and refuses the others, losing nothing', async () => {
      const compiled = intake(6);
      const created = newCreated();
      await create(created);
      const steps = answersAlong(compiled, (state) => state === 'checkout');
      const responses = await Promise.all(
        steps.slice(0, 8).map((startData) => update({ created, revision: 1, columns: { startData } })),
      );
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(7);
      const winner = responses.find((r) => r.statusCode === 200)!.json();
      expect(winner.revision).toBe(2);
    });

    it('keeps every column of concurrent updates that send different columns', async () => {
      const compiled = intake(6);
      const created = newCreated();
      await create(created);
      const [first] = answersAlong(compiled, (state) => state === 'checkout');
      const quizData = { '201': 'Yes' };
      const responses = await Promise.all([
        update({ created, columns: { startData: first } }),
        update({ created, columns: { quizData } }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      const stored = (
        await app.inject({ method: 'GET', url: `/api/order/created?created=${created}`, headers: headers() })
      ).json();
      expect(stored).toMatchObject({ startData: first, quizData, revision: 3 });
    });

    it('re-checks an answer save under the row lock when the order is claimed while it is computed', async () => {
      const compiled = intake(6);
      const created = newCreated();
      await create(created);
      const [first] = answersAlong(compiled, (state) => state === 'checkout');
      const customer = await newCustomer(`claimed-${serial}`);
      const eventsOf = async (value: string) =>
        Number(
          (
            (await db.query(
              `SELECT count(*)::int AS n FROM intake_events e JOIN orders o ON o.id = e.order_id WHERE o.created = $1`,
              [value],
            )) as { n: number }[]
          )[0]?.n,
        );
      const logged = await eventsOf(created);
      // A claim (as checkout's) holds the row while the anonymous save reads the order as it was and computes.
      const claim = db.createQueryRunner();
      await claim.connect();
      try {
        await claim.startTransaction();
        await claim.query(`UPDATE orders SET user_id = $1 WHERE tenant_id = 6 AND created = $2`, [
          customer,
          created,
        ]);
        const saving = update({ created, columns: { startData: first } });
        // Wait until the save's write waits for the claim's lock.
        for (let tries = 0; tries < 200; tries++) {
          const [waiting] = (await db.query(
            `SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND locktype = 'transactionid'`,
          )) as { n: number }[];
          if (waiting!.n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await claim.commitTransaction();
        const saved = await saving;
        expect(saved.statusCode).toBe(401);
        expect(saved.json()).toMatchObject({ code: 'ORDER_LOGIN_REQUIRED' });
      } finally {
        await claim.release();
      }
      expect(await orderRow(created)).toMatchObject({ start_data: {}, revision: 1, user_id: customer });
      expect(await eventsOf(created)).toBe(logged);
    });

    it('refuses an agentId without that agent’s mask token', async () => {
      const created = newCreated();
      await create(created);
      const response = await update({
        created,
        columns: { agentId: 5, agentCompletionDate: new Date().toISOString() },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('agentId may only be recorded with the mask token of that agent');
    });

    it('records the agent who completes an intake with a mask token', async () => {
      const created = newCreated();
      await create(created);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: headers(),
        payload: { email: 'admin@example.com', password: 'admin-dev-password' },
      });
      const [customer] = (await db.query(
        `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 1) RETURNING id`,
        [`${created}@example.com`],
      )) as { id: number }[];
      const mask = await app.inject({
        method: 'POST',
        url: '/api/auth/masquerade',
        headers: headers(6, login.json().token),
        payload: { userId: customer!.id },
      });
      expect(mask.statusCode).toBe(200);
      const { maskToken, masqueradeId } = mask.json();
      const agentCompletionDate = new Date().toISOString();
      const response = await update(
        { created, columns: { agentId: masqueradeId, agentCompletionDate } },
        6,
        maskToken,
      );
      expect(response.statusCode).toBe(200);
      const [row] = (await db.query(
        `SELECT o.agent_id, o.agent_completion_date, e.kind, e.agent_id AS event_agent, e.actor_user_id
           FROM orders o JOIN intake_events e ON e.order_id = o.id WHERE o.created = $1 ORDER BY e.id DESC LIMIT 1`,
        [created],
      )) as Record<string, unknown>[];
      expect(row).toMatchObject({
        agent_id: masqueradeId,
        kind: 'agent',
        event_agent: masqueradeId,
        actor_user_id: customer!.id,
      });
      expect((row!['agent_completion_date'] as Date).toISOString()).toBe(agentCompletionDate);
      const other = await update(
        { created, columns: { agentId: masqueradeId + 1, agentCompletionDate } },
        6,
        maskToken,
      );
      expect(other.statusCode).toBe(403);
    });

    it('does not find an order under another tenant', async () => {
      const created = newCreated();
      await create(created);
      const response = await update({ created, columns: { quizData: {} } }, 7);
      expect(response.statusCode).toBe(404);
      const read = await app.inject({
        method: 'GET',
        url: `/api/order/created?created=${created}`,
        headers: headers(7),
      });
      expect(read.statusCode).toBe(404);
    });
  });

  describe('the intake event log', () => {
    it('is append-only in the database itself', async () => {
      await create(newCreated());
      await expect(db.query(`UPDATE intake_events SET state = 'q9'`)).rejects.toThrow(/append-only/);
      await expect(db.query(`DELETE FROM intake_events`)).rejects.toThrow(/append-only/);
      await expect(db.query(`TRUNCATE intake_events CASCADE`)).rejects.toThrow(/append-only/);
    });
  });

  describe('GET /api/order/created', () => {
    it('hides the answers of a paid order from anyone but its customer and staff', async () => {
      const created = newCreated();
      const { orderId } = (await create(created)).json();
      const [customer] = (await db.query(
        `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 1) RETURNING id`,
        [`${created}@example.com`],
      )) as { id: number }[];
      await db.query(
        `UPDATE orders SET user_id = $2, price = 10, payment = '{"paySource":"CHECK"}', paid_at = now(),
           start_data = '{"1": {"value": "x", "question": "q"}}' WHERE id = $1`,
        [Number(orderId), customer!.id],
      );
      const anonymous = (
        await app.inject({ method: 'GET', url: `/api/order/created?created=${created}`, headers: headers() })
      ).json();
      expect(anonymous).toEqual({ created, loginRequired: true });
      expect(validate('OrderByCreatedResponse', anonymous).ok).toBe(true);

      const token = await app
        .get(JwtService)
        .sign({ userId: customer!.id, role: UserRole.Customer, tenantId: 6 });
      const own = (
        await app.inject({
          method: 'GET',
          url: `/api/order/created?created=${created}`,
          headers: headers(6, token),
        })
      ).json();
      expect(own.startData).toEqual({ '1': { value: 'x', question: 'q' } });

      const list = await app.inject({
        method: 'GET',
        url: `/api/order/created?userId=${customer!.id}`,
        headers: headers(6, token),
      });
      expect(list.statusCode).toBe(200);
      expect(validate('OrdersByUserResponse', list.json()).ok).toBe(true);
      expect(list.json().map((o: { orderId: string }) => o.orderId)).toEqual([orderId]);

      const other = await app.inject({
        method: 'GET',
        url: `/api/order/created?userId=${customer!.id + 1000}`,
        headers: headers(6, token),
      });
      expect(other.statusCode).toBe(403);
      const anonymousList = await app.inject({
        method: 'GET',
        url: `/api/order/created?userId=${customer!.id}`,
        headers: headers(),
      });
      expect(anonymousList.statusCode).toBe(401);
    });

    it('keeps an intake started while logged in to its customer: others get only the way to /login', async () => {
      const created = newCreated();
      const customer = await newCustomer(created);
      const token = await customerToken(customer);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/order/create',
            headers: headers(6, token),
            payload: { created, advData },
          })
        ).statusCode,
      ).toBe(201);
      const steps = answersAlong(intake(6), (state) => state === 'checkout');

      expect(await readAs(created)).toEqual({ created, loginRequired: true });
      const anonymous = await update({ created, columns: { startData: steps[0] } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'ORDER_LOGIN_REQUIRED' });
      const stranger = await customerToken(await newCustomer(`${created}-other`));
      expect(await readAs(created, stranger)).toEqual({ created, loginRequired: true });
      expect((await update({ created, columns: { startData: steps[0] } }, 6, stranger)).statusCode).toBe(403);
      expect(await orderRow(created)).toMatchObject({ start_data: {}, revision: 1, user_id: customer });

      expect((await update({ created, columns: { startData: steps[0] } }, 6, token)).statusCode).toBe(200);
      expect(await readAs(created, token)).toMatchObject({ created, startData: steps[0], userId: customer });
    });

    it('answers 400 naming the query problem', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/order/created', headers: headers() });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid query string/);
    });
  });

  describe('a recurring order (the CRM’s `<created>.r1` of a subscription sale)', () => {
    it('is its customer’s: an anonymous read sends to /login and update or checkout of it are refused', async () => {
      // A real sale: an intake answered to checkout, paid anonymously with a subscription product.
      const created = newCreated();
      await create(created);
      const steps = answersAlong(intake(6), (state) => state === 'checkout');
      expect((await update({ created, columns: { startData: steps.at(-1) } })).statusCode).toBe(200);
      const subscription = tenantData(6).products.find((p) => p.model)!;
      const card = { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Jordan Rivera' };
      const shipping = {
        firstName: 'Jordan',
        lastName: 'Rivera',
        address: { line1: '12 Harbor Street', city: 'Portland', state: 'OR', postalCode: '97205' },
        email: `${created}@example.com`,
        phone: '5035550143',
      };
      const checkout = (order: string, email: string, bearer?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/order/checkout',
          headers: headers(6, bearer),
          payload: {
            created: order,
            products: [{ med: subscription.med }],
            shipping: { ...shipping, email },
            payment: { paySource: 'CREDITCARD', card },
          },
        });
      const paid = await checkout(created, shipping.email);
      expect(paid.statusCode).toBe(200);
      const sale = Number(paid.json().orderId);
      await app.get(CrmService).recordSale({ tenantId: 6, orderId: sale });
      const recurring = `${created}.r1`;
      const before = await orderRow(recurring);
      expect(before).toMatchObject({ original_order_id: sale, paid_at: null });
      const owner = before!['user_id'] as number;

      // Anonymous: nothing of the patient (name, address, phone, card, medication, browser data).
      const anonymous = await app.inject({
        method: 'GET',
        url: `/api/order/created?created=${encodeURIComponent(recurring)}`,
        headers: headers(),
      });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual({ created: recurring, loginRequired: true });
      for (const secret of [
        'Rivera',
        'Harbor',
        '5035550143',
        '4242',
        subscription.name,
        '203.0.113.7',
        'Mozilla',
      ]) {
        expect(anonymous.body).not.toContain(secret);
      }

      // A stranger can neither save answers to it nor pay it with their own email.
      const saved = await update({ created: recurring, columns: { quizData: {} } });
      expect(saved.statusCode).toBe(401);
      expect(saved.json()).toMatchObject({ code: 'ORDER_LOGIN_REQUIRED' });
      const taken = await checkout(recurring, 'stranger@example.com');
      expect(taken.statusCode).toBe(401);
      const stranger = await customerToken(await newCustomer(`${created}-stranger`));
      expect(await readAs(recurring, stranger)).toEqual({ created: recurring, loginRequired: true });
      expect((await update({ created: recurring, columns: { quizData: {} } }, 6, stranger)).statusCode).toBe(
        403,
      );
      expect((await checkout(recurring, 'stranger@example.com', stranger)).statusCode).toBe(403);
      expect(await orderRow(recurring)).toEqual(before);
      expect(await db.query(`SELECT id FROM payments WHERE order_id = $1`, [before!['id']])).toEqual([]);

      // Its customer and staff read it; staff write only through the customer's mask token.
      expect(await readAs(recurring, await customerToken(owner))).toMatchObject({
        created: recurring,
        userId: owner,
        shipping: { lastName: 'Rivera' },
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: headers(),
        payload: { email: 'admin@example.com', password: 'admin-dev-password' },
      });
      const adminToken = login.json().token as string;
      expect(await readAs(recurring, adminToken)).toMatchObject({ created: recurring, userId: owner });
      expect(
        (await update({ created: recurring, columns: { quizData: {} } }, 6, adminToken)).statusCode,
      ).toBe(403);
      const mask = await app.inject({
        method: 'POST',
        url: '/api/auth/masquerade',
        headers: headers(6, adminToken),
        payload: { userId: owner },
      });
      const masked = await update(
        { created: recurring, columns: { quizData: {} } },
        6,
        mask.json().maskToken,
      );
      expect(masked.statusCode).toBe(200);
      // The paid sale itself, too: the anonymous answer says only that a login is needed.
      expect(await readAs(created)).toEqual({ created, loginRequired: true });
    });
  });

  describe('GET /api/user/info', () => {
    it("answers the caller's user agent and address, not one a client names in X-Forwarded-For", async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/user/info',
        headers: { ...headers(), 'user-agent': 'Mozilla/5.0 (X11)', 'x-forwarded-for': '198.51.100.4' },
      });
      expect(response.statusCode).toBe(200);
      // No TRUST_PROXY: the address is the connection's own.
      expect(response.json()).toEqual({ user_agent: 'Mozilla/5.0 (X11)', ip_address: '127.0.0.1' });
      expect(validate('UserInfoResponse', response.json()).ok).toBe(true);
    });
  });
});
