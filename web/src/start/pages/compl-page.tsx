import { useEffect } from 'react';

import { setJsonCookie } from '../../cookies/cookies';
import { useTenant } from '../../tenant/tenant-context';
import { PageHeading } from '../start-ui';
import { AfterPaymentGuard } from './after-payment';

/** /start/compl: everything is done; the clinician reviews the intake. Sets dCompl. */
export function ComplPage() {
  useEffect(() => setJsonCookie('compl', true), []);
  const configurations = useTenant().brandConfig.configurations;
  return (
    <AfterPaymentGuard>
      <section className="start">
        <PageHeading>You are all set</PageHeading>
        <p className="start__lead">
          Your identity is verified and your intake is complete. A licensed clinician is reviewing it now; we
          will email you as soon as there is a decision.
        </p>
        {configurations ? (
          <p className="start__note">
            Questions? Email{' '}
            <a href={`mailto:${configurations.contact.email}`}>{configurations.contact.email}</a>.
          </p>
        ) : null}
      </section>
    </AfterPaymentGuard>
  );
}
