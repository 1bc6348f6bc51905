import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { TenantHostEntity } from './tenant-host.entity.js';
import { TenantController } from './tenant.controller.js';
import { TenantEntity } from './tenant.entity.js';
import { TenantService } from './tenant.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([TenantEntity, TenantHostEntity])],
  controllers: [TenantController],
  providers: [TenantService],
  exports: [TenantService],
})
export class TenantModule {}
