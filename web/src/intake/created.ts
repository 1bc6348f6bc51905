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
