import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { UploadEntity } from '../upload/upload.entity.js';
import { ChatMessageEntity } from './chat-message.entity.js';

/** A file attached to a chat message: an upload of the message's sender, at `position` among the message's files. */
@Entity({ name: 'chat_message_attachments' })
@Check('chat_message_attachments_position_check', 'position BETWEEN 0 AND 4')
export class ChatAttachmentEntity extends TenantOwnedEntity {
  @PrimaryColumn({ name: 'message_id', type: 'integer' })
  messageId!: number;

  @PrimaryColumn({ name: 'upload_id', type: 'uuid' })
  uploadId!: string;

  @Column({ type: 'smallint' })
  position!: number;

  @ReferencesInTenant(() => ChatMessageEntity, 'message_id')
  message?: ChatMessageEntity;

  @ReferencesInTenant(() => UploadEntity, 'upload_id')
  upload?: UploadEntity;
}
