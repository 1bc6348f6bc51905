import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import type { ProductListResponse, ProductResponse } from '@telehealth/schemas';

import { AdminOnly } from '../auth/guards/current-admin.guard.js';
import { ProductService } from '../catalog/product.service.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { validateRequest } from '../common/utils/validate-request.util.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';

/**
 * The tenant's products, read-only: products come from flows/data (products.json of each tenant) through the
 * seed, which rewrites any row that differs from the files at every start. A product changes by editing that
 * data and deploying, never through this API.
 */
@Controller('admin/products')
@AdminOnly()
export class AdminProductsController {
  constructor(private readonly products: ProductService) {}

  @Get()
  list(@CurrentTenant() tenant: TenantEntity): Promise<ProductListResponse> {
    return this.products.list(tenant.id);
  }

  @Get(':medId')
  async get(@CurrentTenant() tenant: TenantEntity, @Param() params: unknown): Promise<ProductResponse> {
    const { medId } = validateRequest('ProductPathParams', params, 'path parameters');
    const product = await this.products.find(tenant.id, Number(medId));
    if (!product) throw new NotFoundException(`Unknown product: ${medId}`);
    return product;
  }
}
