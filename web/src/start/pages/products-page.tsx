import { dosageOptions, formatMoney } from '@telehealth/engine';
import { setJsonCookie } from '../../cookies/cookies';
import { useTenant } from '../../tenant/tenant-context';
import { FormError } from '../../ui/form-error';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useCheckoutSession } from '../checkout-session';
import { cartCookieFor, productsOf } from '../lib/cart';
import { START_PATHS } from '../lib/steps';
import { checkoutStepPage, ErrorAlert, PageHeading } from '../start-ui';
import { useProducts } from '../../products/use-products';
import { useProductImage } from '../use-start-data';

/** /start/products: choose the treatment (one or more of the tenant's products, with its images and prices). */
export const ProductsPage = checkoutStepPage('products', ProductChoice);

function ProductChoice() {
  const { stored, update } = useCheckoutSession();
  const configurations = useTenant().brandConfig.configurations;
  const products = useProducts();
  const imageOf = useProductImage();
  const navigate = useNavigate();
  const [meds, setMeds] = useState<number[]>(() => stored?.meds ?? []);
  const [error, setError] = useState<string | null>(null);

  if (products.isError) return <ErrorAlert error={products.error} />;
  const catalogue = products.data ?? [];

  function toggle(med: number, checked: boolean) {
    setError(null);
    setMeds((current) => (checked ? [...new Set([...current, med])] : current.filter((m) => m !== med)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = productsOf(catalogue, meds);
    if (chosen.length === 0) {
      setError('Choose a treatment to continue.');
      return;
    }
    update({ meds: chosen.map((product) => product.med) });
    const cart = cartCookieFor(chosen, configurations);
    if (cart) setJsonCookie('cart', cart);
    const needsDosage = chosen.some((product) => dosageOptions(product.strength).length > 0);
    void navigate(needsDosage ? START_PATHS.dosage : START_PATHS.shipping);
  }

  return (
    <section className="start">
      <PageHeading>Choose your treatment</PageHeading>
      <p className="start__lead">A licensed clinician reviews your answers before anything ships.</p>
      <form onSubmit={submit} noValidate>
        <fieldset className="start-products" aria-describedby={error ? 'products-error' : undefined}>
          <legend className="start-sr-only">Treatments</legend>
          {catalogue.map((product) => {
            const image = imageOf(product);
            const id = `med-${product.med}`;
            return (
              <div key={product.med} className="start-product">
                <input
                  id={id}
                  type="checkbox"
                  className="start-product__input"
                  checked={meds.includes(product.med)}
                  onChange={(event) => toggle(product.med, event.target.checked)}
                />
                <label htmlFor={id} className="start-product__label">
                  {image ? (
                    <img className="start-product__image" src={image} alt="" width={96} height={96} />
                  ) : null}
                  <span className="start-product__body">
                    <span className="start-product__name">{product.name}</span>
                    {product.strength ? (
                      <span className="start-product__strength">{product.strength}</span>
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
        {error ? <FormError id="products-error">{error}</FormError> : null}
        <button type="submit" className="button button--primary button--large">
          Continue
        </button>
      </form>
    </section>
  );
}
