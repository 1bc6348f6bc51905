import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { EmailModule } from '../email/email.module.js';
import { FlowVersionEntity } from '../flow/flow-version.entity.js';
import { FlowVersionsModule } from '../flow/flow-versions.module.js';
import { FollowupVisitEntity } from '../followup/followup-visit.entity.js';
import { FollowupModule } from '../followup/followup.module.js';
import { IntakeEventEntity } from '../order/intake-event.entity.js';
import { OrderEntity } from '../order/order.entity.js';
import { SubscriptionModule } from '../subscription/subscription.module.js';
import { UploadEntity } from '../upload/upload.entity.js';
import { UploadModule } from '../upload/upload.module.js';
import { UserEntity } from '../user/user.entity.js';
import { AdminFhirController } from './admin-fhir.controller.js';
import { AdminFhirService } from './admin-fhir.service.js';
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
    UploadModule,
    TypeOrmModule.forFeature([
      OrderEntity,
      IntakeEventEntity,
      FlowVersionEntity,
      UserEntity,
      FollowupVisitEntity,
      UploadEntity,
    ]),
  ],
  controllers: [
    DashboardController,
    AdminOrdersController,
    AdminFhirController,
    AdminQuestionsController,
    AdminUsersController,
  ],
  providers: [
    DashboardService,
    AdminOrdersService,
    AdminQuestionsService,
    AdminUsersService,
    AdminRefundService,
    AdminFhirService,
  ],
})
export class AdminModule {}
