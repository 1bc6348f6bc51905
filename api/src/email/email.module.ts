import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { createEmailSender } from './email-provider.factory.js';
import { EMAIL_SENDER } from './email-sender.js';
import { EmailService } from './email.service.js';
import { StorefrontLinks } from './storefront-links.js';

/**
 * Email: the EmailSender of `EMAIL_PROVIDER` (an unknown one stops the start-up), EmailService that queues emails
 * and sends them from the `email.send` job, and StorefrontLinks that keeps emailed links on the tenant's own hosts.
 */
@Module({
  providers: [
    {
      provide: EMAIL_SENDER,
      useFactory: (config: AppConfig, dataSource: DataSource) =>
        createEmailSender(config.emailProvider, dataSource),
      inject: [APP_CONFIG, DataSource],
    },
    EmailService,
    StorefrontLinks,
  ],
  exports: [EMAIL_SENDER, EmailService, StorefrontLinks],
})
export class EmailModule {}
