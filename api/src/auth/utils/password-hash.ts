import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';

import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';
import pLimit from 'p-limit';

import { compareBcrypt } from './bcrypt-worker.js';

/**
 * The one home of password hashing: every stored password is an argon2id hash made here. argon2 runs in native
 * code on libuv's thread pool and legacy bcrypt hashes are compared on a worker thread, so hashing and verifying
 * never hold the event loop (bcryptjs on the main thread did, in JavaScript).
 */

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

/**
 * OWASP's first recommended argon2id setting: 19 MiB of memory, 2 passes, 1 lane (some 30 to 50 ms of one core).
 * A stored hash made with other figures is rehashed at its next successful login (needsRehash).
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * Hashes computed at once, in this process: one core fewer than the machine has (at least one), so a burst of logins
 * queues here and leaves a core to the event loop, instead of filling libuv's thread pool (4 threads) and starving
 * every other request of CPU.
 */
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

/** bcrypt hashes made before argon2id (bcryptjs, `$2a$`, `$2b$` or `$2y$`); verified until their rehash. */
const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** An argon2id hash of the stored form (PHC string). */
export async function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, ARGON2_OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * The stored value of an account that has no password yet (a customer made at checkout chooses one through the
 * emailed link): it matches nothing, and costs no hashing to make.
 */
export const NO_PASSWORD = '!no-password';

/** A check against a hash of a random password, so that refusing takes as long as a wrong password. */
async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  const dummy = await dummyHash;
  await hashing(() => verify(dummy, password));
  return false;
}

/**
 * Whether `password` matches `stored`, an argon2 hash or a legacy bcrypt hash; anything else (an unusable value,
 * a damaged hash) matches nothing. Without a usable stored hash (an unknown email, NO_PASSWORD) it verifies against
 * a hash of a random password made at first use, so the answer takes as long as for a wrong password.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (stored === undefined) return verifyNothing(password);
  if (stored.startsWith('$argon2')) {
    try {
      return await hashing(() => verify(stored, password));
    } catch {
      return false;
    }
  }
  // bcryptjs is JavaScript: compared on a worker thread, and only until the rehash at this login.
  if (BCRYPT_HASH.test(stored)) return hashing(() => compareBcrypt(password, stored));
  return verifyNothing(password);
}

/** Whether `stored` should be replaced by hashPassword() of the same password: not argon2id with our figures. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== ARGON2_OPTIONS.algorithm ||
      options.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      options.timeCost !== ARGON2_OPTIONS.timeCost ||
      options.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
