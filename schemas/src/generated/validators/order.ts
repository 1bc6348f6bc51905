/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import { validateQuizData } from './quiz-data.js';
import * as shared from './shared.js';
import { validateStartData } from './start-data.js';

export const Order = /* @__PURE__ */ named<types.Order>('Order', validateOrder);
export const OrderData = /* @__PURE__ */ named<types.OrderData>('OrderData', validateOrderData);
export const OrderItem = /* @__PURE__ */ named<types.OrderItem>('OrderItem', validateOrderItem);
export const PurchaseData = /* @__PURE__ */ named<types.PurchaseData>('PurchaseData', validatePurchaseData);
export const Prescription = /* @__PURE__ */ named<types.Prescription>('Prescription', validatePrescription);
export const Prescriber = /* @__PURE__ */ named<types.Prescriber>('Prescriber', validatePrescriber);
export const SelectedProducts = /* @__PURE__ */ named<types.SelectedProducts>(
  'SelectedProducts',
  validateSelectedProducts,
);
export const SelectedProduct = /* @__PURE__ */ named<types.SelectedProduct>(
  'SelectedProduct',
  validateSelectedProduct,
);
export const PaymentSummary = /* @__PURE__ */ named<types.PaymentSummary>(
  'PaymentSummary',
  validatePaymentSummary,
);
export const Shipping = /* @__PURE__ */ named<types.Shipping>('Shipping', validateShipping);
export const ClinicianVisit = /* @__PURE__ */ named<types.ClinicianVisit>(
  'ClinicianVisit',
  validateClinicianVisit,
);
export const ClinicianVisitRecord = /* @__PURE__ */ named<types.ClinicianVisitRecord>(
  'ClinicianVisitRecord',
  validateClinicianVisitRecord,
);
export const ClinicianFlag = /* @__PURE__ */ named<types.ClinicianFlag>(
  'ClinicianFlag',
  validateClinicianFlag,
);
export const ClinicianFlags = /* @__PURE__ */ named<types.ClinicianFlags>(
  'ClinicianFlags',
  validateClinicianFlags,
);
export const CalculatedValue = /* @__PURE__ */ named<types.CalculatedValue>(
  'CalculatedValue',
  validateCalculatedValue,
);
export const CalculatedValues = /* @__PURE__ */ named<types.CalculatedValues>(
  'CalculatedValues',
  validateCalculatedValues,
);
const schema0 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://telehealth.local/schemas/order.schema.json',
  title: 'Order',
  description:
    'One intake and what became of it: created when the intake starts (keyed by its created value), filled with answers, products, payment and shipping at checkout, then tracked through the clinician visit, prescription and billing. Fields not known yet are null (or empty for startData, quizData and selectedProduct).',
  type: 'object',
  required: [
    'orderId',
    'createdAt',
    'originalOrderId',
    'prescription',
    'orderData',
    'purchaseData',
    'status',
    'created',
    'tenant_id',
    'advData',
    'startData',
    'quizData',
    'selectedProduct',
    'payment',
    'shipping',
    'userId',
    'beluga',
    'price',
    'flowVersion',
    'agentId',
    'agentCompletionDate',
  ],
  additionalProperties: false,
  properties: {
    orderId: { $ref: 'common.schema.json#/$defs/OrderId' },
    createdAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    originalOrderId: {
      description:
        "For a recurring (rebill) order, the order it renews; such orders are hidden from the account's order list. Null for an original order.",
      anyOf: [{ $ref: 'common.schema.json#/$defs/OrderId' }, { type: 'null' }],
    },
    prescription: {
      description: 'What the clinician prescribed; null until prescribed.',
      anyOf: [{ $ref: '#/$defs/Prescription' }, { type: 'null' }],
    },
    orderData: { $ref: '#/$defs/OrderData' },
    purchaseData: {
      description:
        'The subscription (purchase) this order belongs to; null for a one-off order or before checkout.',
      anyOf: [{ $ref: '#/$defs/PurchaseData' }, { type: 'null' }],
    },
    status: {
      description: '1 means the subscription was reactivated; null or any other value means nothing special.',
      type: ['integer', 'null'],
      minimum: 0,
    },
    created: { $ref: 'common.schema.json#/$defs/CreatedValue' },
    tenant_id: { $ref: 'common.schema.json#/$defs/TenantId' },
    advData: { $ref: 'cookies.schema.json#/$defs/AdvData' },
    startData: { $ref: 'start-data.schema.json' },
    quizData: { $ref: 'quiz-data.schema.json' },
    selectedProduct: { $ref: '#/$defs/SelectedProducts' },
    payment: {
      description: 'How the patient paid (masked); null before checkout.',
      anyOf: [{ $ref: '#/$defs/PaymentSummary' }, { type: 'null' }],
    },
    shipping: {
      description: 'Where the order ships; null before checkout.',
      anyOf: [{ $ref: '#/$defs/Shipping' }, { type: 'null' }],
    },
    userId: {
      description: 'The customer account the order belongs to; null while the intake is anonymous.',
      anyOf: [{ $ref: 'common.schema.json#/$defs/UserId' }, { type: 'null' }],
    },
    beluga: {
      description: 'The clinician visit; null until the intake is sent to a clinician.',
      anyOf: [{ $ref: '#/$defs/ClinicianVisit' }, { type: 'null' }],
    },
    price: {
      description: 'The order total in US dollars; null until products are chosen.',
      anyOf: [{ $ref: 'common.schema.json#/$defs/Money' }, { type: 'null' }],
    },
    flowVersion: {
      description:
        'The flow version number the intake started on; the intake stays on it unless an admin migrates it.',
      type: 'integer',
      minimum: 1,
    },
    agentId: {
      description: 'The agent who completed the intake while masquerading as the customer; null otherwise.',
      anyOf: [{ $ref: 'common.schema.json#/$defs/UserId' }, { type: 'null' }],
    },
    agentCompletionDate: {
      description: 'When that agent completed it; null otherwise.',
      anyOf: [{ $ref: 'common.schema.json#/$defs/DateTime' }, { type: 'null' }],
    },
  },
  $defs: {
    OrderData: {
      title: 'OrderData',
      description:
        'The order as the order management (CRM) system sees it: its status and its payment transactions.',
      type: 'object',
      required: ['orderStatus', 'items'],
      additionalProperties: false,
      properties: {
        orderStatus: { $ref: 'enums.schema.json#/$defs/OrderStatus' },
        items: { type: 'array', items: { $ref: '#/$defs/OrderItem' } },
      },
    },
    OrderItem: {
      title: 'OrderItem',
      description:
        'One transaction on the order. When some but not all items are refunds, the order shows as Partially Refunded.',
      type: 'object',
      required: ['txnType', 'amount'],
      additionalProperties: false,
      properties: {
        txnType: { $ref: 'enums.schema.json#/$defs/TxnType' },
        amount: { $ref: 'common.schema.json#/$defs/Money' },
        productId: {
          description: "The product's id in the order management (CRM) system (Product.ID).",
          type: 'integer',
          minimum: 1,
        },
        med: { $ref: 'common.schema.json#/$defs/MedId' },
        productName: { type: 'string' },
        transactionId: { type: 'string', minLength: 1 },
        txnDate: { $ref: 'common.schema.json#/$defs/DateTime' },
      },
    },
    PurchaseData: {
      title: 'PurchaseData',
      description:
        'The subscription: CANCELLED shows the order as a cancelled subscription, PAUSED as a paused one.',
      type: 'object',
      required: ['status'],
      additionalProperties: false,
      properties: {
        status: { $ref: 'enums.schema.json#/$defs/PurchaseStatus' },
        purchaseId: { type: 'string', minLength: 1 },
        nextBillDate: { type: 'string', format: 'date' },
        billingIntervalDays: { type: 'integer', minimum: 1 },
      },
    },
    Prescription: {
      title: 'Prescription',
      description: 'What a clinician prescribed. Having one makes the newest order the active subscription.',
      type: 'object',
      required: ['medication', 'dosage', 'sig', 'prescribedAt', 'prescriber'],
      additionalProperties: false,
      properties: {
        medication: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        med: { $ref: 'common.schema.json#/$defs/MedId' },
        dosage: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        sig: { $ref: '#/$defs/Sig' },
        quantity: { type: 'string' },
        refills: { type: 'integer', minimum: 0 },
        prescribedAt: { $ref: 'common.schema.json#/$defs/DateTime' },
        prescriber: { $ref: '#/$defs/Prescriber' },
      },
    },
    Sig: {
      description:
        "The directions for use as written by the clinician (for example 'Inject 0.25 mg under the skin once weekly').",
      type: 'string',
      minLength: 1,
      pattern: '\\S',
    },
    Prescriber: {
      title: 'Prescriber',
      description: 'The clinician who prescribed; npi is the US National Provider Identifier (10 digits).',
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        npi: { type: 'string', pattern: '^[0-9]{10}$' },
      },
    },
    SelectedProducts: {
      title: 'SelectedProducts',
      description: 'The products the patient chose; empty until chosen.',
      type: 'array',
      items: { $ref: '#/$defs/SelectedProduct' },
    },
    SelectedProduct: {
      title: 'SelectedProduct',
      description: 'A product the patient chose, as priced when chosen.',
      type: 'object',
      required: ['med', 'name', 'price'],
      additionalProperties: false,
      properties: {
        med: { $ref: 'common.schema.json#/$defs/MedId' },
        name: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        price: { $ref: 'common.schema.json#/$defs/Money' },
        quantity: { type: 'integer', minimum: 1 },
        strength: { type: 'string' },
        dosage: { $ref: '#/$defs/Dosage' },
        startStep: {
          description:
            "A titrated product: the step of its schedule the patient starts at (1 = the first), as the flow's eligibility rules set it; `dosage` is that step's dose.",
          type: 'integer',
          minimum: 1,
          maximum: 100,
        },
        schedule: {
          description:
            'A titrated product: the dose of each refill cycle from the starting step (cycle 1 is this order; the last step is kept), as the clinician reads it.',
          type: 'array',
          items: {
            type: 'object',
            required: ['step', 'dose', 'fromCycle'],
            additionalProperties: false,
            properties: {
              step: { type: 'integer', minimum: 1, maximum: 100 },
              dose: { type: 'string', minLength: 1 },
              fromCycle: { type: 'integer', minimum: 1, maximum: 10000 },
              toCycle: { type: 'integer', minimum: 1, maximum: 10000 },
            },
          },
        },
        model: {
          description: 'True when the product is sold on a recurring (subscription) model.',
          type: 'boolean',
        },
        clientProductId: { type: 'integer', minimum: 1 },
        campaignProductId: { type: 'integer', minimum: 1 },
      },
    },
    Dosage: {
      description:
        "The starting dose: for a titrated product its starting step's dose ('3 mg once daily'), set by the flow's eligibility rules; otherwise the strength the patient prefers, one of those the product's strength text lists. The clinician confirms the dose.",
      type: 'string',
      minLength: 1,
      maxLength: 40,
      pattern: '\\S',
    },
    PaymentSummary: {
      title: 'PaymentSummary',
      description:
        'How an order was paid, masked: never a full card number, a CVV or a full account number. Card-like sources (CREDITCARD, APPLEPAY, GOOGLEPAY) carry last4 and brand.',
      type: 'object',
      required: ['paySource'],
      additionalProperties: false,
      properties: {
        paySource: { $ref: 'enums.schema.json#/$defs/PaySource' },
        last4: { type: 'string', pattern: '^[0-9]{4}$' },
        brand: { type: 'string', minLength: 1, maxLength: 40 },
        expiry: { type: 'string', pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' },
      },
      if: {
        properties: { paySource: { enum: ['CREDITCARD', 'APPLEPAY', 'GOOGLEPAY'] } },
        required: ['paySource'],
      },
      then: { properties: { last4: true, brand: true }, required: ['last4', 'brand'] },
    },
    Shipping: {
      title: 'Shipping',
      description: 'Where and to whom an order ships, and how to reach them.',
      type: 'object',
      required: ['firstName', 'lastName', 'address', 'email', 'phone'],
      additionalProperties: false,
      properties: {
        firstName: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        lastName: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        address: { $ref: 'common.schema.json#/$defs/PostalAddress' },
        email: { $ref: 'common.schema.json#/$defs/Email' },
        phone: { $ref: 'common.schema.json#/$defs/UsPhone' },
      },
    },
    ClinicianVisit: {
      title: 'ClinicianVisit',
      description: "The clinician visit of an order (the order's `beluga` field).",
      type: 'object',
      required: ['visitId', 'status', 'visit'],
      additionalProperties: false,
      properties: {
        visitId: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        status: { $ref: 'enums.schema.json#/$defs/ClinicianVisitStatus' },
        visit: { $ref: '#/$defs/ClinicianVisitRecord' },
      },
    },
    ClinicianVisitRecord: {
      title: 'ClinicianVisitRecord',
      description:
        "The clinician's record of the visit. `info` is the clinician service's own data, null until the visit is done; a follow-up whose visit has info is already completed.",
      type: 'object',
      required: ['info'],
      additionalProperties: false,
      properties: { info: { type: ['object', 'null'], additionalProperties: true } },
    },
    ClinicianFlag: {
      title: 'ClinicianFlag',
      description:
        "An alert with a `flag` that the order's answers raise (the flow's rules, on the order's pinned flow version): the question that raised it, the alert's name, the flag's text for the clinician and when the answers first raised it. Staff and the clinician service see it; the patient sees the alert's own title and message instead.",
      type: 'object',
      required: ['questionId', 'question', 'alert', 'text', 'raisedAt'],
      additionalProperties: false,
      properties: {
        questionId: { $ref: 'common.schema.json#/$defs/QuestionId' },
        question: { description: "That question's title in the pinned flow version.", type: 'string' },
        alert: { $ref: 'rule.schema.json#/$defs/RuleName' },
        text: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        raisedAt: { $ref: 'common.schema.json#/$defs/DateTime' },
      },
    },
    ClinicianFlags: {
      title: 'ClinicianFlags',
      description:
        "The clinician flags an order's answers raise now, in the flow's question order; empty when none. Every save of the answers (and the checkout) computes them again, so they never disagree with the answers.",
      type: 'array',
      items: { $ref: '#/$defs/ClinicianFlag' },
    },
    CalculatedValue: {
      title: 'CalculatedValue',
      description:
        "A value computed from an order's answers on its path with its pinned flow version: the BMI of a height and weight answer (`name` `bmi.{question id}`, title BMI) or a calculation of the flow (`name` its name). `value` is exact, as the rules compare it; `text` is what people read: rounded to the calculation's decimals (one for a BMI) with its unit.",
      type: 'object',
      required: ['name', 'title', 'value', 'text'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', pattern: '^([a-z][a-z0-9_]*|bmi\\.[0-9]+)$', maxLength: 64 },
        title: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        unit: { type: 'string' },
        value: { type: 'number' },
        text: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
      },
    },
    CalculatedValues: {
      title: 'CalculatedValues',
      description:
        "The values an order's answers give (BMI, the flow's calculations), in the flow's order; a value that reads an answer the path lacks is left out. Computed from the answers when asked, never stored.",
      type: 'array',
      items: { $ref: '#/$defs/CalculatedValue' },
    },
  },
};
function validate0(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.orderStatus === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orderStatus' },
        message: "must have required property '" + 'orderStatus' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.items === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'items' },
        message: "must have required property '" + 'items' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'orderStatus' || key0 === 'items')) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.orderStatus !== undefined) {
      let data0 = data.orderStatus;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/orderStatus',
          schemaPath: 'enums.schema.json#/$defs/OrderStatus/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(
        data0 === 'PENDING' ||
        data0 === 'COMPLETE' ||
        data0 === 'CANCELLED' ||
        data0 === 'DECLINED' ||
        data0 === 'PAUSED' ||
        data0 === 'PARTIALLY_REFUNDED' ||
        data0 === 'REACTIVATED'
      )) {
        const err4 = {
          instancePath: instancePath + '/orderStatus',
          schemaPath: 'enums.schema.json#/$defs/OrderStatus/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema4.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.items !== undefined) {
      let data1 = data.items;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !shared.validate0(data1[i0], {
              instancePath: instancePath + '/items/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate0.errors : vErrors.concat(shared.validate0.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/items',
          schemaPath: '#/properties/items/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
function validate1(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.params === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'params' },
        message: "must have required property '" + 'params' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.cookies === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cookies' },
        message: "must have required property '" + 'cookies' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.user_agent === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'user_agent' },
        message: "must have required property '" + 'user_agent' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.ip_address === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'ip_address' },
        message: "must have required property '" + 'ip_address' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.version === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'version' },
        message: "must have required property '" + 'version' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'params' ||
        key0 === 'cookies' ||
        key0 === 'user_agent' ||
        key0 === 'ip_address' ||
        key0 === 'version'
      )) {
        const err5 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.params !== undefined) {
      let data0 = data.params;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (Object.keys(data0).length > 50) {
          const err6 = {
            instancePath: instancePath + '/params',
            schemaPath: '#/$defs/AdvParams/maxProperties',
            keyword: 'maxProperties',
            params: { limit: 50 },
            message: 'must NOT have more than 50 properties',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        for (const key1 in data0) {
          const _errs5 = errors;
          if (typeof key1 === 'string') {
            if (shared.func0(key1) > 100) {
              const err7 = {
                instancePath: instancePath + '/params',
                schemaPath: '#/$defs/AdvParams/propertyNames/maxLength',
                keyword: 'maxLength',
                params: { limit: 100 },
                message: 'must NOT have more than 100 characters',
                propertyName: key1,
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (shared.func0(key1) < 1) {
              const err8 = {
                instancePath: instancePath + '/params',
                schemaPath: '#/$defs/AdvParams/propertyNames/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                propertyName: key1,
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          }
          var valid2 = _errs5 === errors;
          if (!valid2) {
            const err9 = {
              instancePath: instancePath + '/params',
              schemaPath: '#/$defs/AdvParams/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key1 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        for (const key2 in data0) {
          let data1 = data0[key2];
          if (typeof data1 === 'string') {
            if (shared.func0(data1) > 2048) {
              const err10 = {
                instancePath: instancePath + '/params/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/AdvParams/additionalProperties/maxLength',
                keyword: 'maxLength',
                params: { limit: 2048 },
                message: 'must NOT have more than 2048 characters',
              };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = {
              instancePath: instancePath + '/params/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/$defs/AdvParams/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/params',
          schemaPath: '#/$defs/AdvParams/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.cookies !== undefined) {
      let data2 = data.cookies;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        for (const key3 in data2) {
          if (!(key3 === 'fbp' || key3 === 'fbc')) {
            const err13 = {
              instancePath: instancePath + '/cookies',
              schemaPath: '#/$defs/AdvCookies/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key3 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data2.fbp !== undefined) {
          let data3 = data2.fbp;
          if (typeof data3 === 'string') {
            if (shared.func0(data3) > 512) {
              const err14 = {
                instancePath: instancePath + '/cookies/fbp',
                schemaPath: '#/$defs/AdvCookies/properties/fbp/maxLength',
                keyword: 'maxLength',
                params: { limit: 512 },
                message: 'must NOT have more than 512 characters',
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = {
              instancePath: instancePath + '/cookies/fbp',
              schemaPath: '#/$defs/AdvCookies/properties/fbp/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data2.fbc !== undefined) {
          let data4 = data2.fbc;
          if (typeof data4 === 'string') {
            if (shared.func0(data4) > 512) {
              const err16 = {
                instancePath: instancePath + '/cookies/fbc',
                schemaPath: '#/$defs/AdvCookies/properties/fbc/maxLength',
                keyword: 'maxLength',
                params: { limit: 512 },
                message: 'must NOT have more than 512 characters',
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          } else {
            const err17 = {
              instancePath: instancePath + '/cookies/fbc',
              schemaPath: '#/$defs/AdvCookies/properties/fbc/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/cookies',
          schemaPath: '#/$defs/AdvCookies/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.user_agent !== undefined) {
      let data5 = data.user_agent;
      if (typeof data5 === 'string') {
        if (shared.func0(data5) > 1024) {
          const err19 = {
            instancePath: instancePath + '/user_agent',
            schemaPath: '#/$defs/UserAgent/maxLength',
            keyword: 'maxLength',
            params: { limit: 1024 },
            message: 'must NOT have more than 1024 characters',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      } else {
        const err20 = {
          instancePath: instancePath + '/user_agent',
          schemaPath: '#/$defs/UserAgent/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.ip_address !== undefined) {
      let data6 = data.ip_address;
      const _errs22 = errors;
      let valid8 = false;
      const _errs23 = errors;
      if (typeof data6 === 'string') {
        if (!shared.formats5.test(data6)) {
          const err21 = {
            instancePath: instancePath + '/ip_address',
            schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf/0/format',
            keyword: 'format',
            params: { format: 'ipv4' },
            message: 'must match format "' + 'ipv4' + '"',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else {
        const err22 = {
          instancePath: instancePath + '/ip_address',
          schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      var _valid0 = _errs23 === errors;
      valid8 = valid8 || _valid0;
      const _errs25 = errors;
      if (typeof data6 === 'string') {
        if (!shared.formats6.test(data6)) {
          const err23 = {
            instancePath: instancePath + '/ip_address',
            schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf/1/format',
            keyword: 'format',
            params: { format: 'ipv6' },
            message: 'must match format "' + 'ipv6' + '"',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      } else {
        const err24 = {
          instancePath: instancePath + '/ip_address',
          schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf/1/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      var _valid0 = _errs25 === errors;
      valid8 = valid8 || _valid0;
      if (!valid8) {
        const err25 = {
          instancePath: instancePath + '/ip_address',
          schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      } else {
        errors = _errs22;
        if (vErrors !== null) {
          if (_errs22) {
            vErrors.length = _errs22;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.version !== undefined) {
      let data7 = data.version;
      if (typeof data7 !== 'string') {
        const err26 = {
          instancePath: instancePath + '/version',
          schemaPath: '#/$defs/CookieVersion/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (!(data7 === 'v2' || data7 === 'v3')) {
        const err27 = {
          instancePath: instancePath + '/version',
          schemaPath: '#/$defs/CookieVersion/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema10.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
  } else {
    const err28 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err28];
    } else {
      vErrors.push(err28);
    }
    errors++;
  }
  validate1.errors = vErrors;
  return errors === 0;
}
function validate2(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (
        !shared.validate3(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate3.errors : vErrors.concat(shared.validate3.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'array' },
      message: 'must be array',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate2.errors = vErrors;
  return errors === 0;
}
export function validateOrder(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/order.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.orderId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orderId' },
        message: "must have required property '" + 'orderId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.createdAt === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'createdAt' },
        message: "must have required property '" + 'createdAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.originalOrderId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'originalOrderId' },
        message: "must have required property '" + 'originalOrderId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.prescription === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prescription' },
        message: "must have required property '" + 'prescription' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.orderData === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orderData' },
        message: "must have required property '" + 'orderData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.purchaseData === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'purchaseData' },
        message: "must have required property '" + 'purchaseData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'status' },
        message: "must have required property '" + 'status' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.created === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'created' },
        message: "must have required property '" + 'created' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.tenant_id === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'tenant_id' },
        message: "must have required property '" + 'tenant_id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.advData === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'advData' },
        message: "must have required property '" + 'advData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.startData === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'startData' },
        message: "must have required property '" + 'startData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.quizData === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'quizData' },
        message: "must have required property '" + 'quizData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.selectedProduct === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'selectedProduct' },
        message: "must have required property '" + 'selectedProduct' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.payment === undefined) {
      const err13 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'payment' },
        message: "must have required property '" + 'payment' + "'",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.shipping === undefined) {
      const err14 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'shipping' },
        message: "must have required property '" + 'shipping' + "'",
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (data.userId === undefined) {
      const err15 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    if (data.beluga === undefined) {
      const err16 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'beluga' },
        message: "must have required property '" + 'beluga' + "'",
      };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err17 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'price' },
        message: "must have required property '" + 'price' + "'",
      };
      if (vErrors === null) {
        vErrors = [err17];
      } else {
        vErrors.push(err17);
      }
      errors++;
    }
    if (data.flowVersion === undefined) {
      const err18 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'flowVersion' },
        message: "must have required property '" + 'flowVersion' + "'",
      };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    if (data.agentId === undefined) {
      const err19 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'agentId' },
        message: "must have required property '" + 'agentId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    if (data.agentCompletionDate === undefined) {
      const err20 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'agentCompletionDate' },
        message: "must have required property '" + 'agentCompletionDate' + "'",
      };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema0.properties, key0)) {
        const err21 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err22 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      } else {
        const err23 = {
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.createdAt !== undefined) {
      let data1 = data.createdAt;
      if (typeof data1 === 'string') {
        if (!shared.formats2.validate(data1)) {
          const err24 = {
            instancePath: instancePath + '/createdAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      } else {
        const err25 = {
          instancePath: instancePath + '/createdAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.originalOrderId !== undefined) {
      let data2 = data.originalOrderId;
      const _errs9 = errors;
      let valid3 = false;
      const _errs10 = errors;
      if (typeof data2 === 'string') {
        if (!shared.pattern10.test(data2)) {
          const err26 = {
            instancePath: instancePath + '/originalOrderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      } else {
        const err27 = {
          instancePath: instancePath + '/originalOrderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      var _valid0 = _errs10 === errors;
      valid3 = valid3 || _valid0;
      const _errs13 = errors;
      if (data2 !== null) {
        const err28 = {
          instancePath: instancePath + '/originalOrderId',
          schemaPath: '#/properties/originalOrderId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      var _valid0 = _errs13 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err29 = {
          instancePath: instancePath + '/originalOrderId',
          schemaPath: '#/properties/originalOrderId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      } else {
        errors = _errs9;
        if (vErrors !== null) {
          if (_errs9) {
            vErrors.length = _errs9;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.prescription !== undefined) {
      let data3 = data.prescription;
      const _errs16 = errors;
      let valid5 = false;
      const _errs17 = errors;
      if (
        !shared.validate2(data3, {
          instancePath: instancePath + '/prescription',
          parentData: data,
          parentDataProperty: 'prescription',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate2.errors : vErrors.concat(shared.validate2.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs17 === errors;
      valid5 = valid5 || _valid1;
      const _errs18 = errors;
      if (data3 !== null) {
        const err30 = {
          instancePath: instancePath + '/prescription',
          schemaPath: '#/properties/prescription/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      var _valid1 = _errs18 === errors;
      valid5 = valid5 || _valid1;
      if (!valid5) {
        const err31 = {
          instancePath: instancePath + '/prescription',
          schemaPath: '#/properties/prescription/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      } else {
        errors = _errs16;
        if (vErrors !== null) {
          if (_errs16) {
            vErrors.length = _errs16;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.orderData !== undefined) {
      if (
        !validate0(data.orderData, {
          instancePath: instancePath + '/orderData',
          parentData: data,
          parentDataProperty: 'orderData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
        errors = vErrors.length;
      }
    }
    if (data.purchaseData !== undefined) {
      let data5 = data.purchaseData;
      const _errs22 = errors;
      let valid6 = false;
      const _errs23 = errors;
      if (
        !shared.validate4(data5, {
          instancePath: instancePath + '/purchaseData',
          parentData: data,
          parentDataProperty: 'purchaseData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate4.errors : vErrors.concat(shared.validate4.errors);
        errors = vErrors.length;
      }
      var _valid2 = _errs23 === errors;
      valid6 = valid6 || _valid2;
      const _errs24 = errors;
      if (data5 !== null) {
        const err32 = {
          instancePath: instancePath + '/purchaseData',
          schemaPath: '#/properties/purchaseData/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      var _valid2 = _errs24 === errors;
      valid6 = valid6 || _valid2;
      if (!valid6) {
        const err33 = {
          instancePath: instancePath + '/purchaseData',
          schemaPath: '#/properties/purchaseData/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      } else {
        errors = _errs22;
        if (vErrors !== null) {
          if (_errs22) {
            vErrors.length = _errs22;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.status !== undefined) {
      let data6 = data.status;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6)) && data6 !== null) {
        const err34 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/type',
          keyword: 'type',
          params: { type: schema0.properties.status.type },
          message: 'must be integer,null',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 < 0 || isNaN(data6)) {
          const err35 = {
            instancePath: instancePath + '/status',
            schemaPath: '#/properties/status/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    }
    if (data.created !== undefined) {
      let data7 = data.created;
      if (typeof data7 === 'string') {
        if (!shared.pattern16.test(data7)) {
          const err36 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      } else {
        const err37 = {
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.tenant_id !== undefined) {
      let data8 = data.tenant_id;
      if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
        const err38 = {
          instancePath: instancePath + '/tenant_id',
          schemaPath: 'common.schema.json#/$defs/TenantId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (typeof data8 == 'number' && isFinite(data8)) {
        if (data8 > 2147483647 || isNaN(data8)) {
          const err39 = {
            instancePath: instancePath + '/tenant_id',
            schemaPath: 'common.schema.json#/$defs/TenantId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (data8 < 1 || isNaN(data8)) {
          const err40 = {
            instancePath: instancePath + '/tenant_id',
            schemaPath: 'common.schema.json#/$defs/TenantId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      }
    }
    if (data.advData !== undefined) {
      if (
        !validate1(data.advData, {
          instancePath: instancePath + '/advData',
          parentData: data,
          parentDataProperty: 'advData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
      }
    }
    if (data.startData !== undefined) {
      if (
        !validateStartData(data.startData, {
          instancePath: instancePath + '/startData',
          parentData: data,
          parentDataProperty: 'startData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateStartData.errors : vErrors.concat(validateStartData.errors);
        errors = vErrors.length;
      }
    }
    if (data.quizData !== undefined) {
      if (
        !validateQuizData(data.quizData, {
          instancePath: instancePath + '/quizData',
          parentData: data,
          parentDataProperty: 'quizData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateQuizData.errors : vErrors.concat(validateQuizData.errors);
        errors = vErrors.length;
      }
    }
    if (data.selectedProduct !== undefined) {
      if (
        !validate2(data.selectedProduct, {
          instancePath: instancePath + '/selectedProduct',
          parentData: data,
          parentDataProperty: 'selectedProduct',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
        errors = vErrors.length;
      }
    }
    if (data.payment !== undefined) {
      let data13 = data.payment;
      const _errs39 = errors;
      let valid9 = false;
      const _errs40 = errors;
      if (
        !shared.validate5(data13, {
          instancePath: instancePath + '/payment',
          parentData: data,
          parentDataProperty: 'payment',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate5.errors : vErrors.concat(shared.validate5.errors);
        errors = vErrors.length;
      }
      var _valid3 = _errs40 === errors;
      valid9 = valid9 || _valid3;
      const _errs41 = errors;
      if (data13 !== null) {
        const err41 = {
          instancePath: instancePath + '/payment',
          schemaPath: '#/properties/payment/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
      var _valid3 = _errs41 === errors;
      valid9 = valid9 || _valid3;
      if (!valid9) {
        const err42 = {
          instancePath: instancePath + '/payment',
          schemaPath: '#/properties/payment/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      } else {
        errors = _errs39;
        if (vErrors !== null) {
          if (_errs39) {
            vErrors.length = _errs39;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.shipping !== undefined) {
      let data14 = data.shipping;
      const _errs44 = errors;
      let valid10 = false;
      const _errs45 = errors;
      if (
        !shared.validate7(data14, {
          instancePath: instancePath + '/shipping',
          parentData: data,
          parentDataProperty: 'shipping',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate7.errors : vErrors.concat(shared.validate7.errors);
        errors = vErrors.length;
      }
      var _valid4 = _errs45 === errors;
      valid10 = valid10 || _valid4;
      const _errs46 = errors;
      if (data14 !== null) {
        const err43 = {
          instancePath: instancePath + '/shipping',
          schemaPath: '#/properties/shipping/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
      var _valid4 = _errs46 === errors;
      valid10 = valid10 || _valid4;
      if (!valid10) {
        const err44 = {
          instancePath: instancePath + '/shipping',
          schemaPath: '#/properties/shipping/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      } else {
        errors = _errs44;
        if (vErrors !== null) {
          if (_errs44) {
            vErrors.length = _errs44;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.userId !== undefined) {
      let data15 = data.userId;
      const _errs49 = errors;
      let valid11 = false;
      const _errs50 = errors;
      if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err45 = {
          instancePath: instancePath + '/userId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
      if (typeof data15 == 'number' && isFinite(data15)) {
        if (data15 > 2147483647 || isNaN(data15)) {
          const err46 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        if (data15 < 1 || isNaN(data15)) {
          const err47 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      var _valid5 = _errs50 === errors;
      valid11 = valid11 || _valid5;
      const _errs53 = errors;
      if (data15 !== null) {
        const err48 = {
          instancePath: instancePath + '/userId',
          schemaPath: '#/properties/userId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
      var _valid5 = _errs53 === errors;
      valid11 = valid11 || _valid5;
      if (!valid11) {
        const err49 = {
          instancePath: instancePath + '/userId',
          schemaPath: '#/properties/userId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      } else {
        errors = _errs49;
        if (vErrors !== null) {
          if (_errs49) {
            vErrors.length = _errs49;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.beluga !== undefined) {
      let data16 = data.beluga;
      const _errs56 = errors;
      let valid13 = false;
      const _errs57 = errors;
      if (
        !shared.validate8(data16, {
          instancePath: instancePath + '/beluga',
          parentData: data,
          parentDataProperty: 'beluga',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate8.errors : vErrors.concat(shared.validate8.errors);
        errors = vErrors.length;
      }
      var _valid6 = _errs57 === errors;
      valid13 = valid13 || _valid6;
      const _errs58 = errors;
      if (data16 !== null) {
        const err50 = {
          instancePath: instancePath + '/beluga',
          schemaPath: '#/properties/beluga/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
      var _valid6 = _errs58 === errors;
      valid13 = valid13 || _valid6;
      if (!valid13) {
        const err51 = {
          instancePath: instancePath + '/beluga',
          schemaPath: '#/properties/beluga/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      } else {
        errors = _errs56;
        if (vErrors !== null) {
          if (_errs56) {
            vErrors.length = _errs56;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.price !== undefined) {
      let data17 = data.price;
      const _errs61 = errors;
      let valid14 = false;
      const _errs62 = errors;
      if (typeof data17 == 'number' && isFinite(data17)) {
        if (data17 < 0 || isNaN(data17)) {
          const err52 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        let res0;
        if (0.01 === 0 || ((res0 = data17 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err53 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
          };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      } else {
        const err54 = {
          instancePath: instancePath + '/price',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      var _valid7 = _errs62 === errors;
      valid14 = valid14 || _valid7;
      const _errs65 = errors;
      if (data17 !== null) {
        const err55 = {
          instancePath: instancePath + '/price',
          schemaPath: '#/properties/price/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
      var _valid7 = _errs65 === errors;
      valid14 = valid14 || _valid7;
      if (!valid14) {
        const err56 = {
          instancePath: instancePath + '/price',
          schemaPath: '#/properties/price/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      } else {
        errors = _errs61;
        if (vErrors !== null) {
          if (_errs61) {
            vErrors.length = _errs61;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.flowVersion !== undefined) {
      let data18 = data.flowVersion;
      if (!(typeof data18 == 'number' && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
        const err57 = {
          instancePath: instancePath + '/flowVersion',
          schemaPath: '#/properties/flowVersion/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
      if (typeof data18 == 'number' && isFinite(data18)) {
        if (data18 < 1 || isNaN(data18)) {
          const err58 = {
            instancePath: instancePath + '/flowVersion',
            schemaPath: '#/properties/flowVersion/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
      }
    }
    if (data.agentId !== undefined) {
      let data19 = data.agentId;
      const _errs70 = errors;
      let valid16 = false;
      const _errs71 = errors;
      if (!(typeof data19 == 'number' && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
        const err59 = {
          instancePath: instancePath + '/agentId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
      if (typeof data19 == 'number' && isFinite(data19)) {
        if (data19 > 2147483647 || isNaN(data19)) {
          const err60 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err60];
          } else {
            vErrors.push(err60);
          }
          errors++;
        }
        if (data19 < 1 || isNaN(data19)) {
          const err61 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
      }
      var _valid8 = _errs71 === errors;
      valid16 = valid16 || _valid8;
      const _errs74 = errors;
      if (data19 !== null) {
        const err62 = {
          instancePath: instancePath + '/agentId',
          schemaPath: '#/properties/agentId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
      var _valid8 = _errs74 === errors;
      valid16 = valid16 || _valid8;
      if (!valid16) {
        const err63 = {
          instancePath: instancePath + '/agentId',
          schemaPath: '#/properties/agentId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      } else {
        errors = _errs70;
        if (vErrors !== null) {
          if (_errs70) {
            vErrors.length = _errs70;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.agentCompletionDate !== undefined) {
      let data20 = data.agentCompletionDate;
      const _errs77 = errors;
      let valid18 = false;
      const _errs78 = errors;
      if (typeof data20 === 'string') {
        if (!shared.formats2.validate(data20)) {
          const err64 = {
            instancePath: instancePath + '/agentCompletionDate',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
      } else {
        const err65 = {
          instancePath: instancePath + '/agentCompletionDate',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
      var _valid9 = _errs78 === errors;
      valid18 = valid18 || _valid9;
      const _errs81 = errors;
      if (data20 !== null) {
        const err66 = {
          instancePath: instancePath + '/agentCompletionDate',
          schemaPath: '#/properties/agentCompletionDate/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
      var _valid9 = _errs81 === errors;
      valid18 = valid18 || _valid9;
      if (!valid18) {
        const err67 = {
          instancePath: instancePath + '/agentCompletionDate',
          schemaPath: '#/properties/agentCompletionDate/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      } else {
        errors = _errs77;
        if (vErrors !== null) {
          if (_errs77) {
            vErrors.length = _errs77;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err68 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err68];
    } else {
      vErrors.push(err68);
    }
    errors++;
  }
  validateOrder.errors = vErrors;
  return errors === 0;
}
function validateOrderData(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.orderStatus === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orderStatus' },
        message: "must have required property '" + 'orderStatus' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.items === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'items' },
        message: "must have required property '" + 'items' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'orderStatus' || key0 === 'items')) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.orderStatus !== undefined) {
      let data0 = data.orderStatus;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/orderStatus',
          schemaPath: 'enums.schema.json#/$defs/OrderStatus/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(
        data0 === 'PENDING' ||
        data0 === 'COMPLETE' ||
        data0 === 'CANCELLED' ||
        data0 === 'DECLINED' ||
        data0 === 'PAUSED' ||
        data0 === 'PARTIALLY_REFUNDED' ||
        data0 === 'REACTIVATED'
      )) {
        const err4 = {
          instancePath: instancePath + '/orderStatus',
          schemaPath: 'enums.schema.json#/$defs/OrderStatus/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema4.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.items !== undefined) {
      let data1 = data.items;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !shared.validate0(data1[i0], {
              instancePath: instancePath + '/items/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate0.errors : vErrors.concat(shared.validate0.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/items',
          schemaPath: '#/properties/items/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validateOrderData.errors = vErrors;
  return errors === 0;
}
function validateOrderItem(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.txnType === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'txnType' },
        message: "must have required property '" + 'txnType' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.amount === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'amount' },
        message: "must have required property '" + 'amount' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'txnType' ||
        key0 === 'amount' ||
        key0 === 'productId' ||
        key0 === 'med' ||
        key0 === 'productName' ||
        key0 === 'transactionId' ||
        key0 === 'txnDate'
      )) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.txnType !== undefined) {
      let data0 = data.txnType;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/txnType',
          schemaPath: 'enums.schema.json#/$defs/TxnType/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (!(
        data0 === 'SALE' ||
        data0 === 'AUTHORIZE' ||
        data0 === 'CAPTURE' ||
        data0 === 'REFUND' ||
        data0 === 'VOID' ||
        data0 === 'CHARGEBACK'
      )) {
        const err4 = {
          instancePath: instancePath + '/txnType',
          schemaPath: 'enums.schema.json#/$defs/TxnType/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema5.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.amount !== undefined) {
      let data1 = data.amount;
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err5 = {
            instancePath: instancePath + '/amount',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        let res0;
        if (0.01 === 0 || ((res0 = data1 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err6 = {
            instancePath: instancePath + '/amount',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/amount',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.productId !== undefined) {
      let data2 = data.productId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/productId',
          schemaPath: '#/properties/productId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/productId',
            schemaPath: '#/properties/productId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.med !== undefined) {
      let data3 = data.med;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err10 = {
          instancePath: instancePath + '/med',
          schemaPath: 'common.schema.json#/$defs/MedId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.productName !== undefined) {
      if (typeof data.productName !== 'string') {
        const err13 = {
          instancePath: instancePath + '/productName',
          schemaPath: '#/properties/productName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.transactionId !== undefined) {
      let data5 = data.transactionId;
      if (typeof data5 === 'string') {
        if (shared.func0(data5) < 1) {
          const err14 = {
            instancePath: instancePath + '/transactionId',
            schemaPath: '#/properties/transactionId/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/transactionId',
          schemaPath: '#/properties/transactionId/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.txnDate !== undefined) {
      let data6 = data.txnDate;
      if (typeof data6 === 'string') {
        if (!shared.formats2.validate(data6)) {
          const err16 = {
            instancePath: instancePath + '/txnDate',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/txnDate',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validateOrderItem.errors = vErrors;
  return errors === 0;
}
function validatePurchaseData(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.status === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'status' },
        message: "must have required property '" + 'status' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'status' ||
        key0 === 'purchaseId' ||
        key0 === 'nextBillDate' ||
        key0 === 'billingIntervalDays'
      )) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/PurchaseStatus/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 'ACTIVE' || data0 === 'PAUSED' || data0 === 'CANCELLED')) {
        const err3 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/PurchaseStatus/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema3.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.purchaseId !== undefined) {
      let data1 = data.purchaseId;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err4 = {
            instancePath: instancePath + '/purchaseId',
            schemaPath: '#/properties/purchaseId/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/purchaseId',
          schemaPath: '#/properties/purchaseId/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.nextBillDate !== undefined) {
      let data2 = data.nextBillDate;
      if (typeof data2 === 'string') {
        if (!shared.formats1.validate(data2)) {
          const err6 = {
            instancePath: instancePath + '/nextBillDate',
            schemaPath: '#/properties/nextBillDate/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/nextBillDate',
          schemaPath: '#/properties/nextBillDate/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.billingIntervalDays !== undefined) {
      let data3 = data.billingIntervalDays;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err8 = {
          instancePath: instancePath + '/billingIntervalDays',
          schemaPath: '#/properties/billingIntervalDays/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err9 = {
            instancePath: instancePath + '/billingIntervalDays',
            schemaPath: '#/properties/billingIntervalDays/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
  } else {
    const err10 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validatePurchaseData.errors = vErrors;
  return errors === 0;
}
function validatePrescription(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.medication === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'medication' },
        message: "must have required property '" + 'medication' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.dosage === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'dosage' },
        message: "must have required property '" + 'dosage' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.sig === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'sig' },
        message: "must have required property '" + 'sig' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.prescribedAt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prescribedAt' },
        message: "must have required property '" + 'prescribedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.prescriber === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prescriber' },
        message: "must have required property '" + 'prescriber' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'medication' ||
        key0 === 'med' ||
        key0 === 'dosage' ||
        key0 === 'sig' ||
        key0 === 'quantity' ||
        key0 === 'refills' ||
        key0 === 'prescribedAt' ||
        key0 === 'prescriber'
      )) {
        const err5 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.medication !== undefined) {
      let data0 = data.medication;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err6 = {
            instancePath: instancePath + '/medication',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!shared.pattern0.test(data0)) {
          const err7 = {
            instancePath: instancePath + '/medication',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/medication',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.med !== undefined) {
      let data1 = data.med;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err9 = {
          instancePath: instancePath + '/med',
          schemaPath: 'common.schema.json#/$defs/MedId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 2147483647 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err11 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.dosage !== undefined) {
      let data2 = data.dosage;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err12 = {
            instancePath: instancePath + '/dosage',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!shared.pattern0.test(data2)) {
          const err13 = {
            instancePath: instancePath + '/dosage',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = {
          instancePath: instancePath + '/dosage',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.sig !== undefined) {
      let data3 = data.sig;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) < 1) {
          const err15 = {
            instancePath: instancePath + '/sig',
            schemaPath: '#/$defs/Sig/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (!shared.pattern0.test(data3)) {
          const err16 = {
            instancePath: instancePath + '/sig',
            schemaPath: '#/$defs/Sig/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/sig',
          schemaPath: '#/$defs/Sig/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.quantity !== undefined) {
      if (typeof data.quantity !== 'string') {
        const err18 = {
          instancePath: instancePath + '/quantity',
          schemaPath: '#/properties/quantity/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.refills !== undefined) {
      let data5 = data.refills;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err19 = {
          instancePath: instancePath + '/refills',
          schemaPath: '#/properties/refills/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err20 = {
            instancePath: instancePath + '/refills',
            schemaPath: '#/properties/refills/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.prescribedAt !== undefined) {
      let data6 = data.prescribedAt;
      if (typeof data6 === 'string') {
        if (!shared.formats2.validate(data6)) {
          const err21 = {
            instancePath: instancePath + '/prescribedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else {
        const err22 = {
          instancePath: instancePath + '/prescribedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.prescriber !== undefined) {
      if (
        !shared.validate1(data.prescriber, {
          instancePath: instancePath + '/prescriber',
          parentData: data,
          parentDataProperty: 'prescriber',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate1.errors : vErrors.concat(shared.validate1.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err23 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validatePrescription.errors = vErrors;
  return errors === 0;
}
function validatePrescriber(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'npi')) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/name',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!shared.pattern0.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/name',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/name',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.npi !== undefined) {
      let data1 = data.npi;
      if (typeof data1 === 'string') {
        if (!shared.pattern13.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/npi',
            schemaPath: '#/properties/npi/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{10}$' },
            message: 'must match pattern "' + '^[0-9]{10}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/npi',
          schemaPath: '#/properties/npi/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validatePrescriber.errors = vErrors;
  return errors === 0;
}
function validateSelectedProducts(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (
        !shared.validate3(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate3.errors : vErrors.concat(shared.validate3.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'array' },
      message: 'must be array',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validateSelectedProducts.errors = vErrors;
  return errors === 0;
}
function validateSelectedProduct(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.med === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'med' },
        message: "must have required property '" + 'med' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.name === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'price' },
        message: "must have required property '" + 'price' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(shared.schema6.properties, key0)) {
        const err3 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.med !== undefined) {
      let data0 = data.med;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/med',
          schemaPath: 'common.schema.json#/$defs/MedId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err5 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data1 = data.name;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/name',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!shared.pattern0.test(data1)) {
          const err8 = {
            instancePath: instancePath + '/name',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/name',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.price !== undefined) {
      let data2 = data.price;
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        let res0;
        if (0.01 === 0 || ((res0 = data2 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err11 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/price',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.quantity !== undefined) {
      let data3 = data.quantity;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err13 = {
          instancePath: instancePath + '/quantity',
          schemaPath: '#/properties/quantity/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/quantity',
            schemaPath: '#/properties/quantity/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.strength !== undefined) {
      if (typeof data.strength !== 'string') {
        const err15 = {
          instancePath: instancePath + '/strength',
          schemaPath: '#/properties/strength/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.dosage !== undefined) {
      let data5 = data.dosage;
      if (typeof data5 === 'string') {
        if (shared.func0(data5) > 40) {
          const err16 = {
            instancePath: instancePath + '/dosage',
            schemaPath: '#/$defs/Dosage/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (shared.func0(data5) < 1) {
          const err17 = {
            instancePath: instancePath + '/dosage',
            schemaPath: '#/$defs/Dosage/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (!shared.pattern0.test(data5)) {
          const err18 = {
            instancePath: instancePath + '/dosage',
            schemaPath: '#/$defs/Dosage/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/dosage',
          schemaPath: '#/$defs/Dosage/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.startStep !== undefined) {
      let data6 = data.startStep;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err20 = {
          instancePath: instancePath + '/startStep',
          schemaPath: '#/properties/startStep/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 > 100 || isNaN(data6)) {
          const err21 = {
            instancePath: instancePath + '/startStep',
            schemaPath: '#/properties/startStep/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 100 },
            message: 'must be <= 100',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data6 < 1 || isNaN(data6)) {
          const err22 = {
            instancePath: instancePath + '/startStep',
            schemaPath: '#/properties/startStep/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
    if (data.schedule !== undefined) {
      let data7 = data.schedule;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
            if (data8.step === undefined) {
              const err23 = {
                instancePath: instancePath + '/schedule/' + i0,
                schemaPath: '#/properties/schedule/items/required',
                keyword: 'required',
                params: { missingProperty: 'step' },
                message: "must have required property '" + 'step' + "'",
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data8.dose === undefined) {
              const err24 = {
                instancePath: instancePath + '/schedule/' + i0,
                schemaPath: '#/properties/schedule/items/required',
                keyword: 'required',
                params: { missingProperty: 'dose' },
                message: "must have required property '" + 'dose' + "'",
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (data8.fromCycle === undefined) {
              const err25 = {
                instancePath: instancePath + '/schedule/' + i0,
                schemaPath: '#/properties/schedule/items/required',
                keyword: 'required',
                params: { missingProperty: 'fromCycle' },
                message: "must have required property '" + 'fromCycle' + "'",
              };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            for (const key1 in data8) {
              if (!(key1 === 'step' || key1 === 'dose' || key1 === 'fromCycle' || key1 === 'toCycle')) {
                const err26 = {
                  instancePath: instancePath + '/schedule/' + i0,
                  schemaPath: '#/properties/schedule/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key1 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data8.step !== undefined) {
              let data9 = data8.step;
              if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
                const err27 = {
                  instancePath: instancePath + '/schedule/' + i0 + '/step',
                  schemaPath: '#/properties/schedule/items/properties/step/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
              if (typeof data9 == 'number' && isFinite(data9)) {
                if (data9 > 100 || isNaN(data9)) {
                  const err28 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/step',
                    schemaPath: '#/properties/schedule/items/properties/step/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 100 },
                    message: 'must be <= 100',
                  };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
                if (data9 < 1 || isNaN(data9)) {
                  const err29 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/step',
                    schemaPath: '#/properties/schedule/items/properties/step/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              }
            }
            if (data8.dose !== undefined) {
              let data10 = data8.dose;
              if (typeof data10 === 'string') {
                if (shared.func0(data10) < 1) {
                  const err30 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/dose',
                    schemaPath: '#/properties/schedule/items/properties/dose/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              } else {
                const err31 = {
                  instancePath: instancePath + '/schedule/' + i0 + '/dose',
                  schemaPath: '#/properties/schedule/items/properties/dose/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data8.fromCycle !== undefined) {
              let data11 = data8.fromCycle;
              if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
                const err32 = {
                  instancePath: instancePath + '/schedule/' + i0 + '/fromCycle',
                  schemaPath: '#/properties/schedule/items/properties/fromCycle/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
              if (typeof data11 == 'number' && isFinite(data11)) {
                if (data11 > 10000 || isNaN(data11)) {
                  const err33 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/fromCycle',
                    schemaPath: '#/properties/schedule/items/properties/fromCycle/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 10000 },
                    message: 'must be <= 10000',
                  };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (data11 < 1 || isNaN(data11)) {
                  const err34 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/fromCycle',
                    schemaPath: '#/properties/schedule/items/properties/fromCycle/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
            }
            if (data8.toCycle !== undefined) {
              let data12 = data8.toCycle;
              if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                const err35 = {
                  instancePath: instancePath + '/schedule/' + i0 + '/toCycle',
                  schemaPath: '#/properties/schedule/items/properties/toCycle/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
              if (typeof data12 == 'number' && isFinite(data12)) {
                if (data12 > 10000 || isNaN(data12)) {
                  const err36 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/toCycle',
                    schemaPath: '#/properties/schedule/items/properties/toCycle/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 10000 },
                    message: 'must be <= 10000',
                  };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
                if (data12 < 1 || isNaN(data12)) {
                  const err37 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/toCycle',
                    schemaPath: '#/properties/schedule/items/properties/toCycle/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err38 = {
              instancePath: instancePath + '/schedule/' + i0,
              schemaPath: '#/properties/schedule/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      } else {
        const err39 = {
          instancePath: instancePath + '/schedule',
          schemaPath: '#/properties/schedule/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.model !== undefined) {
      if (typeof data.model !== 'boolean') {
        const err40 = {
          instancePath: instancePath + '/model',
          schemaPath: '#/properties/model/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.clientProductId !== undefined) {
      let data14 = data.clientProductId;
      if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err41 = {
          instancePath: instancePath + '/clientProductId',
          schemaPath: '#/properties/clientProductId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
      if (typeof data14 == 'number' && isFinite(data14)) {
        if (data14 < 1 || isNaN(data14)) {
          const err42 = {
            instancePath: instancePath + '/clientProductId',
            schemaPath: '#/properties/clientProductId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
      }
    }
    if (data.campaignProductId !== undefined) {
      let data15 = data.campaignProductId;
      if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err43 = {
          instancePath: instancePath + '/campaignProductId',
          schemaPath: '#/properties/campaignProductId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
      if (typeof data15 == 'number' && isFinite(data15)) {
        if (data15 < 1 || isNaN(data15)) {
          const err44 = {
            instancePath: instancePath + '/campaignProductId',
            schemaPath: '#/properties/campaignProductId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      }
    }
  } else {
    const err45 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err45];
    } else {
      vErrors.push(err45);
    }
    errors++;
  }
  validateSelectedProduct.errors = vErrors;
  return errors === 0;
}
function validatePaymentSummary(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    let missing0;
    if (data.paySource === undefined && (missing0 = 'paySource')) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.paySource !== undefined) {
        let data0 = data.paySource;
        if (!(data0 === 'CREDITCARD' || data0 === 'APPLEPAY' || data0 === 'GOOGLEPAY')) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs2 === errors;
  errors = _errs1;
  if (vErrors !== null) {
    if (_errs1) {
      vErrors.length = _errs1;
    } else {
      vErrors = null;
    }
  }
  if (_valid0) {
    const _errs4 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.last4 === undefined) {
        const err2 = {
          instancePath,
          schemaPath: '#/then/required',
          keyword: 'required',
          params: { missingProperty: 'last4' },
          message: "must have required property '" + 'last4' + "'",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.brand === undefined) {
        const err3 = {
          instancePath,
          schemaPath: '#/then/required',
          keyword: 'required',
          params: { missingProperty: 'brand' },
          message: "must have required property '" + 'brand' + "'",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    if (valid0) {
      var props0 = {};
      props0.last4 = true;
      props0.brand = true;
      props0.paySource = true;
    }
  }
  if (!valid0) {
    const err4 = {
      instancePath,
      schemaPath: '#/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
      message: 'must match "then" schema',
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.paySource === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'paySource' },
        message: "must have required property '" + 'paySource' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'paySource' || key0 === 'last4' || key0 === 'brand' || key0 === 'expiry')) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.paySource !== undefined) {
      let data1 = data.paySource;
      if (typeof data1 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/paySource',
          schemaPath: 'enums.schema.json#/$defs/PaySource/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (!(
        data1 === 'APPLEPAY' ||
        data1 === 'ACCTONFILE' ||
        data1 === 'CHECK' ||
        data1 === 'CREDITCARD' ||
        data1 === 'COD' ||
        data1 === 'DIRECTDEBIT' ||
        data1 === 'GOOGLEPAY' ||
        data1 === 'PAYPAL' ||
        data1 === 'PREPAID'
      )) {
        const err8 = {
          instancePath: instancePath + '/paySource',
          schemaPath: 'enums.schema.json#/$defs/PaySource/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema0.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.last4 !== undefined) {
      let data2 = data.last4;
      if (typeof data2 === 'string') {
        if (!shared.pattern5.test(data2)) {
          const err9 = {
            instancePath: instancePath + '/last4',
            schemaPath: '#/properties/last4/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{4}$' },
            message: 'must match pattern "' + '^[0-9]{4}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/last4',
          schemaPath: '#/properties/last4/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.brand !== undefined) {
      let data3 = data.brand;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) > 40) {
          const err11 = {
            instancePath: instancePath + '/brand',
            schemaPath: '#/properties/brand/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (shared.func0(data3) < 1) {
          const err12 = {
            instancePath: instancePath + '/brand',
            schemaPath: '#/properties/brand/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = {
          instancePath: instancePath + '/brand',
          schemaPath: '#/properties/brand/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.expiry !== undefined) {
      let data4 = data.expiry;
      if (typeof data4 === 'string') {
        if (!shared.pattern6.test(data4)) {
          const err14 = {
            instancePath: instancePath + '/expiry',
            schemaPath: '#/properties/expiry/pattern',
            keyword: 'pattern',
            params: { pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' },
            message: 'must match pattern "' + '^(0[1-9]|1[0-2])/[0-9]{2}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/expiry',
          schemaPath: '#/properties/expiry/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validatePaymentSummary.errors = vErrors;
  return errors === 0;
}
function validateShipping(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.firstName === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'firstName' },
        message: "must have required property '" + 'firstName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.lastName === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lastName' },
        message: "must have required property '" + 'lastName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.address === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'address' },
        message: "must have required property '" + 'address' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.email === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.phone === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'phone' },
        message: "must have required property '" + 'phone' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'firstName' ||
        key0 === 'lastName' ||
        key0 === 'address' ||
        key0 === 'email' ||
        key0 === 'phone'
      )) {
        const err5 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.firstName !== undefined) {
      let data0 = data.firstName;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err6 = {
            instancePath: instancePath + '/firstName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!shared.pattern0.test(data0)) {
          const err7 = {
            instancePath: instancePath + '/firstName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/firstName',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.lastName !== undefined) {
      let data1 = data.lastName;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err9 = {
            instancePath: instancePath + '/lastName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!shared.pattern0.test(data1)) {
          const err10 = {
            instancePath: instancePath + '/lastName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/lastName',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.address !== undefined) {
      if (
        !shared.validate6(data.address, {
          instancePath: instancePath + '/address',
          parentData: data,
          parentDataProperty: 'address',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate6.errors : vErrors.concat(shared.validate6.errors);
        errors = vErrors.length;
      }
    }
    if (data.email !== undefined) {
      let data3 = data.email;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) > 254) {
          const err12 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!shared.formats0.test(data3)) {
          const err13 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = {
          instancePath: instancePath + '/email',
          schemaPath: 'common.schema.json#/$defs/Email/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.phone !== undefined) {
      let data4 = data.phone;
      if (typeof data4 === 'string') {
        if (!shared.pattern1.test(data4)) {
          const err15 = {
            instancePath: instancePath + '/phone',
            schemaPath: 'common.schema.json#/$defs/UsPhone/pattern',
            keyword: 'pattern',
            params: { pattern: '^[2-9][0-9]{9}$' },
            message: 'must match pattern "' + '^[2-9][0-9]{9}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = {
          instancePath: instancePath + '/phone',
          schemaPath: 'common.schema.json#/$defs/UsPhone/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validateShipping.errors = vErrors;
  return errors === 0;
}
function validateClinicianVisit(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.visitId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'visitId' },
        message: "must have required property '" + 'visitId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'status' },
        message: "must have required property '" + 'status' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.visit === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'visit' },
        message: "must have required property '" + 'visit' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'visitId' || key0 === 'status' || key0 === 'visit')) {
        const err3 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.visitId !== undefined) {
      let data0 = data.visitId;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err4 = {
            instancePath: instancePath + '/visitId',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!shared.pattern0.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/visitId',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/visitId',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data1 = data.status;
      if (typeof data1 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/ClinicianVisitStatus/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (!(
        data1 === 'PENDING' ||
        data1 === 'IN_REVIEW' ||
        data1 === 'APPROVED' ||
        data1 === 'DECLINED' ||
        data1 === 'CANCELLED' ||
        data1 === 'COMPLETED'
      )) {
        const err8 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/ClinicianVisitStatus/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema8.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.visit !== undefined) {
      let data2 = data.visit;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.info === undefined) {
          const err9 = {
            instancePath: instancePath + '/visit',
            schemaPath: '#/$defs/ClinicianVisitRecord/required',
            keyword: 'required',
            params: { missingProperty: 'info' },
            message: "must have required property '" + 'info' + "'",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!(key1 === 'info')) {
            const err10 = {
              instancePath: instancePath + '/visit',
              schemaPath: '#/$defs/ClinicianVisitRecord/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data2.info !== undefined) {
          let data3 = data2.info;
          if (!(data3 && typeof data3 == 'object' && !Array.isArray(data3)) && data3 !== null) {
            const err11 = {
              instancePath: instancePath + '/visit/info',
              schemaPath: '#/$defs/ClinicianVisitRecord/properties/info/type',
              keyword: 'type',
              params: { type: shared.schema9.properties.info.type },
              message: 'must be object,null',
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/visit',
          schemaPath: '#/$defs/ClinicianVisitRecord/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validateClinicianVisit.errors = vErrors;
  return errors === 0;
}
function validateClinicianVisitRecord(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.info === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'info' },
        message: "must have required property '" + 'info' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'info')) {
        const err1 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.info !== undefined) {
      let data0 = data.info;
      if (!(data0 && typeof data0 == 'object' && !Array.isArray(data0)) && data0 !== null) {
        const err2 = {
          instancePath: instancePath + '/info',
          schemaPath: '#/properties/info/type',
          keyword: 'type',
          params: { type: shared.schema9.properties.info.type },
          message: 'must be object,null',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validateClinicianVisitRecord.errors = vErrors;
  return errors === 0;
}
function validateClinicianFlag(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.questionId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questionId' },
        message: "must have required property '" + 'questionId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.question === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'question' },
        message: "must have required property '" + 'question' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.alert === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'alert' },
        message: "must have required property '" + 'alert' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.raisedAt === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'raisedAt' },
        message: "must have required property '" + 'raisedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'questionId' ||
        key0 === 'question' ||
        key0 === 'alert' ||
        key0 === 'text' ||
        key0 === 'raisedAt'
      )) {
        const err5 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.questionId !== undefined) {
      let data0 = data.questionId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err6 = {
          instancePath: instancePath + '/questionId',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err7 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err8 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.question !== undefined) {
      if (typeof data.question !== 'string') {
        const err9 = {
          instancePath: instancePath + '/question',
          schemaPath: '#/properties/question/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.alert !== undefined) {
      let data2 = data.alert;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 64) {
          const err10 = {
            instancePath: instancePath + '/alert',
            schemaPath: 'rule.schema.json#/$defs/RuleName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (!shared.pattern17.test(data2)) {
          const err11 = {
            instancePath: instancePath + '/alert',
            schemaPath: 'rule.schema.json#/$defs/RuleName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/alert',
          schemaPath: 'rule.schema.json#/$defs/RuleName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.text !== undefined) {
      let data3 = data.text;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) < 1) {
          const err13 = {
            instancePath: instancePath + '/text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!shared.pattern0.test(data3)) {
          const err14 = {
            instancePath: instancePath + '/text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/text',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.raisedAt !== undefined) {
      let data4 = data.raisedAt;
      if (typeof data4 === 'string') {
        if (!shared.formats2.validate(data4)) {
          const err16 = {
            instancePath: instancePath + '/raisedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/raisedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validateClinicianFlag.errors = vErrors;
  return errors === 0;
}
function validateClinicianFlags(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (
        !shared.validate9(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate9.errors : vErrors.concat(shared.validate9.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'array' },
      message: 'must be array',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validateClinicianFlags.errors = vErrors;
  return errors === 0;
}
function validateCalculatedValue(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.value === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'value' },
        message: "must have required property '" + 'value' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'title' || key0 === 'unit' || key0 === 'value' || key0 === 'text')) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 64) {
          const err5 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (!shared.pattern18.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '^([a-z][a-z0-9_]*|bmi\\.[0-9]+)$' },
            message: 'must match pattern "' + '^([a-z][a-z0-9_]*|bmi\\.[0-9]+)$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err8 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (!shared.pattern0.test(data1)) {
          const err9 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/title',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.unit !== undefined) {
      if (typeof data.unit !== 'string') {
        const err11 = {
          instancePath: instancePath + '/unit',
          schemaPath: '#/properties/unit/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.value !== undefined) {
      let data3 = data.value;
      if (!(typeof data3 == 'number' && isFinite(data3))) {
        const err12 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.text !== undefined) {
      let data4 = data.text;
      if (typeof data4 === 'string') {
        if (shared.func0(data4) < 1) {
          const err13 = {
            instancePath: instancePath + '/text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!shared.pattern0.test(data4)) {
          const err14 = {
            instancePath: instancePath + '/text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/text',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validateCalculatedValue.errors = vErrors;
  return errors === 0;
}
function validateCalculatedValues(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (
        !shared.validate10(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate10.errors : vErrors.concat(shared.validate10.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'array' },
      message: 'must be array',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validateCalculatedValues.errors = vErrors;
  return errors === 0;
}
