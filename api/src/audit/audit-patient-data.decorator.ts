import { SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The user whose data an audited handler touched (setAuditSubject); null or unset: none or unknown. */
    auditSubject?: number | null;
    /** Set once the request's audit entry has been handled, so it is recorded at most once. */
    auditHandled?: boolean;
  }
}

/** Metadata of @AuditPatientData(resource): the resource name recorded in audit_log.resource. */
export const AUDIT_RESOURCE_KEY = 'telehealth:audit-resource';

/**
 * The handler reads or writes patient data. When the caller is staff (admin or agent with a login token) the
 * AuditInterceptor records who, what (`resource`, read for GET/HEAD else write, resource id from the `:id`,
 * `:orderId` or `:userId` path parameter), whose (see setAuditSubject) and the answer's status code. Requests
 * made with a mask token are recorded whether or not the route has this decorator (with `resource` when it has).
 * Customers on their own data are not recorded.
 */
export const AuditPatientData = (resource: string) => SetMetadata(AUDIT_RESOURCE_KEY, resource);

/**
 * Names the user whose data the handler touched, recorded as audit_log.subject_user_id for a staff request to
 * an @AuditPatientData route. Call it in the handler, e.g. once the order is loaded:
 * `setAuditSubject(request, order.userId)` (with `@Req() request: FastifyRequest`).
 */
export function setAuditSubject(request: FastifyRequest, userId: number | null | undefined): void {
  request.auditSubject = userId ?? null;
}
