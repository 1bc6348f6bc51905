import type { EmailSender, OutgoingEmail } from './email-sender.js';

/**
 * The `sandbox` provider (the default): sends nothing. The email is rendered and recorded in `outbound_emails` as
 * sent, where development and tests read it; `npm start` uses `smtp` with a local mail catcher instead.
 */
export class SandboxEmailSender implements EmailSender {
  readonly provider = 'sandbox';

  async send(email: OutgoingEmail): Promise<string> {
    return `sandbox: not sent to ${email.to}`;
  }

  close(): void {}
}
