import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';

import { AssetsModule } from './assets/assets.module.js';
import { AuthModule } from './auth/auth.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { ApiAccessGuard } from './common/guards/api-access.guard.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import type { DatabaseConnection } from './database/database-connection.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { SeedModule } from './seed/seed.module.js';
import { TenantModule } from './tenant/tenant.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, connection: DatabaseConnection): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(connection),
        TenantModule,
        HealthModule,
        AssetsModule,
        AuthModule,
        CatalogModule,
        SeedModule,
      ],
      providers: [
        // Every route is guarded; routes opt out of a header with @SkipToken() / @SkipTenant().
        { provide: APP_GUARD, useClass: ApiAccessGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
