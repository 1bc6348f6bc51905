import { describe, expect, it } from 'vitest';

import {
  followupCookieEffects,
  maskTokenCookieEffects,
  queryFromSearch,
  readLandingParams,
  searchWithout,
} from './landing-params';

describe('queryFromSearch', () => {
  it('decodes the search string; repeated parameters become arrays', () => {
    expect(queryFromSearch('?med=3&med=5&couponCode=SAVE%2010&x=')).toEqual({
      med: ['3', '5'],
      couponCode: 'SAVE 10',
      x: '',
    });
    expect(queryFromSearch('')).toEqual({});
  });
});

describe('readLandingParams', () => {
  it('reads every parameter of spec section 2', () => {
    const params = readLandingParams(
      queryFromSearch(
        '?maskToken=abc&restoresession=1700-x&couponCode=%20Spring10&med=3&p_created=1-a&p_followup=42&isFollowup=true',
      ),
    );
    expect(params).toEqual({
      maskToken: 'abc',
      restoreSession: '1700-x',
      couponCode: ' Spring10',
      meds: [3],
      edit: false,
      pCreated: '1-a',
      pFollowup: '42',
      isFollowup: true,
    });
  });

  it('takes one or many meds, repeated or comma-separated, without duplicates or garbage', () => {
    expect(readLandingParams(queryFromSearch('?med=3&med=5')).meds).toEqual([3, 5]);
    expect(readLandingParams(queryFromSearch('?med=3,5,3')).meds).toEqual([3, 5]);
    expect(readLandingParams(queryFromSearch('?med=abc&med=-1&med=2.5&med=7')).meds).toEqual([7]);
    expect(readLandingParams({}).meds).toEqual([]);
  });

  it('reads the edit flag', () => {
    expect(readLandingParams(queryFromSearch('?med=3&edit=1')).edit).toBe(true);
    expect(readLandingParams(queryFromSearch('?med=3&edit')).edit).toBe(true);
    expect(readLandingParams(queryFromSearch('?med=3&edit=false')).edit).toBe(false);
    expect(readLandingParams(queryFromSearch('?med=3&edit=0')).edit).toBe(false);
  });

  it('ignores empty values', () => {
    const params = readLandingParams(queryFromSearch('?maskToken=&restoresession=&couponCode='));
    expect(params.maskToken).toBeUndefined();
    expect(params.restoreSession).toBeUndefined();
    expect(params.couponCode).toBeUndefined();
  });
});

describe('maskTokenCookieEffects', () => {
  it('sets token, userId and agentId from a valid reading, and drops the staff role cookie', () => {
    expect(maskTokenCookieEffects('jwt', { ok: true, userId: 12, masqueradeId: 3 })).toEqual({
      set: { token: 'jwt', userId: '12', agentId: '3' },
      clear: ['userRole'],
    });
  });

  it('changes nothing for an invalid token', () => {
    expect(
      maskTokenCookieEffects('bad', { ok: false, error: 'Invalid token specified: missing part #2' }),
    ).toBe(undefined);
  });
});

describe('followupCookieEffects', () => {
  it('keeps p_created and p_followup in pCreated and followup', () => {
    expect(followupCookieEffects(readLandingParams(queryFromSearch('?p_created=1-a&p_followup=9')))).toEqual({
      set: { pCreated: '1-a', followup: '9' },
    });
    expect(followupCookieEffects(readLandingParams({}))).toBeUndefined();
  });
});

describe('searchWithout', () => {
  it('drops the named parameters and keeps the rest', () => {
    expect(searchWithout('?restoresession=1-a&maskToken=t&med=3', ['restoresession'])).toBe(
      '?maskToken=t&med=3',
    );
    expect(searchWithout('?restoresession=1-a', ['restoresession'])).toBe('');
  });
});
