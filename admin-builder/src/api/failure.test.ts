import { apiFailure } from '@telehealth/engine';
import { describe, expect, it } from 'vitest';

import { failureMessage, failureStatus } from './failure';

/** A failed call as the storefront's client reports it (the engine's one parse of the answer). */
const failure = (status: number, body: unknown) =>
  apiFailure({ status, body: typeof body === 'string' || body === null ? body : JSON.stringify(body) }, 0);

describe('failureMessage', () => {
  it("prefers the API's message", () => {
    expect(failureMessage(failure(404, { message: 'Unknown order: 9' }))).toBe('Unknown order: 9');
  });

  it('asks to log in again after a 401, whatever the body says', () => {
    expect(failureMessage(failure(401, { message: 'Unauthorized' }))).toBe(
      'Your login has expired or is not valid. Log in again to continue.',
    );
  });

  it('names the refusal of a 403 as an administrators-only area', () => {
    expect(failureMessage(failure(403, { message: 'This route needs role 0; the token has role 1' }))).toBe(
      'This area is for administrators: This route needs role 0; the token has role 1',
    );
    expect(failureMessage(failure(403, null))).toBe(
      'This area is for administrators. Your login does not allow it.',
    );
  });

  it('falls back to the status, then to an error message', () => {
    expect(failureMessage(failure(502, 'Bad gateway'))).toBe('The request failed with status 502.');
    expect(failureMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(failureMessage('???')).toBe('An unexpected error occurred');
  });

  it('knows the status of a failed call only', () => {
    expect(failureStatus(failure(409, null))).toBe(409);
    expect(failureStatus(new Error('x'))).toBeNull();
  });
});
