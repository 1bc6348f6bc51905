import {
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type LoginTokenPayload, UserRole } from '@telehealth/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, concatMap, from, map, throwError, type Observable } from 'rxjs';

import '../auth/decorators/current-user.decorator.js';
import { JwtService } from '../auth/jwt.service.js';
import { bearerTokenOf } from '../auth/utils/bearer-token.util.js';
import { MasqueradeService } from '../auth/masquerade.service.js';
import { JwtError } from '../auth/utils/jwt.js';
import { masqueradeSessionKey } from '../auth/utils/masquerade-session.util.js';
import { AUDIT_RESOURCE_KEY } from '../common/decorators/audit-patient-data.decorator.js';
import { responseStatusOf } from '../common/filters/all-exceptions.filter.js';
import { pathOnly } from '../common/utils/path-only.util.js';
import { auditActionOf, AuditService, type AuditRecord } from './audit.service.js';
import { isNonPatientRoute } from './non-patient-routes.js';

/** Path parameters that name the record a request touches, in order of preference. */
const RESOURCE_ID_PARAMS = ['id', 'orderId', 'userId', 'fileId'] as const;

/** Longest resource id recorded (a client chooses query values). */
const MAX_RESOURCE_ID = 200;

/**
 * Global: records who read or wrote whose data. Every request made by staff is recorded — with a mask token
 * (actor = the staff user, subject = the customer, masquerade true) on any route, with an admin's or agent's own
 * login token on every route whose contract does not say `patientData: false`, whether or not a guard checked the token
 * (routes without login still see it), and any request of theirs a guard refused (401, 403) on any route. The
 * entry is written before the answer is sent, with the answer's status code (errors included). A failure to
 * record is logged with the entry and does not change the answer. Requests refused before their handler (by a
 * guard) are recorded by the onSend hook of AuditModule, which calls recordRequest.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
    private readonly masquerades: MasqueradeService,
    private readonly jwt: JwtService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    // Without an Authorization header there is no mask or staff token, so nothing to record (see entryFor): the
    // patient's anonymous intake requests skip the recording pipeline.
    if (request.headers.authorization === undefined) return next.handle();
    const reply = http.getResponse<FastifyReply>();
    const resource = this.reflector.getAllAndOverride<string | undefined>(AUDIT_RESOURCE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    // Claimed now, so that the onSend hook does not record this request a second time.
    request.auditHandled = true;
    return next.handle().pipe(
      concatMap((value) =>
        from(this.recordRequest(request, reply.statusCode, resource)).pipe(map(() => value)),
      ),
      catchError((error: unknown) =>
        from(this.recordRequest(request, responseStatusOf(error), resource)).pipe(
          concatMap(() => throwError(() => error)),
        ),
      ),
    );
  }

  /**
   * Records the request if it is audited (see the class); never throws. `resource` is the route's
   * @AuditPatientData resource, if any.
   */
  async recordRequest(request: FastifyRequest, statusCode: number, resource?: string): Promise<void> {
    let entry: AuditRecord | undefined;
    try {
      entry = await this.entryFor(request, statusCode, resource);
      if (entry) await this.audit.record(entry);
    } catch (error) {
      this.logger.error(
        `Could not record the audit entry of ${request.method} ${pathOnly(request.url)}: ${String(error)}; entry: ${JSON.stringify(entry ?? null)}`,
        error instanceof Error ? error.stack : undefined,
      );
    }
  }

  private async entryFor(
    request: FastifyRequest,
    statusCode: number,
    resource: string | undefined,
  ): Promise<AuditRecord | undefined> {
    const path = pathOnly(request.url);
    const common = {
      action: auditActionOf(request.method),
      resource: resource ?? resourceOfPath(path),
      resourceId: resourceIdOf(request),
      method: request.method,
      path,
      statusCode,
      ip: request.ip,
    };
    const masquerade = await this.masquerades.fromRequest(request);
    if (masquerade) {
      return {
        ...common,
        tenantId: masquerade.tenantId,
        actorUserId: masquerade.masqueradeId,
        actorRole: masquerade.staffRole,
        subjectUserId: masquerade.customerId,
        masquerade: true,
        masqueradeSession: masqueradeSessionKey(masquerade.token),
      };
    }
    const staff = await this.staffLoginOf(request);
    if (!staff) return undefined;
    const refused = statusCode === 401 || statusCode === 403;
    if (!refused && isNonPatientRoute(request)) return undefined;
    return {
      ...common,
      tenantId: staff.tenant_id,
      actorUserId: staff.userId,
      actorRole: staff.role,
      subjectUserId: await this.subjectOf(request, staff.tenant_id),
      masquerade: false,
      masqueradeSession: null,
    };
  }

  /**
   * The admin's or agent's login token behind a request: the one AuthGuard accepted, or else (a route without
   * login, or a request a guard refused) a valid, unexpired login token in the Authorization header that claims
   * role 0 or 2, whatever its tenant. Undefined for customers, anonymous requests and invalid tokens.
   */
  private async staffLoginOf(request: FastifyRequest): Promise<LoginTokenPayload | undefined> {
    if (request.user) return request.user.role === UserRole.Customer ? undefined : request.user;
    const bearer = bearerTokenOf(request.headers.authorization);
    if (!bearer) return undefined;
    try {
      const verified = await this.jwt.verifyAny(bearer);
      if (verified.kind !== 'login' || verified.payload.role === UserRole.Customer) return undefined;
      return verified.payload;
    } catch (error) {
      if (error instanceof JwtError) return undefined;
      throw error;
    }
  }

  /**
   * Whose data a staff request touched: what the handler named (setAuditSubject), else the user of a `userId`
   * path or query parameter, else the customer of the order whose `created` value the query or body names.
   */
  private async subjectOf(request: FastifyRequest, tenantId: number): Promise<number | null> {
    if (request.auditSubject !== undefined) return request.auditSubject;
    const userId = userIdOf(fieldOf(request.params, 'userId') ?? fieldOf(request.query, 'userId'));
    if (userId !== null) return userId;
    const created = createdOf(request);
    return created === undefined ? null : this.audit.customerOfOrder(tenantId, created);
  }
}

/** The resource of an undecorated route: the first path segment after /api (`/api/order/orderId/5` → order). */
export function resourceOfPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const index = segments[0] === 'api' ? 1 : 0;
  return segments[index] ?? 'api';
}

/**
 * The record a request touches: a path parameter (`:id`, `:orderId`, `:userId`, `:fileId`) as it is, else the
 * intake's `created=` value of the query or body, else the query's `userId=`.
 */
function resourceIdOf(request: FastifyRequest): string | null {
  for (const name of RESOURCE_ID_PARAMS) {
    const value = fieldOf(request.params, name);
    if (typeof value === 'string' && value !== '') return value.slice(0, MAX_RESOURCE_ID);
  }
  const created = createdOf(request);
  if (created !== undefined) return `created=${created}`.slice(0, MAX_RESOURCE_ID);
  const userId = fieldOf(request.query, 'userId');
  if (typeof userId === 'string' && userId !== '') return `userId=${userId}`.slice(0, MAX_RESOURCE_ID);
  return null;
}

/** The intake's created value named by the query string or the JSON body, if any. */
function createdOf(request: FastifyRequest): string | undefined {
  const created = fieldOf(request.query, 'created') ?? fieldOf(request.body, 'created');
  return typeof created === 'string' && created !== '' ? created : undefined;
}

function fieldOf(holder: unknown, name: string): unknown {
  if (typeof holder !== 'object' || holder === null || Array.isArray(holder)) return undefined;
  return Object.hasOwn(holder, name) ? (holder as Record<string, unknown>)[name] : undefined;
}

/** A user id (a positive integer column value) given as a number or a decimal string; null otherwise. */
function userIdOf(value: unknown): number | null {
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
