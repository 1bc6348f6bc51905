import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Flow drafts for the admin builder: a `revision` that grows with every save (the builder's autosave detects a
 * concurrent editor with it), `updated_at`, at most one draft per tenant and flow key, and a trigger that keeps
 * published and archived versions as they were published: only their status may move between published and
 * archived, and they cannot be deleted.
 */
export class AddFlowDrafts1795400400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE flow_versions
        ADD COLUMN revision integer NOT NULL DEFAULT 1,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT flow_versions_revision_check CHECK (revision > 0)`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX flow_versions_one_draft_idx ON flow_versions (tenant_id, key) WHERE status = 'draft'`);
    await queryRunner.query(`
      CREATE FUNCTION refuse_change_of_released_flow_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.status = 'draft' THEN
          RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
        END IF;
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'flow version % v% of tenant % is %: it cannot be deleted',
            OLD.key, OLD.version, OLD.tenant_id, OLD.status USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF NEW.status = 'draft'
          OR (NEW.tenant_id, NEW.key, NEW.version, NEW.created_at, NEW.published_at, NEW.revision)
            IS DISTINCT FROM (OLD.tenant_id, OLD.key, OLD.version, OLD.created_at, OLD.published_at, OLD.revision)
          OR (NEW.document - 'status') IS DISTINCT FROM (OLD.document - 'status') THEN
          RAISE EXCEPTION 'flow version % v% of tenant % is %: only its status may change (published or archived)',
            OLD.key, OLD.version, OLD.tenant_id, OLD.status USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER flow_versions_released_immutable BEFORE UPDATE OR DELETE ON flow_versions
        FOR EACH ROW EXECUTE FUNCTION refuse_change_of_released_flow_version()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER flow_versions_released_immutable ON flow_versions`);
    await queryRunner.query(`DROP FUNCTION refuse_change_of_released_flow_version()`);
    await queryRunner.query(`DROP INDEX flow_versions_one_draft_idx`);
    await queryRunner.query(`
      ALTER TABLE flow_versions
        DROP CONSTRAINT flow_versions_revision_check,
        DROP COLUMN updated_at,
        DROP COLUMN revision`);
  }
}
