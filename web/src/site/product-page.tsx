import { CHARGE_PROMISE, formatMoney, priceBreakdown, shippingPriceOf } from '@telehealth/engine';
import type { Product } from '@telehealth/schemas';
import { Link, useLocation } from 'react-router-dom';

import { notFound } from '../pages/route-not-found';
import { useTenant } from '../tenant/tenant-context';
import { buyLink, findIncludedProducts, productForPage } from './product-page-model';
import { useProducts } from '../products/use-products';

/**
 * A product page (`productPage` of a product in GET /api/products): hero image from the tenant's product image
 * set, price, what is included, and the buy link into the intake with `med`. A path no product claims is a failed
 * route validation: 404 'Page Not Found: {path}'.
 */
export function ProductPage() {
  const { pathname } = useLocation();
  const configurations = useTenant().brandConfig.configurations;
  const products = useProducts();

  if (products.isPending)
    return (
      <p className="product-page__status" role="status">
        Loading product…
      </p>
    );
  if (products.isError)
    return (
      <p className="product-page__status" role="alert">
        We could not load this product. Please refresh the page to try again.
      </p>
    );

  const product = productForPage(products.data, pathname);
  if (!product) throw notFound(pathname);

  const images = configurations?.productImages[product.imageSet];
  const included = findIncludedProducts(product, products.data);
  // The price is what the patient pays, shipping included (one price rule: priceBreakdown).
  const { shipping } = priceBreakdown([product], shippingPriceOf(configurations));

  return (
    <article className="product-page" aria-labelledby="product-title">
      <div className="product-page__media">
        {images?.hero ? <img src={images.hero} alt={product.name} width={640} height={480} /> : null}
      </div>
      <div className="product-page__details">
        <h1 id="product-title">{product.name}</h1>
        {product.strength ? <p className="product-page__strength">{product.strength}</p> : null}
        <p className="product-page__price" data-testid="product-price">
          <span className="product-page__amount">{formatMoney(product.price)}</span>
          {product.model ? <span> a month</span> : null}
        </p>
        <p className="product-page__shipping" data-testid="product-charge-note">
          {shipping > 0 ? `Includes ${formatMoney(shipping)} shipping. ` : ''}
          {CHARGE_PROMISE}.
        </p>
        {product.description ? <p>{product.description}</p> : null}
        {product.includes?.length ? <IncludedList product={product} included={included} /> : null}
        <Link to={buyLink(product)} className="button button--primary button--large product-page__buy">
          Start your visit for {product.name}
        </Link>
        <p className="product-page__fine-print">
          Prescription required. A licensed clinician reviews your answers before anything ships.{' '}
          <Link to="/docs/safety-information">Safety information</Link>
        </p>
      </div>
    </article>
  );
}

function IncludedList({ product, included }: { product: Product; included: Map<string, Product> }) {
  const configurations = useTenant().brandConfig.configurations;
  return (
    <section className="product-page__includes" aria-labelledby="includes-heading">
      <h2 id="includes-heading">Included with every order</h2>
      <ul>
        {(product.includes ?? []).map((item) => {
          const extra = included.get(item);
          const thumbnail = extra ? configurations?.productImages[extra.imageSet]?.thumbnail : undefined;
          return (
            <li key={item} className="product-page__include">
              {thumbnail ? <img src={thumbnail} alt="" width={64} height={64} /> : null}
              <span>
                {item}
                {extra ? (
                  <span className="product-page__value"> (a {formatMoney(extra.price)} value)</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
