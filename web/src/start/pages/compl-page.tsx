import { useEffect } from 'react';

import { setJsonCookie } from '../../cookies/cookies';
import { useCheckoutSession } from '../checkout-session';
import { AccountAccessNote, ContactNote, PageHeading } from '../start-ui';
import { AfterPaymentGuard } from './after-payment';

/** /start/compl: everything is done; the clinician reviews the intake. Sets dCompl. */
export function ComplPage() {
  useEffect(() => setJsonCookie('compl', true), []);
  const { stored } = useCheckoutSession();
  return (
    <AfterPaymentGuard>
      <section className="start">
        <PageHeading>You are all set</PageHeading>
        <p className="start__lead">
          Your intake and identity check are in. A licensed clinician is reviewing them now; we will email you
          as soon as there is a decision.
        </p>
        <AccountAccessNote email={stored?.shipping?.email} />
        <ContactNote />
      </section>
    </AfterPaymentGuard>
  );
}
