import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Product } from '@telehealth/schemas';
import { Repository } from 'typeorm';

import { ProductEntity } from '../product/product.entity.js';

/** The largest med the products table can hold (an integer column). */
const MAX_MED = 2_147_483_647;

@Injectable()
export class ProductService {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  /** The tenant's products, ordered by med. */
  async list(tenantId: number): Promise<Product[]> {
    const rows = await this.products.find({ where: { tenantId }, order: { med: 'ASC' } });
    return rows.map((row) => row.document);
  }

  /** The tenant's product with this med, or null (also for another tenant's med). */
  async find(tenantId: number, med: number): Promise<Product | null> {
    if (!Number.isSafeInteger(med) || med < 1 || med > MAX_MED) return null;
    const row = await this.products.findOneBy({ tenantId, med });
    return row?.document ?? null;
  }
}
