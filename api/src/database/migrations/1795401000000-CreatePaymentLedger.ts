import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `payments`: the ledger of every call to the payment gateway (src/integrations/payment). A row is written `pending` and
 * committed before the call, then gets the gateway's answer; a charge is `settled_at` in the same transaction that
 * records its order as paid. The partial unique indexes are the money rules themselves: at most one charge per
 * order that is in flight or approved without a paid order (so a retry can never capture a second time), and at
 * most one settled charge per order. Rows are never deleted.
 *
 * `sandbox_gateway_operations`: the sandbox processor's own records (what a real processor keeps on its side,
 * one merchant account per tenant), in PostgreSQL so every API process sees the same idempotency keys.
 */
export class CreatePaymentLedger1795401000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payments (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        order_id integer NOT NULL,
        kind text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        amount numeric(10,2) NOT NULL,
        currency text NOT NULL DEFAULT 'USD',
        idempotency_key text NOT NULL,
        gateway text NOT NULL,
        gateway_transaction_id text,
        reverses_payment_id bigint,
        card jsonb,
        error text,
        void_requested_at timestamptz,
        settled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payments_pkey PRIMARY KEY (id),
        CONSTRAINT payments_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT payments_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT payments_reverses_payment_id_fkey FOREIGN KEY (reverses_payment_id) REFERENCES payments (id)
          ON DELETE RESTRICT,
        CONSTRAINT payments_tenant_id_idempotency_key_key UNIQUE (tenant_id, idempotency_key),
        CONSTRAINT payments_kind_check CHECK (kind IN ('charge', 'void', 'refund')),
        CONSTRAINT payments_status_check
          CHECK (status IN ('pending', 'approved', 'declined', 'failed', 'voided')),
        CONSTRAINT payments_amount_check CHECK (amount >= 0),
        CONSTRAINT payments_currency_check CHECK (currency ~ '^[A-Z]{3}$'),
        CONSTRAINT payments_reverses_check CHECK ((kind = 'charge') = (reverses_payment_id IS NULL)),
        CONSTRAINT payments_voided_check CHECK (status <> 'voided' OR kind = 'charge'),
        CONSTRAINT payments_transaction_check
          CHECK (status NOT IN ('approved', 'voided') OR gateway_transaction_id IS NOT NULL),
        CONSTRAINT payments_settled_check CHECK (settled_at IS NULL OR (kind = 'charge' AND status = 'approved')),
        CONSTRAINT payments_void_requested_check CHECK (void_requested_at IS NULL OR kind = 'charge')
      )`);
    await queryRunner.query(
      `CREATE INDEX payments_tenant_id_order_id_idx ON payments (tenant_id, order_id, id)`,
    );
    await queryRunner.query(`
      CREATE UNIQUE INDEX payments_one_open_charge_idx ON payments (order_id)
        WHERE kind = 'charge' AND status IN ('pending', 'approved') AND settled_at IS NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX payments_one_settled_charge_idx ON payments (order_id) WHERE settled_at IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE INDEX payments_unsettled_idx ON payments (created_at)
        WHERE status IN ('pending', 'approved') AND settled_at IS NULL`);
    await queryRunner.query(`
      CREATE TRIGGER payments_no_delete BEFORE DELETE ON payments
        FOR EACH ROW EXECUTE FUNCTION refuse_change_of_append_only_table()`);
    await queryRunner.query(`
      CREATE TRIGGER payments_no_truncate BEFORE TRUNCATE ON payments
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_append_only_table()`);

    await queryRunner.query(`
      CREATE TABLE sandbox_gateway_operations (
        tenant_id integer NOT NULL,
        idempotency_key text NOT NULL,
        kind text NOT NULL,
        transaction_id text,
        charge_transaction_id text,
        amount numeric(10,2) NOT NULL,
        result jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sandbox_gateway_operations_pkey PRIMARY KEY (tenant_id, idempotency_key),
        CONSTRAINT sandbox_gateway_operations_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id)
          ON DELETE RESTRICT,
        CONSTRAINT sandbox_gateway_operations_kind_check CHECK (kind IN ('charge', 'void', 'refund')),
        CONSTRAINT sandbox_gateway_operations_charge_check
          CHECK ((kind = 'charge') = (charge_transaction_id IS NULL))
      )`);
    await queryRunner.query(`
      CREATE INDEX sandbox_gateway_operations_charge_idx
        ON sandbox_gateway_operations (tenant_id, charge_transaction_id) WHERE charge_transaction_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sandbox_gateway_operations`);
    await queryRunner.query(`DROP TABLE payments`);
  }
}
