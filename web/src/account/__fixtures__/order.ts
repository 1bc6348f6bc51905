import type { Order } from '@telehealth/schemas';

/** An order of the customer's account as the API lists it: unpaid, pending, one product; `overrides` vary it. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    orderId: '100001',
    createdAt: '2026-11-01T12:00:00.000Z',
    originalOrderId: null,
    prescription: null,
    orderData: { orderStatus: 'PENDING', items: [] },
    purchaseData: null,
    status: 0,
    selectedProduct: [{ med: 704, name: 'FungAid Regular', price: 49.99 }],
    ...overrides,
  } as Order;
}
