import { describe, expect, it } from 'vitest';

import { codeOfStatus } from './status.exception.js';

describe('codeOfStatus', () => {
  it('names the code of a status whose error brought none', () => {
    expect([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503].map(codeOfStatus)).toEqual([
      'BAD_REQUEST',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'UNPROCESSABLE',
      'RATE_LIMITED',
      'INTERNAL_ERROR',
      'SERVICE_UNAVAILABLE',
    ]);
  });

  it('answers another 4xx as a bad request and another 5xx as an internal error', () => {
    expect([405, 414, 431].map(codeOfStatus)).toEqual(['BAD_REQUEST', 'BAD_REQUEST', 'BAD_REQUEST']);
    expect([501, 502, 504].map(codeOfStatus)).toEqual(['INTERNAL_ERROR', 'INTERNAL_ERROR', 'INTERNAL_ERROR']);
  });
});
