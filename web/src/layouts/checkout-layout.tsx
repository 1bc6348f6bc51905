import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';

import { BrandMark } from './brand';
import { LayoutBanner } from './layout-banner';

/** The steps the checkout layout lists, in order (the start module decides the order; see web/README.md). */
export interface CheckoutLayoutStep {
  path: string;
  label: string;
}

/**
 * `checkout`: the pages after the questionnaire. A slim brand bar, a skip link, the list of checkout steps (the
 * current one marked) and a focused column; the footer links to help (/start/form).
 */
export function CheckoutLayout({
  steps,
  children,
}: {
  steps: readonly CheckoutLayoutStep[];
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const currentIndex = steps.findIndex((step) => step.path === pathname);
  return (
    <div className="layout layout--checkout">
      <LayoutBanner />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header site-header--slim">
        <div className="site-header__inner">
          <BrandMark size="compact" />
          <span className="checkout-secure">Secure checkout</span>
        </div>
      </header>
      {currentIndex >= 0 ? (
        <nav className="checkout-steps" aria-label="Checkout steps">
          <ol>
            {steps.map((step, index) => (
              <li
                key={step.path}
                className={
                  index < currentIndex ? 'is-done' : index === currentIndex ? 'is-current' : undefined
                }
                aria-current={index === currentIndex ? 'step' : undefined}
              >
                <span className="checkout-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="checkout-steps__label">{step.label}</span>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <main id="main" className="layout__main layout__main--narrow checkout-main">
        {children ?? <Outlet />}
      </main>
      <footer className="checkout-footer">
        <Link to="/start/form">Questions? Contact our care team</Link>
      </footer>
    </div>
  );
}
