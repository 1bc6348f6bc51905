import type { CancellationOutcome } from '@telehealth/schemas';

/** What the subscriptions page is told after the cancellation flow (router state `cancellation`). */
export interface CancellationNotice {
  outcome: CancellationOutcome;
  chatThreadId: number | null;
}

/** Per outcome: the line while it is applied, and what the customer reads on their subscriptions afterwards. */
export const CANCELLATION_DONE: Record<CancellationOutcome, { pending: string; done: string }> = {
  cancel: {
    pending: 'Cancelling your subscription…',
    done: 'Your subscription is cancelled. You will not be charged again and no more shipments will be sent.',
  },
  pause: {
    pending: 'Pausing your subscription…',
    done: 'Your subscription is paused. Nothing is billed or shipped until you resume it.',
  },
  skip: {
    pending: 'Skipping your next shipment…',
    done: 'Your next shipment is skipped. The next bill date moved by one billing period.',
  },
  accept_offer: {
    pending: 'Applying your offer…',
    done: 'Your offer is applied to your next shipment, and your subscription stays active.',
  },
  contact_support: {
    pending: 'Sending your message to the care team…',
    done: 'Your message is with the care team, and your subscription stays as it is. They will answer in Chat.',
  },
  keep: {
    pending: 'Keeping your subscription…',
    done: 'Glad you are staying. Your subscription has not changed.',
  },
};

/** The notice in router state, if the page was reached from the cancellation flow. */
export function cancellationNotice(state: unknown): CancellationNotice | null {
  const notice = (state as { cancellation?: CancellationNotice } | null)?.cancellation;
  return notice && notice.outcome in CANCELLATION_DONE ? notice : null;
}
