/** One email ready to go: rendered, addressed, with the Message-ID every attempt at it sends. */
export interface OutgoingEmail {
  from: { name: string; address: string };
  /** Where replies go: the tenant's contact address. */
  replyTo: string | undefined;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<...@...>`, fixed when the email was queued. */
  messageId: string;
  /** Inline images (`cid:` in the HTML). */
  attachments: { filename: string; content: Buffer; contentType: string; cid: string }[];
}

/** Hands emails to a provider. Implementations throw when the provider does not accept a message. */
export interface EmailSender {
  /** The `EMAIL_PROVIDER` name of the implementation. */
  readonly provider: string;
  /** Resolves with the provider's answer once it has accepted the message. */
  send(email: OutgoingEmail): Promise<string>;
  /** Lets go of connections when the app stops. */
  close(): void;
}

/** Injection token of the configured EmailSender. */
export const EMAIL_SENDER = Symbol('EMAIL_SENDER');

/**
 * Whether a send failed for good: the mail server answered with a 5xx code (RFC 5321: do not repeat the same
 * request). Anything else — a 4xx answer, a refused or dropped connection, a timeout — may work later.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
