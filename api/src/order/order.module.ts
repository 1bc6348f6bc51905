import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { FlowVersionsModule } from '../flow/flow-versions.module.js';
import { IntakeEventEntity } from './intake-event.entity.js';
import { OrderController } from './order.controller.js';
import { OrderEntity } from './order.entity.js';
import { OrderService } from './order.service.js';

/** Orders and their intake: create, save answers (with the event log), resume, list a user's orders. */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, IntakeEventEntity]), FlowVersionsModule],
  controllers: [OrderController],
  providers: [OrderService],
  exports: [OrderService],
})
export class OrderModule {}
