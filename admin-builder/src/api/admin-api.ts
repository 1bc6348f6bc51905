import type { ApiFailure } from '@telehealth/engine';
import { createContext, useContext } from 'react';

export type QueryValue = string | number | boolean | null | undefined;

/**
 * What the admin area needs from an HTTP client. The storefront passes its own client (headers, retry rules and
 * error shape of spec sections 8 and 9), so the admin area never builds requests itself.
 */
export interface AdminApi {
  get<T>(path: string, options?: { query?: Record<string, QueryValue> }): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

/**
 * What a failed call throws: the storefront's ApiError, the answer parsed once by the engine's rule (status,
 * `code`, `apiMessage`, `retryAfterSeconds`), so the admin area reads the fields and never the body.
 */
export type AdminApiFailure = ApiFailure;

export function isAdminApiFailure(error: unknown): error is AdminApiFailure {
  if (typeof error !== 'object' || error === null) return false;
  const { status, apiMessage } = error as Partial<Record<keyof ApiFailure, unknown>>;
  return typeof status === 'number' && apiMessage !== undefined;
}

export const AdminApiContext = createContext<AdminApi | null>(null);

export function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api)
    throw new Error(
      'useAdminApi needs an AdminApiContext provider (the admin routes are mounted without one)',
    );
  return api;
}
