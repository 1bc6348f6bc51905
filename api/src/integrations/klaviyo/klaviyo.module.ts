import { Module } from '@nestjs/common';

import { SlidingWindowLimiter } from '../../common/rate-limit/sliding-window-limiter.js';
import { EmailModule } from '../../email/email.module.js';
import { KlaviyoController } from './klaviyo.controller.js';
import { KlaviyoService } from './klaviyo.service.js';

/** POST /api/klaviyo/intake: emails a patient the link to resume their intake (through the email job). */
@Module({
  imports: [EmailModule],
  controllers: [KlaviyoController],
  providers: [KlaviyoService, SlidingWindowLimiter],
})
export class KlaviyoModule {}
