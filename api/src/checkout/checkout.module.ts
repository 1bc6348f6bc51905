import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { EmailModule } from '../integrations/email/email.module.js';
import { OrderModule } from '../order/order.module.js';
import { ProductEntity } from '../product/product.entity.js';
import { UserEntity } from '../user/user.entity.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';

/** Paying for an intake (POST /api/order/checkout) through the configured payment gateway. */
@Module({
  imports: [OrderModule, EmailModule, TypeOrmModule.forFeature([ProductEntity, UserEntity])],
  controllers: [CheckoutController],
  providers: [CheckoutService],
})
export class CheckoutModule {}
