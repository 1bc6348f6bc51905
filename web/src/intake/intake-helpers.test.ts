import { describe, expect, it, vi } from 'vitest';

import { pathOfState } from './intake-paths';
import { agentColumns, isPaidOrder, withAttempts } from './order-api';
import { isHeic, jpegName, uploadFailureMessage } from './upload';

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

  it("shows the API's message for a refused upload, else 'Unknown error'", () => {
    expect(
      uploadFailureMessage(
        '{"statusCode":413,"error":"Payload Too Large","message":"File is larger than 10 MB"}',
      ),
    ).toBe('File is larger than 10 MB');
    expect(uploadFailureMessage('{"info":{"errorMessage":"Bad photo"}}')).toBe('Bad photo');
    expect(uploadFailureMessage('<html>gateway</html>')).toBe('Unknown error');
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

describe('isPaidOrder', () => {
  const answered = { '1': { value: '1980-05-15', question: 'Date of birth' } };
  const payment = { paySource: 'CREDITCARD' as const, brand: 'Visa', last4: '4242', expiry: '12/34' };

  it('is paid with a payment, or as an anonymous caller sees a paid order (customer, checkout, no answers)', () => {
    expect(isPaidOrder({ payment, userId: 5, state: 'checkout', startData: answered })).toBe(true);
    expect(isPaidOrder({ payment: null, userId: 5, state: 'checkout', startData: {} })).toBe(true);
  });

  it('is not paid for an open intake, a logged-in one included', () => {
    expect(isPaidOrder({ payment: null, userId: null, state: 'q1', startData: {} })).toBe(false);
    expect(isPaidOrder({ payment: null, userId: 5, state: 'q1', startData: {} })).toBe(false);
    expect(isPaidOrder({ payment: null, userId: 5, state: 'checkout', startData: answered })).toBe(false);
  });
});
