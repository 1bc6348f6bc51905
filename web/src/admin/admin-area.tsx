import {
  AdminApiContext,
  AdminLiveContext,
  adminRoutes,
  type AdminLive,
  type InboxLiveListener,
} from '@telehealth/admin-builder';
import type { ChatMessage, ChatReadEvent } from '@telehealth/schemas';
import { useMemo } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';

import { useApi } from '../api/api-context';
import type { ApiClient } from '../api/client';
import { ChatLiveConnection } from '../chat/chat-live';
import { AdminQuestionView } from './question-view';

/**
 * The care team's live events for the admin area: `GET /api/chat/inbox/events` opened by the storefront's client
 * and kept open by the chat's own connection (reconnects with Last-Event-ID, `polling` after failures), one per
 * subscriber.
 */
export function adminLive(api: ApiClient): AdminLive {
  return {
    subscribeInbox(listener: InboxLiveListener, onState) {
      const connection = new ChatLiveConnection(
        (headers, signal) => api.stream('GET /api/chat/inbox/events', { headers, signal }),
        (kind, value) => {
          if (kind === 'message') listener.message?.(value as ChatMessage);
          else if (kind === 'read') listener.read?.(value as ChatReadEvent);
          else listener.resync?.();
        },
        onState,
      );
      connection.start();
      return () => connection.stop();
    },
  };
}

/**
 * The storefront's API client (Token, Tenant, the login's Bearer, retries, errors) and the care team's live events
 * handed to the admin area.
 */
function AdminApiBridge() {
  const api = useApi();
  const live = useMemo(() => adminLive(api), [api]);
  return (
    <AdminApiContext.Provider value={api}>
      <AdminLiveContext.Provider value={live}>
        <Outlet />
      </AdminLiveContext.Provider>
    </AdminApiContext.Provider>
  );
}

/**
 * The admin area's routes as the storefront mounts them under /admin: loaded only by patchAdminRoutes (this module
 * is imported dynamically), so the admin package and React Flow stay out of the patient pages' chunks.
 */
export function adminAreaRoutes(): RouteObject[] {
  return [
    {
      id: 'admin-area',
      Component: AdminApiBridge,
      children: adminRoutes({ QuestionView: AdminQuestionView }),
    },
  ];
}
