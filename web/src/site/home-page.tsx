import { formatMoney } from '@telehealth/engine';
import { Link } from 'react-router-dom';

import { prescriptionProducts } from './product-format';
import { showHowItWorks } from './site-page-model';
import { useSiteContent } from '../tenant/use-site-content';
import { useProducts } from '../products/use-products';
import { useTenant } from '../tenant/tenant-context';

export function HomePage() {
  const configurations = useTenant().brandConfig.configurations;
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="hero__inner">
          <h1 id="hero-heading" className="hero__title">
            {configurations?.brandName ?? 'Welcome'}
          </h1>
          {configurations?.tagline ? <p className="hero__tagline">{configurations.tagline}</p> : null}
          <Link
            to={configurations?.homePage ?? '/start/lead-qualify'}
            className="button button--primary button--large"
          >
            Get started
          </Link>
        </div>
      </section>
      <HowItWorks />
      <HomeTreatments />
      {configurations ? (
        <section className="home-section" aria-labelledby="help-heading">
          <h2 id="help-heading">Questions? We are here to help</h2>
          <p>
            Our care team answers at{' '}
            <a href={`mailto:${configurations.contact.email}`}>{configurations.contact.email}</a>,{' '}
            {configurations.contact.hours}.
          </p>
        </section>
      ) : null}
    </>
  );
}

/** The tenant's steps of a visit, from its site content (shown once it has loaded). */
function HowItWorks() {
  const configurations = useTenant().brandConfig.configurations;
  const content = useSiteContent();
  if (!configurations || !content.data) return null;
  const { heading, steps, link } = showHowItWorks(content.data.home, configurations);
  return (
    <section className="home-section" aria-labelledby="how-heading">
      <h2 id="how-heading">{heading}</h2>
      <ol className="home-steps">
        {steps.map((step) => (
          <li key={step.title} className="home-steps__item">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p>
        <Link to={link.to}>{link.label}</Link>
      </p>
    </section>
  );
}

/** The tenant's prescription treatments with their prices; each links to its product page when it has one. */
function HomeTreatments() {
  const configurations = useTenant().brandConfig.configurations;
  const products = useProducts();
  const treatments = prescriptionProducts(products.data ?? []);
  if (treatments.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="treatments-heading">
      <h2 id="treatments-heading">Treatments</h2>
      <ul className="home-products">
        {treatments.map((product) => {
          const thumbnail = configurations?.productImages[product.imageSet]?.thumbnail;
          return (
            <li key={product.med} className="home-products__item">
              {thumbnail ? <img src={thumbnail} alt="" width={96} height={96} /> : null}
              <h3>{product.name}</h3>
              <p className="home-products__price">
                {formatMoney(product.price)}
                {product.model ? ' a month' : ''}
              </p>
              {product.productPage ? <Link to={product.productPage}>Details of {product.name}</Link> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
