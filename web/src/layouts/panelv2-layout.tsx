import type { ReactNode } from 'react';

import { useChatUnreadCount } from '../chat';
import { AccountFrame, type AccountNavItem } from './account-frame';

/** The account area v2's pages (spec section 2), Chat with the unread count as its badge (none while unknown). */
export function accountV2Nav(chatUnread: number | null): AccountNavItem[] {
  return [
    { to: '/accountv2', label: 'Overview', end: true },
    { to: '/accountv2/orders', label: 'Orders' },
    { to: '/accountv2/subscriptions', label: 'Subscriptions' },
    { to: '/accountv2/chat', label: 'Chat', badge: chatUnread, badgeLabel: 'unread' },
    { to: '/accountv2/profile', label: 'Profile' },
    { to: '/accountv2/support', label: 'Support' },
  ];
}

/**
 * `panelv2`: the account area v2 (/accountv2/*): the brand bar, the account navigation (a column beside the page
 * from 768px) and the customer's page.
 */
export function PanelV2Layout({ actions }: { actions?: ReactNode }) {
  return <AccountFrame name="panelv2" nav={accountV2Nav(useChatUnreadCount() ?? null)} actions={actions} />;
}
