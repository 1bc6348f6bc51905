import { AccountLayout } from '../layouts/account-layout';
import { PanelLayout } from '../layouts/panel-layout';
import { PanelV2Layout } from '../layouts/panelv2-layout';
import { LogOutButton } from './account-ui';

/**
 * The account area's three layouts with its log-out action. Loaded with the first account page (routes.tsx), so the
 * patient pages' entry carries neither the account frame nor the chat's live connection behind its unread badge.
 */
export function AccountV1Layout() {
  return <AccountLayout actions={<LogOutButton />} />;
}

export function AccountPanelLayout() {
  return <PanelLayout actions={<LogOutButton />} />;
}

export function AccountV2Layout() {
  return <PanelV2Layout actions={<LogOutButton />} />;
}
