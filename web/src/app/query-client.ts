import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../api/client';

/** Data-cache defaults of spec section 9. */
export const QUERY_DEFAULTS = {
  staleTimeMs: 5000,
  retries: 3,
  retryDelayMs: 1000,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 300_000,
} as const;

/** 1000 ms after the first failure, doubling each time, never more than 30000 ms. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(QUERY_DEFAULTS.retryDelayMs * 2 ** failureCount, QUERY_DEFAULTS.maxRetryDelayMs);
}

/**
 * Up to 3 retries, except for answers that another try cannot change: a 4xx other than 408, 425 and 429 (a missing
 * product stays missing, a refused token stays refused).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_DEFAULTS.retries) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return [408, 425, 429].includes(error.status);
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
    },
  });
}
