import { Controller, NotFoundException, Param } from '@nestjs/common';
import type { ProductListResponse, ProductPathParams, ProductResponse } from '@telehealth/schemas';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import { Route } from '../common/route/route.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { ProductService } from './product.service.js';

@Controller()
export class ProductController {
  constructor(private readonly products: ProductService) {}

  /** The tenant's products, ordered by med. */
  @Route('GET /api/products')
  list(@CurrentTenant() tenant: TenantEntity): Promise<ProductListResponse> {
    return this.products.list(tenant.id);
  }

  /** One product of the tenant; another tenant's med is unknown here. */
  @Route('GET /api/products/{medId}')
  async get(
    @CurrentTenant() tenant: TenantEntity,
    @Param() { medId }: ProductPathParams,
  ): Promise<ProductResponse> {
    const product = await this.products.find(tenant.id, Number(medId));
    if (!product) throw new NotFoundException(`Unknown product: ${medId}`);
    return product;
  }
}
