import type { AppRoute } from '../routing/app-route';

/**
 * /accountv2/chat (layout `panelv2`, a child of the account area's layout route): the chat with the care team.
 * The page loads with its own chunk.
 */
export const chatRoute: AppRoute = {
  path: 'accountv2/chat',
  lazy: async () => ({ Component: (await import('./chat-page')).ChatPage }),
};
