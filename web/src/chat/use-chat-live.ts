import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

import { useApi } from '../api/api-context';
import { getCookie } from '../cookies/cookies';
import { chatLiveState, subscribeChatLive, type ChatLiveListener, type ChatLiveState } from './chat-live';

/** How often the chat is polled while the live stream is down. */
export const CHAT_POLL_MS = 10_000;

/** The chat's query keys, per tenant and logged-in user (another login never sees this one's cache). */
export const chatKeys = {
  all: (tenantId: number | null, userId: string | undefined) => ['chat', tenantId, userId] as const,
  threads: (tenantId: number | null, userId: string | undefined) =>
    [...chatKeys.all(tenantId, userId), 'threads'] as const,
  messages: (tenantId: number | null, userId: string | undefined, threadId: number) =>
    [...chatKeys.all(tenantId, userId), 'messages', threadId] as const,
  unread: (tenantId: number | null, userId: string | undefined) =>
    [...chatKeys.all(tenantId, userId), 'unread'] as const,
};

/** The logged-in customer (token and user id cookies), or null. */
export function useChatLogin(): { token: string; userId: string } | null {
  const token = getCookie('token');
  const userId = getCookie('userId');
  return token && userId ? { token, userId } : null;
}

const subscribeNothing = () => () => undefined;

/**
 * Listens to the customer's live chat events while mounted (one stream per tab, shared by every caller) and
 * answers how live it is; `polling` (or no login) means the caller polls.
 */
export function useChatLive(listener: ChatLiveListener): ChatLiveState {
  const api = useApi();
  const login = useChatLogin();
  const latest = useRef(listener);
  // The newest handlers, for the events of the one subscription below.
  useEffect(() => {
    latest.current = listener;
  });
  const key = login ? `${api.tenantId}:${login.userId}:${login.token}` : null;
  const stateRef = useRef<(() => void) | null>(null);

  const subscribeState = useCallback((notify: () => void) => {
    stateRef.current = notify;
    return () => {
      if (stateRef.current === notify) stateRef.current = null;
    };
  }, []);
  const state = useSyncExternalStore(
    key ? subscribeState : subscribeNothing,
    chatLiveState,
    () => 'connecting' as const,
  );

  useEffect(() => {
    if (!key) return undefined;
    return subscribeChatLive(
      key,
      (headers, signal) => api.stream('GET /api/chat/events', { headers, signal }),
      {
        message: (message) => latest.current.message?.(message),
        read: (event) => latest.current.read?.(event),
        resync: () => latest.current.resync?.(),
      },
      () => stateRef.current?.(),
    );
  }, [api, key]);

  return key ? state : 'polling';
}

/**
 * The chat unread count of the logged-in customer (the store's chat unread count, spec section 3): what the
 * navigation shows. Kept current by the live stream (a care-team message, a read mark made elsewhere), polled
 * while the stream is down. Undefined while unknown or without a login.
 */
export function useChatUnreadCount(): number | undefined {
  const api = useApi();
  const queryClient = useQueryClient();
  const login = useChatLogin();
  const key = chatKeys.unread(api.tenantId, login?.userId);
  const live = useChatLive({
    message: (message) => {
      if (message.senderRole !== 1) void queryClient.invalidateQueries({ queryKey: key });
    },
    read: ({ unread }) => queryClient.setQueryData(key, { count: unread }),
    resync: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const unread = useQuery({
    queryKey: key,
    queryFn: () => api.call('GET /api/chat/unread'),
    enabled: login !== null,
    refetchInterval: live === 'live' ? false : CHAT_POLL_MS,
  });
  return login ? unread.data?.count : undefined;
}
