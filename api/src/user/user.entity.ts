import { UserRole, type ProfileDetails, type Role } from '@telehealth/schemas';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';

/** A person who can log in to one tenant; the same email may exist in several tenants. */
@Entity({ name: 'users' })
// Emails are unique per tenant regardless of case; TypeORM cannot express the lower() index itself.
@Index('users_tenant_id_email_key', { synchronize: false })
@Check('users_role_check', 'role IN (0, 1, 2)')
export class UserEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('increment')
  id!: number;

  @Column({ type: 'text' })
  email!: string;

  /** argon2id hash, or a bcrypt one not yet replaced at a login (auth/utils/password-hash.ts). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ type: 'smallint', default: UserRole.Customer })
  role!: Role;

  /** Name, phone and shipping address (customers); null until saved on the profile page. */
  @Column({ type: 'jsonb', nullable: true })
  profile!: ProfileDetails | null;

  /** How staff call the user, given when staff created them (an agent's name); null otherwise. */
  @Column({ type: 'text', nullable: true })
  name!: string | null;

  /** When an admin deactivated the user: no login, tokens refused, no masquerade, no email. Null while active. */
  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt!: Date | null;

  /**
   * The version every login token of the user must carry (`tokenVersion`); raised by a password reset or change
   * and a deactivation, which refuses every token signed before (auth/utils/revoke-logins.util.ts).
   */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
