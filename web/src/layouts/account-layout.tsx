import type { ReactNode } from 'react';

import { AccountFrame, type AccountNavItem } from './account-frame';

/** The account area v1's pages, each in its layout: the overview (`account`) and the `panel` pages. */
export const ACCOUNT_V1_NAV: readonly AccountNavItem[] = [
  { to: '/account', label: 'Overview', end: true },
  { to: '/accountv2/orders', label: 'Orders' },
  { to: '/account/subscriptions', label: 'Subscriptions' },
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/support', label: 'Support' },
];

/** `account`: /account, the customer's overview: the brand bar, the account tabs above the page, the footer. */
export function AccountLayout({ actions }: { actions?: ReactNode }) {
  return <AccountFrame name="account" nav={ACCOUNT_V1_NAV} actions={actions} />;
}
