import { compileFlow } from '@telehealth/engine';
import type { StartData } from '@telehealth/schemas';
import { describe, expect, it } from 'vitest';

import { tenantData } from '../../testing/tenant-data.js';
import {
  identityMatches,
  identityOf,
  normaliseEmail,
  normaliseName,
  normalisePhone,
  type IdentitySource,
} from './patient-identity.util.js';

const { index } = compileFlow(
  tenantData(7).flows.find((f) => f.key === 'intake' && f.status === 'published')!,
);
const answers = (entries: Record<number, unknown>): StartData =>
  Object.fromEntries(
    Object.entries(entries).map(([id, value]) => [id, { value: value as never, question: `q${id}` }]),
  );
const source = (extra: Partial<IdentitySource> = {}): IdentitySource => ({
  userId: null,
  userEmail: null,
  shipping: null,
  startData: {},
  ipAddress: null,
  ...extra,
});
const shipping = (firstName: string, lastName: string, email = 'a@example.com', phone = '5035550143') => ({
  firstName,
  lastName,
  address: { line1: '1 Main St', city: 'Portland', state: 'OR', postalCode: '97205' },
  email,
  phone,
});

describe('patient identity', () => {
  it('normalises emails by case and spaces, phones to ten digits, names to plain letters', () => {
    expect(normaliseEmail('  Pat.Lee@Example.COM ')).toBe('pat.lee@example.com');
    expect(normaliseEmail('not an email')).toBeNull();
    expect(normalisePhone('+1 (503) 555-0143')).toBe('5035550143');
    expect(normalisePhone('503.555.0143')).toBe('5035550143');
    expect(normalisePhone('555-0143')).toBeNull();
    expect(normaliseName('  José ', "O'Neil-Smith")).toBe('jose oneilsmith');
    expect(normaliseName('ÅSA', 'Ødegård')).toBe('asa ødegard');
    expect(normaliseName(' ', '.')).toBeNull();
  });

  it('reads the account and shipping emails, email answers, the date of birth; not the pharmacy phone', () => {
    const identity = identityOf(
      source({
        userId: 5,
        userEmail: 'Account@Example.com',
        shipping: shipping('Jordan', 'Rivera', 'Ship@Example.com', '(503) 555-0143'),
        // 1: date of birth, 16: the pharmacy's phone, 17: where to email the visit summary.
        startData: answers({ 1: '1985-04-12', 16: '5125550147', 17: 'Summary@Example.com' }),
        ipAddress: ' 203.0.113.7 ',
      }),
      index,
    );
    expect(identity).toEqual({
      userId: 5,
      emails: new Set(['account@example.com', 'ship@example.com', 'summary@example.com']),
      phones: new Set(['5035550143']),
      dob: '1985-04-12',
      name: 'jordan rivera',
      clientIp: '203.0.113.7',
    });
  });

  it('matches the same account, email, phone, date of birth with name, or with the client when recent', () => {
    const dob = answers({ 1: '1985-04-12' });
    const paying = identityOf(
      source({ userId: 5, shipping: shipping('Jordan', 'Rivera'), startData: dob, ipAddress: '203.0.113.7' }),
      index,
    );
    const match = (stopped: Partial<IdentitySource>, recent = true) =>
      identityMatches(paying, identityOf(source(stopped), index), recent);

    expect(match({ userId: 5 })).toEqual(['account']);
    expect(match({ userEmail: 'A@EXAMPLE.COM' })).toEqual(['email']);
    expect(match({ startData: answers({ 17: 'a@example.com' }) })).toEqual(['email']);
    expect(match({ shipping: shipping('Someone', 'Else', 'b@example.com', '1-503-555-0143') })).toEqual([
      'phone',
    ]);
    expect(
      match({ shipping: shipping('JORDAN', 'rivera', 'b@example.com', '5035550000'), startData: dob }),
    ).toEqual(['dob_name']);
    expect(match({ startData: dob, ipAddress: '203.0.113.7' })).toEqual(['dob_client']);
    expect(match({ startData: dob, ipAddress: '203.0.113.7' }, false)).toEqual([]);
    // A date of birth alone, a name alone, the client alone tie nothing.
    expect(match({ startData: dob })).toEqual([]);
    expect(match({ shipping: shipping('Jordan', 'Rivera', 'b@example.com', '5035550000') })).toEqual([]);
    expect(match({ startData: answers({ 1: '1985-04-13' }), ipAddress: '203.0.113.7' })).toEqual([]);
    expect(match({ userId: 6 })).toEqual([]);
  });
});
