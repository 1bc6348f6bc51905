import { Module } from '@nestjs/common';

import { EmailModule } from '../email/email.module.js';
import { UploadModule } from '../upload/upload.module.js';
import { ChatEventsService } from './chat-events.service.js';
import { ChatController } from './chat.controller.js';
import { ChatService } from './chat.service.js';

/**
 * Chat threads and messages between customers and the care team, with attached uploads; new messages are announced
 * by NOTIFY and streamed to the customer's open pages (ChatEventsService).
 */
@Module({
  imports: [EmailModule, UploadModule],
  controllers: [ChatController],
  providers: [ChatService, ChatEventsService],
  exports: [ChatService],
})
export class ChatModule {}
