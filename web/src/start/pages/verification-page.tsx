import { Link } from 'react-router-dom';

import { getJsonCookie } from '../../cookies/cookies';
import { START_PATHS } from '../lib/steps';
import { CheckoutGuard, PageHeading } from '../start-ui';

/**
 * /start/verification: the identity step of the checkout, after shipping and before the card. Why and how the
 * patient's identity is checked, before the upload (/start/vouched).
 */
export function VerificationPage() {
  const verified = getJsonCookie<boolean>('verified') === true;
  return (
    <CheckoutGuard step="identity">
      <section className="start">
        <PageHeading>Verify your identity</PageHeading>
        {verified ? (
          <>
            <p className="start__lead">Your identity is already verified.</p>
            <Link className="button button--primary button--large" to={START_PATHS.payment}>
              Continue to payment
            </Link>
          </>
        ) : (
          <>
            <p className="start__lead">
              Telehealth rules require your clinician to confirm who you are before prescribing. We check it
              before you pay, so you are never charged for a visit we cannot take on.
            </p>
            <ul className="start-next-steps">
              <li>
                A photo of a government-issued ID (driver’s licence, state ID or passport), all four corners
                visible.
              </li>
              <li>A selfie in good light, without a hat or sunglasses.</li>
              <li>Photos from an iPhone (HEIC) are fine: they are converted on your device.</li>
            </ul>
            <p className="start__note">
              Your photos are used only to verify your identity and are stored securely.
            </p>
            <Link className="button button--primary button--large" to={START_PATHS.vouched}>
              Start verification
            </Link>
          </>
        )}
      </section>
    </CheckoutGuard>
  );
}
