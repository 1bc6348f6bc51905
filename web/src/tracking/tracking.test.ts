import { afterEach, describe, expect, it } from 'vitest';

import {
  AD_CLICK_IDS_KEY,
  buildTrackingPayload,
  initTracking,
  mergeAdClickIds,
  parseStoredAdClickIds,
  readAdClickIds,
  resetTrackingForTests,
  track,
} from './tracking';

afterEach(() => resetTrackingForTests());

describe('ad click ids', () => {
  it('reads gclid, fbclid, ttclid and msclkid from the landing URL, ignoring others and empty values', () => {
    expect(readAdClickIds('?gclid=G1&fbclid=F1&ttclid=T1&msclkid=M1&utm_source=x')).toEqual({
      gclid: 'G1',
      fbclid: 'F1',
      ttclid: 'T1',
      msclkid: 'M1',
    });
    expect(readAdClickIds('?gclid=&med=601')).toEqual({});
  });

  it('keeps stored ids and lets a newer click replace the same network', () => {
    expect(mergeAdClickIds({ gclid: 'old', fbclid: 'F' }, { gclid: 'new' })).toEqual({
      gclid: 'new',
      fbclid: 'F',
    });
    expect(parseStoredAdClickIds('{"gclid":"G","evil":"x","fbclid":3}')).toEqual({ gclid: 'G' });
    expect(parseStoredAdClickIds('not json')).toEqual({});
    expect(parseStoredAdClickIds(null)).toEqual({});
  });
});

describe('buildTrackingPayload', () => {
  it('carries event, tenant, click ids and normalised customer fields', () => {
    expect(
      buildTrackingPayload(
        'purchase',
        {
          email: ' Ann@Example.COM ',
          phone: '(512) 555-0147',
          firstName: 'Ann',
          orderId: 42,
          value: 93.99,
          lastName: '',
        },
        { clickIds: { gclid: 'G1' }, tenantId: 6 },
      ),
    ).toEqual({
      event: 'purchase',
      tenantId: 6,
      gclid: 'G1',
      email: 'ann@example.com',
      phone: '5125550147',
      firstName: 'Ann',
      orderId: 42,
      value: 93.99,
      currency: 'USD',
    });
  });

  it('leaves out what is not known', () => {
    expect(buildTrackingPayload('question', { questionId: 7 }, { clickIds: {} })).toEqual({
      event: 'question',
      questionId: 7,
    });
  });
});

describe('track', () => {
  it('pushes to window.dataLayer with the session click ids from the landing URL', () => {
    const session = new Map<string, string>([[AD_CLICK_IDS_KEY, JSON.stringify({ fbclid: 'F0' })]]);
    const win = {
      location: { search: '?gclid=G9' },
      sessionStorage: {
        getItem: (key: string) => session.get(key) ?? null,
        setItem: (key: string, value: string) => void session.set(key, value),
      },
    } as unknown as Window;
    initTracking(win, 7);
    track('lead', { email: 'a@b.co', created: 'c-1' });
    expect(win.dataLayer).toEqual([
      { event: 'lead', tenantId: 7, fbclid: 'F0', gclid: 'G9', email: 'a@b.co', created: 'c-1' },
    ]);
    expect(JSON.parse(session.get(AD_CLICK_IDS_KEY) ?? '{}')).toEqual({ fbclid: 'F0', gclid: 'G9' });
  });
});
