import { dosageChoices, isHardStopState, questionIdOf } from '@telehealth/engine';
import type { OrderResume } from '@telehealth/schemas';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';

import { isLoginRequired, isPaidOrder } from '../intake/order-api';
import { useIntakeOutline } from '../intake/intake-flow';
import { HardStopHelp } from '../intake/hard-stop-help';
import { usePageTitle } from '../ui/page-title-detail';
import { apiErrorMessage } from '../api/client';
import { getCookie } from '../cookies/cookies';
import { useCheckoutSession } from './checkout-session';
import { GENERIC_HARD_STOP_MESSAGE, hardStopMessageOf } from './lib/hard-stop';
import { CHECKOUT_STEPS, isStepDone, START_PATHS, type CheckoutProgress, type StartStep } from './lib/steps';
import { useProducts } from '../products/use-products';
import { useTenant } from '../tenant/tenant-context';
import { useOrder } from './use-start-data';

/** The page heading, focused on arrival so screen readers announce the new page. */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className="start__title">
      {children}
    </h1>
  );
}

/** "Questions? Email …" with the brand's contact address, under the last pages of checkout (none when unset). */
export function ContactNote() {
  const configurations = useTenant().brandConfig.configurations;
  if (!configurations) return null;
  const { email } = configurations.contact;
  return (
    <p className="start__note">
      Questions? Email <a href={`mailto:${email}`}>{email}</a>.
    </p>
  );
}

/**
 * How a customer gets into their account after paying (the thanks and completion pages). Logged in: a link to the
 * account. Otherwise: an email is on its way to set the account's password (a new account of the shipping email),
 * or to add the order to the account that already has that email; then log in with that email.
 */
export function AccountAccessNote({ email }: { email?: string | undefined }) {
  if (getCookie('token')) {
    return (
      <div className="start-summary__block" data-testid="account-access">
        <h2>Your account</h2>
        <p>
          This order is in your account: follow it, manage your subscription and message your care team there.
        </p>
        <Link to="/account">Go to your account</Link>
      </div>
    );
  }
  return (
    <div className="start-summary__block" data-testid="account-access">
      <h2>Your account</h2>
      <p>
        We are emailing {email ? <strong>{email}</strong> : 'you'} a link to set the password of your account.
        (If you already have an account with this email, the email asks you to confirm that this order is
        yours.)
      </p>
      <p>
        Then <Link to="/login">log in</Link> with that email to follow your order, manage your subscription
        and message your care team. No email after a few minutes? Check your spam folder, or use &ldquo;Forgot
        your password?&rdquo; on the log-in page.
      </p>
    </div>
  );
}

/** Above a checkout form that has errors: how many fields to correct (nothing when there are none). */
export function FieldErrorCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="start__alert" role="alert">
      Please correct {count === 1 ? 'the field' : `the ${count} fields`} marked below.
    </p>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className="start__status" role="status">
      Loading {what}…
    </p>
  );
}

export function ErrorAlert({ error, children }: { error?: unknown; children?: ReactNode }) {
  return (
    <div className="start__alert" role="alert">
      {error !== undefined ? apiErrorMessage(error) : null}
      {children}
    </div>
  );
}

/**
 * An intake that is not at checkout cannot be paid: say why and lead back to the questions. A hard stop shows the
 * flow's own message of the question that stopped it (the order's pinned flow version).
 */
export function IntakeNotReady({ order }: { order: OrderResume }) {
  const question = questionIdOf(order.state);
  const stopped = isHardStopState(order.state);
  const { outline, isPending } = useIntakeOutline(order.flowVersion, stopped);
  const stopMessage = hardStopMessageOf(outline?.flow, order.state);
  const heading = stopped ? 'We cannot offer treatment online' : 'Your questionnaire is not finished';
  usePageTitle(heading);
  return (
    <section className="start__panel" aria-labelledby="not-ready-title">
      <h2 id="not-ready-title">{heading}</h2>
      {!stopped ? (
        <p>Please answer the remaining questions before checkout.</p>
      ) : isPending ? (
        <p role="status">Loading…</p>
      ) : (
        <p className="hard-stop" role="alert" data-testid="hard-stop">
          {stopMessage ?? GENERIC_HARD_STOP_MESSAGE}
        </p>
      )}
      {stopped ? (
        <HardStopHelp headingLevel={3} />
      ) : question !== undefined ? (
        <Link className="button button--primary" to={`/question/${question}`}>
          Back to the questions
        </Link>
      ) : null}
    </section>
  );
}

/** The checkout's progress from the session: what the hub and every page guard read. */
export function useCheckoutProgress(): CheckoutProgress {
  const { stored, cardEntered } = useCheckoutSession();
  const products = useProducts();
  const meds = stored?.meds ?? [];
  const chosen = (products.data ?? []).filter((product) => meds.includes(product.med));
  // Done when every chosen product with a choice of strengths has one chosen; a titrated product has none to make
  // (its schedule sets the starting dose, shown on the dosage step and on the review).
  const dosageChosen = chosen.every(
    (product) => dosageChoices(product).length === 0 || Boolean(stored?.strengths[String(product.med)]),
  );
  return {
    stateCode: stored?.stateCode ?? null,
    meds,
    dosageChosen,
    shippingDone: stored?.shippingDone ?? false,
    identitySubmitted: stored?.identitySubmitted ?? false,
    cardEntered,
  };
}

/**
 * Every page before paying: needs an intake (the `created` cookie, else /start/lead-intro as for the questions),
 * an order the API says reached checkout (else the way back to the questions), not yet paid (else the thanks page)
 * and the steps before this one done (else that step).
 */
export function CheckoutGuard({ step, children }: { step: StartStep | 'checkout'; children: ReactNode }) {
  const { created, stored } = useCheckoutSession();
  const order = useOrder(created);
  const progress = useCheckoutProgress();
  const products = useProducts();
  if (!created) return <Navigate to="/start/lead-intro" replace />;
  if (order.isPending) return <Loading what="your order" />;
  if (order.isError) return <ErrorAlert error={order.error} />;
  // Paid in this browser: the receipt kept at checkout says so (the API no longer shows the order to a visitor).
  if (stored?.receipt) return <Navigate to={START_PATHS.thanks} replace />;
  // An order of a customer account (paid, or started while logged in) that this visitor is not logged in to.
  if (isLoginRequired(order.data)) return <Navigate to="/login" replace />;
  if (isPaidOrder(order.data)) return <Navigate to={START_PATHS.thanks} replace />;
  if (order.data.state !== 'checkout') return <IntakeNotReady order={order.data} />;
  if (step !== 'checkout' && step !== 'state' && products.isPending) return <Loading what="treatments" />;
  if (step !== 'checkout') {
    for (const entry of CHECKOUT_STEPS) {
      if (entry.step === step) break;
      if (!isStepDone(entry.step, progress)) return <Navigate to={entry.path} replace />;
    }
  }
  return <>{children}</>;
}

/** A start page of one checkout step: its body, shown once the step's guard lets the patient in. */
export function checkoutStepPage(step: StartStep | 'checkout', Body: ComponentType): ComponentType {
  const StepPage = () => (
    <CheckoutGuard step={step}>
      <Body />
    </CheckoutGuard>
  );
  StepPage.displayName = `CheckoutStepPage(${step})`;
  return StepPage;
}
