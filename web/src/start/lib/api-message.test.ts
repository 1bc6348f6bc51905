import { describe, expect, it } from 'vitest';

import { apiErrorCode, apiErrorMessage, apiErrorStatus } from './api-message';

describe('apiErrorMessage', () => {
  it("shows the API's message (a decline's is the gateway's)", () => {
    const error = {
      status: 402,
      body: JSON.stringify({
        statusCode: 402,
        error: 'Payment Required',
        message: 'Your card was declined.',
        code: 'CARD_DECLINED',
      }),
    };
    expect(apiErrorMessage(error)).toBe('Your card was declined.');
    expect(apiErrorCode(error)).toBe('CARD_DECLINED');
    expect(apiErrorStatus(error)).toBe(402);
  });
  it('falls back to the default display for anything else', () => {
    expect(apiErrorMessage(new Error('Failed to fetch'))).toBe('An unexpected error occurred');
    expect(apiErrorMessage({ status: 500, body: '<html>' })).toBe('An unexpected error occurred');
    expect(apiErrorCode(null)).toBeUndefined();
  });
});
