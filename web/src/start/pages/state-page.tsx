import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { SelectField } from '../../ui/text-field';
import { useCheckoutSession } from '../checkout-session';
import { START_PATHS } from '../lib/steps';
import { checkoutStepPage, ErrorAlert, Loading, PageHeading } from '../start-ui';
import { useStates } from '../use-start-data';

/** /start/state: where the patient lives. Clinicians prescribe under the licence of the patient's state. */
export const StatePage = checkoutStepPage('state', StateForm);

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
        <SelectField
          id="state"
          label="State"
          value={stateCode}
          onChange={(event) => setStateCode(event.target.value)}
          error={error}
          announceError
        >
          <option value="">Choose your state</option>
          {states.data.map((state) => (
            <option key={state.stateCode} value={state.stateCode}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button--primary button--large">
          Continue
        </button>
      </form>
    </section>
  );
}
