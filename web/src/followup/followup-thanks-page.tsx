import { Link } from 'react-router-dom';

/** /followup/thanks: the follow-up answers reached the clinician. */
export function FollowupThanksPage() {
  return (
    <section aria-labelledby="followup-thanks-heading">
      <h1 id="followup-thanks-heading">Thank you</h1>
      <p role="status">
        Your follow-up answers were sent to your clinician. We will let you know when they have reviewed them.
      </p>
      <Link to="/accountv2" className="button button--primary">
        Go to your account
      </Link>
    </section>
  );
}
