import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { canHardStop, isContent } from '@telehealth/engine';
import type {
  AdminFlowQuestions,
  AdminQuestion,
  AdminQuestionListResponse,
  AdminQuestionResponse,
  FlowKey,
  Question,
} from '@telehealth/schemas';
import { Repository } from 'typeorm';

import { FlowVersionEntity } from '../flow/flow-version.entity.js';

const toAdminQuestion = (question: Question): AdminQuestion => ({
  question,
  content: isContent(question),
  stops: canHardStop(question),
});

/** The questions of a flow's published version and of its draft. Editing goes through the flow drafts API. */
@Injectable()
export class AdminQuestionsService {
  constructor(@InjectRepository(FlowVersionEntity) private readonly flows: Repository<FlowVersionEntity>) {}

  async list(tenantId: number, flow: FlowKey): Promise<AdminQuestionListResponse> {
    const { published, draft } = await this.versions(tenantId, flow);
    const summary = (row: FlowVersionEntity | null): AdminFlowQuestions | null =>
      row && {
        version: row.version,
        status: row.status,
        questions: row.document.questions.map(toAdminQuestion),
      };
    return { flow, published: summary(published), draft: summary(draft) };
  }

  /** The question in the published version and the draft; 404 when neither has it. */
  async get(tenantId: number, flow: FlowKey, questionId: number): Promise<AdminQuestionResponse> {
    const { published, draft } = await this.versions(tenantId, flow);
    const find = (row: FlowVersionEntity | null) => {
      const question = row?.document.questions.find((q) => q.id === questionId);
      return row && question ? { version: row.version, question: toAdminQuestion(question) } : null;
    };
    const response = { flow, questionId, published: find(published), draft: find(draft) };
    if (!response.published && !response.draft) {
      throw new NotFoundException(
        `Unknown question: ${questionId} in the ${flow} flow of tenant ${tenantId}`,
      );
    }
    return response;
  }

  private async versions(tenantId: number, key: FlowKey) {
    const [published, draft] = await Promise.all([
      this.flows.findOne({ where: { tenantId, key, status: 'published' } }),
      this.flows.findOne({ where: { tenantId, key, status: 'draft' }, order: { version: 'DESC' } }),
    ]);
    return { published, draft };
  }
}
