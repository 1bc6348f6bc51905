import { Module } from '@nestjs/common';

import { UserInfoController } from './user-info.controller.js';

/** Calls about the visitor: GET /api/user/info. */
@Module({ controllers: [UserInfoController] })
export class UserModule {}
