import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded files (intake photos, ID and selfie, PDFs): one row per stored file, the bytes themselves live in the
 * FileStorage under `storage_key`. Images are stored as the JPEG the API made of them, so `content_type` is
 * either image/jpeg or application/pdf.
 */
export class CreateUploads1795400300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE uploads (
        id uuid NOT NULL,
        tenant_id integer NOT NULL,
        original_name text NOT NULL,
        content_type text NOT NULL,
        size integer NOT NULL,
        sha256 text NOT NULL,
        storage_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        uploaded_by_user_id integer,
        CONSTRAINT uploads_pkey PRIMARY KEY (id),
        CONSTRAINT uploads_storage_key_key UNIQUE (storage_key),
        CONSTRAINT uploads_tenant_id_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (id) ON DELETE RESTRICT,
        CONSTRAINT uploads_uploaded_by_user_id_fkey FOREIGN KEY (uploaded_by_user_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT uploads_original_name_check CHECK (char_length(original_name) BETWEEN 1 AND 255),
        CONSTRAINT uploads_content_type_check CHECK (content_type IN ('image/jpeg', 'application/pdf')),
        CONSTRAINT uploads_size_check CHECK (size > 0),
        CONSTRAINT uploads_sha256_check CHECK (sha256 ~ '^[0-9a-f]{64}$')
      )`);
    await queryRunner.query(
      `CREATE INDEX uploads_tenant_id_created_at_idx ON uploads (tenant_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE uploads`);
  }
}
