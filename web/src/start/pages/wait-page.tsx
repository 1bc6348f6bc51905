import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { useApi } from '../../api/api-context';
import { removeCookie, setJsonCookie } from '../../cookies/cookies';
import { useTenant } from '../../tenant/tenant-context';
import { useCheckoutSession } from '../checkout-session';
import { START_PATHS } from '../lib/steps';
import { checkoutStepPage, ErrorAlert, PageHeading } from '../start-ui';

/** How often the identity check is asked while pending. */
export const VERIFICATION_POLL_MS = 5000;

/**
 * /start/wait: the identity check is running; polls GET /api/verification?created= until it is decided. The
 * patient may go on to payment while it is pending; once verified they are taken there; a failed check asks for
 * new photos (and payment waits for them).
 */
export const WaitPage = checkoutStepPage('identity', Waiting);

function Waiting() {
  const api = useApi();
  const { tenantId } = useTenant();
  const { created, update } = useCheckoutSession();
  const navigate = useNavigate();
  const check = useQuery({
    queryKey: ['start', tenantId, 'verification', created],
    queryFn: ({ signal }) => api.call('GET /api/verification', { query: { created: created ?? '' }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? VERIFICATION_POLL_MS : false),
    staleTime: 0,
  });
  const status = check.data?.status;

  useEffect(() => {
    if (status === 'verified') {
      setJsonCookie('verified', true);
      removeCookie('wait');
      void navigate(START_PATHS.payment, { replace: true });
    } else if (status === 'failed') {
      removeCookie('wait');
      update({ identitySubmitted: false });
    }
  }, [status, navigate, update]);

  return (
    <section className="start">
      <PageHeading>Checking your identity</PageHeading>
      {check.isError ? (
        <ErrorAlert error={check.error}>
          <p>
            <Link to={START_PATHS.vouched}>Upload your photos</Link>
          </p>
        </ErrorAlert>
      ) : status === 'failed' ? (
        <div className="start__alert" role="alert">
          <p>We could not verify your identity{check.data?.reason ? `: ${check.data.reason}` : '.'}</p>
          <p>
            <Link to={START_PATHS.vouched}>Try again with new photos</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="start__status" role="status">
            This usually takes a minute or two. You can keep this page open; it updates by itself.
          </p>
          <p>You can also go on now: we let you know if we need new photos.</p>
          <Link className="button button--primary button--large" to={START_PATHS.payment}>
            Continue to payment
          </Link>
        </>
      )}
    </section>
  );
}
