import { formatMoney, hasDosageStep, scheduleSummary, type Offer } from '@telehealth/engine';
import { setJsonCookie } from '../../cookies/cookies';
import { useTenant } from '../../tenant/tenant-context';
import { FormError } from '../../ui/form-error';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useCheckoutSession } from '../checkout-session';
import { cartCookieFor, productsOf } from '../lib/cart';
import { START_PATHS } from '../lib/steps';
import { checkoutStepPage, ErrorAlert, Loading, PageHeading } from '../start-ui';
import { useProductImage } from '../use-start-data';
import { useOffer, type OfferRules } from '../use-offer';

/**
 * /start/products: choose the treatment among what the intake's answers allow (the flow's eligibility rules): a
 * product a rule excludes is shown disabled with the rule's title; choosing a product beyond a limit ("One GLP-1
 * medication per order") replaces the earlier one and says so; a titrated product shows its dose schedule.
 */
export const ProductsPage = checkoutStepPage('products', ProductOffer);

function ProductOffer() {
  const { offer, rules, error } = useOffer();
  if (error) return <ErrorAlert error={error} />;
  if (!offer || !rules) return <Loading what="treatments" />;
  return <ProductChoiceForm offer={offer} rules={rules} />;
}

function ProductChoiceForm({ offer, rules }: { offer: Offer; rules: OfferRules }) {
  const { stored, update } = useCheckoutSession();
  const configurations = useTenant().brandConfig.configurations;
  const imageOf = useProductImage();
  const navigate = useNavigate();
  // A stored choice the rules do not allow (an earlier visit, the landing page's ?med=) is corrected, and said.
  const [initial] = useState(() => rules.allowedChoice(offer, stored?.meds ?? []));
  const [meds, setMeds] = useState<number[]>(initial.meds);
  const [notice, setNotice] = useState<string | null>(initial.notice);
  const [error, setError] = useState<string | null>(null);
  const catalogue = offer.products.map((offered) => offered.product);

  function toggle(med: number, checked: boolean) {
    setError(null);
    if (!checked) {
      setNotice(null);
      setMeds((current) => current.filter((m) => m !== med));
      return;
    }
    const choice = rules.chooseProduct(offer, meds, med);
    setMeds(choice.meds);
    setNotice(choice.notice);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = productsOf(catalogue, meds);
    if (chosen.length === 0) {
      setError('Choose a treatment to continue.');
      return;
    }
    // The rules decide, here as at checkout: a cart they refuse is never sent on.
    const violation = rules.cartViolation(
      offer,
      chosen.map((product) => ({ med: product.med })),
    );
    if (violation) {
      setError(violation.message);
      return;
    }
    update({ meds: chosen.map((product) => product.med) });
    const cart = cartCookieFor(chosen, configurations);
    if (cart) setJsonCookie('cart', cart);
    void navigate(chosen.some(hasDosageStep) ? START_PATHS.dosage : START_PATHS.shipping);
  }

  return (
    <section className="start">
      <PageHeading>Choose your treatment</PageHeading>
      <p className="start__lead">A licensed clinician reviews your answers before anything ships.</p>
      <form onSubmit={submit} noValidate>
        <fieldset className="start-products" aria-describedby={error ? 'products-error' : undefined}>
          <legend className="start-sr-only">Treatments</legend>
          {rules.listedProducts(offer).map(({ product, excludedBy, startStep }) => {
            const image = imageOf(product);
            const id = `med-${product.med}`;
            const reasonId = `${id}-reason`;
            const dose = product.titration
              ? scheduleSummary(rules.doseSchedule(product.titration, startStep))
              : product.strength;
            return (
              <div key={product.med} className="start-product">
                <input
                  id={id}
                  type="checkbox"
                  className="start-product__input"
                  checked={meds.includes(product.med)}
                  disabled={excludedBy !== undefined}
                  aria-describedby={excludedBy ? reasonId : undefined}
                  onChange={(event) => toggle(product.med, event.target.checked)}
                />
                <label htmlFor={id} className="start-product__label">
                  {image ? (
                    <img className="start-product__image" src={image} alt="" width={96} height={96} />
                  ) : null}
                  <span className="start-product__body">
                    <span className="start-product__name">{product.name}</span>
                    {excludedBy ? (
                      <span id={reasonId} className="start-product__reason">
                        Not available with your answers: {excludedBy.title}
                      </span>
                    ) : null}
                    {dose ? (
                      <span className="start-product__strength" data-testid="product-dose">
                        {dose}
                      </span>
                    ) : null}
                    {product.description ? (
                      <span className="start-product__description">{product.description}</span>
                    ) : null}
                    <span className="start-product__price">
                      {formatMoney(product.price)}
                      {product.model ? ' / month' : ''}
                    </span>
                  </span>
                </label>
              </div>
            );
          })}
        </fieldset>
        <p className="start__status start-products__notice" role="status" data-testid="products-status">
          {notice}
        </p>
        {error ? <FormError id="products-error">{error}</FormError> : null}
        <button type="submit" className="button button--primary button--large">
          Continue
        </button>
      </form>
    </section>
  );
}
