import nodemailer, { type Transporter } from 'nodemailer';

import type { EmailConfig } from '../config/email-config.js';
import type { EmailSender, OutgoingEmail } from './email-sender.js';

/**
 * The `smtp` provider: nodemailer over SMTP (`SMTP_HOST`, `SMTP_PORT`, `SMTP_SECURE`, `SMTP_USER`, `SMTP_PASS`).
 * A pool of up to `EMAIL_CONCURRENCY` connections, reused from message to message, hands the server at most
 * `EMAIL_RATE_PER_SECOND` messages a second (a provider answers 4xx past its rate, which would only turn into
 * retries). Timeouts are short enough that a hung server fails the attempt (and it is retried) long before the
 * job's own expiry.
 */
export class SmtpEmailSender implements EmailSender {
  readonly provider = 'smtp';
  private readonly transport: Transporter;

  constructor({ smtp: config, concurrency, ratePerSecond }: EmailConfig) {
    this.transport = nodemailer.createTransport({
      pool: true,
      maxConnections: concurrency,
      rateDelta: 1000,
      rateLimit: ratePerSecond,
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.user !== undefined ? { auth: { user: config.user, pass: config.pass ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async send(email: OutgoingEmail): Promise<string> {
    const info = await this.transport.sendMail({
      from: email.from,
      to: email.to,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: email.messageId,
      attachments: email.attachments,
    });
    return String(info.response);
  }

  close(): void {
    this.transport.close();
  }
}
