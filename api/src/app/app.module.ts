import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { LoggerModule, type Params as LoggerParams } from 'nestjs-pino';

import { AccountModule } from '../account/account.module.js';
import { AdminModule } from '../admin/admin.module.js';
import { AssetsModule } from '../assets/assets.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ApiAccessGuard } from '../auth/guards/api-access.guard.js';
import { AuthGuard } from '../auth/guards/auth.guard.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ChatModule } from '../chat/chat.module.js';
import { CheckoutModule } from '../checkout/checkout.module.js';
import { ClinicalReviewModule } from '../clinical-review/clinical-review.module.js';
import { AllExceptionsFilter } from '../common/filters/all-exceptions.filter.js';
import { ShutdownModule } from '../common/shutdown/shutdown.module.js';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import type { DatabaseConnection } from '../database/database-connection.js';
import { DatabaseModule } from '../database/database.module.js';
import { FlowAdminModule } from '../flow/flow-admin.module.js';
import { FollowupModule } from '../followup/followup.module.js';
import { HealthModule } from '../health/health.module.js';
import { ClinicianModule } from '../integrations/clinician/clinician.module.js';
import { CrmModule } from '../integrations/crm/crm.module.js';
import { IdVerificationModule } from '../integrations/id-verification/id-verification.module.js';
import { KlaviyoModule } from '../integrations/klaviyo/klaviyo.module.js';
import { PaymentModule } from '../integrations/payment/payment.module.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { OrderModule } from '../order/order.module.js';
import { SeedModule } from '../seed/seed.module.js';
import { SubscriptionModule } from '../subscription/subscription.module.js';
import { TenantModule } from '../tenant/tenant.module.js';
import { UploadModule } from '../upload/upload.module.js';
import { UserModule } from '../user/user.module.js';
import { dataSourceOptions } from './data-source-options.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, connection: DatabaseConnection, logging: LoggerParams): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ShutdownModule,
        // Request logging (nestjs-pino over pino-http) and the request id of every line logged while a request
        // runs. Its default routes, `{/*splat}` under the global prefix, are every `/api` request, `/api` included.
        LoggerModule.forRoot(logging),
        DatabaseModule.forRoot(connection, dataSourceOptions(connection.url)),
        MetricsModule,
        JobsModule,
        TenantModule,
        HealthModule,
        AssetsModule,
        AuthModule,
        AuditModule,
        CatalogModule,
        OrderModule,
        PaymentModule,
        CheckoutModule,
        ClinicalReviewModule,
        ClinicianModule,
        CrmModule,
        IdVerificationModule,
        UserModule,
        FlowAdminModule,
        AdminModule,
        SubscriptionModule,
        AccountModule,
        ChatModule,
        FollowupModule,
        KlaviyoModule,
        SeedModule,
        UploadModule,
      ],
      providers: [
        // Every route is guarded as its access in the route contract says (@Route()): the Token and Tenant
        // headers first, then the login. Global guards run in the order they are provided here.
        { provide: APP_GUARD, useClass: ApiAccessGuard },
        { provide: APP_GUARD, useExisting: AuthGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
