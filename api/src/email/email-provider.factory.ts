import type { EmailConfig } from '../config/email-config.js';
import type { EmailSender } from './email-sender.js';
import { SandboxEmailSender } from './sandbox-email.sender.js';
import { SmtpEmailSender } from './smtp-email.sender.js';

/** The `EMAIL_PROVIDER` values this build can send with, and how to make each. */
const PROVIDERS: Record<string, (config: EmailConfig) => EmailSender> = {
  sandbox: () => new SandboxEmailSender(),
  smtp: (config) => new SmtpEmailSender(config),
};

export const EMAIL_PROVIDERS = Object.keys(PROVIDERS);

/** The EmailSender of `EMAIL_PROVIDER`; an unknown name stops the start-up with a message listing the known ones. */
export function createEmailSender(provider: string, config: EmailConfig): EmailSender {
  const make = PROVIDERS[provider];
  if (!make) {
    throw new Error(
      `Unknown EMAIL_PROVIDER "${provider}": this build can send email with ${EMAIL_PROVIDERS.map((p) => `"${p}"`).join(', ')}`,
    );
  }
  return make(config);
}
