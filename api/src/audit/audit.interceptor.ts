import {
  Injectable,
  Logger,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, concatMap, from, map, throwError, type Observable } from 'rxjs';

import '../auth/decorators/current-user.decorator.js';
import { MasqueradeService } from '../auth/masquerade.service.js';
import { responseStatusOf } from '../common/filters/all-exceptions.filter.js';
import { storableText } from '../common/utils/storable-text.util.js';
import { UserRole } from '../user/user.entity.js';
import { AUDIT_RESOURCE_KEY } from './audit-patient-data.decorator.js';
import { auditActionOf, AuditService, type AuditRecord } from './audit.service.js';

/** Path parameters that name the record a request touches, in order of preference. */
const RESOURCE_ID_PARAMS = ['id', 'orderId', 'userId'] as const;

/**
 * Global: records every request made with a mask token (actor = the staff user, subject = the customer,
 * masquerade true), and staff requests (admin or agent with a login token) to @AuditPatientData routes. The entry
 * is written before the answer is sent, with the answer's status code (errors included). A failure to record is
 * logged with the entry and does not change the answer. Requests refused before their handler (by a guard) are
 * recorded by the onSend hook of AuditModule, which calls recordRequest.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
    private readonly masquerades: MasqueradeService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
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
        `Could not record the audit entry of ${request.method} ${pathOf(request)}: ${String(error)}; entry: ${JSON.stringify(entry ?? null)}`,
        error instanceof Error ? error.stack : undefined,
      );
    }
  }

  private async entryFor(
    request: FastifyRequest,
    statusCode: number,
    resource: string | undefined,
  ): Promise<AuditRecord | undefined> {
    const path = pathOf(request);
    const common = {
      action: auditActionOf(request.method),
      resource: resource ?? resourceOfPath(path),
      resourceId: resourceIdOf(request.params),
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
      };
    }
    const user = request.user;
    if (resource === undefined || !user || user.role === UserRole.Customer) return undefined;
    return {
      ...common,
      tenantId: user.tenant_id,
      actorUserId: user.userId,
      actorRole: user.role,
      subjectUserId: request.auditSubject ?? null,
      masquerade: false,
    };
  }
}

/** The request path without its query string. */
export function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** The resource of an undecorated route: the first path segment after /api (`/api/order/orderId/5` → order). */
export function resourceOfPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const index = segments[0] === 'api' ? 1 : 0;
  return segments[index] ?? 'api';
}

function resourceIdOf(params: unknown): string | null {
  if (typeof params !== 'object' || params === null) return null;
  const record = params as Record<string, unknown>;
  for (const name of RESOURCE_ID_PARAMS) {
    const value = record[name];
    // A refused request is recorded too, even when its id holds a character PostgreSQL cannot store.
    if (typeof value === 'string' && value !== '') return storableText(value);
  }
  return null;
}
