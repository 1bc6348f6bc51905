import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { validate, type EmailJobData } from '@telehealth/schemas';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { EMAIL_SEND_JOB } from '../../email/email.service.js';
import { checkRecoverLink, storefrontBaseUrl, type TenantStorefront } from '../../email/storefront-links.js';
import { listJobs, waitForJob } from '../../jobs/wait-for-job.js';
import { openIntake } from '../../testing/intake.js';
import { DEV_TOKEN } from '../../testing/tenant-data.js';
import { useTestPostgres } from '../../testing/test-postgres.js';
import { NO_OPEN_INTAKE_MESSAGE } from './klaviyo.exception.js';
import { RECOVER_EMAIL_LIMITS } from './klaviyo.service.js';

const pg = useTestPostgres();

describe('POST /api/klaviyo/intake', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  /** Each test sends to its own address and from its own client address, so it finds its own jobs and emails. */
  let emails = 0;
  let addresses = 0;

  beforeAll(async () => {
    app = await pg.newApp();
    dataSource = app.get(DataSource);
  });

  const newIp = () => `10.7.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
  const intake = (
    tenant: number,
    body: unknown,
    headers: Record<string, string> = { Token: DEV_TOKEN },
    ip = newIp(),
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/klaviyo/intake',
      headers: { ...headers, Tenant: String(tenant), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });
  const newIntake = (tenant = 6) => openIntake(app, tenant);

  const linkTo = (created: string) => `https://patient.fungaid.com/?restoresession=${created}`;
  const emailJobsTo = async (to: string) =>
    (await listJobs<EmailJobData>(dataSource, EMAIL_SEND_JOB)).filter(
      (job) => job.data.event.profile.email === to,
    );
  const outboundTo = (to: string): Promise<Record<string, unknown>[]> =>
    dataSource.query(
      `SELECT tenant_id, "to", kind, subject, payload, unique_id FROM outbound_emails WHERE "to" = $1 ORDER BY id`,
      [to],
    );

  it('queues the email, and the email job delivers it with the recover link', async () => {
    const { created } = await newIntake();
    const link = `https://patient.fungaid.com/start/checkout?restoresession=${created}`;
    const response = await intake(6, { email: 'pat@example.com', recoverLink: link });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: true });
    expect(validate('KlaviyoIntakeResponse', response.json()).ok).toBe(true);

    const job = await waitForJob<EmailJobData>(dataSource, EMAIL_SEND_JOB, {
      match: (j) => j.data.event.profile.email === 'pat@example.com',
    });
    expect(job.state).toBe('completed');
    expect(await outboundTo('pat@example.com')).toEqual([
      {
        tenant_id: 6,
        to: 'pat@example.com',
        kind: 'intake_recover',
        subject: 'Continue your FungAid visit',
        payload: {
          metric: { name: 'Resume Intake' },
          profile: { email: 'pat@example.com' },
          properties: { brandName: 'FungAid', recoverLink: link },
        },
        unique_id: job.id,
      },
    ]);
  });

  it.each([
    [
      'the local development host, any port',
      6,
      'http://fungaid.localhost:5173/question/4?restoresession={c}',
    ],
    ['the staging host', 6, 'https://staging.patient.fungaid.com/?restoresession={c}&med=704'],
    [
      "another tenant's own host, with that tenant",
      7,
      'https://patient.evenwell.com/start?restoresession={c}',
    ],
  ])('accepts a link on %s', async (_what, tenant, template) => {
    const link = template.replace('{c}', (await newIntake(tenant)).created);
    const email = `ok-${++emails}@example.com`;
    const response = await intake(tenant, { email, recoverLink: link });
    expect(response.statusCode).toBe(200);
    await waitForJob<EmailJobData>(dataSource, EMAIL_SEND_JOB, {
      match: (j) => j.data.event.profile.email === email,
    });
    expect(await outboundTo(email)).toMatchObject([
      { tenant_id: tenant, payload: { properties: { recoverLink: link } } },
    ]);
  });

  it.each([
    [
      'another site',
      'https://evil.example/start?restoresession=abc',
      "must be on one of this tenant's storefront hosts",
    ],
    [
      "another tenant's host",
      'https://patient.evenwell.com/start?restoresession=abc',
      "must be on one of this tenant's storefront hosts (fungaid.localhost, patient.fungaid.com, staging.patient.fungaid.com), got patient.evenwell.com",
    ],
    ['a look-alike host', 'https://patient.fungaid.com.evil.example/?restoresession=abc', 'storefront hosts'],
    ['plain http on the production host', 'http://patient.fungaid.com/?restoresession=abc', 'must use https'],
    [
      'a port on the production host',
      'https://patient.fungaid.com:8443/?restoresession=abc',
      'must not name a port',
    ],
    ['credentials', 'https://user:pw@patient.fungaid.com/?restoresession=abc', 'user name or password'],
    [
      'two restoresession values',
      'https://patient.fungaid.com/?restoresession=abc&restoresession=def',
      'exactly one restoresession query parameter, found 2',
    ],
    ['no restoresession', 'https://patient.fungaid.com/start?created=abc', 'recoverLink'],
    [
      'a restoresession that is no created value',
      'https://patient.fungaid.com/?restoresession=%3Cscript%3E',
      'recoverLink',
    ],
    ['a javascript: URL', 'javascript:alert(1)//?restoresession=abc', 'recoverLink'],
  ])('refuses a link to %s with 400 naming the problem, and queues nothing', async (_what, link, problem) => {
    const email = `refused-${++emails}@example.com`;
    const response = await intake(6, { email, recoverLink: link });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain('recoverLink');
    expect(body.message).toContain(problem);
    expect(body.errors[0].path).toBe('/recoverLink');
    expect(await emailJobsTo(email)).toEqual([]);
    expect(await outboundTo(email)).toEqual([]);
  });

  it.each([
    [{ recoverLink: 'https://patient.fungaid.com/?restoresession=abc' }, 'email'],
    [{ email: 'not-an-email', recoverLink: 'https://patient.fungaid.com/?restoresession=abc' }, 'email'],
    [{ email: 'a@example.com' }, 'recoverLink'],
    [
      { email: 'a@example.com', recoverLink: 'https://patient.fungaid.com/?restoresession=abc', extra: 1 },
      'extra',
    ],
    ['a string', 'body'],
  ])('refuses the body %j with 400 naming %s', async (body, field) => {
    const response = await intake(6, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(await emailJobsTo('a@example.com')).toEqual([]);
  });

  it('needs the Token and an existing Tenant', async () => {
    const body = {
      email: 'nobody@example.com',
      recoverLink: linkTo((await newIntake()).created),
    };
    expect((await intake(6, body, {})).statusCode).toBe(401);
    expect((await intake(99, body)).statusCode).toBe(404);
    expect(await emailJobsTo('nobody@example.com')).toEqual([]);
  });

  describe('only for an open intake', () => {
    const customer = async (): Promise<number> => {
      const [row] = (await dataSource.query(
        `INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, 'x', 1) RETURNING id`,
        [`customer-${++emails}@example.com`],
      )) as { id: number }[];
      return row!.id;
    };

    it.each<[string, () => Promise<string>]>([
      ['no intake', async () => `${Date.now()}-nointake01`],
      ["another tenant's intake", async () => (await newIntake(7)).created],
      [
        'a paid intake',
        async () => {
          const { created, orderId } = await newIntake();
          await dataSource.query(
            `UPDATE orders SET paid_at = now(), price = 99, payment = '{"brand":"visa"}', user_id = $2 WHERE id = $1`,
            [orderId, await customer()],
          );
          return created;
        },
      ],
      [
        "a customer's unpaid intake",
        async () => {
          const { created, orderId } = await newIntake();
          await dataSource.query(`UPDATE orders SET user_id = $2 WHERE id = $1`, [orderId, await customer()]);
          return created;
        },
      ],
    ])('answers 404 for %s, the same for every reason, and queues nothing', async (_what, createdOf) => {
      const email = `closed-${++emails}@example.com`;
      const response = await intake(6, { email, recoverLink: linkTo(await createdOf()) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'INTAKE_NOT_OPEN',
        message: NO_OPEN_INTAKE_MESSAGE,
      });
      expect(await emailJobsTo(email)).toEqual([]);
    });
  });

  describe('limits', () => {
    const ok = (responses: { statusCode: number }[]) => responses.filter((r) => r.statusCode === 200).length;

    it(`queues at most ${RECOVER_EMAIL_LIMITS.perIntake} of 25 simultaneous emails for one intake and address`, async () => {
      const email = `flood-${++emails}@example.com`;
      const recoverLink = linkTo((await newIntake()).created);
      const responses = await Promise.all(
        Array.from({ length: 25 }, () => intake(6, { email, recoverLink }, { Token: DEV_TOKEN }, newIp())),
      );
      expect(ok(responses)).toBe(RECOVER_EMAIL_LIMITS.perIntake);
      const refused = responses.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(25 - RECOVER_EMAIL_LIMITS.perIntake);
      const retryAfter = Number(refused[0]!.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused[0]!.json<{ message: string }>().message).toMatch(
        /^Too many recovery emails (for this intake|to this address): at most 3 in an hour; try again in \d+ seconds$/,
      );
      expect(await emailJobsTo(email)).toHaveLength(RECOVER_EMAIL_LIMITS.perIntake);
    });

    it(`queues at most ${RECOVER_EMAIL_LIMITS.perAddress} emails to one address over several intakes`, async () => {
      const email = `Many-${++emails}@Example.com`;
      const statuses = [];
      for (let i = 0; i < RECOVER_EMAIL_LIMITS.perAddress + 1; i++) {
        const recoverLink = linkTo((await newIntake()).created);
        // The same address in other letter cases is the same address.
        const to = i % 2 === 0 ? email : email.toLowerCase();
        statuses.push((await intake(6, { email: to, recoverLink })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it(`queues at most ${RECOVER_EMAIL_LIMITS.perClient} emails from one client address in an hour`, async () => {
      const ip = newIp();
      const statuses = [];
      for (let i = 0; i < RECOVER_EMAIL_LIMITS.perClient + 1; i++) {
        const recoverLink = linkTo((await newIntake()).created);
        const response = await intake(
          6,
          { email: `spread-${++emails}@example.com`, recoverLink },
          undefined,
          ip,
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json<{ message: string }>().message).toMatch(
            /^Too many recovery emails from this address/,
          );
        }
      }
      expect(statuses).toEqual([...Array<number>(RECOVER_EMAIL_LIMITS.perClient).fill(200), 429]);
    });
  });
});

describe('storefront links', () => {
  const storefront: TenantStorefront = {
    slug: 'fungaid',
    hosts: [
      { host: 'patient.fungaid.com', kind: 'production' },
      { host: 'staging.patient.fungaid.com', kind: 'staging' },
      { host: 'fungaid.localhost', kind: 'local' },
    ],
    stagingBaseUrl: 'https://preview.fungaid-staging.example:8443/store',
  };

  it('accepts the origin of stagingBaseUrl, and only that origin', () => {
    expect(
      checkRecoverLink(
        'https://preview.fungaid-staging.example:8443/store/start?restoresession=a1',
        storefront,
      ),
    ).toEqual({
      ok: true,
      created: 'a1',
    });
    expect(
      checkRecoverLink('https://preview.fungaid-staging.example/store?restoresession=a1', storefront),
    ).toMatchObject({
      ok: false,
    });
  });

  it('takes the base of emailed links from an Origin of the tenant, else its production host', () => {
    expect(storefrontBaseUrl('http://fungaid.localhost:5173', storefront)).toBe(
      'http://fungaid.localhost:5173',
    );
    expect(storefrontBaseUrl('https://staging.patient.fungaid.com', storefront)).toBe(
      'https://staging.patient.fungaid.com',
    );
    expect(storefrontBaseUrl('https://evil.example', storefront)).toBe('https://patient.fungaid.com');
    expect(storefrontBaseUrl('null', storefront)).toBe('https://patient.fungaid.com');
    expect(storefrontBaseUrl(undefined, { ...storefront, hosts: [] })).toBe('https://patient.fungaid.com');
  });
});
