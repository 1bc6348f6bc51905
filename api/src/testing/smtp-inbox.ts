import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A refusal the inbox answers to a recipient: an SMTP code (4xx: try later, 5xx: never) and its text. */
export interface Refusal {
  responseCode: number;
  message: string;
}

export interface SmtpInbox {
  readonly port: number;
  /** Every message accepted so far, parsed, oldest first. */
  readonly messages: ParsedMail[];
  /** How many times each recipient was refused. */
  readonly refusals: Map<string, number>;
  /** Answers recipients matching `to` with `refusal` from now on. */
  refuse(to: string, refusal: Refusal): void;
  /** The messages to `to`, oldest first. */
  to(address: string): ParsedMail[];
  /** From now on, accepts each message only `ms` after its data began (a slow server); 0 again: at once. */
  hold(ms: number): void;
  /** The most messages the inbox was receiving at one time (counted while messages are held). */
  readonly mostAtOnce: number;
  /** When each message's DATA began (ms since the epoch), in order. */
  readonly dataStartedAt: number[];
  /** Waits until `count` messages to `address` have arrived (at most `timeoutMs`) and answers them. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (`port`, or any free port) that keeps what it accepts, for tests of email
 * delivery: the API talks SMTP to it exactly as to a production server. No TLS and no login (like a local mail
 * catcher).
 */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  let holdMs = 0;
  const messages: ParsedMail[] = [];
  const dataStartedAt: number[] = [];
  let atOnce = 0;
  let mostAtOnce = 0;
  const refusals = new Map<string, number>();
  const refused = new Map<string, Refusal>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refusal = refused.get(address.address.toLowerCase());
      if (!refusal) return callback();
      refusals.set(address.address, (refusals.get(address.address) ?? 0) + 1);
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.responseCode;
      return callback(error);
    },
    onData(stream, _session, callback) {
      dataStartedAt.push(Date.now());
      mostAtOnce = Math.max(mostAtOnce, ++atOnce);
      simpleParser(stream, { keepCidLinks: true })
        .then(async (mail) => {
          // A slow server: the message is accepted only after holdMs.
          if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error))
        .finally(() => atOnce--);
    },
  });
  const listening = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('the SMTP inbox has no port'));
    });
  });
  const to = (address: string) => messages.filter((mail) => recipients(mail).includes(address.toLowerCase()));
  return {
    port: listening,
    messages,
    refusals,
    hold(ms) {
      holdMs = ms;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    dataStartedAt,
    refuse(address, refusal) {
      refused.set(address.toLowerCase(), refusal);
    },
    to,
    async waitFor(address, count = 1, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `${to(address).length} of ${count} messages to ${address} arrived in ${timeoutMs} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return to(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The recipients' addresses of a parsed message, lower case. */
export function recipients(mail: ParsedMail): string[] {
  const list = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return list.flatMap((to) => to.value.map((v) => (v.address ?? '').toLowerCase()));
}
