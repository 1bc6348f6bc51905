import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { CompiledFlows } from './compiled-flows.service.js';
import { IntakeEventEntity } from './intake-event.entity.js';
import { OrderController } from './order.controller.js';
import { OrderEntity } from './order.entity.js';
import { OrderService } from './order.service.js';

/** Orders and their intake: create, save answers (with the event log), resume, list a user's orders. */
@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, IntakeEventEntity, FlowVersionEntity])],
  controllers: [OrderController],
  providers: [OrderService, CompiledFlows],
  exports: [OrderService, CompiledFlows],
})
export class OrderModule {}
