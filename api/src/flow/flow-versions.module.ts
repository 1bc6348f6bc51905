import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { FlowVersionEntity } from './flow-version.entity.js';
import { FlowVersionsService } from './flow-versions.service.js';

/** Reading published flow versions and their compiled machines, for every module that needs them. */
@Module({
  imports: [TypeOrmModule.forFeature([FlowVersionEntity])],
  providers: [FlowVersionsService],
  exports: [FlowVersionsService],
})
export class FlowVersionsModule {}
