import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import type { ProductListResponse, ProductResponse } from '@telehealth/schemas';

import { CurrentTenant } from '../common/decorators/current-tenant.decorator.js';
import type { TenantEntity } from '../tenant/tenant.entity.js';
import { ProductService } from './product.service.js';
import { validateRequest } from '../common/utils/validate-request.util.js';

@Controller('products')
export class ProductController {
  constructor(private readonly products: ProductService) {}

  /** The tenant's products, ordered by med. */
  @Get()
  list(@CurrentTenant() tenant: TenantEntity): Promise<ProductListResponse> {
    return this.products.list(tenant.id);
  }

  /** One product of the tenant; another tenant's med is unknown here. */
  @Get(':medId')
  async get(@CurrentTenant() tenant: TenantEntity, @Param() params: unknown): Promise<ProductResponse> {
    const { medId } = validateRequest('ProductPathParams', params, 'path parameters');
    const product = await this.products.find(tenant.id, Number(medId));
    if (!product) throw new NotFoundException(`Unknown product: ${medId}`);
    return product;
  }
}
