import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEV_DEFAULTS } from '../config/app-config.js';
import { JobQueue } from '../jobs/job-queue.service.js';
import { waitForJob } from '../jobs/wait-for-job.js';
import { DROPPED_DEFAULT_METRICS } from '../metrics/metrics.service.js';
import { answersAlong, checkoutRequest, seededIntake, startIntake } from '../testing/intake.js';
import { DEV_TOKEN, tenantData } from '../testing/tenant-data.js';
import { useTestPostgres } from '../testing/test-postgres.js';

const pg = useTestPostgres();
const METRICS = { authorization: `Bearer ${DEV_DEFAULTS.METRICS_TOKEN}` };
const STOREFRONT = { token: DEV_TOKEN, tenant: '6' };

/** Prometheus' own checker (scripts/promtool.mjs installs it from Debian's prometheus package; `npm test` does). */
function promtool(): string {
  const path =
    process.env['PROMTOOL_PATH'] ?? ['/usr/bin/promtool', '/usr/local/bin/promtool'].find(existsSync);
  if (!path || !existsSync(path)) {
    throw new Error(
      `promtool is not installed (${path ?? '/usr/bin/promtool, /usr/local/bin/promtool'}): run \`node scripts/promtool.mjs\` as root, as \`npm test\` does`,
    );
  }
  return path;
}

/** The value of one series in Prometheus' text format (`name{a="1",b="2"} 3`), 0 when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

describe('GET /api/metrics', () => {
  let app: NestFastifyApplication;
  let created = 0;
  const scrape = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/metrics', headers: METRICS });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const newCreated = () => `metrics-${Date.now()}-${++created}-0123456789`;

  beforeAll(async () => {
    app = await pg.newApp({ env: { SANDBOX_DECISION_DELAY_SECONDS: '3600' } });
  });

  it('needs the metrics token as a Bearer token: not the storefront Token, not another bearer', async () => {
    for (const headers of [
      {},
      STOREFRONT,
      { authorization: 'Bearer dev-shared-token' },
      { authorization: 'x' },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
        message: 'Missing or invalid metrics token',
      });
    }
    const response = await app.inject({ method: 'GET', url: '/api/metrics', headers: METRICS });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests per route template, method and status, with their latency and errors', async () => {
    const route = '/api/products/:medId';
    const ok = { method: 'GET', route, status: '200' };
    const before = await scrape();
    const med = tenantData(6).products[0]!.med;
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ method: 'GET', url: `/api/products/${med}`, headers: STOREFRONT });
      expect(response.statusCode).toBe(200);
    }
    const missing = await app.inject({ method: 'GET', url: '/api/products/987654', headers: STOREFRONT });
    expect(missing.statusCode).toBe(404);
    const unrouted = await app.inject({ method: 'GET', url: '/api/no-such/4711', headers: STOREFRONT });
    expect(unrouted.statusCode).toBe(404);
    const after = await scrape();

    const grew = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(grew('http_requests_total', ok)).toBe(3);
    expect(grew('http_requests_total', { method: 'GET', route, status: '404' })).toBe(1);
    const latency = { method: 'GET', route, status_class: '2xx' };
    expect(grew('http_request_duration_seconds_count', latency)).toBe(3);
    expect(grew('http_request_duration_seconds_sum', latency)).toBeGreaterThan(0);
    expect(grew('http_request_duration_seconds_bucket', { ...latency, le: '+Inf' })).toBe(3);
    expect(grew('http_request_errors_total', { method: 'GET', route, status_class: '4xx' })).toBe(1);
    expect(
      grew('http_request_errors_total', { method: 'GET', route: 'unmatched', status_class: '4xx' }),
    ).toBe(1);
    // The template is the label, never the URL.
    // (Label values only: a sample's value, a latency sum, may hold any digits.)
    const labelValues = [...after.matchAll(/="([^"]*)"/g)].map((match) => match[1]);
    expect(labelValues.filter((value) => /987654|4711|no-such/.test(value!))).toEqual([]);
    expect(labelValues).not.toContain(`/api/products/${med}`);
  });

  it('counts the intake funnel where it happens: intakes started, hard stops, paid orders', async () => {
    const tenant = { tenant: '6' };
    const before = await scrape();
    const compiled = seededIntake(6);
    const paidCreated = newCreated();
    await startIntake(app, 6, paidCreated, [answersAlong(compiled, (state) => state === 'checkout').at(-1)!]);
    const stopped = newCreated();
    await startIntake(app, 6, stopped, [answersAlong(compiled, (state) => /^stop\d+$/.test(state)).at(-1)!]);
    const email = `${paidCreated}@example.com`;
    const paid = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: STOREFRONT,
      payload: checkoutRequest(paidCreated, tenantData(6).products[0]!.med, email),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // A refused checkout (the stopped intake) pays nothing.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/order/checkout',
      headers: STOREFRONT,
      payload: checkoutRequest(stopped, tenantData(6).products[0]!.med, `${stopped}@example.com`),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const after = await scrape();

    const grew = (name: string) => sample(after, name, tenant) - sample(before, name, tenant);
    expect(grew('telehealth_intakes_started_total')).toBe(2);
    expect(grew('telehealth_intake_hard_stops_total')).toBe(1);
    expect(grew('telehealth_orders_paid_total')).toBe(1);
    // Nothing of a patient: no created value, no email.
    for (const secret of [paidCreated, stopped, email]) expect(after).not.toContain(secret);
  });

  it('reports the job queue: jobs waiting per queue and failed attempts', async () => {
    const jobs = app.get(JobQueue);
    await jobs.send('metrics-test.waiting', { n: 1 });
    await jobs.send('metrics-test.waiting', { n: 2 });
    await jobs.work('metrics-test.failing', () => Promise.reject(new Error('this job always fails')), {
      retryLimit: 0,
      pollingIntervalSeconds: 0.5,
    });
    const id = await jobs.send('metrics-test.failing', { n: 3 });
    const failed = await waitForJob(app.get(DataSource), 'metrics-test.failing', { id: id! });
    expect(failed.state).toBe('failed');

    const text = await scrape();
    expect(sample(text, 'telehealth_job_queue_depth', { queue: 'metrics-test.waiting' })).toBe(2);
    expect(
      sample(text, 'telehealth_job_queue_jobs', { queue: 'metrics-test.waiting', state: 'created' }),
    ).toBe(2);
    expect(
      sample(text, 'telehealth_job_queue_jobs', { queue: 'metrics-test.failing', state: 'failed' }),
    ).toBe(1);
    expect(sample(text, 'telehealth_job_queue_depth', { queue: 'metrics-test.failing' })).toBe(0);
    expect(
      sample(text, 'telehealth_job_failures_total', { queue: 'metrics-test.failing', final: 'true' }),
    ).toBe(1);
  });

  it("reports the database pool and Node's process metrics", async () => {
    const text = await scrape();
    expect(sample(text, 'telehealth_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'telehealth_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
    expect(text).toMatch(/^telehealth_db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^telehealth_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // The active handles by type; their sum is what the dropped gauge nodejs_active_handles_total said.
    expect(text).toMatch(/^nodejs_active_handles\{type="\w+"\} \d+$/m);
    for (const name of DROPPED_DEFAULT_METRICS)
      expect(text).not.toMatch(new RegExp(`^(# TYPE )?${name}\\b`, 'm'));
  });

  // Last, so that every kind of series above has samples: labelled counters, histograms, the queue's gauges.
  it("passes Prometheus' own check of the exposition (promtool check metrics)", async () => {
    const text = await scrape();
    const result = spawnSync(promtool(), ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect({ status: result.status, problems: `${result.stdout}${result.stderr}`.trim() }).toEqual({
      status: 0,
      problems: '',
    });
  });
});
