import type { PasswordLinkPurpose } from '@telehealth/schemas';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { WithSingleUseLink } from '../database/single-use-link.entity.js';
import { TenantDisposableEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';

/**
 * A password link sent to a user: a reset, or a new customer's link to set their first password (`purpose`). Only
 * the sha256 of the link's token is stored (hex); the token itself exists only in the email. A token works once
 * (`used_at`; spending one also voids the user's other tokens) and until `expires_at`.
 */
@Entity({ name: 'password_reset_tokens' })
@Unique('password_reset_tokens_tenant_id_token_hash_key', ['tenantId', 'tokenHash'])
@Index('password_reset_tokens_user_id_idx', { synchronize: false })
@Check('password_reset_tokens_token_hash_check', `token_hash ~ '^[0-9a-f]{64}$'`)
@Check('password_reset_tokens_purpose_check', `purpose IN ('reset', 'account_setup')`)
export class PasswordResetTokenEntity extends WithSingleUseLink(TenantDisposableEntity) {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column({ type: 'text', default: 'reset' })
  purpose!: PasswordLinkPurpose;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ReferencesInTenant(() => UserEntity, 'user_id', { onDelete: 'CASCADE' })
  user?: UserEntity;
}

/** A request for a password reset link (POST /api/auth/recover), counted by the recover rate limit. */
@Entity({ name: 'password_recover_requests' })
@Index('password_recover_requests_tenant_id_email_idx', { synchronize: false })
@Index('password_recover_requests_ip_idx', { synchronize: false })
@Check('password_recover_requests_email_check', 'email = lower(email)')
export class PasswordRecoverRequestEntity extends TenantDisposableEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  /** Lower-cased. */
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  ip!: string;

  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt!: Date;
}
