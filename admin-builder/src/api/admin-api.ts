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

/** What a failed call throws: at least the HTTP status and the raw body (JSON `{statusCode, message, code?}`). */
export interface AdminApiFailure {
  status: number;
  body: string | null;
}

export function isAdminApiFailure(error: unknown): error is AdminApiFailure {
  return (
    typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
  );
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
