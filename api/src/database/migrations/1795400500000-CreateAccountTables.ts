import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer account's tables: the subscription event log (append-only, like intake_events), chat threads and
 * their messages, and follow-up visits (at most one per order).
 */
export class CreateAccountTables1795400500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscription_events (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        order_id integer NOT NULL,
        user_id integer NOT NULL,
        actor_user_id integer NOT NULL,
        action text NOT NULL,
        reason text,
        details jsonb NOT NULL DEFAULT '{}',
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT subscription_events_pkey PRIMARY KEY (id),
        CONSTRAINT subscription_events_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT subscription_events_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT subscription_events_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT subscription_events_actor_user_id_fkey FOREIGN KEY (actor_user_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT subscription_events_action_check
          CHECK (action IN ('pause', 'resume', 'skip', 'retention_offer', 'cancel'))
      )`);
    await queryRunner.query(
      `CREATE INDEX subscription_events_tenant_id_order_id_idx ON subscription_events (tenant_id, order_id, id)`,
    );
    await queryRunner.query(`
      CREATE TRIGGER subscription_events_append_only BEFORE UPDATE OR DELETE ON subscription_events
        FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only_table()`);
    await queryRunner.query(`
      CREATE TRIGGER subscription_events_no_truncate BEFORE TRUNCATE ON subscription_events
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only_table()`);

    await queryRunner.query(`
      CREATE TABLE chat_threads (
        id integer GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        customer_user_id integer NOT NULL,
        subject text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chat_threads_pkey PRIMARY KEY (id),
        CONSTRAINT chat_threads_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT chat_threads_customer_user_id_fkey FOREIGN KEY (customer_user_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT chat_threads_subject_check
          CHECK (char_length(subject) BETWEEN 1 AND 200 AND subject = btrim(subject))
      )`);
    await queryRunner.query(
      `CREATE INDEX chat_threads_tenant_id_customer_user_id_idx ON chat_threads (tenant_id, customer_user_id, last_message_at DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE chat_messages (
        id integer GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        thread_id integer NOT NULL,
        sender_user_id integer NOT NULL,
        sender_role smallint NOT NULL,
        body text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        read_at timestamptz,
        CONSTRAINT chat_messages_pkey PRIMARY KEY (id),
        CONSTRAINT chat_messages_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT chat_messages_thread_id_fkey FOREIGN KEY (thread_id) REFERENCES chat_threads (id) ON DELETE RESTRICT,
        CONSTRAINT chat_messages_sender_user_id_fkey FOREIGN KEY (sender_user_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT chat_messages_sender_role_check CHECK (sender_role IN (0, 1, 2)),
        CONSTRAINT chat_messages_body_check CHECK (char_length(body) BETWEEN 1 AND 5000 AND body = btrim(body))
      )`);
    await queryRunner.query(`CREATE INDEX chat_messages_thread_id_idx ON chat_messages (thread_id, id)`);
    await queryRunner.query(
      `CREATE INDEX chat_messages_unread_idx ON chat_messages (tenant_id, thread_id) WHERE read_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE followup_visits (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        tenant_id integer NOT NULL,
        order_id integer NOT NULL,
        flow_version_id uuid NOT NULL,
        answers jsonb NOT NULL,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        user_id integer,
        CONSTRAINT followup_visits_pkey PRIMARY KEY (id),
        CONSTRAINT followup_visits_order_id_key UNIQUE (order_id),
        CONSTRAINT followup_visits_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT followup_visits_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT followup_visits_flow_version_id_fkey FOREIGN KEY (flow_version_id) REFERENCES flow_versions (id) ON DELETE RESTRICT,
        CONSTRAINT followup_visits_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE RESTRICT
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE followup_visits`);
    await queryRunner.query(`DROP TABLE chat_messages`);
    await queryRunner.query(`DROP TABLE chat_threads`);
    await queryRunner.query(`DROP TABLE subscription_events`);
  }
}
