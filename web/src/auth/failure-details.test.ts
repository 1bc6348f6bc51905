import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/client';
import { loginFailureMessage, recoverFailureMessage, resetFailureMessage } from './auth-messages';
import { apiMessageOf, formatWait, serverMessageOf, waitSecondsOf } from './failure-details';

describe('serverMessageOf', () => {
  it('reads the message of an API error body', () => {
    expect(
      serverMessageOf('{"statusCode":401,"error":"Unauthorized","message":"Invalid email or password"}'),
    ).toBe('Invalid email or password');
  });

  it.each([null, '', 'oops', '[]', '{"message":""}', '{"message":3}'])('gives null for %j', (body) => {
    expect(serverMessageOf(body)).toBeNull();
  });
});

describe('waitSecondsOf and formatWait', () => {
  it('read the wait a rate-limit message names', () => {
    expect(waitSecondsOf('Too many failed login attempts; try again in 600 seconds')).toBe(600);
    expect(waitSecondsOf('Too many password reset requests; try again in 1 second')).toBe(1);
    expect(waitSecondsOf('Slow down')).toBeNull();
    expect(waitSecondsOf(null)).toBeNull();
  });

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

/** A failed call as the shared API client reports it: the body's `error` and the raw body. */
const failure = (status: number, body: Record<string, unknown> | string | null) =>
  new ApiError(
    { status, statusText: '', url: '/api/auth/x', error: 'Bad Request' },
    body === null ? null : typeof body === 'string' ? body : JSON.stringify(body),
  );

describe('failure messages', () => {
  it('reads the API’s own words from the error body', () => {
    expect(apiMessageOf(failure(400, { message: 'email must be an email address' }))).toBe(
      'email must be an email address',
    );
    expect(apiMessageOf(new Error('x'))).toBeNull();
  });

  it('shows a failed login as the API words it', () => {
    expect(loginFailureMessage(failure(401, { message: 'Invalid email or password' }))).toBe(
      'Invalid email or password',
    );
  });

  it('shows how long to wait after too many attempts', () => {
    const limited = failure(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed login attempts; try again in 600 seconds',
    });
    expect(loginFailureMessage(limited)).toBe(
      'Too many failed login attempts. Please try again in 10 minutes.',
    );
    expect(
      recoverFailureMessage(
        failure(429, { message: 'Too many password reset requests; try again in 30 seconds' }),
      ),
    ).toBe('Too many password reset requests. Please try again in 30 seconds.');
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
