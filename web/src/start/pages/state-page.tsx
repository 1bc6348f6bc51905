import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useCheckoutSession } from '../checkout-session';
import { START_PATHS } from '../lib/steps';
import { CheckoutGuard, ErrorAlert, Loading, PageHeading } from '../start-ui';
import { useStates } from '../use-start-data';

/** /start/state: where the patient lives. Clinicians prescribe under the licence of the patient's state. */
export function StatePage() {
  return (
    <CheckoutGuard step="state">
      <StateForm />
    </CheckoutGuard>
  );
}

function StateForm() {
  const { stored, update } = useCheckoutSession();
  const states = useStates();
  const navigate = useNavigate();
  const [stateCode, setStateCode] = useState(stored?.stateCode ?? '');
  const [error, setError] = useState<string | null>(null);

  if (states.isPending) return <Loading what="states" />;
  if (states.isError) return <ErrorAlert error={states.error} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!states.data?.some((state) => state.stateCode === stateCode)) {
      setError('Choose the state you live in.');
      return;
    }
    const shipping = stored?.shipping;
    update({
      stateCode,
      // The shipping address starts in the same state; the patient can still change it there.
      ...(shipping && shipping.state === '' ? { shipping: { ...shipping, state: stateCode } } : {}),
    });
    void navigate(START_PATHS.products);
  }

  return (
    <section className="start">
      <PageHeading>Where do you live?</PageHeading>
      <p className="start__lead">
        Our clinicians are licensed state by state; we ship to the state you live in.
      </p>
      <form onSubmit={submit} noValidate>
        <div className={`start-field${error ? ' start-field--invalid' : ''}`}>
          <label className="start-field__label" htmlFor="state">
            State
          </label>
          <select
            id="state"
            className="start-field__input"
            value={stateCode}
            onChange={(event) => setStateCode(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'state-error' : undefined}
          >
            <option value="">Choose your state</option>
            {states.data.map((state) => (
              <option key={state.stateCode} value={state.stateCode}>
                {state.name}
              </option>
            ))}
          </select>
          {error ? (
            <p className="start-field__error" id="state-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary button--large">
          Continue
        </button>
      </form>
    </section>
  );
}
