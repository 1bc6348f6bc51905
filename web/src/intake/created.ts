const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A new created value, the key of one intake: `${Date.now()}-${10 random base36 characters}`. It matches the
 * CreatedValue schema (URL-safe, starts with a digit). `random` returns numbers in [0, 1), like Math.random.
 */
export function newCreatedValue(nowMs: number, random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < 10; i += 1) suffix += BASE36[Math.floor(random() * 36) % 36];
  return `${Math.trunc(nowMs)}-${suffix}`;
}

/** YYYY-MM-DD of a time, in UTC. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The day the intake's ages are computed on: the UTC day the order was created, read from the created value's
 * timestamp (the API computes ages the same way), or today's UTC date for a created value without one.
 */
export function asOfForCreated(created: string, nowMs: number): string {
  const match = /^(\d{12,14})-/.exec(created);
  const createdMs = match ? Number(match[1]) : Number.NaN;
  return Number.isFinite(createdMs) && createdMs <= nowMs ? utcDate(createdMs) : utcDate(nowMs);
}
