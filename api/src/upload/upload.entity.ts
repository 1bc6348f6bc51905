import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { OrderEntity } from '../order/order.entity.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';
import { UserEntity } from '../user/user.entity.js';

/** The content types a stored upload can have: every image is stored as the JPEG made of it. */
export const STORED_CONTENT_TYPES = ['image/jpeg', 'application/pdf'] as const;
export type StoredContentType = (typeof STORED_CONTENT_TYPES)[number];

/** One uploaded file of a tenant; its bytes are in the FileStorage under `storageKey`. */
@Entity({ name: 'uploads' })
@Unique('uploads_tenant_id_storage_key_key', ['tenantId', 'storageKey'])
@Index('uploads_tenant_id_created_at_idx', ['tenantId', 'createdAt'])
@Index('uploads_order_id_idx', ['orderId'], { where: 'order_id IS NOT NULL' })
@Check('uploads_original_name_check', 'char_length(original_name) BETWEEN 1 AND 255')
@Check('uploads_content_type_check', `content_type IN ('image/jpeg', 'application/pdf')`)
@Check('uploads_size_check', 'size > 0')
@Check('uploads_sha256_check', `sha256 ~ '^[0-9a-f]{64}$'`)
export class UploadEntity extends TenantOwnedEntity {
  /** The fileId of the API; chosen by the API before the bytes are stored. */
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  /** The file name the client sent (path and control characters removed), shown back to the patient. */
  @Column({ name: 'original_name', type: 'text' })
  originalName!: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType!: StoredContentType;

  /** Size in bytes of the stored file (after conversion). */
  @Column({ type: 'integer' })
  size!: number;

  /** Lower-case hex SHA-256 of the stored bytes. */
  @Column({ type: 'text' })
  sha256!: string;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The logged-in user who uploaded it; null for an anonymous intake upload. */
  @Column({ name: 'uploaded_by_user_id', type: 'integer', nullable: true })
  uploadedByUserId!: number | null;

  /** The intake it was uploaded for; null for an upload of a logged-in user that named none. */
  @Column({ name: 'order_id', type: 'integer', nullable: true })
  orderId!: number | null;

  @ReferencesInTenant(() => UserEntity, 'uploaded_by_user_id', { nullable: true })
  uploadedBy?: UserEntity | null;

  @ReferencesInTenant(() => OrderEntity, 'order_id', { nullable: true })
  order?: OrderEntity | null;
}
