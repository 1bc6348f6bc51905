import bcrypt from 'bcryptjs';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOGIN_LIMITS } from '../auth/login-rate-limiter.js';
import { PASSWORD_RECOVER_JOB } from '../auth/password-reset.service.js';
import { EMAIL_SEND_JOB } from '../email/email.service.js';
import { listJobs, waitForJob } from '../jobs/wait-for-job.js';
import { useApiProcesses, type ApiProcess } from '../testing/api-process.js';
import { testAdvData } from '../testing/intake.js';
import { useTestPostgres } from '../testing/test-postgres.js';
import { image } from '../upload/__fixtures__/files.js';
import { migrations } from './data-source-options.js';

const pg = useTestPostgres();
const apis = useApiProcesses();

/**
 * Two real API processes (`node api/dist/main.js`) on one fresh database, started at the same moment, as two
 * instances behind a load balancer would be.
 */
describe('two API processes on one database', () => {
  let first: ApiProcess;
  let second: ApiProcess;
  let db: DataSource;

  beforeAll(async () => {
    const url = await pg.newDatabase();
    first = apis.start({ DATABASE_URL: url });
    second = apis.start({ DATABASE_URL: url });
    db = new DataSource({ type: 'postgres', url, poolSize: 2 });
    await db.initialize();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('both come up on a fresh database, and every migration is applied once', async () => {
    await Promise.all([first.started, second.started]);
    for (const api of [first, second]) {
      const health = await api.request('/api/health');
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
    }
    const applied: { name: string }[] = await db.query(`SELECT name FROM migrations ORDER BY id`);
    expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
  });

  it('run a job enqueued through one of them exactly once: one password reset email', async () => {
    const email = `two-instances-${Date.now()}@example.com`;
    await db.query(`INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, $2, 1)`, [
      email,
      await bcrypt.hash('a-password-1', 4),
    ]);
    const recover = await first.request('/api/auth/recover', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(recover.status).toBe(200);

    const recoverJobs = (await listJobs<{ email: string }>(db, PASSWORD_RECOVER_JOB)).filter(
      (job) => job.data.email === email,
    );
    expect(recoverJobs).toHaveLength(1);
    expect((await waitForJob(db, PASSWORD_RECOVER_JOB, { id: recoverJobs[0]!.id })).state).toBe('completed');
    const emailJob = await waitForJob<{ event: { profile: { email: string } } }>(db, EMAIL_SEND_JOB, {
      match: (job) => job.data.event.profile.email === email,
    });
    expect(emailJob.state).toBe('completed');
    const sent: unknown[] = await db.query(`SELECT id FROM outbound_emails WHERE "to" = $1`, [email]);
    expect(sent).toHaveLength(1);
  });

  it('count failed logins across both: the one after the limit is refused whichever process answers', async () => {
    const email = `limited-${Date.now()}@example.com`;
    await db.query(`INSERT INTO users (tenant_id, email, password_hash, role) VALUES (6, $1, $2, 1)`, [
      email,
      await bcrypt.hash('the-right-password', 4),
    ]);
    const login = (api: ApiProcess) =>
      api.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'a-wrong-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perKeyAndClient; i++)
      statuses.push((await login(i % 2 ? second : first)).status);
    expect(statuses).toEqual(Array<number>(LOGIN_LIMITS.perKeyAndClient).fill(401));
    expect((await login(first)).status).toBe(429);
    expect((await login(second)).status).toBe(429);
  });

  it('serve a file uploaded through one from the other', async () => {
    const created = `${Date.now()}-twoprocess`;
    const order = await first.request('/api/order/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ created, advData: testAdvData }),
    });
    expect(order.status).toBe(201);
    const png = await image('png');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const uploaded = await first.request(`/api/upload?created=${created}`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { url, size, contentType } = (await uploaded.json()) as {
      url: string;
      size: number;
      contentType: string;
    };

    const served = await second.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect((await served.arrayBuffer()).byteLength).toBe(size);
  });
});
