// Realistic documents for the schema tests. Typed with the generated types, so a schema change that
// breaks the types also breaks the typecheck of these examples.
import type {
  AdvData,
  ClinicianVisit,
  DCartCookie,
  DUserCookie,
  LoginTokenPayload,
  MaskTokenPayload,
  Order,
  PaymentSummary,
  Product,
  Question,
  Shipping,
  StartData,
} from '../index.js';

export const advData: AdvData = {
  params: { utm_source: 'facebook', utm_campaign: 'spring-nail-care', fbclid: 'IwAR2xYz0aBcD' },
  cookies: { fbp: 'fb.1.1712345678901.1116446470', fbc: 'fb.1.1712345678901.IwAR2xYz0aBcD' },
  user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  ip_address: '203.0.113.42',
  version: 'v3',
};

export const startData: StartData = {
  '1': { value: 'Female', question: 'What was your sex assigned at birth?' },
  '2': { value: '1986-04-12', question: 'What is your date of birth?' },
  '3': { value: { feet: 5, inches: 6, pounds: 182, bmi: 29.4 }, question: 'What is your height and weight?' },
  '4': {
    value: ['Diabetes', 'High blood pressure'],
    question: 'Do you have any of these conditions?',
    detail: 'Type 2, diagnosed 2019',
  },
};

export const shipping: Shipping = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  address: {
    line1: '4120 Alder Street',
    line2: 'Apt 3B',
    city: 'Portland',
    state: 'OR',
    postalCode: '97214',
  },
  email: 'dana.whitfield@example.com',
  phone: '5035550147',
};

export const cardPayment: PaymentSummary = {
  paySource: 'CREDITCARD',
  last4: '4242',
  brand: 'Visa',
  expiry: '08/28',
};

export const visit: ClinicianVisit = {
  visitId: 'vst_8f3a21c9',
  status: 'APPROVED',
  visit: { info: { clinicianNotes: 'Approved for starting dose.', approvedAt: '2025-03-02T16:20:00Z' } },
};

/** An order just created at the start of an intake: nothing but the created value and ad data is known. */
export const newOrder: Order = {
  orderId: 'TH6-100234',
  createdAt: '2025-03-01T14:05:12.000Z',
  originalOrderId: null,
  prescription: null,
  orderData: { orderStatus: 'PENDING', items: [] },
  purchaseData: null,
  status: null,
  created: '1740837912000-k3j9x2',
  tenant_id: 6,
  advData,
  startData: {},
  quizData: {},
  selectedProduct: [],
  payment: null,
  shipping: null,
  userId: null,
  beluga: null,
  price: null,
  flowVersion: 2,
  agentId: null,
  agentCompletionDate: null,
};

/** An Evenwell (tenant 7) order after checkout, a clinician visit, a partial refund and a reactivation. */
export const completedOrder: Order = {
  ...newOrder,
  orderId: 'TH7-200871',
  tenant_id: 7,
  prescription: {
    medication: 'Semaglutide',
    med: 301,
    dosage: '0.25 mg weekly',
    sig: 'Inject 0.25 mg under the skin once weekly for 4 weeks.',
    quantity: '1 pen',
    refills: 2,
    prescribedAt: '2025-03-02T16:20:00Z',
    prescriber: { name: 'Maya Okafor, NP', npi: '1234567893' },
  },
  orderData: {
    orderStatus: 'COMPLETE',
    items: [
      { txnType: 'SALE', amount: 299.0, productId: 41, med: 301, productName: 'Semaglutide (injectable)' },
      { txnType: 'REFUND', amount: 19.99, transactionId: 'rf_0192', txnDate: '2025-03-05T09:00:00Z' },
    ],
  },
  purchaseData: {
    status: 'ACTIVE',
    purchaseId: 'P-77120',
    nextBillDate: '2025-03-31',
    billingIntervalDays: 30,
  },
  status: 1,
  startData,
  quizData: { '1': 'Lose 20 pounds or more', '2': ['Diet', 'Exercise'] },
  selectedProduct: [{ med: 301, name: 'Semaglutide (injectable)', price: 299, quantity: 1, model: true }],
  payment: cardPayment,
  shipping,
  userId: 5120,
  beluga: visit,
  price: 303.99,
  agentId: 17,
  agentCompletionDate: '2025-03-01T14:32:40.000Z',
};

export const dUser: DUserCookie = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  phone: '5035550147',
  email: 'dana.whitfield@example.com',
};

export const dCart: DCartCookie = {
  amount: 74.98,
  productName: 'Extra Strength FungAid + Free Supplement',
  productPrice: 69.99,
  productShipping: 4.99,
};

const now = 1740837912;
export const loginToken: LoginTokenPayload = {
  userId: 5120,
  role: 1,
  tenant_id: 6,
  iat: now,
  exp: now + 3600,
};
export const maskToken: MaskTokenPayload = {
  userId: 5120,
  masqueradeId: 17,
  tenant_id: 6,
  iat: now,
  exp: now + 3600,
};

export const product: Product = {
  med: 101,
  tenant_id: 6,
  name: 'Regular Strength FungAid',
  form: 'topical',
  price: 49.99,
  model: true,
  ID: 11,
  clientProductId: 2101,
  imageSet: 'fungaid-regular',
  campaignProducts: [{ clientProductId: 2101, price: 49.99, campaignProductId: 9101 }],
};

export const question: Question = {
  id: 4,
  tenant_id: 6,
  title: 'Do you have any of these conditions?',
  type: 'multiple_choice',
  free_field: 'Please add any details',
  QuestionOptions: [
    { option_text: 'Diabetes' },
    { option_text: 'High blood pressure' },
    { option_text: 'None of these', exclusive: true },
  ],
  next_question_map: { Final: 0 },
  next: null,
  prev: 3,
  is_hard_stop: false,
};
