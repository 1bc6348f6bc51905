import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { useCheckoutSession } from '../checkout-session';

/** The pages after paying need the intake's created value (the `created` cookie); without it, the intro. */
export function AfterPaymentGuard({ children }: { children: ReactNode }) {
  const { created } = useCheckoutSession();
  if (!created) return <Navigate to="/start/lead-intro" replace />;
  return <>{children}</>;
}
