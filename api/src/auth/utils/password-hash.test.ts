import { hash } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';

import { compareBcrypt } from './bcrypt-worker.js';
import { ARGON2_OPTIONS, hashPassword, needsRehash, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('hashes with argon2id, 19 MiB, 2 passes, 1 lane, and a fresh salt each time', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(needsRehash(first)).toBe(false);
  });

  it('verifies argon2id hashes', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies legacy bcrypt hashes and asks for their rehash', async () => {
    const legacy = await bcrypt.hash('correct horse', 4);
    expect(await verifyPassword('correct horse', legacy)).toBe(true);
    expect(await verifyPassword('wrong horse', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('answers each of many legacy bcrypt checks at once with its own result (they run on a worker thread)', async () => {
    const hashes = await Promise.all(['first', 'second', 'third'].map((word) => bcrypt.hash(word, 4)));
    const checks = await Promise.all([
      ...hashes.map((stored, i) => verifyPassword(['first', 'second', 'third'][i]!, stored)),
      ...hashes.map((stored, i) => verifyPassword(['second', 'third', 'first'][i]!, stored)),
    ]);
    expect(checks).toEqual([true, true, true, false, false, false]);
    expect(await compareBcrypt('first', hashes[0]!)).toBe(true);
  });

  it('asks to rehash argon2 hashes made with other figures or another variant', async () => {
    const weaker = await hash('correct horse', { ...ARGON2_OPTIONS, memoryCost: 4096 });
    expect(await verifyPassword('correct horse', weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    const argon2i = await hash('correct horse', {
      ...ARGON2_OPTIONS,
      algorithm: 1 as typeof ARGON2_OPTIONS.algorithm,
    });
    expect(await verifyPassword('correct horse', argon2i)).toBe(true);
    expect(needsRehash(argon2i)).toBe(true);
  });

  it('matches nothing for an unknown user, an unusable value or a damaged hash', async () => {
    expect(await verifyPassword('x', undefined)).toBe(false);
    for (const stored of ['', 'x', '!', '$argon2id$garbage', '$2b$12$short']) {
      expect(await verifyPassword('x', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});
