import { STATUS_CODES } from 'node:http';

import {
  Catch,
  ConflictException,
  UnprocessableEntityException,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Finding } from '@telehealth/engine';
import type {
  FlowDraftConflictResponse,
  FlowPublishRejectedResponse,
  FlowVersion,
  SchemaIssue,
} from '@telehealth/schemas';
import type { FastifyReply } from 'fastify';

/** 409: a draft save or publish based on an old revision. The body carries the draft's current revision. */
export class FlowDraftConflictException extends ConflictException {
  constructor(
    readonly revision: number,
    sent: number,
  ) {
    super(`The draft was changed by someone else (revision ${revision}, you had ${sent})`);
  }

  toBody(): FlowDraftConflictResponse {
    return {
      statusCode: 409,
      error: STATUS_CODES[409] ?? 'Conflict',
      code: 'FLOW_DRAFT_CONFLICT',
      message: this.message,
      revision: this.revision,
    };
  }
}

/** 422: the analysis of the draft found errors, so it cannot be published. */
export class FlowPublishRejectedException extends UnprocessableEntityException {
  readonly errors: SchemaIssue[];

  constructor(
    document: FlowVersion,
    readonly findings: Finding[],
  ) {
    const errors = findings.filter((finding) => finding.severity === 'error');
    super(
      `The draft has ${errors.length} ${errors.length === 1 ? 'error' : 'errors'} and cannot be published`,
    );
    this.errors = errors.map((finding) => ({
      path: questionPath(document, finding),
      message: finding.message,
    }));
  }

  toBody(): FlowPublishRejectedResponse {
    return {
      statusCode: 422,
      error: STATUS_CODES[422] ?? 'Unprocessable Entity',
      code: 'FLOW_PUBLISH_REJECTED',
      message: this.message,
      errors: this.errors,
      findings: this.findings.map(toFlowFinding),
    };
  }
}

/** A finding as the API sends it (the engine's Finding, with only the documented fields). */
export function toFlowFinding({ severity, code, questionId, message }: Finding): Finding {
  return { severity, code, message, ...(questionId === undefined ? {} : { questionId }) };
}

/** The JSON pointer of the finding's question in the document, or '' for a finding about the whole flow. */
function questionPath(document: FlowVersion, finding: Finding): string {
  if (finding.questionId === undefined) return '';
  const index = document.questions.findIndex((question) => question.id === finding.questionId);
  return index < 0 ? '' : `/questions/${index}`;
}

/**
 * Answers the two flow-admin errors whose bodies carry more than the global error body (the current revision,
 * the findings). Bound to the flow-admin controller only; every other error goes to the global filter.
 */
@Catch(FlowDraftConflictException, FlowPublishRejectedException)
export class FlowAdminExceptionFilter implements ExceptionFilter {
  catch(exception: FlowDraftConflictException | FlowPublishRejectedException, host: ArgumentsHost): void {
    const body = exception.toBody();
    void host.switchToHttp().getResponse<FastifyReply>().status(body.statusCode).send(body);
  }
}
