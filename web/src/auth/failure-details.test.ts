import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/client';
import { loginFailureMessage, recoverFailureMessage, resetFailureMessage } from './auth-messages';
import { formatWait } from './failure-details';

describe('formatWait', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%i s is %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});

/** A failed call as the shared API client reports it: the body's `error`, the raw body and Retry-After. */
const failure = (
  status: number,
  body: Record<string, unknown> | string | null,
  retryAfter: string | null = null,
) =>
  new ApiError(
    { status, statusText: '', url: '/api/auth/x', error: 'Bad Request' },
    body === null ? null : typeof body === 'string' ? body : JSON.stringify(body),
    retryAfter,
  );

describe('failure messages', () => {
  it('shows a bad request as the API explains it', () => {
    expect(loginFailureMessage(failure(400, { message: 'email must be an email address' }))).toBe(
      'email must be an email address',
    );
  });

  it('shows a failed login as the API words it', () => {
    expect(loginFailureMessage(failure(401, { message: 'Invalid email or password' }))).toBe(
      'Invalid email or password',
    );
  });

  it('says a deactivated account is deactivated (the API answers it only after the right password)', () => {
    const refused = failure(403, {
      statusCode: 403,
      code: 'USER_DEACTIVATED',
      message: 'This account has been deactivated; contact the care team to restore it',
    });
    expect(loginFailureMessage(refused)).toBe(
      'This account has been deactivated. Please contact the care team to restore it.',
    );
  });

  it('shows how long to wait after too many attempts, as Retry-After says', () => {
    const limited = failure(
      429,
      {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many failed login attempts; try again in 600 seconds',
      },
      '600',
    );
    expect(loginFailureMessage(limited)).toBe(
      'Too many failed login attempts. Please try again in 10 minutes.',
    );
    expect(
      recoverFailureMessage(
        failure(429, { message: 'Too many password reset requests; try again in 30 seconds' }, '30'),
      ),
    ).toBe('Too many password reset requests. Please try again in 30 seconds.');
    expect(loginFailureMessage(failure(429, { message: 'Slow down' }))).toBe('Slow down');
    expect(loginFailureMessage(failure(429, null))).toBe(
      'Too many failed login attempts. Please try again later.',
    );
  });

  it('shows a 400’s explanation, and the default display for anything else', () => {
    expect(resetFailureMessage(failure(400, { message: 'Reset link is invalid or has expired' }))).toBe(
      'Reset link is invalid or has expired',
    );
    expect(recoverFailureMessage(failure(500, 'Internal'))).toBe('An unexpected error occurred');
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toBe('An unexpected error occurred');
  });
});
