import { Module } from '@nestjs/common';

import { TenantModule } from '../tenant/tenant.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [TenantModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
