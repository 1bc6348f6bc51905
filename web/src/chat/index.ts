/** The chat with the care team: its page's route, and the unread count the account navigation shows. */
export { chatRoute } from './routes';
export { useChatUnreadCount } from './use-chat-live';
