import { Module } from '@nestjs/common';

import { PaymentModule } from '../integrations/payment/payment.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';

/** The logged-in customer's own order page, profile, password and card on file (GET/PUT /api/account/*). */
@Module({ imports: [PaymentModule], controllers: [AccountController], providers: [AccountService] })
export class AccountModule {}
