import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Identity checks of intakes: an uploaded ID document and selfie, and the identity service's decision. */
export class CreateIdVerifications1795400700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE id_verifications (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        tenant_id integer NOT NULL,
        order_id integer NOT NULL,
        id_upload_id uuid NOT NULL,
        selfie_upload_id uuid NOT NULL,
        provider text NOT NULL,
        provider_job_id text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        CONSTRAINT id_verifications_pkey PRIMARY KEY (id),
        CONSTRAINT id_verifications_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT id_verifications_order_id_fkey FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT id_verifications_id_upload_id_fkey FOREIGN KEY (id_upload_id) REFERENCES uploads (id) ON DELETE RESTRICT,
        CONSTRAINT id_verifications_selfie_upload_id_fkey FOREIGN KEY (selfie_upload_id) REFERENCES uploads (id) ON DELETE RESTRICT,
        CONSTRAINT id_verifications_status_check CHECK (status IN ('pending', 'verified', 'failed')),
        CONSTRAINT id_verifications_decided_check CHECK ((status = 'pending') = (decided_at IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX id_verifications_order_id_idx ON id_verifications (order_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE id_verifications`);
  }
}
