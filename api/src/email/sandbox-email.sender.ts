import type { OutboundEmailKind } from '@telehealth/schemas';
import type { DataSource } from 'typeorm';

import type { EmailMessage, EmailSender } from './email-sender.js';
import { OutboundEmailEntity } from './outbound-email.entity.js';

/**
 * The `sandbox` provider (the default): sends nothing, and records every message in `outbound_emails` for
 * development and tests to read. A message already recorded (same tenant and `uniqueId`) is not recorded again.
 */
export class SandboxEmailSender implements EmailSender {
  readonly provider = 'sandbox';

  constructor(private readonly dataSource: DataSource) {}

  sendIntakeEvent(message: EmailMessage): Promise<void> {
    return this.record('intake_recover', message);
  }

  sendPasswordReset(message: EmailMessage): Promise<void> {
    return this.record('password_reset', message);
  }

  sendOrderClaim(message: EmailMessage): Promise<void> {
    return this.record('order_claim', message);
  }

  sendCareTeamAlert(message: EmailMessage): Promise<void> {
    return this.record('care_team_alert', message);
  }

  private async record(kind: OutboundEmailKind, message: EmailMessage): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(OutboundEmailEntity)
      .values({
        tenantId: message.tenantId,
        to: message.event.profile.email,
        kind,
        subject: message.subject,
        payload: message.event,
        uniqueId: message.uniqueId,
      })
      .orIgnore()
      .execute();
  }
}
