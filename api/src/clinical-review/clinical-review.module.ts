import { Global, Module } from '@nestjs/common';

import { EmailModule } from '../email/email.module.js';
import { OrderModule } from '../order/order.module.js';
import { ClinicalReviewController } from './clinical-review.controller.js';
import { ClinicalReviewService } from './clinical-review.service.js';

/**
 * Orders flagged for clinician review. Global: checkout, the follow-up, the clinician integration and the admin
 * area call ClinicalReviewService (to flag, to hold, to show).
 */
@Global()
@Module({
  imports: [OrderModule, EmailModule],
  controllers: [ClinicalReviewController],
  providers: [ClinicalReviewService],
  exports: [ClinicalReviewService],
})
export class ClinicalReviewModule {}
