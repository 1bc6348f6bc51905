import { randomBytes } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Order } from '@telehealth/schemas';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { CLINICIAN_PROVIDER, type ClinicianProvider } from '../integrations/clinician/clinician-provider.js';
import { OrderEntity } from '../order/order.entity.js';
import { answersAlong, checkoutRequest, seededIntake, startIntake } from '../testing/intake.js';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();

/** Polls until `check` answers a value (jobs run in the background), for at most 30 s. */
async function eventually<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for background work');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The order a new clinician visit carries (the visit request holds it beside what else the visit sends). */
function visitOrder(request: unknown): Order {
  const sent = request as { order?: Order };
  return sent.order ?? (request as Order);
}

/** Evenwell's weekly semaglutide injection: five steps, one refill each, the last kept. */
const INJECTION = 702;
const SCHEDULE = [
  { step: 1, dose: '0.25 mg once weekly', fromCycle: 1, toCycle: 1 },
  { step: 2, dose: '0.5 mg once weekly', fromCycle: 2, toCycle: 2 },
  { step: 3, dose: '1 mg once weekly', fromCycle: 3, toCycle: 3 },
  { step: 4, dose: '1.7 mg once weekly', fromCycle: 4, toCycle: 4 },
  { step: 5, dose: '2.4 mg once weekly', fromCycle: 5 },
];

describe('a titrated order: its starting dose and schedule go to the patient and the clinician', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await pg.newApp({
      env: {
        EMAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(inbox.port),
        EMAIL_FROM_ADDRESS: 'no-reply@mail.test',
        SANDBOX_DECISION_DELAY_SECONDS: '0',
      },
    });
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await inbox?.close();
  });

  it('emails the starting dose and the dose by refill, sends them with the visit, and the clinician prescribes the starting dose', async () => {
    const tenant = 7;
    const product = tenantData(tenant).products.find((p) => p.med === INJECTION)!;
    const provider = app.get<ClinicianProvider>(CLINICIAN_PROVIDER);
    const createVisit = vi.spyOn(provider, 'createVisit');
    const created = `${Date.now()}-${randomBytes(5).toString('hex')}`;
    const email = `titrated-${created}@example.com`;
    await startIntake(
      app,
      tenant,
      created,
      answersAlong(seededIntake(tenant), (state) => state === 'checkout'),
    );
    const paid = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: { token: DEV_TOKEN, tenant: String(tenant), origin: 'http://evenwell.localhost:5173' },
      payload: checkoutRequest(created, INJECTION, email),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().orderId as string;
    expect(paid.json().selectedProduct).toEqual([
      expect.objectContaining({
        med: INJECTION,
        dosage: '0.25 mg once weekly',
        startStep: 1,
        schedule: SCHEDULE,
      }),
    ]);

    // The confirmation: the item with its starting dose, then its dose by refill, in the HTML and the text part.
    const mails = await inbox.waitFor(email, 2);
    const confirmation = mails.find((mail: ParsedMail) => mail.subject === `Your Evenwell order ${orderId}`);
    expect(confirmation, mails.map((mail) => mail.subject).join(' | ')).toBeDefined();
    const line = `${product.name}, starting dose 0.25 mg once weekly`;
    const byRefill =
      `${product.name} by refill: month 1: 0.25 mg once weekly; month 2: 0.5 mg; month 3: 1 mg; month 4: 1.7 mg; ` +
      'from month 5: 2.4 mg. Your clinician confirms or adjusts each dose.';
    expect(confirmation!.text).toContain(`${line}: $249.00`);
    expect(confirmation!.text).toContain(byRefill);
    expect(confirmation!.html).toContain(line);
    expect(confirmation!.html).toContain(byRefill);

    // The clinician visit carries the order's products with their starting dose and schedule.
    const visit = await eventually(async () =>
      createVisit.mock.calls
        .map(([request]) => visitOrder(request))
        .find((order) => order.orderId === orderId),
    );
    expect(visit.selectedProduct).toEqual([
      expect.objectContaining({
        med: INJECTION,
        dosage: '0.25 mg once weekly',
        startStep: 1,
        schedule: SCHEDULE,
      }),
    ]);
    createVisit.mockRestore();

    // The sandbox clinician approves at once: the prescription names the starting dose, not the strength range.
    const approved = await eventually(async () => {
      const row = await db.getRepository(OrderEntity).findOneBy({ tenantId: tenant, created });
      return row?.prescription ? row : null;
    });
    expect(approved.prescription).toMatchObject({ med: INJECTION, dosage: '0.25 mg once weekly' });
  });

  it('a product that is not titrated is emailed as before, with no schedule', async () => {
    const tenant = 6;
    const product = tenantData(tenant).products[0]!;
    const created = `${Date.now()}-${randomBytes(5).toString('hex')}`;
    const email = `plain-${created}@example.com`;
    await startIntake(
      app,
      tenant,
      created,
      answersAlong(seededIntake(tenant), (state) => state === 'checkout'),
    );
    const paid = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: { token: DEV_TOKEN, tenant: String(tenant) },
      payload: checkoutRequest(created, product.med, email),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const mails = await inbox.waitFor(email, 2);
    const confirmation = mails.find((mail) => mail.subject === `Your FungAid order ${paid.json().orderId}`)!;
    expect(confirmation.text).toContain(`${product.name}: $59.00`);
    expect(confirmation.text).not.toContain('by refill');
    expect(confirmation.text).not.toContain('starting dose');
  });
});
