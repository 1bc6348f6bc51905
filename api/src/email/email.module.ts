import { Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AccountEmails } from './account-emails.service.js';
import { createEmailSender } from './email-provider.factory.js';
import { EMAIL_SENDER } from './email-sender.js';
import { EmailService } from './email.service.js';
import { StorefrontLinks } from './storefront-links.js';

/**
 * Email: the EmailSender of `EMAIL_PROVIDER` (an unknown one stops the start-up), EmailService (the outbox: queues
 * emails and sends them from the `email.send` job), AccountEmails (the customer's emails about their orders,
 * subscription and chat) and StorefrontLinks that keeps emailed links on the tenant's own hosts.
 */
@Module({
  providers: [
    {
      provide: EMAIL_SENDER,
      useFactory: (config: AppConfig) => createEmailSender(config.emailProvider, config.email),
      inject: [APP_CONFIG],
    },
    EmailService,
    AccountEmails,
    StorefrontLinks,
  ],
  exports: [EMAIL_SENDER, EmailService, AccountEmails, StorefrontLinks],
})
export class EmailModule {}
