import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of a tenant's public site (home page steps, info pages, docs), a `SiteContent` document seeded from
 * flows/. Null until the seed writes it. Kept beside the brand config but read only by GET /api/tenant/content, so
 * the per-request tenant lookup does not load it.
 */
export class AddTenantSiteContent1795402600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE tenants ADD COLUMN site_content jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE tenants DROP COLUMN site_content`);
  }
}
