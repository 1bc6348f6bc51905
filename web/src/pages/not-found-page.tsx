import { Link } from 'react-router-dom';

import { useCountdown } from './use-countdown';

/** Spec section 9: the not-found countdown starts at 3. */
export const NOT_FOUND_COUNTDOWN_SECONDS = 3;

/**
 * Spec section 2: code 404, 'Page not found!', a way home, and a countdown (no redirect happens). A failed route
 * validation passes its own heading ('Page Not Found: {path}').
 */
export function NotFoundPage({ heading = 'Page not found!' }: { heading?: string }) {
  const seconds = useCountdown(NOT_FOUND_COUNTDOWN_SECONDS);
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <p className="not-found__code">404</p>
      <h1 id="not-found-heading">{heading}</h1>
      <Link to="/" className="button button--primary">
        GO BACK HOME
      </Link>
      <p className="not-found__countdown" data-testid="not-found-countdown">
        Redirecting you in {seconds} seconds...
      </p>
    </section>
  );
}
