import type { BrandConfig, SiteContent } from '@telehealth/schemas';
import { Check, Column, CreateDateColumn, Entity, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';

/** A brand on the installation. `id` is the tenant id of the spec (the `Tenant` header), not a generated key. */
@Entity({ name: 'tenants' })
@Unique('tenants_slug_key', ['slug'])
@Check('tenants_id_check', 'id > 0')
export class TenantEntity {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'text' })
  slug!: string;

  @Column({ name: 'brand_config', type: 'jsonb' })
  brandConfig!: BrandConfig;

  /** Not loaded with the tenant (every request looks its tenant up): TenantService.findSiteContent reads it. */
  @Column({ name: 'site_content', type: 'jsonb', nullable: true, select: false })
  siteContent!: SiteContent | null;

  @Column({ name: 'staging_base_url', type: 'text', nullable: true })
  stagingBaseUrl!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
