import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../app/app.js';
import { testConfig, useTestPostgres } from '../../testing/test-postgres.js';
import { RateLimitedException } from '../exceptions/request.exception.js';
import { SlidingWindowLimiter, type LimitRule } from './sliding-window-limiter.js';

const pg = useTestPostgres();

describe('SlidingWindowLimiter', () => {
  /** Two API instances on one database, each with its own connection pool. */
  let apps: NestFastifyApplication[] = [];
  let db: DataSource;
  let otherDb: DataSource;
  let buckets = 0;

  const rule = (limit: number, windowSeconds = 3600): LimitRule => ({
    bucket: `test:bucket-${++buckets}`,
    limit,
    windowSeconds,
    what: 'test requests',
  });
  const hits = async (bucket: string, tenantId = 6): Promise<number> =>
    Number(
      (
        (await db.query(
          `SELECT count(*)::int AS n FROM rate_limit_hits WHERE tenant_id = $1 AND bucket = $2`,
          [tenantId, bucket],
        )) as { n: number }[]
      )[0]!.n,
    );

  beforeAll(async () => {
    const url = await pg.newDatabase();
    apps = [await createApp(testConfig(url)), await createApp(testConfig(url, { JOBS_ENABLED: 'false' }))];
    db = apps[0]!.get(DataSource);
    otherDb = apps[1]!.get(DataSource);
  }, 120_000);
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  }, 60_000);

  it('lets exactly the limit through of many simultaneous requests from two instances', async () => {
    const limited = rule(5);
    const limiters = [new SlidingWindowLimiter(db), new SlidingWindowLimiter(otherDb)];
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => limiters[i % 2]!.take(6, [limited])),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(await hits(limited.bucket)).toBe(5);
  });

  it('counts nothing of a refused request, in any of its buckets', async () => {
    const full = rule(1);
    const roomy = rule(10);
    const limiter = new SlidingWindowLimiter(db);
    expect(await limiter.take(6, [full, roomy])).toEqual({ allowed: true });
    const refused = await limiter.take(6, [full, roomy]);
    expect(refused).toMatchObject({ allowed: false, rule: full });
    expect(await hits(full.bucket)).toBe(1);
    expect(await hits(roomy.bucket)).toBe(1);
  });

  it('forgets hits older than the window, deleting them, and says when the oldest in it leaves', async () => {
    const limited = rule(2);
    await db.query(
      `INSERT INTO rate_limit_hits (tenant_id, bucket, hit_at)
       VALUES (6, $1, now() - interval '2 hours'), (6, $1, now() - interval '3 hours'),
              (6, $1, now() - interval '3500 seconds')`,
      [limited.bucket],
    );
    const limiter = new SlidingWindowLimiter(db);
    expect(await limiter.take(6, [limited])).toEqual({ allowed: true });
    expect(await hits(limited.bucket)).toBe(2);
    const refused = await limiter.take(6, [limited]);
    if (refused.allowed) throw new Error('expected a refusal');
    // The hit of 3500 s ago leaves the one-hour window in about 100 s.
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(90);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(100);
  });

  it("counts each tenant's buckets on their own", async () => {
    const limited = rule(1);
    const limiter = new SlidingWindowLimiter(db);
    expect((await limiter.take(6, [limited])).allowed).toBe(true);
    expect((await limiter.take(7, [limited])).allowed).toBe(true);
    expect((await limiter.take(6, [limited])).allowed).toBe(false);
  });

  it('counts hits taken in a transaction only if it commits', async () => {
    const limited = rule(1);
    const limiter = new SlidingWindowLimiter(db);
    await expect(
      db.transaction(async (manager) => {
        expect((await limiter.take(6, [limited], manager)).allowed).toBe(true);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await hits(limited.bucket)).toBe(0);
    await limiter.enforce(6, [limited]);
    await expect(limiter.enforce(6, [limited])).rejects.toBeInstanceOf(RateLimitedException);
    await expect(limiter.enforce(6, [limited])).rejects.toMatchObject({
      message: expect.stringMatching(
        /^Too many test requests: at most 1 in an hour; try again in \d+ seconds$/,
      ),
    });
  });
});
