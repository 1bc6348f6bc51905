import { Module } from '@nestjs/common';

import { EmailModule } from '../integrations/email/email.module.js';
import { KlaviyoController } from './klaviyo.controller.js';

/** POST /api/klaviyo/intake: emails a patient the link to resume their intake (through the email job). */
@Module({
  imports: [EmailModule],
  controllers: [KlaviyoController],
})
export class KlaviyoModule {}
