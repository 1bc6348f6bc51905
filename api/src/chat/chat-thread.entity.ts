import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';

/** A conversation between one customer and the tenant's care team (admins and agents). */
@Entity({ name: 'chat_threads' })
@Index('chat_threads_tenant_id_customer_user_id_idx', { synchronize: false })
@Check('chat_threads_subject_check', 'char_length(subject) BETWEEN 1 AND 200 AND subject = btrim(subject)')
export class ChatThreadEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id!: number;

  @Column({ name: 'customer_user_id', type: 'integer' })
  customerUserId!: number;

  @Column({ type: 'text' })
  subject!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_message_at', type: 'timestamptz', default: () => 'now()' })
  lastMessageAt!: Date;

  @ReferencesInTenant(() => UserEntity, 'customer_user_id')
  customer?: UserEntity;
}
