import { Column, Entity, PrimaryColumn } from 'typeorm';

import { ReferencesInTenant } from '../database/references.decorator.js';
import { OrderEntity } from '../order/order.entity.js';
import { TenantOwnedEntity } from '../tenant/tenant-owned.entity.js';

/**
 * The `followup_due` email of one refill cycle of an order (the sale the customer sees): written with the email in
 * one transaction, and keyed by order and cycle, so however often the reminder job runs, a cycle is emailed once.
 */
@Entity({ name: 'followup_reminders' })
export class FollowupReminderEntity extends TenantOwnedEntity {
  @PrimaryColumn({ name: 'order_id', type: 'integer' })
  orderId!: number;

  /** The bill date (YYYY-MM-DD) of the refill whose follow-up the email announced. */
  @PrimaryColumn({ name: 'bill_date', type: 'date' })
  billDate!: string;

  /** The `email.send` job of the email (the outbox row's unique_id); null when no email could be queued. */
  @Column({ name: 'email_job_id', type: 'uuid', nullable: true })
  emailJobId!: string | null;

  @Column({ name: 'queued_at', type: 'timestamptz', default: () => 'now()' })
  queuedAt!: Date;

  @ReferencesInTenant(() => OrderEntity, 'order_id')
  order?: OrderEntity;
}
