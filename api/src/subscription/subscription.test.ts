import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { PurchaseData, Subscription } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  createTenantUsers,
  createUser,
  headers,
  insertOrder,
  PRESCRIPTION,
  type TestUser,
} from '../testing/account-fixtures.js';
import { expectShape } from '../testing/expect-shape.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

const ACTIVE: PurchaseData = {
  status: 'ACTIVE',
  purchaseId: 'P-1',
  nextBillDate: '2099-01-10',
  billingIntervalDays: 30,
};

describe('subscriptions', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let alice: TestUser, bob: TestUser, admin: TestUser, agent: TestUser;
  let otherTenantCustomer: TestUser;
  let purchaseCounter = 0;

  const act = (
    user: TestUser,
    orderId: number | string,
    action: string,
    payload?: unknown,
    tenant?: number,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/subscriptions/${orderId}/${action}`,
      headers: headers(user, tenant),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = (user: TestUser, query = '') =>
    app.inject({ method: 'GET', url: `/api/subscriptions${query}`, headers: headers(user) });
  /** A new subscription of `user` (its own purchase), with a prescription. */
  const subscription = (user: TestUser, purchaseData: Partial<PurchaseData> = {}) =>
    insertOrder(app, user.tenantId, {
      userId: user.id,
      prescription: PRESCRIPTION,
      purchaseData: { ...ACTIVE, purchaseId: `P-${++purchaseCounter}`, ...purchaseData },
    });
  const revision = async (orderId: number) =>
    ((await db.query(`SELECT revision FROM orders WHERE id = $1`, [orderId])) as { revision: number }[])[0]!
      .revision;
  const events = (orderId: number) =>
    db.query(
      `SELECT tenant_id, user_id, actor_user_id, action, reason, details FROM subscription_events WHERE order_id = $1 ORDER BY id`,
      [orderId],
    ) as Promise<
      {
        tenant_id: number;
        user_id: number;
        actor_user_id: number;
        action: string;
        reason: string | null;
        details: Record<string, unknown>;
      }[]
    >;
  const expectSubscription = (body: unknown): Subscription => {
    expectShape('Subscription', body);
    return body as Subscription;
  };

  beforeAll(async () => {
    app = await pg.newApp();
    db = app.get(DataSource);
    ({ alice, bob, admin, agent } = await createTenantUsers(app));
    otherTenantCustomer = await createUser(app, 7);
  });

  describe('GET /api/subscriptions', () => {
    it('lists the newest original order of each purchase with its display status, hiding rebills and one-off orders', async () => {
      const customer = await createUser(app, 6);
      const first = await insertOrder(app, 6, {
        userId: customer.id,
        purchaseData: { ...ACTIVE, purchaseId: 'LIST-1' },
        createdAt: '2026-09-01T00:00:00Z',
      });
      const renewed = await insertOrder(app, 6, {
        userId: customer.id,
        prescription: PRESCRIPTION,
        purchaseData: { ...ACTIVE, purchaseId: 'LIST-1' },
        createdAt: '2026-10-01T00:00:00Z',
      });
      await insertOrder(app, 6, {
        userId: customer.id,
        originalOrderId: first,
        purchaseData: { ...ACTIVE, purchaseId: 'LIST-1' },
        createdAt: '2026-11-01T00:00:00Z',
      });
      const pending = await insertOrder(app, 6, {
        userId: customer.id,
        orderData: { orderStatus: 'PENDING', items: [] },
        purchaseData: { status: 'ACTIVE', purchaseId: 'LIST-2' },
        createdAt: '2026-08-01T00:00:00Z',
      });
      await insertOrder(app, 6, { userId: customer.id, purchaseData: null });

      const response = await list(customer);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expectShape('SubscriptionListResponse', body);
      expect(body.map((s: Subscription) => [s.orderId, s.displayStatus.label])).toEqual([
        [String(renewed), 'Active Subscription'],
        [String(pending), 'Pending with Doctor'],
      ]);
      expect(body[0]).toMatchObject({
        retentionOffer: null,
        retentionOfferAvailable: true,
        underReview: false,
        cancellation: null,
      });

      // An older order of the purchase is not the subscription any more.
      const stale = await act(customer, first, 'pause');
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(
        `Order ${first} is not the current order of its subscription; use order ${renewed}`,
      );
    });

    it('shows a customer only their own; staff name the customer', async () => {
      const own = await subscription(bob);
      expect((await list(alice)).json().map((s: Subscription) => s.orderId)).not.toContain(String(own));
      expect((await list(bob, `?userId=${bob.id}`)).json().map((s: Subscription) => s.orderId)).toContain(
        String(own),
      );
      const forbidden = await list(alice, `?userId=${bob.id}`);
      expect(forbidden.statusCode).toBe(403);

      const staff = await list(admin, `?userId=${bob.id}`);
      expect(staff.statusCode).toBe(200);
      expect(staff.json().map((s: Subscription) => s.orderId)).toContain(String(own));
      expect((await list(agent, `?userId=${bob.id}`)).statusCode).toBe(200);
      expect((await list(admin)).statusCode).toBe(400);
      // Another tenant's customer is unknown here.
      expect((await list(admin, `?userId=${otherTenantCustomer.id}`)).statusCode).toBe(404);
      expect((await list(admin, '?userId=abc')).statusCode).toBe(400);
    });
  });

  describe('actions', () => {
    it('pause → resume, each refused from the wrong status, with revision and event log', async () => {
      const id = await subscription(alice);
      const before = await revision(id);

      const paused = await act(alice, id, 'pause');
      expect(paused.statusCode).toBe(200);
      expect(expectSubscription(paused.json())).toMatchObject({
        purchaseData: { status: 'PAUSED', nextBillDate: '2099-01-10' },
        displayStatus: { label: 'Paused Subscription', color: 'grey' },
      });
      expect(await revision(id)).toBe(before + 1);

      const again = await act(alice, id, 'pause');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(
        `Subscription ${id} cannot be paused while its status is 'Paused Subscription'`,
      );
      expect((await act(alice, id, 'skip')).statusCode).toBe(409);

      const resumed = await act(alice, id, 'resume');
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json()).toMatchObject({
        purchaseData: { status: 'ACTIVE' },
        displayStatus: { label: 'Active Subscription' },
      });
      expect((await act(alice, id, 'resume')).json().message).toBe(
        `Subscription ${id} cannot be resumed while its status is 'Active Subscription'`,
      );
      expect(await revision(id)).toBe(before + 2);
      expect((await events(id)).map((e) => [e.action, e.user_id, e.actor_user_id, e.tenant_id])).toEqual([
        ['pause', alice.id, alice.id, 6],
        ['resume', alice.id, alice.id, 6],
      ]);
      expect((await events(id))[0]!.details).toMatchObject({
        before: { status: 'ACTIVE' },
        after: { status: 'PAUSED' },
      });
    });

    it('skip moves the next bill date by the billing interval', async () => {
      const id = await subscription(alice, { nextBillDate: '2099-01-10', billingIntervalDays: 28 });
      const skipped = await act(alice, id, 'skip');
      expect(skipped.statusCode).toBe(200);
      expect(expectSubscription(skipped.json()).purchaseData.nextBillDate).toBe('2099-02-07');
      expect((await act(alice, id, 'skip')).json().purchaseData.nextBillDate).toBe('2099-03-07');

      const unscheduled = await subscription(alice, { nextBillDate: undefined });
      await db.query(`UPDATE orders SET purchase_data = purchase_data - 'nextBillDate' WHERE id = $1`, [
        unscheduled,
      ]);
      const refused = await act(alice, unscheduled, 'skip');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('no scheduled next shipment');
    });

    it('retention offer: accepted once per subscription, unknown offers refused without writing', async () => {
      const id = await subscription(alice);
      const before = await revision(id);
      const unknown = await act(alice, id, 'retention-offer', { offerId: 'free-month' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain('offerId');
      expect(await revision(id)).toBe(before);
      expect(await events(id)).toEqual([]);

      const accepted = await act(alice, id, 'retention-offer', { offerId: 'next-shipment-20-off' });
      expect(accepted.statusCode).toBe(200);
      expect(expectSubscription(accepted.json())).toMatchObject({
        retentionOffer: {
          offerId: 'next-shipment-20-off',
          discountPercent: 20,
          appliesTo: '2099-01-10',
          description: '20% off your next shipment',
        },
        retentionOfferAvailable: false,
        underReview: false,
      });
      const twice = await act(alice, id, 'retention-offer', { offerId: 'next-shipment-20-off' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toContain('once per subscription');
      expect(
        (await list(alice)).json().find((s: Subscription) => s.orderId === String(id)).retentionOffer,
      ).toMatchObject({
        offerId: 'next-shipment-20-off',
      });
      expect((await events(id)).map((e) => [e.action, e.reason])).toEqual([
        ['retention_offer', 'next-shipment-20-off'],
      ]);
    });

    it('cancel needs a known reason (other: with details) and ends every other action', async () => {
      const id = await subscription(alice);
      for (const body of [
        {},
        { reason: 'bored' },
        { reason: 'other' },
        { reason: 'other', details: '   ' },
        { reason: 'too_expensive', extra: 1 },
      ]) {
        const response = await act(alice, id, 'cancel', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await events(id)).toEqual([]);

      const cancelled = await act(alice, id, 'cancel', { reason: 'other', details: '  Moving abroad  ' });
      expect(cancelled.statusCode).toBe(200);
      const body = expectSubscription(cancelled.json());
      expect(body).toMatchObject({
        purchaseData: { status: 'CANCELLED' },
        displayStatus: { label: 'Cancelled Subscription', color: 'red' },
        cancellation: { reason: 'other', details: 'Moving abroad' },
        retentionOfferAvailable: false,
        underReview: false,
      });
      expect(body.purchaseData.nextBillDate).toBeUndefined();

      for (const [action, payload] of [
        ['pause', undefined],
        ['resume', undefined],
        ['skip', undefined],
        ['retention-offer', { offerId: 'next-shipment-20-off' }],
        ['cancel', { reason: 'too_expensive' }],
      ] as const) {
        const refused = await act(alice, id, action, payload);
        expect(refused.statusCode, action).toBe(409);
        expect(refused.json().message).toContain("while its status is 'Cancelled Subscription'");
      }
      expect((await events(id)).map((e) => [e.action, e.reason, e.details.details])).toEqual([
        ['cancel', 'other', 'Moving abroad'],
      ]);
    });

    it('two pauses at once: one 200, one 409, one event, revision up by one', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await subscription(alice);
        const before = await revision(id);
        const responses = await Promise.all([act(alice, id, 'pause'), act(alice, id, 'pause')]);
        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(await revision(id)).toBe(before + 1);
        expect((await events(id)).map((e) => e.action)).toEqual(['pause']);
      }
    });

    it('pause and cancel at once never lose an update: the loser gets 409 and the state is the winner’s', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await subscription(alice);
        const [pause, cancel] = await Promise.all([
          act(alice, id, 'pause'),
          act(alice, id, 'cancel', { reason: 'too_expensive' }),
        ]);
        expect([pause.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
        const winner = pause.statusCode === 200 ? 'pause' : 'cancel';
        const [row] = (await db.query(`SELECT purchase_data FROM orders WHERE id = $1`, [id])) as {
          purchase_data: PurchaseData;
        }[];
        expect(row!.purchase_data.status).toBe(winner === 'pause' ? 'PAUSED' : 'CANCELLED');
        expect((await events(id)).map((e) => e.action)).toEqual([winner]);
      }
    });

    it('refuses a write whose revision changed after it was read (optimistic check), writing nothing', async () => {
      const id = await subscription(alice);
      const before = await revision(id);
      // Another writer changes the order and holds its row lock until we let it commit.
      const other = db.createQueryRunner();
      await other.connect();
      await other.startTransaction();
      await other.query(`UPDATE orders SET revision = revision + 1 WHERE id = $1`, [id]);
      const pausing = act(alice, id, 'pause');
      // Wait until the request has read the order and is blocked on its own UPDATE of the row.
      for (let waited = 0; ; waited += 20) {
        const [row] = (await db.query(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE orders SET purchase_data%'`,
        )) as { n: string }[];
        if (Number(row!.n) > 0) break;
        if (waited > 5000) throw new Error('the pause request never reached its UPDATE');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await other.commitTransaction();
      await other.release();

      const response = await pausing;
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        `Subscription ${id} was changed by another request at the same time; reload it and try again`,
      );
      expect(await revision(id)).toBe(before + 1);
      expect(await events(id)).toEqual([]);
    });

    it('staff act on any customer of the tenant and are recorded as the actor', async () => {
      const id = await subscription(bob);
      expect((await act(admin, id, 'pause')).statusCode).toBe(200);
      expect((await act(agent, id, 'resume')).statusCode).toBe(200);
      expect((await events(id)).map((e) => [e.action, e.user_id, e.actor_user_id])).toEqual([
        ['pause', bob.id, admin.id],
        ['resume', bob.id, agent.id],
      ]);
    });

    it("an agent's mask token acts as the customer and is recorded with the agent as the actor", async () => {
      const id = await subscription(alice);
      const issued = await app.inject({
        method: 'POST',
        url: '/api/auth/masquerade',
        headers: headers(agent),
        payload: { userId: alice.id },
      });
      expect(issued.statusCode).toBe(200);
      const masked: TestUser = { ...alice, token: issued.json().maskToken };
      expect((await list(masked)).json().map((s: Subscription) => s.orderId)).toContain(String(id));
      expect((await act(masked, id, 'pause')).statusCode).toBe(200);
      expect((await events(id)).map((e) => [e.action, e.user_id, e.actor_user_id])).toEqual([
        ['pause', alice.id, agent.id],
      ]);
      // The mask token acts as this customer only.
      expect((await act(masked, await subscription(bob), 'pause')).statusCode).toBe(404);
    });

    it("another customer's, another tenant's or an unknown order is a 404; a bad id a 400", async () => {
      const id = await subscription(alice);
      const notMine = await act(bob, id, 'pause');
      expect(notMine.statusCode).toBe(404);
      expect(notMine.json().message).toBe(`Unknown subscription: ${id}`);
      expect((await act(otherTenantCustomer, id, 'pause')).statusCode).toBe(404);
      // Alice's token on tenant 7 is refused before anything is looked up.
      expect((await act(alice, id, 'pause', undefined, 7)).statusCode).toBe(403);
      const staff7 = await createUser(app, 7, 0);
      expect((await act(staff7, id, 'pause')).statusCode).toBe(404);
      expect((await act(alice, 99_999_999, 'pause')).statusCode).toBe(404);
      expect((await act(alice, 'not%20an%20id', 'pause')).statusCode).toBe(400);
      const oneOff = await insertOrder(app, 6, { userId: alice.id, purchaseData: null });
      expect((await act(alice, oneOff, 'pause')).statusCode).toBe(404);
      expect(await events(id)).toEqual([]);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/subscriptions/${id}/pause`,
            headers: { Token: 'x', Tenant: '6' },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('keeps the event log append-only', async () => {
      const id = await subscription(alice);
      await act(alice, id, 'pause');
      await expect(
        db.query(`UPDATE subscription_events SET reason = 'x' WHERE order_id = $1`, [id]),
      ).rejects.toThrow(/append-only/);
      await expect(db.query(`DELETE FROM subscription_events WHERE order_id = $1`, [id])).rejects.toThrow(
        /append-only/,
      );
    });
  });
});
