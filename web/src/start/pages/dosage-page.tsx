import { dosageChoices, type Offer } from '@telehealth/engine';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';

import { DoseSchedule } from '../../ui/dose-schedule';
import { FormError } from '../../ui/form-error';
import { useCheckoutSession } from '../checkout-session';
import { START_PATHS } from '../lib/steps';
import { checkoutStepPage, ErrorAlert, Loading, PageHeading } from '../start-ui';
import { useOffer, type OfferRules } from '../use-offer';

/**
 * /start/dosage: a titrated product's starting dose and its dose by refill, as the flow's eligibility rules and the
 * product's schedule set them (no choice: the clinician confirms or adjusts it); the starting strength the patient
 * prefers for a product that offers several. A choice the rules do not allow goes back to /start/products.
 */
export const DosagePage = checkoutStepPage('dosage', DosageStep);

function DosageStep() {
  const { offer, rules, error } = useOffer();
  if (error) return <ErrorAlert error={error} />;
  if (!offer || !rules) return <Loading what="your dosage" />;
  return <DosageChoice offer={offer} rules={rules} />;
}

function DosageChoice({ offer, rules }: { offer: Offer; rules: OfferRules }) {
  const { stored, update } = useCheckoutSession();
  const navigate = useNavigate();
  const meds = stored?.meds ?? [];
  const chosen = offer.products.filter((offered) => meds.includes(offered.product.med));
  const titrated = chosen.filter((offered) => offered.product.titration);
  const withOptions = chosen.filter((offered) => dosageChoices(offered.product).length > 0);
  const [strengths, setStrengths] = useState<Record<string, string>>(() => ({
    ...(stored?.strengths ?? {}),
  }));
  const [error, setError] = useState<string | null>(null);

  // The products page corrects a choice the rules refuse (the landing page's ?med= may have made one).
  const refused = rules.cartViolation(
    offer,
    chosen.map((offered) => ({ med: offered.product.med })),
  );
  if (refused) return <Navigate to={START_PATHS.products} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = withOptions.find((offered) => !strengths[String(offered.product.med)]);
    if (missing) {
      setError(`Choose a strength for ${missing.product.name}.`);
      return;
    }
    // A titrated product has nothing to store: checkout sends no dose for it, the API sets its starting dose.
    update({ strengths });
    void navigate(START_PATHS.shipping);
  }

  return (
    <section className="start">
      <PageHeading>Your dosage</PageHeading>
      <form className="start-form" onSubmit={submit} noValidate>
        {titrated.length > 0 ? (
          <p className="start__lead">
            Your treatment starts at a low dose that rises with each monthly refill. Your clinician confirms
            this schedule or adjusts it before anything ships.
          </p>
        ) : null}
        {titrated.map(({ product, startStep }) => {
          const schedule = rules.doseSchedule(product.titration!, startStep);
          return (
            <section
              key={product.med}
              className="start-choice-group"
              aria-labelledby={`dose-${product.med}`}
              data-testid="titrated-dose"
            >
              <h2 id={`dose-${product.med}`} className="start-choice-group__title">
                {product.name}
              </h2>
              <DoseSchedule dosage={schedule[0]?.dose} schedule={schedule} />
            </section>
          );
        })}
        {withOptions.length > 0 ? (
          <p className="start__lead">
            Choose the strength you would like to start with. Your clinician confirms the dose before it
            ships.
          </p>
        ) : null}
        {withOptions.map(({ product }) => (
          <fieldset key={product.med} className="start-choice-group">
            <legend>{product.name}</legend>
            {dosageChoices(product).map((option) => {
              const id = `strength-${product.med}-${option.replace(/\W/g, '')}`;
              return (
                <div key={option} className="start-choice">
                  <input
                    id={id}
                    type="radio"
                    name={`strength-${product.med}`}
                    value={option}
                    checked={strengths[String(product.med)] === option}
                    onChange={() => {
                      setError(null);
                      setStrengths((current) => ({ ...current, [String(product.med)]: option }));
                    }}
                  />
                  <label htmlFor={id}>{option}</label>
                </div>
              );
            })}
          </fieldset>
        ))}
        {titrated.length === 0 && withOptions.length === 0 ? (
          <p className="start__lead">
            Your treatment comes in one strength; your clinician confirms the dose.
          </p>
        ) : null}
        {error ? <FormError>{error}</FormError> : null}
        <button type="submit" className="button button--primary button--large">
          Continue
        </button>
      </form>
    </section>
  );
}
