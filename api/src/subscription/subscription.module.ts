import { Module } from '@nestjs/common';

import { EmailModule } from '../email/email.module.js';
import { SubscriptionController } from './subscription.controller.js';
import { SubscriptionService } from './subscription.service.js';

/** GET /api/subscriptions and the pause / resume / skip / retention-offer / cancel actions. */
@Module({
  imports: [EmailModule],
  controllers: [SubscriptionController],
  providers: [SubscriptionService],
  exports: [SubscriptionService],
})
export class SubscriptionModule {}
