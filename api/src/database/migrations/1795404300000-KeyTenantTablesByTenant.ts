import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every tenant table keyed by `tenant_id`, so the schema can be distributed by it (Citus) without redesign: each
 * primary key, unique constraint and unique index starts with `tenant_id`, and each foreign key between two tenant
 * tables is `(tenant_id, x_id) → parent (tenant_id, id)`, so a row can only point at a row of its own tenant. Ids
 * stay globally unique (identity columns and random uuids); the database just no longer promises it. The reference
 * tables (tenants, tenant_hosts, states) keep their keys. See docs/scaling.md.
 *
 * The lists below are this migration's own copy of the schema at the time, not read from the entities, so the
 * migration means the same whatever the code becomes.
 */

/** Tables whose primary key gains `tenant_id` in front: [table, the old key's columns]. */
const PRIMARY_KEYS: [table: string, columns: string][] = [
  ['audit_log', 'id'],
  ['chat_message_attachments', 'message_id, upload_id'],
  ['chat_messages', 'id'],
  ['chat_threads', 'id'],
  ['clinical_review_flags', 'id'],
  ['flow_versions', 'id'],
  ['followup_reminders', 'order_id, bill_date'],
  ['followup_visits', 'id'],
  ['id_verifications', 'id'],
  ['intake_events', 'id'],
  ['login_attempts', 'id'],
  ['order_claims', 'id'],
  ['orders', 'id'],
  ['outbound_emails', 'id'],
  ['password_recover_requests', 'id'],
  ['password_reset_tokens', 'id'],
  ['payments', 'id'],
  ['rate_limit_hits', 'id'],
  ['subscription_events', 'id'],
  ['uploads', 'id'],
  ['users', 'id'],
];

/** Unique constraints on one column, which become unique per tenant: [table, column]. */
const UNIQUE_CONSTRAINTS: [table: string, column: string][] = [
  ['order_claims', 'token_hash'],
  ['outbound_emails', 'message_id'],
  ['password_reset_tokens', 'token_hash'],
  ['uploads', 'storage_key'],
];

/** Partial unique indexes, which keep their names: [name, table, old definition, new definition]. */
const UNIQUE_INDEXES: [name: string, table: string, before: string, after: string][] = [
  [
    'followup_visits_completed_cycle_key',
    'followup_visits',
    `(order_id, bill_date) NULLS NOT DISTINCT WHERE status = 'completed'`,
    `(tenant_id, order_id, bill_date) NULLS NOT DISTINCT WHERE status = 'completed'`,
  ],
  [
    'payments_one_open_charge_idx',
    'payments',
    `(order_id) WHERE kind = 'charge' AND status IN ('pending', 'approved') AND settled_at IS NULL`,
    `(tenant_id, order_id) WHERE kind = 'charge' AND status IN ('pending', 'approved') AND settled_at IS NULL`,
  ],
  [
    'payments_one_settled_charge_idx',
    'payments',
    `(order_id) WHERE settled_at IS NOT NULL`,
    `(tenant_id, order_id) WHERE settled_at IS NOT NULL`,
  ],
];

interface ForeignKey {
  table: string;
  column: string;
  parent: string;
  parentColumn: string;
  onDelete: 'RESTRICT' | 'CASCADE';
}

const fk = (
  table: string,
  column: string,
  parent: string,
  onDelete: ForeignKey['onDelete'] = 'RESTRICT',
  parentColumn = 'id',
): ForeignKey => ({ table, column, parent, parentColumn, onDelete });

/** Every foreign key between two tenant tables. */
const FOREIGN_KEYS: ForeignKey[] = [
  fk('chat_message_attachments', 'message_id', 'chat_messages'),
  fk('chat_message_attachments', 'upload_id', 'uploads'),
  fk('chat_messages', 'sender_user_id', 'users'),
  fk('chat_messages', 'thread_id', 'chat_threads'),
  fk('chat_threads', 'customer_user_id', 'users'),
  fk('clinical_review_flags', 'order_id', 'orders'),
  fk('clinical_review_flags', 'resolved_by_user_id', 'users'),
  fk('clinical_review_flags', 'user_id', 'users'),
  fk('followup_reminders', 'order_id', 'orders'),
  fk('followup_visits', 'flow_version_id', 'flow_versions'),
  fk('followup_visits', 'order_id', 'orders'),
  fk('followup_visits', 'user_id', 'users'),
  fk('id_verifications', 'id_upload_id', 'uploads'),
  fk('id_verifications', 'order_id', 'orders'),
  fk('id_verifications', 'selfie_upload_id', 'uploads'),
  fk('intake_events', 'order_id', 'orders'),
  fk('order_claims', 'order_id', 'orders'),
  fk('order_claims', 'user_id', 'users', 'CASCADE'),
  fk('orders', 'agent_id', 'users'),
  fk('orders', 'flow_version_id', 'flow_versions'),
  fk('orders', 'original_order_id', 'orders'),
  fk('orders', 'user_id', 'users'),
  fk('password_reset_tokens', 'user_id', 'users', 'CASCADE'),
  fk('payments', 'order_id', 'orders'),
  fk('payments', 'reverses_payment_id', 'payments'),
  fk('subscription_events', 'actor_user_id', 'users'),
  fk('subscription_events', 'order_id', 'orders'),
  fk('subscription_events', 'user_id', 'users'),
  fk('upload_blobs', 'storage_key', 'uploads', 'CASCADE', 'storage_key'),
  fk('uploads', 'order_id', 'orders'),
  fk('uploads', 'uploaded_by_user_id', 'users'),
];

export class KeyTenantTablesByTenant1795404300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // Foreign keys first: they depend on the unique indexes of the keys they point at.
    for (const { table, column } of FOREIGN_KEYS) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_fkey`);
    }
    for (const [table, columns] of PRIMARY_KEYS) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey,
           ADD CONSTRAINT ${table}_pkey PRIMARY KEY (tenant_id, ${columns})`,
      );
    }
    for (const [table, column] of UNIQUE_CONSTRAINTS) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_key,
           ADD CONSTRAINT ${table}_tenant_id_${column}_key UNIQUE (tenant_id, ${column})`,
      );
    }
    for (const [name, table, , after] of UNIQUE_INDEXES) {
      await queryRunner.query(`DROP INDEX ${name}`);
      await queryRunner.query(`CREATE UNIQUE INDEX ${name} ON ${table} ${after}`);
    }
    for (const { table, column, parent, parentColumn, onDelete } of FOREIGN_KEYS) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_tenant_id_${column}_fkey
           FOREIGN KEY (tenant_id, ${column}) REFERENCES ${parent} (tenant_id, ${parentColumn}) ON DELETE ${onDelete}`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, column } of FOREIGN_KEYS) {
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_tenant_id_${column}_fkey`);
    }
    for (const [name, table, before] of UNIQUE_INDEXES) {
      await queryRunner.query(`DROP INDEX ${name}`);
      await queryRunner.query(`CREATE UNIQUE INDEX ${name} ON ${table} ${before}`);
    }
    for (const [table, column] of UNIQUE_CONSTRAINTS) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_tenant_id_${column}_key,
           ADD CONSTRAINT ${table}_${column}_key UNIQUE (${column})`,
      );
    }
    for (const [table, columns] of PRIMARY_KEYS) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY (${columns})`,
      );
    }
    for (const { table, column, parent, parentColumn, onDelete } of FOREIGN_KEYS) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fkey
           FOREIGN KEY (${column}) REFERENCES ${parent} (${parentColumn}) ON DELETE ${onDelete}`,
      );
    }
  }
}
