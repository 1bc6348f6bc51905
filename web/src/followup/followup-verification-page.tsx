import { Link } from 'react-router-dom';

/**
 * /followup/verification: the follow-up flow's verification step. Follow-up visits are for customers whose identity
 * was verified at their first visit, so there is nothing to do here; the page says so and leads back to the account.
 */
export function FollowupVerificationPage() {
  return (
    <section aria-labelledby="followup-verification-heading">
      <h1 id="followup-verification-heading">Identity verification</h1>
      <p>Your identity was verified with your first visit. There is nothing more to do for this follow-up.</p>
      <Link to="/accountv2" className="button button--primary">
        Go to your account
      </Link>
    </section>
  );
}
