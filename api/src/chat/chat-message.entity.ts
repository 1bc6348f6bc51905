import type { Role } from '@telehealth/schemas';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { ChatThreadEntity } from './chat-thread.entity.js';

/**
 * One message of a chat thread. A customer's message (sender_role 1) is addressed to the care team; a staff
 * message (sender_role 0 or 2) to the thread's customer. `read_at` is set when its addressee reads it.
 */
@Entity({ name: 'chat_messages' })
@Index('chat_messages_thread_id_idx', { synchronize: false })
@Index('chat_messages_unread_idx', { synchronize: false })
@Check('chat_messages_sender_role_check', 'sender_role IN (0, 1, 2)')
@Check('chat_messages_body_check', 'char_length(body) BETWEEN 1 AND 5000 AND body = btrim(body)')
export class ChatMessageEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'thread_id', type: 'integer' })
  threadId!: number;

  @Column({ name: 'sender_user_id', type: 'integer' })
  senderUserId!: number;

  @Column({ name: 'sender_role', type: 'smallint' })
  senderRole!: Role;

  @Column({ type: 'text' })
  body!: string;

  @Column({ name: 'sent_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  sentAt!: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt!: Date | null;

  @ReferencesInTenant(() => ChatThreadEntity, 'thread_id')
  thread?: ChatThreadEntity;

  @ReferencesInTenant(() => UserEntity, 'sender_user_id')
  sender?: UserEntity;
}
