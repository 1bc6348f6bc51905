import { formatDate } from '@telehealth/engine';
import type { FollowupState } from '@telehealth/schemas';
import { Link } from 'react-router-dom';

import { useFollowups } from './followup-queries';
import { followupSummary } from './followup-rules';

/** The follow-up page of an order (the order the customer sees). */
export const followupPath = (orderId: string) => `/followup/${encodeURIComponent(orderId)}`;

/**
 * The account's word on follow-up visits: "Follow-up visit due" with a link when one can be answered, under review
 * or completed for this refill; with `orderId`, only that order's, and also when the next one opens. Nothing while
 * loading, on an error (the page around it still works) or when there is nothing to say.
 */
export function FollowupNotice({ orderId }: { orderId?: string }) {
  const followups = useFollowups();
  if (!followups.data) return null;
  const shown = followups.data.filter((followup) =>
    orderId === undefined
      ? followup.phase !== 'none' && followup.phase !== 'upcoming'
      : followup.orderId === orderId,
  );
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((followup) => (
        <FollowupPanel key={followup.orderId} followup={followup} />
      ))}
    </>
  );
}

function FollowupPanel({ followup }: { followup: FollowupState }) {
  const summary = followupSummary(followup, (day) => formatDate(day));
  if (!summary) return null;
  const headingId = `followup-${followup.orderId}`;
  return (
    <section
      className={`account-panel${summary.canStart ? ' account-panel--next' : ''}`}
      aria-labelledby={headingId}
      data-testid="followup-notice"
    >
      <h2 id={headingId}>{summary.heading}</h2>
      <p>{summary.text}</p>
      {summary.canStart ? (
        <Link to={followupPath(followup.orderId)} className="button button--primary">
          Start your follow-up
        </Link>
      ) : null}
    </section>
  );
}
