import { Module } from '@nestjs/common';

import { SubscriptionController } from './subscription.controller.js';
import { SubscriptionService } from './subscription.service.js';

/** GET /api/subscriptions and the pause / resume / skip / retention-offer / cancel actions. */
@Module({
  controllers: [SubscriptionController],
  providers: [SubscriptionService],
  exports: [SubscriptionService],
})
export class SubscriptionModule {}
