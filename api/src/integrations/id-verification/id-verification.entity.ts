import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { ReferencesInTenant } from '../../database/references.decorator.js';
import { OrderEntity } from '../../order/order.entity.js';
import { TenantOwnedEntity } from '../../tenant/tenant-owned.entity.js';
import { UploadEntity } from '../../upload/upload.entity.js';

export type VerificationStatus = 'pending' | 'verified' | 'failed';

/** One identity check of an intake (ID document + selfie) and its outcome. */
@Entity({ name: 'id_verifications' })
@Index('id_verifications_order_id_idx', { synchronize: false })
@Check('id_verifications_status_check', `status IN ('pending', 'verified', 'failed')`)
@Check('id_verifications_decided_check', `(status = 'pending') = (decided_at IS NULL)`)
export class IdVerificationEntity extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'order_id', type: 'integer' })
  orderId!: number;

  @Column({ name: 'id_upload_id', type: 'uuid' })
  idUploadId!: string;

  @Column({ name: 'selfie_upload_id', type: 'uuid' })
  selfieUploadId!: string;

  @Column({ type: 'text' })
  provider!: string;

  @Column({ name: 'provider_job_id', type: 'text' })
  providerJobId!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: VerificationStatus;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  @ReferencesInTenant(() => OrderEntity, 'order_id')
  order?: OrderEntity;

  @ReferencesInTenant(() => UploadEntity, 'id_upload_id')
  idUpload?: UploadEntity;

  @ReferencesInTenant(() => UploadEntity, 'selfie_upload_id')
  selfieUpload?: UploadEntity;
}
