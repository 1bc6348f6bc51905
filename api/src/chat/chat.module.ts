import { Module } from '@nestjs/common';

import { EmailModule } from '../email/email.module.js';
import { ChatController } from './chat.controller.js';
import { ChatService } from './chat.service.js';

/** Chat threads and messages between customers and the care team; new messages are announced by NOTIFY. */
@Module({
  imports: [EmailModule],
  controllers: [ChatController],
  providers: [ChatService],
  exports: [ChatService],
})
export class ChatModule {}
