import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { track } from '../../tracking/tracking';
import { useHydrated } from '../../ui/hydration';
import { useCheckoutSession } from '../checkout-session';
import { medsFromQuery } from '../lib/cart';
import { CHECKOUT_STEPS, isStepDone, nextStep } from '../lib/steps';
import { checkoutStepPage, PageHeading, useCheckoutProgress } from '../start-ui';

/** The help the answers called for (the flow's alerts), loaded in the browser after the page. */
const CheckoutAlerts = lazy(async () => ({ default: (await import('../checkout-alerts')).CheckoutAlerts }));

/** /start/checkout: the hub after the questionnaire. Lists the checkout steps and continues with the next one. */
export const CheckoutPage = checkoutStepPage('checkout', CheckoutHub);

function CheckoutHub() {
  const { created, update } = useCheckoutSession();
  const progress = useCheckoutProgress();
  // The server renders the hub without the tab's stored progress: each step's status (and the next step's name) shows
  // once the browser has read it.
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const preselected = medsFromQuery(params.getAll('med'));
  const tracked = useRef(false);

  // ?med= preselects the products (one or many).
  const preselectedKey = preselected.join(',');
  useEffect(() => {
    if (preselectedKey !== '') update({ meds: preselectedKey.split(',').map(Number) });
  }, [preselectedKey, update]);

  useEffect(() => {
    if (tracked.current || !hydrated) return;
    tracked.current = true;
    track('checkout', {
      created: created ?? undefined,
      meds: progress.meds.length ? [...progress.meds] : undefined,
    });
  }, [created, progress.meds, hydrated]);

  const next = nextStep(progress);
  return (
    <section className="start" aria-labelledby="checkout-title">
      <PageHeading>
        <span id="checkout-title">You are ready for checkout</span>
      </PageHeading>
      <p className="start__lead">
        Your answers are complete. A few more steps and a licensed clinician will review your request.
      </p>
      {created && hydrated ? (
        <Suspense fallback={null}>
          <CheckoutAlerts created={created} />
        </Suspense>
      ) : null}
      <ol className="checkout-overview">
        {CHECKOUT_STEPS.map((entry) => {
          const done = isStepDone(entry.step, progress);
          return (
            <li key={entry.step} className={done ? 'is-done' : undefined}>
              <span>{entry.label}</span>
              <span className="checkout-overview__status">{hydrated ? (done ? 'Done' : 'To do') : null}</span>
            </li>
          );
        })}
      </ol>
      <Link className="button button--primary button--large" to={next.path}>
        {hydrated ? `Continue: ${next.label}` : 'Continue'}
      </Link>
    </section>
  );
}
