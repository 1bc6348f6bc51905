import { HttpStatus } from '@nestjs/common';
import type { Finding, RouteCollision } from '@telehealth/engine';
import type { FlowFinding, FlowVersion } from '@telehealth/schemas';

import { ApiException, describeError, type ErrorTable } from '../common/exceptions/api.exception.js';

/** The errors of the admins' flow drafts whose bodies carry more than the common error body. */
const FLOW_ADMIN_ERRORS = {
  FLOW_DRAFT_CONFLICT: {
    status: HttpStatus.CONFLICT,
    message: (revision: number, sent: number) =>
      `The draft was changed by someone else (revision ${revision}, you had ${sent})`,
  },
  FLOW_DRAFT_EXISTS: {
    status: HttpStatus.CONFLICT,
    message: (key: string, existing?: { version: number; revision: number }) =>
      existing
        ? `The ${key} flow already has a draft (version ${existing.version}, revision ${existing.revision}): ` +
          'save to it or discard it first'
        : `Someone else started a draft of the ${key} flow at the same time`,
  },
  FLOW_PUBLISH_REJECTED: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    // The tenant's route rules are not in the document, so the builder's own analysis cannot show what they
    // collide with: the message names each collision, which the builder's publish dialog shows as it is.
    message: (errors: number, collisions: readonly RouteCollision[] = []) =>
      `The draft has ${errors} ${errors === 1 ? 'error' : 'errors'} and cannot be published` +
      (collisions.length === 0 ? '' : `: ${collisions.map((collision) => collision.message).join(' ')}`),
  },
} as const satisfies ErrorTable;

/** 409: a draft started while the flow has one (a second admin started it first). */
export class FlowDraftExistsException extends ApiException {
  constructor(key: string, existing?: { version: number; revision: number }) {
    super(describeError(FLOW_ADMIN_ERRORS, ['FLOW_DRAFT_EXISTS', key, existing]));
  }
}

/** 409: a draft save or publish based on an old revision; the body (FlowDraftConflictResponse) has the current one. */
export class FlowDraftConflictException extends ApiException {
  constructor(revision: number, sent: number) {
    super(describeError(FLOW_ADMIN_ERRORS, ['FLOW_DRAFT_CONFLICT', revision, sent]), { revision });
  }
}

/**
 * 422: the analysis of the draft found errors, or questions whose page a route rule of the tenant redirects
 * (`routeCollisions`), so it cannot be published. The body (FlowPublishRejectedResponse) names each error in
 * `errors` (the path of its question in the document) and lists every finding, each collision as an error of code
 * `route-collision`; the message names each collision and its rule.
 */
export class FlowPublishRejectedException extends ApiException {
  constructor(
    document: FlowVersion,
    findings: readonly Finding[],
    collisions: readonly RouteCollision[] = [],
  ) {
    const all = [...findings.map(toFlowFinding), ...collisions.map(routeCollisionFinding)];
    const errors = all.filter((finding) => finding.severity === 'error');
    super(
      {
        ...describeError(FLOW_ADMIN_ERRORS, ['FLOW_PUBLISH_REJECTED', errors.length, collisions]),
        errors: errors.map((finding) => ({
          path: questionPath(document, finding),
          message: finding.message,
        })),
      },
      { findings: all },
    );
  }
}

/** A route collision as a finding of the API: an error about the question whose page the rule takes. */
export function routeCollisionFinding({ questionId, message }: RouteCollision): FlowFinding {
  return { severity: 'error', code: 'route-collision', questionId, message };
}

/** A finding as the API sends it (the engine's Finding, with only the documented fields). */
export function toFlowFinding({ severity, code, questionId, message }: Finding): Finding {
  return { severity, code, message, ...(questionId === undefined ? {} : { questionId }) };
}

/** The JSON pointer of the finding's question in the document, or '' for a finding about the whole flow. */
function questionPath(document: FlowVersion, finding: FlowFinding): string {
  if (finding.questionId === undefined) return '';
  const index = document.questions.findIndex((question) => question.id === finding.questionId);
  return index < 0 ? '' : `/questions/${index}`;
}
