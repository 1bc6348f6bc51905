import { describe, expect, it } from 'vitest';

import {
  apiFailure,
  describeRequestFailure,
  displayErrorMessage,
  errorFromBody,
  errorResponseOf,
  requestFailure,
  requestFailureMessage,
  retryAfterSeconds,
  uploadErrorMessage,
  type FailedResponse,
} from './request-failure.rule.js';

const failed = (body: string | null): FailedResponse => ({
  status: 404,
  statusText: 'Not Found',
  url: '/api/tenant/resolve?host=x.localhost',
  body,
});

/** A failed request's message, as the web's ApiError carries it. */
const apiErrorWith = (error: unknown) =>
  new Error(requestFailureMessage({ status: 400, statusText: 'Bad Request', url: '/api/upload', error }));

describe('requestFailure and describeRequestFailure', () => {
  it.each<[string, string | null, unknown]>([
    ['body.error', '{"error":"Tenant not found","message":"ignored"}', 'Tenant not found'],
    ['body.info', '{"info":{"field":"created"},"message":"ignored"}', { field: 'created' }],
    ['body.message', '{"message":"No tenant serves host x.localhost"}', 'No tenant serves host x.localhost'],
    ['body.info when body.error is empty', '{"error":"","info":"card declined"}', 'card declined'],
    ['body.message when error and info are null', '{"error":null,"info":null,"message":"m"}', 'm'],
    ['a false error, which is present', '{"error":false,"message":"m"}', false],
    ['the raw body when the JSON has none of them', '{"detail":"x"}', '{"detail":"x"}'],
    ['the raw body when it is not JSON', 'gateway exploded', 'gateway exploded'],
    ['the raw body when the JSON is an array', '["a"]', '["a"]'],
    ['the raw body when the JSON is a string', '"busy"', '"busy"'],
    ['the raw body when it is empty', '', ''],
    ['the parse failure when the body is unreadable', null, 'Failed to parse error response: Not Found'],
  ])('takes error from %s', (_case, body, error) => {
    const expected = {
      status: 404,
      statusText: 'Not Found',
      url: '/api/tenant/resolve?host=x.localhost',
      error,
    };
    expect(requestFailure(failed(body))).toEqual(expected);
    expect(JSON.parse(describeRequestFailure(failed(body)))).toEqual(expected);
  });

  it('writes the message as JSON with status, statusText, url and error, in that order', () => {
    expect(
      describeRequestFailure({
        status: 503,
        statusText: 'Service Unavailable',
        url: '/api/states',
        body: null,
      }),
    ).toBe(
      '{"status":503,"statusText":"Service Unavailable","url":"/api/states","error":"Failed to parse error response: Service Unavailable"}',
    );
  });

  it('errorFromBody is the body rule on its own', () => {
    expect(errorFromBody('{"message":"Missing required order creation data."}')).toBe(
      'Missing required order creation data.',
    );
  });
});

describe('displayErrorMessage', () => {
  it.each<[string, unknown, string]>([
    [
      'a JSON message’s errorMessage',
      new Error('{"errorMessage":"Card declined","message":"402"}'),
      'Card declined',
    ],
    [
      'a JSON message’s message',
      new Error('{"message":"Failed to update order."}'),
      'Failed to update order.',
    ],
    [
      'a failed request whose error has a message',
      apiErrorWith({ message: 'Coupon expired' }),
      'Coupon expired',
    ],
    [
      'a failed request whose error has an errorMessage',
      apiErrorWith({ errorMessage: 'Too large' }),
      'Too large',
    ],
    ['a JSON message string, not an Error', '{"message":"Session ended"}', 'Session ended'],
    ['an object with a JSON message', { message: '{"errorMessage":"No stock"}' }, 'No stock'],
    [
      'a failed request whose error is plain text',
      apiErrorWith('Bad Request'),
      'An unexpected error occurred',
    ],
    ['a JSON message without either', new Error('{"status":500}'), 'An unexpected error occurred'],
    ['a blank errorMessage falls to message', new Error('{"errorMessage":" ","message":"m"}'), 'm'],
    ['a plain message', new Error('Failed to fetch'), 'An unexpected error occurred'],
    ['a JSON array message', new Error('["x"]'), 'An unexpected error occurred'],
    ['no error', undefined, 'An unexpected error occurred'],
    ['null', null, 'An unexpected error occurred'],
    ['a number', 42, 'An unexpected error occurred'],
  ])('%s', (_case, error, expected) => {
    expect(displayErrorMessage(error)).toBe(expected);
  });
});

describe('uploadErrorMessage', () => {
  it.each<[string, unknown, string]>([
    [
      'error.info.errorMessage',
      Object.assign(new Error('upload failed'), { info: { errorMessage: 'File too large' } }),
      'File too large',
    ],
    [
      'a plain object with info',
      { info: { errorMessage: 'Unsupported file type' } },
      'Unsupported file type',
    ],
    [
      'a failed request whose body had info',
      apiErrorWith({ errorMessage: 'File too large' }),
      'File too large',
    ],
    [
      'a failed request’s error field',
      Object.assign(new Error('x'), { error: { errorMessage: 'Scan failed' } }),
      'Scan failed',
    ],
    ['a JSON message with info', new Error('{"info":{"errorMessage":"Empty file"}}'), 'Empty file'],
    ['info without errorMessage', { info: { message: 'nope' } }, 'Unknown error'],
    ['info as text', { info: 'File too large' }, 'Unknown error'],
    ['an empty errorMessage', { info: { errorMessage: '' } }, 'Unknown error'],
    ['a plain Error', new Error('Failed to fetch'), 'Unknown error'],
    ['nothing', undefined, 'Unknown error'],
  ])('%s', (_case, error, expected) => {
    expect(uploadErrorMessage(error)).toBe(expected);
  });
});

describe('errorResponseOf', () => {
  it('reads the code and message of an ErrorResponse', () => {
    expect(
      errorResponseOf(
        '{"statusCode":409,"error":"Conflict","code":"ORDER_REVISION_CONFLICT","message":"The order changed"}',
      ),
    ).toEqual({ code: 'ORDER_REVISION_CONFLICT', message: 'The order changed' });
  });

  it('joins a list of messages', () => {
    expect(errorResponseOf('{"message":["email is required","", 3, "password is too short"]}')).toEqual({
      code: null,
      message: 'email is required; password is too short',
    });
  });

  it.each<[string, string | null]>([
    ['an unreadable body', null],
    ['an empty body', ''],
    ['a body that is not JSON', '<html>Bad Gateway</html>'],
    ['a JSON array', '["ORDER_PAID"]'],
    ['a blank message and a code that is no code', '{"message":"  ","code":"order paid"}'],
    ['a code the ErrorCode enum does not name', '{"code":"NOT_A_CODE"}'],
    ['a message and code that are not text', '{"message":3,"code":7}'],
  ])('has neither for %s', (_case, body) => {
    expect(errorResponseOf(body)).toEqual({ code: null, message: null });
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-24T09:00:00Z');

  it.each<[string | null | undefined, number | null]>([
    ['600', 600],
    [' 0 ', 0],
    ['Tue, 24 Nov 2026 09:10:00 GMT', 600],
    ['Tue, 24 Nov 2026 09:00:00 GMT', 0],
    ['Tue, 24 Nov 2026 09:00:01 GMT', 1],
    ['Tue, 24 Nov 2026 08:00:00 GMT', 0],
    ['Tuesday, 24-Nov-26 09:01:00 GMT', 60],
    [null, null],
    [undefined, null],
    ['', null],
    ['-5', null],
    ['1.5', null],
    ['soon', null],
  ])('reads %j as %j', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});

describe('apiFailure', () => {
  it('is the status, the body’s code and message, and the wait, each null when missing', () => {
    const now = Date.parse('2026-11-24T09:00:00Z');
    expect(
      apiFailure(
        {
          status: 429,
          body: '{"statusCode":429,"error":"Too Many Requests","code":"RATE_LIMITED","message":"Too many uploads"}',
          retryAfter: 'Tue, 24 Nov 2026 09:15:00 GMT',
        },
        now,
      ),
    ).toEqual({ status: 429, code: 'RATE_LIMITED', apiMessage: 'Too many uploads', retryAfterSeconds: 900 });
    expect(apiFailure({ status: 502, body: null }, now)).toEqual({
      status: 502,
      code: null,
      apiMessage: null,
      retryAfterSeconds: null,
    });
  });
});
