import { randomBytes } from 'node:crypto';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, headers as loginHeaders } from '../testing/account-fixtures.js';
import { answersAlong, checkoutRequest, seededIntake, startIntake } from '../testing/intake.js';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { EMAIL_SENDING_LEASE_SECONDS, EmailService } from './email.service.js';

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

/** The href of the email's one button (the link the HTML and the text part both carry). */
function actionLink(mail: ParsedMail, path: string): string {
  const links = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const link = links.find((href) => href.includes(path));
  if (!link) throw new Error(`no link to ${path} in ${links.join(', ')}`);
  expect(mail.text).toContain(link);
  return link;
}

describe('emails sent over SMTP from the outbox', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let inbox: SmtpInbox;
  const headers = (tenant: number) => ({ token: DEV_TOKEN, tenant: String(tenant) });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await pg.newApp({
      env: {
        EMAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(inbox.port),
        EMAIL_FROM_ADDRESS: 'no-reply@mail.test',
        EMAIL_RETRY_LIMIT: '2',
        EMAIL_RETRY_DELAY_SECONDS: '1',
        SANDBOX_DECISION_DELAY_SECONDS: '0',
      },
    });
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await inbox?.close();
  });

  const outbox = (to: string) =>
    db.query(
      `SELECT kind, status, attempts, last_error, message_id, sent_at IS NOT NULL AS sent
         FROM outbound_emails WHERE "to" = $1 ORDER BY id`,
      [to],
    ) as Promise<
      {
        kind: string;
        status: string;
        attempts: number;
        last_error: string | null;
        message_id: string;
        sent: boolean;
      }[]
    >;
  const withSubject = (mails: ParsedMail[], subject: string) => {
    const mail = mails.find((m) => m.subject === subject);
    if (!mail) throw new Error(`no "${subject}" among ${mails.map((m) => m.subject).join(' | ')}`);
    return mail;
  };
  /** A customer's password reset, asked for through the API (the job makes the link and queues the email). */
  const recover = async (tenant: number, email: string) => {
    await db.query(`INSERT INTO users (tenant_id, email, password_hash, role) VALUES ($1, $2, 'x', 1)`, [
      tenant,
      email,
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      headers: headers(tenant),
      payload: { email },
      remoteAddress: `10.9.${tenant}.${Math.floor(Math.random() * 250) + 1}`,
    });
    expect(response.statusCode).toBe(200);
  };

  it('a new customer gets the set-password email and the order confirmation; the link sets the password once', async () => {
    const tenant = 6;
    const product = tenantData(tenant).products[0]!;
    const created = `${Date.now()}-${randomBytes(5).toString('hex')}`;
    const email = `new-${created}@example.com`;
    await startIntake(
      app,
      tenant,
      created,
      answersAlong(seededIntake(tenant), (state) => state === 'checkout'),
    );
    const paid = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: { ...headers(tenant), origin: 'http://fungaid.localhost:5173' },
      payload: checkoutRequest(created, product.med, email),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().orderId as string;

    // Both were queued with the paid order; the clinician's decision (sandbox, no delay) follows.
    const mails = await inbox.waitFor(email, 3);
    const setup = withSubject(mails, 'Set your password for FungAid');
    const confirmation = withSubject(mails, `Your FungAid order ${orderId}`);
    withSubject(mails, 'Your FungAid treatment was prescribed');
    expect(setup.from?.value).toEqual([{ address: 'no-reply@mail.test', name: 'FungAid' }]);
    expect(setup.replyTo?.value).toEqual([{ address: 'care@fungaid.com', name: '' }]);
    expect(setup.text).toContain('The link works once, within 7 days.');
    expect(setup.html).toContain('Set a password to follow your order');

    // The link is on the storefront the patient paid on and names its purpose (the page's words); its token sets
    // the password through the API, once, and logs the new customer in.
    const link = new URL(actionLink(setup, '/login/reset?token='));
    expect(link.origin).toBe('http://fungaid.localhost:5173');
    expect(link.searchParams.get('purpose')).toBe('account_setup');
    const token = link.searchParams.get('token')!;
    const reset = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        headers: headers(tenant),
        payload: { token, password },
      });
    const set = await reset('a-new-password-1');
    expect(set.statusCode, set.body).toBe(200);
    const answer = set.json() as { message: string; purpose: string; token: string };
    expect(answer).toEqual({
      message: 'Your password is set. Welcome to your account.',
      purpose: 'account_setup',
      token: expect.any(String),
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...headers(tenant), authorization: `Bearer ${answer.token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 1, tenantId: tenant });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: headers(tenant),
      payload: { email, password: 'a-new-password-1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await reset('another-password-2')).statusCode).toBe(400);

    // The confirmation lists the item and what is held on the card, and links to the account's orders.
    expect(confirmation.text).toContain(`${product.name}: $59.00`);
    expect(confirmation.text).toContain('$59.00 held on Visa ending in 4242. Charged only if prescribed.');
    expect(confirmation.text).toContain('If treatment is not prescribed, you are not charged');
    expect(actionLink(confirmation, '/accountv2/orders')).toBe(
      'http://fungaid.localhost:5173/accountv2/orders',
    );

    // Each was sent once and recorded so, with its own Message-ID.
    const rows = await eventually(async () => {
      const all = await outbox(email);
      return all.length === 3 && all.every((row) => row.status === 'sent') && all;
    });
    expect(rows.map((row) => [row.kind, row.attempts])).toEqual([
      ['account_setup', 1],
      ['order_confirmation', 1],
      ['clinician_decision', 1],
    ]);
    expect(mails.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => row.message_id).sort());
  });

  it('emails a subscription change, and a care-team reply without its text, once while unread', async () => {
    const tenant = 6;
    const product = tenantData(tenant).products[0]!;
    const customer = await createUser(app, tenant, 1);
    const [user] = (await db.query(`SELECT email FROM users WHERE id = $1`, [customer.id])) as {
      email: string;
    }[];
    const email = user!.email;
    const created = `${Date.now()}-${randomBytes(5).toString('hex')}`;
    await startIntake(
      app,
      tenant,
      created,
      answersAlong(seededIntake(tenant), (state) => state === 'checkout'),
    );
    // The intake belongs to the logged-in customer once they pay it.
    const paid = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: loginHeaders(customer),
      payload: {
        created,
        products: [{ med: product.med }],
        shipping: {
          firstName: 'Sam',
          lastName: 'Lee',
          address: { line1: '1 Main Street', city: 'Austin', state: 'TX', postalCode: '78701' },
          email: email,
          phone: '5125550100',
        },
        payment: {
          paySource: 'CREDITCARD',
          card: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Card Holder' },
        },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().orderId as string;
    // No set-password email: the account has a password.
    await inbox.waitFor(email, 2);

    const act = (action: string) =>
      app.inject({
        method: 'POST',
        url: `/api/subscriptions/${orderId}/${action}`,
        headers: loginHeaders(customer),
        payload: {},
      });
    expect((await act('pause')).statusCode).toBeLessThan(300);
    const paused = withSubject(await inbox.waitFor(email, 3), 'Your FungAid subscription is paused');
    expect(paused.text).toContain('nothing is billed until you resume it');
    expect(actionLink(paused, '/accountv2/subscriptions')).toBe(
      'https://patient.fungaid.com/accountv2/subscriptions',
    );
    expect((await act('resume')).statusCode).toBeLessThan(300);
    const resumed = withSubject(await inbox.waitFor(email, 4), 'Your FungAid subscription is active again');
    expect(resumed.text).toMatch(/Your next shipment is billed on \d{2}\/\d{2}\/\d{4}\./);

    // The care team writes: one email, naming no message text; a second message while unread sends none.
    const admin = await createUser(app, tenant, 0);
    const secret = 'Your lab results show elevated liver enzymes';
    const thread = await app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: loginHeaders(admin),
      payload: { subject: 'Your results', body: secret, userId: customer.id },
    });
    expect(thread.statusCode, thread.body).toBe(201);
    const threadId = thread.json().thread.id as number;
    const say = (user: typeof admin, body: string) =>
      app.inject({
        method: 'POST',
        url: `/api/chat/threads/${threadId}/messages`,
        headers: loginHeaders(user),
        payload: { body },
      });
    expect((await say(admin, 'And one more thing')).statusCode).toBe(201);
    expect((await say(customer, 'Thanks')).statusCode).toBe(201);
    const chatRows = async () => (await outbox(email)).filter((row) => row.kind === 'chat_reply');
    expect(await chatRows()).toHaveLength(1);
    const reply = withSubject(await inbox.waitFor(email, 5), 'New message from your FungAid care team');
    expect(`${reply.html}${reply.text}${reply.subject}`).not.toMatch(/liver|results|one more thing/);
    expect(actionLink(reply, '/accountv2/chat')).toBe('https://patient.fungaid.com/accountv2/chat');

    // Once read, the next care-team message is emailed again.
    const read = await app.inject({
      method: 'PUT',
      url: `/api/chat/read/${customer.id}`,
      headers: loginHeaders(customer),
    });
    expect(read.statusCode).toBe(200);
    expect((await say(admin, 'Checking in')).statusCode).toBe(201);
    expect(await chatRows()).toHaveLength(2);
    await inbox.waitFor(email, 6);
  });

  it("brands each tenant's email with its own name, colours, logo and company footer", async () => {
    const fungaid = `brand6-${randomBytes(4).toString('hex')}@example.com`;
    const evenwell = `brand7-${randomBytes(4).toString('hex')}@example.com`;
    await recover(6, fungaid);
    await recover(7, evenwell);
    const [six] = await inbox.waitFor(fungaid);
    const [seven] = await inbox.waitFor(evenwell);
    const config = (tenant: number) => tenantData(tenant).tenant.brandConfig;
    for (const [mail, tenant, other] of [
      [six!, 6, 7],
      [seven!, 7, 6],
    ] as const) {
      const own = config(tenant);
      expect(mail.subject).toBe(`Reset your ${own.configurations.brandName} password`);
      expect(mail.from?.value[0]?.name).toBe(own.configurations.brandName);
      expect(mail.html).toContain(own.theme.colors.primary!);
      expect(mail.html).not.toContain(config(other).theme.colors.primary!);
      expect(mail.text).toContain(own.configurations.legalName);
      expect(mail.text).toContain(own.configurations.companyAddress.line1);
      expect(mail.text).not.toContain(config(other).configurations.legalName);
      // One action, one logo: the tenant's, attached inline as a PNG.
      expect(String(mail.html).split('/login/reset?token=')).toHaveLength(2);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ contentType: 'image/png', cid: `logo-${tenant}@email` });
      expect(mail.html).toContain(`cid:logo-${tenant}@email`);
    }
    expect(six!.attachments[0]!.content.equals(seven!.attachments[0]!.content)).toBe(false);
  });

  it('sends again, with the same Message-ID, an email whose attempt died (still sending past its lease)', async () => {
    const email = `crash-${randomBytes(4).toString('hex')}@example.com`;
    const emails = app.get(EmailService);
    // Recording this address's email as sent fails, as if the process lost the database right after SMTP.
    await db.query(`
      CREATE FUNCTION fail_to_record_sent() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'sent' AND NEW."to" LIKE 'crash-%' THEN
          RAISE EXCEPTION 'the connection to the database was lost';
        END IF;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER outbound_emails_fail_to_record_sent BEFORE UPDATE ON outbound_emails
      FOR EACH ROW EXECUTE FUNCTION fail_to_record_sent()`);
    try {
      await recover(6, email);
      await inbox.waitFor(email);
      // The job failed and was retried: within the attempt's lease the retries leave the row to it.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(inbox.to(email)).toHaveLength(1);
      expect((await outbox(email))[0]).toMatchObject({ status: 'sending', attempts: 1, sent: false });
      expect(await emails.sendAgainAfterLease()).toBe(0);
    } finally {
      await db.query(`DROP TRIGGER outbound_emails_fail_to_record_sent ON outbound_emails`);
      await db.query(`DROP FUNCTION fail_to_record_sent()`);
    }

    // The lease runs out: the attempt died, so the sweep queues the email again; it is sent once more.
    await db.query(
      `UPDATE outbound_emails SET claimed_at = now() - make_interval(secs => $2) WHERE "to" = $1`,
      [email, EMAIL_SENDING_LEASE_SECONDS + 1],
    );
    await emails.sendAgainAfterLease();
    const mails = await inbox.waitFor(email, 2);
    const [row] = await eventually(async () => {
      const rows = await outbox(email);
      return rows[0]?.status === 'sent' && rows;
    });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, sent: true });
    expect(mails[1]!.messageId).toBe(mails[0]!.messageId);
    expect(mails[0]!.messageId).toBe(row!.message_id);
    // Nothing is left to sweep, and nothing is sent a third time.
    expect(await emails.sendAgainAfterLease()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(inbox.to(email)).toHaveLength(2);
  });

  it('retries a delivery the server refuses for now (4xx), then records it failed', async () => {
    const email = `busy-${randomBytes(4).toString('hex')}@example.com`;
    inbox.refuse(email, { responseCode: 451, message: 'Mailbox busy, try again later' });
    await recover(6, email);
    const [row] = await eventually(async () => {
      const rows = await outbox(email);
      return rows[0]?.status === 'failed' && rows;
    });
    // The first attempt and EMAIL_RETRY_LIMIT (2) retries, each refused; nothing delivered.
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sent: false });
    expect(row!.last_error).toContain('451');
    expect(inbox.refusals.get(email)).toBe(3);
    expect(inbox.to(email)).toEqual([]);
  });

  it('records a delivery the server refuses for good (5xx) as failed at once', async () => {
    const email = `unknown-${randomBytes(4).toString('hex')}@example.com`;
    inbox.refuse(email, { responseCode: 550, message: 'No such mailbox' });
    await recover(7, email);
    const [row] = await eventually(async () => {
      const rows = await outbox(email);
      return rows[0]?.status === 'failed' && rows;
    });
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sent: false });
    expect(row!.last_error).toContain('550');
    expect(inbox.refusals.get(email)).toBe(1);
  });

  it('sends many emails several at a time over reused connections, at no more than EMAIL_RATE_PER_SECOND', async () => {
    // A slow mail server: each message is accepted a second after its data starts.
    inbox.hold(1000);
    try {
      const run = randomBytes(4).toString('hex');
      const emails = Array.from({ length: 12 }, (_, i) => `many-${run}-${i}@example.com`);
      const first = inbox.dataStartedAt.length;
      for (const email of emails) await recover(6, email);
      for (const email of emails) await inbox.waitFor(email, 1, 60_000);
      // Several at a time (one at a time took a second each here), never more than EMAIL_CONCURRENCY (4).
      expect(inbox.mostAtOnce).toBeGreaterThan(1);
      expect(inbox.mostAtOnce).toBeLessThanOrEqual(4);
      // 12 messages at 10 a second (EMAIL_RATE_PER_SECOND): two rate windows, the last a second after the first.
      const started = inbox.dataStartedAt.slice(first);
      expect(started).toHaveLength(12);
      expect(started.at(-1)! - started[0]!).toBeGreaterThanOrEqual(1000 - 50);
    } finally {
      inbox.hold(0);
    }
  }, 90_000);
});

describe('the set-password link of a new account', () => {
  it('lives ACCOUNT_SETUP_TTL_SECONDS (7 days by default), longer than a reset link', async () => {
    const app = await pg.newApp({ env: { SANDBOX_DECISION_DELAY_SECONDS: '3600' } });
    const db = app.get(DataSource);
    const tenant = 7;
    const product = tenantData(tenant).products[0]!;
    const created = `${Date.now()}-${randomBytes(5).toString('hex')}`;
    const email = `ttl-${created}@example.com`;
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
      payload: checkoutRequest(created, product.med, email, { firstName: 'Ana', lastName: 'Diaz' }),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [token] = (await db.query(
      `SELECT extract(epoch FROM t.expires_at - t.created_at)::int AS seconds FROM password_reset_tokens t
         JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [email],
    )) as { seconds: number }[];
    expect(token!.seconds).toBe(604_800);
    // The sandbox provider renders and records it; the subject names the brand.
    const [row] = (await db.query(
      `SELECT subject, payload FROM outbound_emails WHERE "to" = $1 AND kind = 'account_setup'`,
      [email],
    )) as { subject: string; payload: { properties: Record<string, string> } }[];
    expect(row!.subject).toBe(
      `Set your password for ${tenantData(tenant).tenant.brandConfig.configurations.brandName}`,
    );
    expect(row!.payload.properties['setupLink']).toMatch(
      /^https:\/\/patient\.evenwell\.com\/login\/reset\?token=/,
    );
  });
});
