import type { ApiFailure, RouteCaller } from '@telehealth/engine';
import type { RouteKey } from '@telehealth/schemas';
import { createContext, useContext } from 'react';

/**
 * What the admin area calls: the API's admin routes (`/api/admin/...`), the tenant's product catalog (the same
 * read-only data for staff as for the storefront), for the care team's inbox the chat routes and a customer's
 * subscriptions (`GET /api/subscriptions?userId=`), which serve staff and customers alike, and the mask token of
 * "View as customer", and the subscription actions staff take on a customer's behalf (the customer's own
 * routes, which staff may call for any customer of the tenant).
 */
export type AdminRouteKey = Extract<
  RouteKey,
  | `${string} /api/admin/${string}`
  | `GET /api/products${string}`
  | `${string} /api/chat/${string}`
  | 'GET /api/subscriptions'
  | 'POST /api/auth/masquerade'
  | `POST /api/subscriptions/{orderId}/${'pause' | 'resume' | 'skip' | 'cancel'}`
>;

/**
 * What the admin area needs from an HTTP client: typed calls of its routes (`api.call('GET /api/admin/users/{id}',
 * { params: { id } })`). The storefront passes its own client (headers, retry rules and error shape of spec
 * sections 8 and 9), so the admin area never builds a request or a URL itself.
 */
export type AdminApi = RouteCaller<AdminRouteKey>;

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
