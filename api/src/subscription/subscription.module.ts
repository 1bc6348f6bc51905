import { Module } from '@nestjs/common';

import { ChatModule } from '../chat/chat.module.js';
import { ClinicalReviewModule } from '../clinical-review/clinical-review.module.js';
import { EmailModule } from '../email/email.module.js';
import { FlowVersionsModule } from '../flow/flow-versions.module.js';
import { CancellationFlowService } from './cancellation-flow.service.js';
import { SubscriptionController } from './subscription.controller.js';
import { SubscriptionService } from './subscription.service.js';

/** GET /api/subscriptions, the pause / resume / skip / retention-offer / cancel actions and the cancellation flow. */
@Module({
  imports: [EmailModule, ChatModule, FlowVersionsModule, ClinicalReviewModule],
  controllers: [SubscriptionController],
  providers: [SubscriptionService, CancellationFlowService],
  exports: [SubscriptionService],
})
export class SubscriptionModule {}
