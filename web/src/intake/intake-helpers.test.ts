import { describe, expect, it, vi } from 'vitest';
import type { OrderResume } from '@telehealth/schemas';

import { pathOfState } from './intake-paths';
import { agentColumns, isLoginRequired, isOpenOrder, isPaidOrder, withAttempts } from './order-api';
import { isHeic, jpegName } from './upload';

describe('pathOfState', () => {
  it('maps machine states to storefront paths', () => {
    expect(pathOfState('q7')).toBe('/question/7');
    expect(pathOfState('stop3')).toBe('/question/3');
    expect(pathOfState('checkout')).toBe('/start/checkout');
    expect(pathOfState('checkout', '/start/products')).toBe('/start/products');
    expect(pathOfState('leadIntro')).toBe('/start/lead-intro');
    expect(pathOfState('leadQualify')).toBe('/start/lead-qualify');
  });
});

describe('withAttempts', () => {
  it('tries 3 times, 500 ms apart, then gives the last error', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const task = vi.fn(() => Promise.reject(new Error('down')));
    await expect(withAttempts(task, 3, 500, sleep)).rejects.toThrow('down');
    expect(task).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[500], [500]]);
  });

  it('stops at the first success', async () => {
    const sleep = vi.fn(() => Promise.resolve());
    const task = vi.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValueOnce('order');
    await expect(withAttempts(task, 3, 500, sleep)).resolves.toBe('order');
    expect(task).toHaveBeenCalledTimes(2);
  });
});

describe('upload helpers', () => {
  it('recognises HEIC photos by type, or by name when the browser gives no type', () => {
    expect(isHeic({ name: 'IMG_1.HEIC', type: 'image/heic' })).toBe(true);
    expect(isHeic({ name: 'IMG_1.heif', type: '' })).toBe(true);
    expect(isHeic({ name: 'photo.jpg', type: 'image/jpeg' })).toBe(false);
    expect(isHeic({ name: 'IMG_1.HEIC', type: 'image/jpeg' })).toBe(false);
  });

  it('names the converted JPEG after the photo', () => {
    expect(jpegName('IMG_1.HEIC')).toBe('IMG_1.jpg');
    expect(jpegName('nails')).toBe('nails.jpg');
  });
});

describe('agentColumns', () => {
  it('records a masquerading agent with the time of the update', () => {
    expect(agentColumns('12', Date.UTC(2026, 10, 23, 2, 30))).toEqual({
      agentId: 12,
      agentCompletionDate: '2026-11-23T02:30:00.000Z',
    });
  });

  it('records nothing without a valid agent id', () => {
    expect(agentColumns(undefined, 0)).toBeUndefined();
    expect(agentColumns('', 0)).toBeUndefined();
    expect(agentColumns('abc', 0)).toBeUndefined();
    expect(agentColumns('0', 0)).toBeUndefined();
  });
});

describe('orders as the API shows them', () => {
  const answered = { '1': { value: '1980-05-15', question: 'Date of birth' } };
  const payment = { paySource: 'CREDITCARD' as const, brand: 'Visa', last4: '4242', expiry: '12/34' };
  const resume = (change: Partial<OrderResume>): OrderResume => ({
    orderId: '7',
    created: '1732331234567-ab12cd',
    flowVersion: 1,
    revision: 3,
    state: 'q1',
    startData: {},
    advData: { params: {}, cookies: {}, user_agent: 'x', ip_address: '203.0.113.7', version: 'v2' },
    quizData: {},
    selectedProduct: [],
    payment: null,
    shipping: null,
    userId: null,
    beluga: null,
    ...change,
  });
  const locked = { created: '1732331234567-ab12cd', loginRequired: true as const };

  it('needs a login for an order of a customer account the visitor may not see', () => {
    expect(isLoginRequired(locked)).toBe(true);
    expect(isLoginRequired(resume({ payment, userId: 5, state: 'checkout', startData: answered }))).toBe(
      false,
    );
  });

  it('is paid when its customer or staff see a payment', () => {
    expect(isPaidOrder(resume({ payment, userId: 5, state: 'checkout', startData: answered }))).toBe(true);
    expect(isPaidOrder(resume({ userId: 5, state: 'checkout', startData: answered }))).toBe(false);
  });

  it('is open to go on only when visible and unpaid, a logged-in intake included', () => {
    expect(isOpenOrder(resume({}))).toBe(true);
    expect(isOpenOrder(resume({ userId: 5, state: 'checkout', startData: answered }))).toBe(true);
    expect(isOpenOrder(resume({ payment, userId: 5 }))).toBe(false);
    expect(isOpenOrder(locked)).toBe(false);
  });
});
