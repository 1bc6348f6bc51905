import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, type TestUser } from '../testing/account-fixtures.js';
import { dayFromToday, insertSubscription, setNextBillDate } from '../testing/followup-fixtures.js';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { FollowupReminders } from './followup-reminders.service.js';

const pg = useTestPostgres();

describe('the follow-up due email', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let inbox: SmtpInbox;
  let reminders: FollowupReminders;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await pg.newApp({
      env: {
        EMAIL_PROVIDER: 'smtp',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(inbox.port),
        EMAIL_FROM_ADDRESS: 'no-reply@mail.test',
        EMAIL_RETRY_LIMIT: '1',
        EMAIL_RETRY_DELAY_SECONDS: '1',
      },
    });
    db = app.get(DataSource);
    reminders = app.get(FollowupReminders);
  });
  afterAll(async () => {
    await inbox?.close();
  });

  const emailOf = async (user: TestUser) =>
    ((await db.query(`SELECT email FROM users WHERE id = $1`, [user.id])) as { email: string }[])[0]!.email;
  const outbox = (to: string) =>
    db.query(`SELECT kind, status FROM outbound_emails WHERE "to" = $1 ORDER BY id`, [to]) as Promise<
      { kind: string; status: string }[]
    >;

  it('is sent once per refill cycle when the follow-up opens, linking to the order the customer sees', async () => {
    const customer = await createUser(app, 6);
    const to = await emailOf(customer);
    const { saleId } = await insertSubscription(app, customer, dayFromToday(5));
    // Not open yet, paused or not prescribed: no email.
    const other = await createUser(app, 6);
    await insertSubscription(app, other, dayFromToday(9));
    await insertSubscription(app, other, dayFromToday(2), { purchaseStatus: 'PAUSED' });
    await insertSubscription(app, other, dayFromToday(2), {
      orderData: { orderStatus: 'PENDING', items: [] },
      prescription: null,
    });

    // Run twice (and once more at the same moment): one email.
    await reminders.run();
    await Promise.all([reminders.run(), reminders.run()]);
    const [mail] = await inbox.waitFor(to, 1);
    expect(mail!.subject).toBe('Time for your FungAid follow-up');
    const link = `https://patient.fungaid.com/followup/${saleId}`;
    expect(String(mail!.html)).toContain(`href="${link}"`);
    expect(mail!.text).toContain(link);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.to(to)).toHaveLength(1);
    expect(await outbox(to)).toEqual([{ kind: 'followup_due', status: 'sent' }]);
    expect(await outbox(await emailOf(other))).toEqual([]);
    const cycles = (await db.query(
      `SELECT bill_date::text AS bill_date, email_job_id IS NOT NULL AS queued FROM followup_reminders WHERE order_id = $1`,
      [saleId],
    )) as unknown[];
    expect(cycles).toEqual([{ bill_date: dayFromToday(5), queued: true }]);

    // The next refill is another cycle: emailed once when it opens.
    await setNextBillDate(app, saleId, dayFromToday(35));
    expect(await reminders.run()).toBe(0);
    await setNextBillDate(app, saleId, dayFromToday(7));
    expect(await reminders.run()).toBe(1);
    expect(await reminders.run()).toBe(0);
    expect(await inbox.waitFor(to, 2)).toHaveLength(2);
  });

  it('is not sent for a cycle whose follow-up is already done', async () => {
    const customer = await createUser(app, 6);
    const { saleId } = await insertSubscription(app, customer, dayFromToday(3));
    await db.query(
      `INSERT INTO followup_visits (tenant_id, order_id, flow_version_id, answers, status, user_id, bill_date)
       SELECT 6, $1, id, '{}', 'completed', $2, $3 FROM flow_versions
        WHERE tenant_id = 6 AND key = 'followup' AND status = 'published'`,
      [saleId, customer.id, dayFromToday(3)],
    );
    expect(await reminders.run()).toBe(0);
    expect(await outbox(await emailOf(customer))).toEqual([]);
  });
});
