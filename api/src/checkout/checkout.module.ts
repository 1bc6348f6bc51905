import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { EmailModule } from '../email/email.module.js';
import { FlowVersionsModule } from '../flow/flow-versions.module.js';
import { ProductEntity } from '../product/product.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { OrderClaimEntity } from './order-claim.entity.js';
import { OrderClaimService } from './order-claim.service.js';

/**
 * Paying for an intake (POST /api/order/checkout) through the payments ledger and the configured gateway, and
 * claiming an order held for its account owner (POST /api/order/claim).
 */
@Module({
  imports: [
    FlowVersionsModule,
    EmailModule,
    TypeOrmModule.forFeature([ProductEntity, UserEntity, OrderClaimEntity]),
  ],
  controllers: [CheckoutController],
  providers: [CheckoutService, OrderClaimService],
})
export class CheckoutModule {}
