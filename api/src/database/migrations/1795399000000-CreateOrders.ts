import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders (one per intake, keyed per tenant by its `created` value, pinned to the flow version it started on) and
 * their intake event log. The log is append-only: a trigger refuses UPDATE and DELETE on it, so no code path (nor
 * a mistaken query) can rewrite an intake's history.
 */
export class CreateOrders1795399000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orders (
        id integer GENERATED ALWAYS AS IDENTITY (START WITH 100001),
        tenant_id integer NOT NULL,
        created text NOT NULL,
        flow_version_id uuid NOT NULL,
        flow_version integer NOT NULL,
        adv_data jsonb NOT NULL,
        start_data jsonb NOT NULL DEFAULT '{}',
        quiz_data jsonb NOT NULL DEFAULT '{}',
        selected_product jsonb NOT NULL DEFAULT '[]',
        payment jsonb,
        shipping jsonb,
        beluga jsonb,
        prescription jsonb,
        order_data jsonb NOT NULL DEFAULT '{"items": [], "orderStatus": "PENDING"}',
        purchase_data jsonb,
        status smallint,
        original_order_id integer,
        user_id integer,
        price numeric(10, 2),
        agent_id integer,
        agent_completion_date timestamptz,
        paid_at timestamptz,
        revision integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT orders_pkey PRIMARY KEY (id),
        CONSTRAINT orders_tenant_id_created_key UNIQUE (tenant_id, created),
        CONSTRAINT orders_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT orders_flow_version_id_fkey FOREIGN KEY (flow_version_id) REFERENCES flow_versions (id) ON DELETE RESTRICT,
        CONSTRAINT orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT orders_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT orders_original_order_id_fkey FOREIGN KEY (original_order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT orders_price_check CHECK (price IS NULL OR price >= 0),
        CONSTRAINT orders_revision_check CHECK (revision > 0),
        CONSTRAINT orders_agent_check CHECK ((agent_id IS NULL) = (agent_completion_date IS NULL)),
        CONSTRAINT orders_paid_check CHECK (paid_at IS NULL OR (price IS NOT NULL AND payment IS NOT NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX orders_tenant_id_user_id_idx ON orders (tenant_id, user_id, created_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX orders_flow_version_id_idx ON orders (flow_version_id) WHERE paid_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE intake_events (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        order_id integer NOT NULL,
        kind text NOT NULL,
        question_id integer,
        machine_event jsonb,
        state text NOT NULL,
        answers jsonb NOT NULL,
        flow_version integer NOT NULL,
        actor_user_id integer,
        agent_id integer,
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT intake_events_pkey PRIMARY KEY (id),
        CONSTRAINT intake_events_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT intake_events_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT intake_events_kind_check
          CHECK (kind IN ('create', 'continue', 'answer', 'back', 'hard_stop', 'checkout', 'agent', 'quiz', 'payment'))
      )`);
    await queryRunner.query(`CREATE INDEX intake_events_order_id_idx ON intake_events (order_id, id)`);
    await queryRunner.query(`
      CREATE FUNCTION refuse_change_of_append_only_table() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'table % is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER intake_events_append_only BEFORE UPDATE OR DELETE ON intake_events
        FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only_table()`);
    await queryRunner.query(`
      CREATE TRIGGER intake_events_no_truncate BEFORE TRUNCATE ON intake_events
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only_table()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE intake_events`);
    await queryRunner.query(`DROP FUNCTION refuse_change_of_append_only_table()`);
    await queryRunner.query(`DROP TABLE orders`);
  }
}
