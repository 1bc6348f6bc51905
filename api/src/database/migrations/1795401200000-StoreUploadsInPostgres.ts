import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploads shared by every API process, and limits on who may upload and email:
 * - `upload_blobs`: the bytes of each file for the `postgres` storage driver (the default), one row per
 *   `uploads` row (foreign key on the storage key, removed with it), scoped by tenant. `bytes` is stored out of
 *   line without compression (JPEGs and PDFs are compressed already), so a download reads it in slices.
 * - `uploads.order_id`: the intake a file was uploaded for (null for an upload of a logged-in user that named none).
 * - `rate_limit_hits`: one row per counted request and bucket (`upload:ip:1.2.3.4`, `klaviyo:intake:100001`), for
 *   sliding-window limits shared by every process; rows older than their window are deleted as new ones come.
 */
export class StoreUploadsInPostgres1795401200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE upload_blobs (
        tenant_id integer NOT NULL,
        storage_key text NOT NULL,
        bytes bytea NOT NULL,
        CONSTRAINT upload_blobs_pkey PRIMARY KEY (tenant_id, storage_key),
        CONSTRAINT upload_blobs_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT upload_blobs_storage_key_fkey FOREIGN KEY (storage_key)
          REFERENCES uploads (storage_key) ON DELETE CASCADE,
        CONSTRAINT upload_blobs_tenant_key_check CHECK (starts_with(storage_key, tenant_id::text || '/'))
      )`);
    await queryRunner.query(`ALTER TABLE upload_blobs ALTER COLUMN bytes SET STORAGE EXTERNAL`);

    await queryRunner.query(`ALTER TABLE uploads ADD COLUMN order_id integer`);
    await queryRunner.query(`
      ALTER TABLE uploads ADD CONSTRAINT uploads_order_id_fkey
        FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT`);
    await queryRunner.query(
      `CREATE INDEX uploads_order_id_idx ON uploads (order_id) WHERE order_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE rate_limit_hits (
        id bigint GENERATED ALWAYS AS IDENTITY,
        tenant_id integer NOT NULL,
        bucket text NOT NULL,
        hit_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT rate_limit_hits_pkey PRIMARY KEY (id),
        CONSTRAINT rate_limit_hits_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE CASCADE,
        CONSTRAINT rate_limit_hits_bucket_check CHECK (char_length(bucket) BETWEEN 1 AND 300)
      )`);
    await queryRunner.query(
      `CREATE INDEX rate_limit_hits_tenant_id_bucket_hit_at_idx ON rate_limit_hits (tenant_id, bucket, hit_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_hits`);
    await queryRunner.query(`DROP INDEX uploads_order_id_idx`);
    await queryRunner.query(`ALTER TABLE uploads DROP CONSTRAINT uploads_order_id_fkey`);
    await queryRunner.query(`ALTER TABLE uploads DROP COLUMN order_id`);
    await queryRunner.query(`DROP TABLE upload_blobs`);
  }
}
