import type { EmailJobData } from '@telehealth/schemas';

/**
 * One email to send: the tenant, the subject and the Klaviyo-shaped event (metric name, recipient profile,
 * template properties), plus `uniqueId`, the same for every attempt at sending it, so a provider can drop
 * repeats (Klaviyo's event `unique_id`).
 */
export type EmailMessage = Omit<EmailJobData, 'kind'> & { uniqueId: string };

/** Sends the API's emails through a provider. Implementations throw when the provider refuses a message. */
export interface EmailSender {
  /** The `EMAIL_PROVIDER` name of the implementation. */
  readonly provider: string;
  /** An intake event: the patient gets a link to resume their intake (`recoverLink` property). */
  sendIntakeEvent(message: EmailMessage): Promise<void>;
  /** A password reset link (`resetLink` property). */
  sendPasswordReset(message: EmailMessage): Promise<void>;
  /** A link to confirm that an order paid with the recipient's email is theirs (`claimLink` property). */
  sendOrderClaim(message: EmailMessage): Promise<void>;
  /** Tells the tenant's care team that an order needs clinical review (`reviewLink` property, no patient data). */
  sendCareTeamAlert(message: EmailMessage): Promise<void>;
}

/** Injection token of the configured EmailSender. */
export const EMAIL_SENDER = Symbol('EMAIL_SENDER');
