import { Link } from 'react-router-dom';

import { useTenant } from '../tenant/tenant-context';

export function HomePage() {
  const configurations = useTenant().brandConfig.configurations;
  return (
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
  );
}
