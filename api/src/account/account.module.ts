import { Module } from '@nestjs/common';

import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';

/** The logged-in customer's own order page, profile and password (GET/PUT /api/account/*). */
@Module({ controllers: [AccountController], providers: [AccountService] })
export class AccountModule {}
