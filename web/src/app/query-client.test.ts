import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/client';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

const apiError = (status: number) => new ApiError({ status, statusText: '', url: '/api/x', error: null });

describe('query defaults', () => {
  it('uses the spec values', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(5000);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('waits 1000 ms, doubling, capped at 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries 3 times', () => {
    const error = new Error('network');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, apiError(503))).toBe(true);
  });

  it('does not retry answers another try cannot change', () => {
    expect([400, 401, 403, 404, 422].map((status) => shouldRetryQuery(0, apiError(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([408, 425, 429].map((status) => shouldRetryQuery(0, apiError(status)))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
