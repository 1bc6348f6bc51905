import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { FlowVersionsModule } from '../flow/flow-versions.module.js';
import { ProductEntity } from '../product/product.entity.js';
import { StateEntity } from '../state/state.entity.js';
import { FlowController } from './flow.controller.js';
import { ProductController } from './product.controller.js';
import { ProductService } from './product.service.js';
import { StateController } from './state.controller.js';
import { StateService } from './state.service.js';

/** The storefront's read-only catalogue: products, states, flow routes and questions (spec section 7). */
@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity, StateEntity]), FlowVersionsModule],
  controllers: [ProductController, StateController, FlowController],
  providers: [ProductService, StateService],
  exports: [ProductService, StateService],
})
export class CatalogModule {}
