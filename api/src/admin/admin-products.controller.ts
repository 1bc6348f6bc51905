import { Controller, NotFoundException, Param } from '@nestjs/common';
import type { ProductListResponse, ProductPathParams, ProductResponse } from '@telehealth/schemas';

import { ProductService } from '../catalog/product.service.js';
import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';

/**
 * The tenant's products, read-only: products come from flows/data (products.json of each tenant) through the
 * seed, which rewrites any row that differs from the files at every start. A product changes by editing that
 * data and deploying, never through this API.
 */
@Controller()
export class AdminProductsController {
  constructor(private readonly products: ProductService) {}

  @Route('GET /api/admin/products')
  list(@CurrentTenant() tenant: TenantEntity): Promise<ProductListResponse> {
    return this.products.list(tenant.id);
  }

  @Route('GET /api/admin/products/{medId}')
  async get(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { medId }: ProductPathParams,
  ): Promise<ProductResponse> {
    const product = await this.products.find(tenant.id, Number(medId));
    if (!product) throw new NotFoundException(`Unknown product: ${medId}`);
    return product;
  }
}
