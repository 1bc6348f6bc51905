const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 10;
/** The largest multiple of 36 a byte can hold: bytes from it up are drawn again, so every character is as likely. */
const UNBIASED_BYTES = 252;

/** `length` random bytes from the browser's cryptographic generator. */
export type RandomBytes = (length: number) => Uint8Array;

const cryptoBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/**
 * A new created value, the key of one intake: `${Date.now()}-${10 random base36 characters}`. Whoever knows it
 * can resume the intake, so the characters come from `crypto.getRandomValues` (never Math.random), each of the 36
 * equally likely. It matches the API's NewCreatedValue rule (at least 24 characters, at least 10 random ones).
 */
export function newCreatedValue(nowMs: number, randomBytes: RandomBytes = cryptoBytes): string {
  let suffix = '';
  while (suffix.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(RANDOM_LENGTH)) {
      if (byte < UNBIASED_BYTES && suffix.length < RANDOM_LENGTH) suffix += BASE36[byte % 36];
    }
  }
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
