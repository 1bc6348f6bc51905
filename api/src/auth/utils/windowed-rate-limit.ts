import { createHash } from 'node:crypto';

import type { DataSource, EntityManager } from 'typeorm';

/**
 * How many events one window allows; a limit left out is not applied. An event that would go past a limit is
 * refused and not counted.
 */
export interface WindowLimits {
  windowSeconds: number;
  /** Per (tenant, key) from one client: e.g. failed logins of one account from one address. */
  perKeyAndClient?: number;
  /** Per (tenant, key) from every client together: e.g. reset links asked for one email. */
  perKey?: number;
  /** Per client, whatever the tenant or key: e.g. failed logins from one address. */
  perClient?: number;
}

/** What an event is about (`key`, within a tenant: an email, an intake) and who sends it (`client`: its address). */
export interface RateLimitKey {
  tenantId: number;
  key: string;
  client: string;
}

/** How many events of the window came before this one, per scope. */
export interface RecentEvents {
  perKeyAndClient: number;
  perKey: number;
  perClient: number;
}

/** Either allowed, with the counts of the window before the event, or refused until `retryAfterSeconds` pass. */
export type RateLimitDecision =
  { blocked: false; before: RecentEvents } | { blocked: true; retryAfterSeconds: number };

/**
 * The table of the events: `tenant_id`, and the columns named here. Names are constants of
 * the caller, never request data. The table should have indexes on (tenant_id, key, at) and (client, at).
 */
export interface RateLimitTable {
  name: string;
  key: string;
  client: string;
  at: string;
}

interface CountRow {
  key_and_client: string;
  key: string;
  client: string;
  key_and_client_retry: string | null;
  key_retry: string | null;
  client_retry: string | null;
}

/**
 * A sliding-window rate limit over the rows of one PostgreSQL table, so every API process shares the counts; time
 * is the database's clock. `take()` checks and counts in one transaction under advisory locks on the event's key
 * and client, so concurrent events at the limit are serialised: exactly the allowed number get through. `check()`
 * only looks.
 */
export class WindowedRateLimit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly table: RateLimitTable,
    private readonly limits: WindowLimits,
  ) {}

  /**
   * Whether an event now would be refused, without recording anything or waiting for a lock: a quick look before
   * costly work (take() decides).
   */
  async check(event: RateLimitKey): Promise<RateLimitDecision> {
    return this.decide(this.dataSource.manager, event);
  }

  /**
   * Refused when the event would go past a limit (nothing is recorded then); otherwise records it and drops this
   * key's and client's events that have left the window. Check and count are one step: concurrent events of one key
   * or client wait for each other's advisory lock.
   */
  async take(event: RateLimitKey): Promise<RateLimitDecision> {
    const { name, key, client } = this.table;
    return this.dataSource.transaction(async (manager) => {
      // Always in ascending order, so two events that share a key and a client cannot deadlock.
      for (const lock of this.locksOf(event)) {
        await manager.query('SELECT pg_advisory_xact_lock($1::bigint)', [lock]);
      }
      // Under the locks, decide() sees every event counted before: read committed takes a new snapshot.
      const decision = await this.decide(manager, event);
      if (decision.blocked) return decision;
      await manager.query(
        `WITH expired AS (
           DELETE FROM ${name}
            WHERE ((tenant_id = $1 AND ${key} = $2) OR ${client} = $3)
              AND ${this.table.at} <= now() - make_interval(secs => $4))
         INSERT INTO ${name} (tenant_id, ${key}, ${client}) VALUES ($1, $2, $3)`,
        [event.tenantId, event.key, event.client, this.limits.windowSeconds],
      );
      return decision;
    });
  }

  /** Un-counts every event of a key in a tenant, or only those from `client` when given. */
  async clear(
    event: Omit<RateLimitKey, 'client'> & { client?: string },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    const { name, key, client } = this.table;
    if (event.client === undefined) {
      await manager.query(`DELETE FROM ${name} WHERE tenant_id = $1 AND ${key} = $2`, [
        event.tenantId,
        event.key,
      ]);
    } else {
      await manager.query(`DELETE FROM ${name} WHERE tenant_id = $1 AND ${key} = $2 AND ${client} = $3`, [
        event.tenantId,
        event.key,
        event.client,
      ]);
    }
  }

  /** The counts of the window before `event`, and whether they leave room for it. */
  private async decide(manager: EntityManager, event: RateLimitKey): Promise<RateLimitDecision> {
    const { name, key, client, at } = this.table;
    const rows: CountRow[] = await manager.query(
      `WITH recent AS (
         SELECT tenant_id = $1 AND ${key} = $2 AS same_key, ${client} = $3 AS same_client, ${at} AS event_at
           FROM ${name}
          WHERE ((tenant_id = $1 AND ${key} = $2) OR ${client} = $3)
            AND ${at} > now() - make_interval(secs => $4))
       SELECT count(*) FILTER (WHERE same_key AND same_client) AS key_and_client,
              count(*) FILTER (WHERE same_key) AS key,
              count(*) FILTER (WHERE same_client) AS client,
              ${retryAfter('same_key AND same_client')} AS key_and_client_retry,
              ${retryAfter('same_key')} AS key_retry,
              ${retryAfter('same_client')} AS client_retry
         FROM recent`,
      [event.tenantId, event.key, event.client, this.limits.windowSeconds],
    );
    const counts = rows[0];
    const before: RecentEvents = {
      perKeyAndClient: Number(counts?.key_and_client ?? 0),
      perKey: Number(counts?.key ?? 0),
      perClient: Number(counts?.client ?? 0),
    };
    let retryAfterSeconds = 0;
    const over = (limit: number | undefined, count: number, retry: string | null | undefined) => {
      // The window frees a place when its oldest event leaves it.
      if (limit !== undefined && count >= limit) {
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Number(retry ?? 1)));
      }
    };
    over(this.limits.perKeyAndClient, before.perKeyAndClient, counts?.key_and_client_retry);
    over(this.limits.perKey, before.perKey, counts?.key_retry);
    over(this.limits.perClient, before.perClient, counts?.client_retry);
    return retryAfterSeconds > 0 ? { blocked: true, retryAfterSeconds } : { blocked: false, before };
  }

  /**
   * The advisory locks an event takes, ascending: its key's when a per-key limit applies, its client's when a
   * per-client or per-(key, client) limit does (every event of one (key, client) shares the client's lock).
   */
  private locksOf(event: RateLimitKey): string[] {
    const locks: bigint[] = [];
    if (this.limits.perKey !== undefined) {
      locks.push(lockId(`${this.table.name}\0key\0${event.tenantId}\0${event.key}`));
    }
    if (this.limits.perClient !== undefined || this.limits.perKeyAndClient !== undefined) {
      locks.push(lockId(`${this.table.name}\0client\0${event.client}`));
    }
    return locks.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
  }
}

/** Seconds until the oldest event of the rows matching `condition` leaves the window ($4 seconds long). */
function retryAfter(condition: string): string {
  return `ceil(extract(epoch FROM min(event_at) FILTER (WHERE ${condition}) + make_interval(secs => $4) - now()))`;
}

/** A 64-bit advisory lock id of a name (the first 8 bytes of its sha256, signed as PostgreSQL's bigint is). */
function lockId(name: string): bigint {
  return createHash('sha256').update(name, 'utf8').digest().readBigInt64BE(0);
}
