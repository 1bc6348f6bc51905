import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { EmailModule } from '../email/email.module.js';
import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { FlowVersionsModule } from '../flow/flow-versions.module.js';
import { FollowupModule } from '../followup/followup.module.js';
import { IntakeEventEntity } from '../order/intake-event.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { SubscriptionModule } from '../subscription/subscription.module.js';
import { UserEntity } from '../user/user.entity.js';
import { AdminOrdersController } from './admin-orders.controller.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminRefundService } from './admin-refund.service.js';
import { AdminQuestionsController } from './admin-questions.controller.js';
import { AdminQuestionsService } from './admin-questions.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** The admin area's API (/api/admin/*): dashboard, orders, products, questions and users, for staff (agents: the users list and page, customers only; admins: all). */
@Module({
  imports: [
    AuthModule,
    CatalogModule,
    ChatModule,
    EmailModule,
    FlowVersionsModule,
    FollowupModule,
    SubscriptionModule,
    TypeOrmModule.forFeature([OrderEntity, IntakeEventEntity, FlowVersionEntity, UserEntity]),
  ],
  controllers: [DashboardController, AdminOrdersController, AdminQuestionsController, AdminUsersController],
  providers: [
    DashboardService,
    AdminOrdersService,
    AdminQuestionsService,
    AdminUsersService,
    AdminRefundService,
  ],
})
export class AdminModule {}
