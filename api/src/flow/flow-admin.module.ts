import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { CurrentAdminGuard } from '../admin/guards/current-admin.guard.js';
import { UserEntity } from '../user/user.entity.js';
import { FlowAdminController } from './flow-admin.controller.js';
import { FlowAdminService } from './flow-admin.service.js';
import { FlowDropOffService } from './flow-drop-off.service.js';

/**
 * The admins' flow versions under /api/admin/flows (drafts, publishing, import and export, drop-off figures).
 * CurrentAdminGuard (with the users repository it reads) checks that the token's user is still an admin.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [FlowAdminController],
  providers: [FlowAdminService, FlowDropOffService, CurrentAdminGuard],
  exports: [FlowAdminService],
})
export class FlowAdminModule {}
