import { dosageOptions } from '@telehealth/engine';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { FormError } from '../../ui/form-error';
import { useCheckoutSession } from '../checkout-session';
import { productsOf } from '../lib/cart';
import { START_PATHS } from '../lib/steps';
import { checkoutStepPage, PageHeading } from '../start-ui';
import { useProducts } from '../../products/use-products';

/**
 * /start/dosage: the starting strength the patient prefers, for chosen products that offer several. The clinician
 * decides the prescription; the preference is shown on the review page.
 */
export const DosagePage = checkoutStepPage('dosage', DosageChoice);

function DosageChoice() {
  const { stored, update } = useCheckoutSession();
  const products = useProducts();
  const navigate = useNavigate();
  const chosen = productsOf(products.data ?? [], stored?.meds ?? []);
  const withOptions = chosen.filter((product) => dosageOptions(product.strength).length > 0);
  const [strengths, setStrengths] = useState<Record<string, string>>(() => ({
    ...(stored?.strengths ?? {}),
  }));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = withOptions.find((product) => !strengths[String(product.med)]);
    if (missing) {
      setError(`Choose a strength for ${missing.name}.`);
      return;
    }
    update({ strengths });
    void navigate(START_PATHS.shipping);
  }

  return (
    <section className="start">
      <PageHeading>Your dosage</PageHeading>
      {withOptions.length === 0 ? (
        <>
          <p className="start__lead">
            Your treatment comes in one strength; your clinician confirms the dose.
          </p>
          <button
            type="button"
            className="button button--primary button--large"
            onClick={() => void navigate(START_PATHS.shipping)}
          >
            Continue
          </button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="start__lead">
            Choose the strength you would like to start with. Your clinician confirms the dose before it
            ships.
          </p>
          {withOptions.map((product) => (
            <fieldset key={product.med} className="start-choice-group">
              <legend>{product.name}</legend>
              {dosageOptions(product.strength).map((option) => {
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
          {error ? <FormError>{error}</FormError> : null}
          <button type="submit" className="button button--primary button--large">
            Continue
          </button>
        </form>
      )}
    </section>
  );
}
