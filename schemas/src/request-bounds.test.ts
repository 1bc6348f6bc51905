import { describe, expect, it } from 'vitest';

import { validate } from './index.js';

const INT4_MAX = 2_147_483_647;

/** Numbers around every power of ten below 10^11 and around the int4 maximum, digit by digit. */
function edgeNumbers(): number[] {
  const values = new Set<number>();
  for (let power = 0; power <= 11; power++) {
    for (const delta of [-1, 0, 1]) values.add(10 ** power + delta);
  }
  for (let power = 0; power <= 10; power++) {
    for (const delta of [-2, -1, 1, 2]) values.add(INT4_MAX + delta * 10 ** power);
  }
  values.add(INT4_MAX);
  // A fixed pseudo-random sample over [1, 2^33).
  let seed = 12345;
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    values.add(1 + Math.floor((seed / 2 ** 31) * 2 ** 33));
  }
  return [...values].filter((n) => n > 0).sort((a, b) => a - b);
}

describe('ids are bounded to their PostgreSQL integer columns', () => {
  it('DigitString (ids in paths and query strings) accepts exactly 1 to 2147483647', () => {
    const wrong = edgeNumbers().filter(
      (n) => validate('UserIdPathParams', { id: String(n) }).ok !== n <= INT4_MAX,
    );
    expect(wrong).toEqual([]);
    for (const text of ['0', '-1', '01', '1.5', '1e3', ' 1', '1 ', '+1', '', '2147483647\n']) {
      expect(validate('UserIdPathParams', { id: text }).ok, JSON.stringify(text)).toBe(false);
    }
  });

  it('integer ids and revisions in bodies stop at 2147483647', () => {
    expect(validate('MasqueradeRequest', { userId: INT4_MAX }).ok).toBe(true);
    expect(validate('MasqueradeRequest', { userId: INT4_MAX + 1 }).ok).toBe(false);
    expect(validate('CreateFlowDraftRequest', { fromVersion: 1e308 }).ok).toBe(false);
    expect(validate('PublishFlowDraftRequest', { revision: INT4_MAX + 1 }).ok).toBe(false);
    expect(
      validate('UpdateOrderRequest', { created: 'x', revision: 2 ** 53, columns: { quizData: {} } }).ok,
    ).toBe(false);
    expect(
      validate('UploadFileQuery', { tenant: '9999999999', expires: '1', signature: 'a'.repeat(43) }).ok,
    ).toBe(false);
  });
});

describe('NewCreatedValue: the created value of a new intake', () => {
  const advData = { params: {}, cookies: {}, user_agent: 'test', ip_address: '203.0.113.7', version: 'v2' };
  const create = (created: string) => validate('CreateOrderRequest', { created, advData });

  it("accepts the storefront's values and others at least as long and random", () => {
    for (const created of [
      '1763800000123-0iz37aelps',
      '1763800000123-zzzzzzzzzz',
      'checkout-1763800000123-7-0123456789',
      'partner:order.2026-ab12cd34ef56gh78',
    ]) {
      expect(create(created).ok, created).toBe(true);
    }
  });

  it('refuses values shorter or simpler than that, naming created', () => {
    for (const created of [
      '1',
      'a',
      'test',
      'fuzz-base-order',
      '1763800000123-0iz37aelp', // 9 random characters
      '1763800000123_0iz37aelps', // no dash before the random part
      '1763800000123-0IZ37AELPS', // not the storefront's alphabet
      '1-0123456789', // 12 characters
      '1763800000123-0iz37aelps.r1', // a recurring order's created value is the CRM's, never a client's
      'x'.repeat(129),
    ]) {
      const result = create(created);
      expect(result.ok, created).toBe(false);
      if (!result.ok) expect(result.issues.map((issue) => issue.path)).toContain('/created');
    }
  });

  it('leaves lookups of existing intakes permissive', () => {
    expect(validate('OrderByCreatedQuery', { created: 'test' }).ok).toBe(true);
    expect(validate('UpdateOrderRequest', { created: 'a', columns: { quizData: {} } }).ok).toBe(true);
  });
});
