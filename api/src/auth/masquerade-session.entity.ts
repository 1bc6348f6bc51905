import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { TenantDisposableEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';

/**
 * A customer view (masquerade): one mask token, from its issue until it is ended or expires. The token is never
 * stored; `session` is its key (`masqueradeSessionKey`, the digest of its signed claims, as in the audit log). A
 * mask token is accepted only while its row is open, so ending a view refuses its token on every API process.
 */
@Entity({ name: 'masquerade_sessions' })
@Check('masquerade_sessions_session_check', `session ~ '^[0-9a-f]{32}$'`)
@Index('masquerade_sessions_staff_user_id_idx', { synchronize: false })
export class MasqueradeSessionEntity extends TenantDisposableEntity {
  @PrimaryColumn({ type: 'text' })
  session!: string;

  /** The admin or agent acting as the customer. */
  @Column({ name: 'staff_user_id', type: 'integer' })
  staffUserId!: number;

  @ReferencesInTenant(() => UserEntity, 'staff_user_id', { onDelete: 'CASCADE' })
  staff?: UserEntity;

  @Column({ name: 'customer_user_id', type: 'integer' })
  customerUserId!: number;

  @ReferencesInTenant(() => UserEntity, 'customer_user_id', { onDelete: 'CASCADE' })
  customer?: UserEntity;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt!: Date;

  /** The mask token's exp. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** When the view was ended (End, or the staff member's logins revoked); null while it is open. */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt!: Date | null;
}
