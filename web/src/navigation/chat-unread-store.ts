import { useSyncExternalStore } from 'react';

/**
 * The store's chat unread count (spec section 3: "Store also holds: chat unread count"): how many care-team
 * messages to the customer are not read yet, or null while nobody has counted. The chat feature writes it (after
 * GET /api/chat/unread, PUT /api/chat/read/{id}, or a new message); the account navigation shows it as a badge
 * beside Chat. One value per browser tab; logging out resets it.
 */
let count: number | null = null;
const listeners = new Set<() => void>();

export function setChatUnreadCount(next: number | null): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export function getChatUnreadCount(): number | null {
  return count;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chat unread count, re-rendering when it changes. */
export function useChatUnreadCount(): number | null {
  return useSyncExternalStore(subscribe, getChatUnreadCount, () => null);
}
