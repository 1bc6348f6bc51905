import { Module } from '@nestjs/common';

import { FlowVersionsModule } from '../flow/flow-versions.module.js';
import { FollowupController, FollowupOrderController } from './followup.controller.js';
import { FollowupService } from './followup.service.js';

/** Follow-up visits: the order they are for, and submitting the answers once. */
@Module({
  imports: [FlowVersionsModule],
  controllers: [FollowupOrderController, FollowupController],
  providers: [FollowupService],
  exports: [FollowupService],
})
export class FollowupModule {}
