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
          Your intake and identity check are in. A licensed clinician is reviewing them now; we will email you
          as soon as there is a decision.
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
