import { Global, Module } from '@nestjs/common';

import { EmailModule } from '../email/email.module.js';
import { FlowVersionsModule } from '../flow/flow-versions.module.js';
import { ClinicalReviewController } from './clinical-review.controller.js';
import { ClinicalReviewService } from './clinical-review.service.js';

/**
 * Orders flagged for clinician review. Global: checkout, the follow-up, the clinician integration and the admin
 * area call ClinicalReviewService (to flag, to hold, to show).
 */
@Global()
@Module({
  imports: [FlowVersionsModule, EmailModule],
  controllers: [ClinicalReviewController],
  providers: [ClinicalReviewService],
  exports: [ClinicalReviewService],
})
export class ClinicalReviewModule {}
