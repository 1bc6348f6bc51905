import { formatUsPhone } from '@telehealth/engine';
import { Link } from 'react-router-dom';

import { DOC_LINKS } from './site-slugs';
import { useTenant } from '../tenant/tenant-context';

/**
 * The tenant's square logo mark and its name, linking home. (The primary logo is a wordmark: beside the name it
 * would say the brand twice.) Renders nothing when the tenant's configurations did not load.
 */
export function BrandMark({ size = 'regular' }: { size?: 'regular' | 'compact' }) {
  const configurations = useTenant().brandConfig.configurations;
  if (!configurations) return null;
  return (
    <Link to="/" className={`brand brand--${size}`} aria-label={`${configurations.brandName} home`}>
      {/* Decorative: the name beside it says the same to screen readers. */}
      <img className="brand__logo" src={configurations.logos.mark} alt="" />
      <span className="brand__name" data-testid="brand-name">
        {configurations.brandName}
      </span>
    </Link>
  );
}

export function SiteFooter() {
  const configurations = useTenant().brandConfig.configurations;
  if (!configurations) return <footer className="site-footer" />;
  const { legalName, companyAddress: address, contact } = configurations;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__legal">{legalName}</p>
          <address className="site-footer__address">
            {address.line1}
            {address.line2 ? `, ${address.line2}` : ''}
            <br />
            {address.city}, {address.state} {address.postalCode}
          </address>
        </div>
        <div className="site-footer__contact">
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
          <a href={`tel:+1${contact.phone}`}>{formatUsPhone(contact.phone)}</a>
          <span>{contact.hours}</span>
        </div>
        <nav className="site-footer__links" aria-label="Legal and information">
          <Link to="/about">About</Link>
          {DOC_LINKS.map((doc) => (
            <Link key={doc.to} to={doc.to}>
              {doc.label}
            </Link>
          ))}
        </nav>
      </div>
      <p className="site-footer__copyright">
        {/* The year in UTC, as the server renders it: the browser's first render must match the server's. */}
        © {new Date().getUTCFullYear()} {legalName}
      </p>
    </footer>
  );
}
