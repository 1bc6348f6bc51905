import type { EmailEvent, EmailLine, OutboundEmailKind } from '@telehealth/schemas';

/**
 * What one email says, whatever it looks like: the HTML and the plain-text part are both made from it
 * (render-email.ts), so they never say different things.
 */
export interface EmailContent {
  /** The line inboxes show after the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A table of labelled lines (an order's items), the last one in bold when `total` is set. */
  lines?: EmailLine[];
  total?: EmailLine;
  /** Paragraphs after the table, before the button. */
  afterLines?: string[];
  /** The one button. */
  action: { label: string; url: string };
  /** Paragraphs after the button (what to do if the email was not expected). */
  after?: string[];
  /** Why the recipient gets this email, shown in the footer. */
  reason: string;
}

type Properties = EmailEvent['properties'];

/** A property, or '' when it is missing. */
function text(properties: Properties, name: string): string {
  return properties[name] ?? '';
}

/** How long a link stays usable, in words: "1 hour", "7 days". */
export function lifetimeInWords(from: Date, until: string): string {
  const seconds = Math.round((new Date(until).getTime() - from.getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return 'a short time';
  const days = Math.round(seconds / 86_400);
  if (seconds >= 86_400 * 1.5) return `${days} days`;
  if (seconds >= 86_400) return '1 day';
  if (seconds >= 3600 * 1.5) return `${Math.round(seconds / 3600)} hours`;
  if (seconds >= 3600) return '1 hour';
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The words of an email of `kind` for the brand, from its event's properties and lines. `queuedAt` is when it was written
 * (a link's lifetime is told from it). Nothing here names a diagnosis or repeats a message: health information
 * stays in the account, behind a login.
 */
export function emailContent(
  kind: OutboundEmailKind,
  event: EmailEvent,
  brandName: string,
  queuedAt: Date,
): EmailContent {
  const { properties } = event;
  const validFor = () => lifetimeInWords(queuedAt, text(properties, 'expiresAt'));
  switch (kind) {
    case 'intake_recover':
      return {
        preheader: `Your ${brandName} visit is saved. Pick up where you left off.`,
        heading: 'Pick up where you left off',
        paragraphs: [
          `Your ${brandName} visit is saved. Continue where you stopped: the questions you answered are kept, and the rest takes a few minutes.`,
        ],
        action: { label: 'Continue my visit', url: text(properties, 'recoverLink') },
        after: ['If you did not start a visit, you can ignore this email.'],
        reason: `You get this email because you started a visit on ${brandName} with this address.`,
      };
    case 'password_reset':
      return {
        preheader: `A link to choose a new ${brandName} password. It works once.`,
        heading: 'Reset your password',
        paragraphs: [
          `Someone asked to reset the password of the ${brandName} account of this email address. Choose a new password with the button below.`,
          `The link works once, within ${validFor()}.`,
        ],
        action: { label: 'Choose a new password', url: text(properties, 'resetLink') },
        after: ['If you did not ask for this, ignore this email: your password stays as it is.'],
        reason: `You get this email because a password reset was requested for your ${brandName} account.`,
      };
    case 'account_setup':
      return {
        preheader: `Set a password to see your order and talk to your care team.`,
        heading: `Welcome to ${brandName}`,
        paragraphs: [
          `Your ${brandName} account was created with your order. Set a password to follow your order, see your clinician's decision, message your care team and manage your treatment.`,
          `The link works once, within ${validFor()}. After that, use "Forgot password" on the log-in page.`,
        ],
        action: { label: 'Set my password', url: text(properties, 'setupLink') },
        after: ['If you did not place an order, reply to this email and we will look into it.'],
        reason: `You get this email because an order was placed on ${brandName} with this address.`,
      };
    case 'order_claim':
      return {
        preheader: `An order was paid with this email address. Confirm it if it is yours.`,
        heading: 'Is this order yours?',
        paragraphs: [
          `An order was paid on ${brandName} with this email address, without logging in. If it was you, confirm it and it joins your account.`,
          `The link works once, within ${validFor()}.`,
        ],
        action: { label: 'Review and confirm', url: text(properties, 'claimLink') },
        after: ['If it was not you, ignore this email: nothing is added to your account.'],
        reason: `You get this email because your ${brandName} account uses this address.`,
      };
    case 'care_team_alert':
      return {
        preheader: `Order ${text(properties, 'orderId')}: ${text(properties, 'summary')}`,
        heading: `Order ${text(properties, 'orderId')} needs clinical review`,
        paragraphs: [
          text(properties, 'summary'),
          'Its next clinical step is held until a clinician resolves the review. The details are in the admin area.',
        ],
        action: { label: 'Open the order', url: text(properties, 'reviewLink') },
        reason: `You get this email because this address is ${brandName}'s care team contact.`,
      };
    case 'order_confirmation':
      return {
        preheader: `Order ${text(properties, 'orderId')}: ${text(properties, 'paymentSummary')}`,
        heading: 'Thank you for your order',
        paragraphs: [`Order ${text(properties, 'orderId')}, placed ${text(properties, 'orderDate')}.`],
        lines: event.lines ?? [],
        total: { label: 'Total', value: text(properties, 'total') },
        // A titrated treatment's dose by refill (empty otherwise), then where the money stands.
        afterLines: [text(properties, 'doseSchedule'), text(properties, 'paymentSummary')],
        after: [
          'What happens next: a licensed clinician reviews your answers, usually within one business day. We email you when they have decided. If treatment is not prescribed, you are not charged: the hold on your card is released.',
        ],
        action: { label: 'View my order', url: text(properties, 'orderLink') },
        reason: `You get this email because you placed an order on ${brandName}.`,
      };
    case 'clinician_decision':
      return text(properties, 'decision') === 'approved'
        ? {
            preheader: 'Your clinician approved your treatment.',
            heading: 'Your treatment was prescribed',
            paragraphs: [
              `A licensed clinician reviewed your ${brandName} visit (order ${text(properties, 'orderId')}) and prescribed your treatment. Your account shows the prescription and how to use it.`,
            ],
            action: { label: 'See my prescription', url: text(properties, 'orderLink') },
            reason: `You get this email because you had a visit on ${brandName}.`,
          }
        : {
            preheader: 'Your clinician has reviewed your visit.',
            heading: 'An update on your visit',
            paragraphs: [
              `A licensed clinician reviewed your ${brandName} visit (order ${text(properties, 'orderId')}) and decided that this treatment is not right for you. You are not charged for it: the amount held on your card is released (or refunded, if it was taken), and any subscription is cancelled.`,
              'Your account shows the decision. Your care team can answer any questions about it.',
            ],
            action: { label: 'See the decision', url: text(properties, 'orderLink') },
            reason: `You get this email because you had a visit on ${brandName}.`,
          };
    case 'subscription_changed': {
      const change = text(properties, 'change');
      const nextBill = text(properties, 'nextBillDate');
      const what: Record<string, { heading: string; paragraph: string }> = {
        paused: {
          heading: 'Your subscription is paused',
          paragraph: 'No shipments are sent and nothing is billed until you resume it.',
        },
        resumed: {
          heading: 'Your subscription is active again',
          paragraph: nextBill
            ? `Your next shipment is billed on ${nextBill}.`
            : 'Your shipments continue as before.',
        },
        skipped: {
          heading: 'Your next shipment is skipped',
          paragraph: nextBill
            ? `The next shipment is billed on ${nextBill}.`
            : 'The shipment after it comes as planned.',
        },
        cancelled: {
          heading: 'Your subscription is cancelled',
          paragraph:
            'No more shipments are sent and nothing more is billed. You can start again at any time.',
        },
        offer_accepted: {
          heading: 'Your offer is applied',
          paragraph: nextBill
            ? `Your subscription continues with the offer; the next shipment is billed on ${nextBill}.`
            : 'Your subscription continues with the offer.',
        },
      };
      const words = what[change] ?? {
        heading: 'Your subscription changed',
        paragraph: 'Your account shows what changed.',
      };
      return {
        preheader: `${words.heading}. ${words.paragraph}`,
        heading: words.heading,
        paragraphs: [`${words.paragraph}`, `Order ${text(properties, 'orderId')}.`],
        action: { label: 'Manage my subscription', url: text(properties, 'subscriptionsLink') },
        after: ['If you did not make this change, contact your care team.'],
        reason: `You get this email because your ${brandName} subscription changed.`,
      };
    }
    case 'chat_reply':
      return {
        preheader: `Your ${brandName} care team replied. Log in to read it.`,
        heading: 'Your care team replied',
        paragraphs: [
          `You have a new message from your ${brandName} care team. For your privacy, messages are not sent by email: log in to read and answer it.`,
        ],
        action: { label: 'Read the message', url: text(properties, 'chatLink') },
        reason: `You get this email because you have a conversation with the ${brandName} care team.`,
      };
    case 'followup_due':
      return {
        preheader: `A short follow-up keeps your ${brandName} treatment going.`,
        heading: 'Time for your follow-up visit',
        paragraphs: [
          `Your clinician asks how your treatment is going before your next refill. The follow-up takes a few minutes.`,
        ],
        action: { label: 'Start my follow-up', url: text(properties, 'followupLink') },
        reason: `You get this email because you have a treatment with ${brandName}.`,
      };
  }
}
