import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `order_claims`: an order paid anonymously with the email of an existing customer is held (no `user_id`) until
 * that customer confirms it is theirs through a single-use emailed link (src/checkout/order-claim.service.ts).
 * Only the sha256 of the link's token is kept. The email is a new `outbound_emails` kind, `order_claim`.
 */
export class CreateOrderClaims1795401010000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE order_claims (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        order_id integer NOT NULL,
        user_id integer NOT NULL,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT order_claims_pkey PRIMARY KEY (id),
        CONSTRAINT order_claims_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT order_claims_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT order_claims_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT order_claims_token_hash_key UNIQUE (token_hash),
        CONSTRAINT order_claims_token_hash_check CHECK (token_hash ~ '^[0-9a-f]{64}$')
      )`);
    await queryRunner.query(
      `CREATE INDEX order_claims_tenant_id_order_id_idx ON order_claims (tenant_id, order_id)`,
    );
    await queryRunner.query(`ALTER TABLE outbound_emails DROP CONSTRAINT outbound_emails_kind_check`);
    await queryRunner.query(`
      ALTER TABLE outbound_emails ADD CONSTRAINT outbound_emails_kind_check
        CHECK (kind IN ('intake_recover', 'password_reset', 'order_claim'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM outbound_emails WHERE kind = 'order_claim'`);
    await queryRunner.query(`ALTER TABLE outbound_emails DROP CONSTRAINT outbound_emails_kind_check`);
    await queryRunner.query(`
      ALTER TABLE outbound_emails ADD CONSTRAINT outbound_emails_kind_check
        CHECK (kind IN ('intake_recover', 'password_reset'))`);
    await queryRunner.query(`DROP TABLE order_claims`);
  }
}
