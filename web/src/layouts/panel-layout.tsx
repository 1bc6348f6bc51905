import type { ReactNode } from 'react';

import { AccountFrame } from './account-frame';
import { ACCOUNT_V1_NAV } from './account-layout';

/** `panel`: /account/profile, /account/subscriptions, /account/support — the account navigation beside the page. */
export function PanelLayout({ actions }: { actions?: ReactNode }) {
  return <AccountFrame name="panel" nav={ACCOUNT_V1_NAV} actions={actions} />;
}
