import type { OrderResume } from '@telehealth/schemas';

/** An open intake order as GET /api/order/created shows it to its visitor, with the given changes. */
export function orderResume(change: Partial<OrderResume> = {}): OrderResume {
  return {
    orderId: '7',
    created: '1732331234567-ab12cd',
    flowVersion: 1,
    revision: 3,
    state: 'q1',
    startData: {},
    advData: { params: {}, cookies: {}, user_agent: 'x', ip_address: '203.0.113.7', version: 'v2' },
    quizData: {},
    selectedProduct: [],
    payment: null,
    shipping: null,
    userId: null,
    beluga: null,
    ...change,
  };
}
