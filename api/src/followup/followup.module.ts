import { Module } from '@nestjs/common';

import { EmailModule } from '../email/email.module.js';
import { FlowVersionsModule } from '../flow/flow-versions.module.js';
import { FollowupReminders } from './followup-reminders.service.js';
import { FollowupController, FollowupOrderController } from './followup.controller.js';
import { FollowupService } from './followup.service.js';

/** Follow-up visits: which are due, the order they are for, submitting the answers once per refill, the reminders. */
@Module({
  imports: [FlowVersionsModule, EmailModule],
  controllers: [FollowupOrderController, FollowupController],
  providers: [FollowupService, FollowupReminders],
  exports: [FollowupService],
})
export class FollowupModule {}
