import type { ChatMessage, ChatReadEvent } from '@telehealth/schemas';
import { createContext, useContext } from 'react';

/**
 * How live the inbox is: `live` while the care team's event stream is open, `connecting` while it (re)opens,
 * `polling` when it failed or there is none: then the pages poll.
 */
export type InboxLiveState = 'connecting' | 'live' | 'polling';

/** What the care team's stream (`GET /api/chat/inbox/events`) tells. */
export interface InboxLiveListener {
  /** A new message in any thread of the tenant (a customer's or the care team's). */
  message?(message: ChatMessage): void;
  /** Staff marked customer messages read (here or elsewhere): the care team's unread count is now `unread`. */
  read?(event: ChatReadEvent): void;
  /** Events may have been missed (a reconnect): refetch. */
  resync?(): void;
}

/**
 * What the host gives the admin area to listen to the care team's live events: it opens the stream with its own
 * client (headers, Last-Event-ID, reconnects), so the admin area never opens a connection itself. Without one
 * (a host that gives none) the inbox polls.
 */
export interface AdminLive {
  /** Starts listening; returns the function that stops. `onState` hears how live the stream is. */
  subscribeInbox(listener: InboxLiveListener, onState: (state: InboxLiveState) => void): () => void;
}

export const AdminLiveContext = createContext<AdminLive | null>(null);

export function useAdminLive(): AdminLive | null {
  return useContext(AdminLiveContext);
}
