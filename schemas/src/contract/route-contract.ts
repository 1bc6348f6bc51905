import type { Role } from '../generated/types.js';
import type { SchemaName } from '../by-name.js';

/** The HTTP methods a route may have. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path`, the path an OpenAPI template under /api (`GET /api/products/{medId}`). */
export type RoutePattern = `${HttpMethod} /api/${string}`;

export type RouteTag =
  | 'Health'
  | 'Tenant'
  | 'Assets'
  | 'Catalog'
  | 'Auth'
  | 'Intake'
  | 'Checkout'
  | 'Identity verification'
  | 'Uploads'
  | 'Follow-up'
  | 'Account'
  | 'Subscriptions'
  | 'Chat'
  | 'Integrations'
  | 'Admin'
  | 'Admin flows';

/**
 * What a caller must send.
 * - `none`: no header (health, assets, signed file links: img tags cannot send headers);
 * - `metrics`: `Authorization: Bearer <METRICS_TOKEN>` only, no Token or Tenant (a metrics scraper is no storefront);
 * - `token`: the `Token` header only;
 * - `tenant`: `Token` and `Tenant`;
 * - `optional-login`: `Token` and `Tenant`, and a login or mask token (`Authorization: Bearer`) if the caller has one;
 * - `login`: `Token`, `Tenant` and a login or mask token of any role;
 * - `{roles}`: `Token`, `Tenant` and a login token of one of these roles (UserRole: 0 admin, 1 customer, 2 agent;
 *   a mask token acts as a customer); `currentAdmin` adds the check that the token's user is still an admin
 *   (the admin area).
 */
export type Access =
  | 'none'
  | 'metrics'
  | 'token'
  | 'tenant'
  | 'optional-login'
  | 'login'
  | { readonly roles: readonly [Role, ...Role[]]; readonly currentAdmin?: true };

/** A JSON Schema written inline (a parameter no registry schema describes). */
export type InlineSchema = Readonly<Record<string, unknown>>;

/** A parameter that no registry schema describes (the assets route's path). */
export interface ExtraParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required: boolean;
  readonly description: string;
  readonly schema: InlineSchema;
}

export type SuccessStatus = 200 | 201 | 202 | 204;

export interface SuccessResponse {
  readonly status: SuccessStatus;
  readonly description: string;
  /** Registry names; several are alternatives (oneOf). */
  readonly schema?: SchemaName | readonly SchemaName[];
  /**
   * `json` (default with a schema), `fhir+json` (a FHIR resource, `application/fhir+json`, of `schema`), `binary`
   * (a file of any type), `event-stream` (server-sent events, each event's data of `schema`), `text` (plain text,
   * such as Prometheus' exposition format) or nothing (204).
   */
  readonly media?: 'json' | 'fhir+json' | 'binary' | 'event-stream' | 'text';
  /** Response headers worth knowing, name → description. */
  readonly headers?: Readonly<Record<string, string>>;
}

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** One route of the API: who may call it, what it takes and what it answers. */
export interface RouteContract {
  readonly summary: string;
  readonly description?: string;
  readonly tag: RouteTag;
  readonly access: Access;
  /**
   * `false`: the route never returns or changes a patient's data (the catalog and brand, the staff user's own
   * account, the admin area's configuration and aggregate figures), so a staff request to it is not written to the
   * audit log. Left out: patient data, and every staff request to it is audited — a new route is audited unless
   * its contract says otherwise, which a reviewer sees.
   */
  readonly patientData?: false;
  /** The JSON body's schema, or `multipart-file` for a multipart form with one file in the field `file`. */
  readonly body?: SchemaName | 'multipart-file';
  /** The body may be left out (it then means `{}`). */
  readonly bodyOptional?: true;
  /** Each property of this schema is one query parameter. */
  readonly query?: SchemaName;
  /** Each property of this schema is one path parameter. */
  readonly path?: SchemaName;
  readonly parameters?: readonly ExtraParameter[];
  readonly response: SuccessResponse;
  /**
   * The errors this route answers beyond those of its access, body and parameters (the OpenAPI generator adds
   * those): status → when. The body is `ErrorResponse` unless `errorSchemas` names another.
   */
  readonly errors?: Readonly<Partial<Record<ErrorStatus, string>>>;
  readonly errorSchemas?: Readonly<Partial<Record<ErrorStatus, SchemaName>>>;
}
