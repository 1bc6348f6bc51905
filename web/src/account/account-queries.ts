import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountProfile,
  CardOnFile,
  ChangePasswordRequest,
  OrdersByUserResponse,
  ReplaceCardRequest,
  Subscription,
  UpdateAccountProfileRequest,
} from '@telehealth/schemas';

import { customerDataKey, useAccountUser } from '../auth/account-user';
import { setCookie } from '../cookies/cookies';
import type { SubscriptionButton } from './subscription-view';

/** The account's queries, under the logged-in customer's data key (`customerDataKey`). */
export const accountKeys = {
  all: customerDataKey,
  orders: (tenantId: number | null, userId: string | undefined) =>
    [...accountKeys.all(tenantId, userId), 'orders'] as const,
  order: (tenantId: number | null, userId: string | undefined, orderId: string) =>
    [...accountKeys.all(tenantId, userId), 'order', orderId] as const,
  subscriptions: (tenantId: number | null, userId: string | undefined) =>
    [...accountKeys.all(tenantId, userId), 'subscriptions'] as const,
  card: (tenantId: number | null, userId: string | undefined) =>
    [...accountKeys.all(tenantId, userId), 'card'] as const,
  profile: (tenantId: number | null, userId: string | undefined) =>
    [...accountKeys.all(tenantId, userId), 'profile'] as const,
};

/** The customer's orders (GET /api/order/created?userId=; the API answers a customer only their own). */
export function useAccountOrders() {
  const { api, tenantId, userId } = useAccountUser();
  return useQuery({
    queryKey: accountKeys.orders(tenantId, userId),
    // Asked by userId, the route answers the user's orders (its other answer is an intake's, asked by created).
    queryFn: ({ signal }) =>
      api.call('GET /api/order/created', {
        query: { userId: userId ?? '' },
        signal,
      }) as Promise<OrdersByUserResponse>,
    enabled: Boolean(userId),
  });
}

/** One of the customer's orders (GET /api/account/orders/{id}: 404 unless it is theirs). */
export function useAccountOrder(orderId: string) {
  const { api, tenantId, userId } = useAccountUser();
  return useQuery({
    queryKey: accountKeys.order(tenantId, userId, orderId),
    queryFn: ({ signal }) => api.call('GET /api/account/orders/{id}', { params: { id: orderId }, signal }),
  });
}

export function useSubscriptions() {
  const { api, tenantId, userId } = useAccountUser();
  return useQuery({
    queryKey: accountKeys.subscriptions(tenantId, userId),
    queryFn: ({ signal }) => api.call('GET /api/subscriptions', { signal }),
  });
}

export interface SubscriptionActionInput {
  orderId: string;
  /** Cancelling is the cancellation flow's (src/account/cancellation). */
  action: Exclude<SubscriptionButton, 'cancel'>;
}

/**
 * Pause, resume or skip (POST /api/subscriptions/{orderId}/…). The answer replaces the subscription in the list at
 * once; the orders are refetched, since their display status follows the subscription.
 */
export function useSubscriptionAction() {
  const { api, tenantId, userId } = useAccountUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action }: SubscriptionActionInput): Promise<Subscription> => {
      const params = { orderId };
      switch (action) {
        case 'pause':
          return api.call('POST /api/subscriptions/{orderId}/pause', { params });
        case 'resume':
          return api.call('POST /api/subscriptions/{orderId}/resume', { params });
        case 'skip':
          return api.call('POST /api/subscriptions/{orderId}/skip', { params });
      }
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<Subscription[]>(accountKeys.subscriptions(tenantId, userId), (list) =>
        list?.map((subscription) => (subscription.orderId === updated.orderId ? updated : subscription)),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.subscriptions(tenantId, userId) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.orders(tenantId, userId) });
    },
  });
}

export function useProfile() {
  const { api, tenantId, userId } = useAccountUser();
  return useQuery({
    queryKey: accountKeys.profile(tenantId, userId),
    queryFn: ({ signal }) => api.call('GET /api/account/profile', { signal }),
  });
}

export function useSaveProfile() {
  const { api, tenantId, userId } = useAccountUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountProfileRequest): Promise<AccountProfile> =>
      api.call('PUT /api/account/profile', { body }),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.profile(tenantId, userId), saved),
  });
}

/** The card the customer's subscriptions will be billed to (GET /api/account/card). */
export function useCardOnFile() {
  const { api, tenantId, userId } = useAccountUser();
  return useQuery({
    queryKey: accountKeys.card(tenantId, userId),
    queryFn: ({ signal }) => api.call('GET /api/account/card', { signal }),
  });
}

export function useReplaceCard() {
  const { api, tenantId, userId } = useAccountUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplaceCardRequest): Promise<CardOnFile> =>
      api.call('PUT /api/account/card', { body }),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.card(tenantId, userId), saved),
  });
}

/**
 * POST /api/account/password. The change ends every login of the customer signed before, this one's too: the answer's
 * token becomes this browser's login (the role and user id are the same).
 */
export function useChangePassword() {
  const { api } = useAccountUser();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.call('POST /api/account/password', { body }),
    onSuccess: ({ token }) => setCookie('token', token),
  });
}
