/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import { validateChatThread, validateFollowupState, validateSubscription } from './account-api.js';
import { validateOrder } from './order.js';
import { validateQuestion } from './question.js';
import * as shared from './shared.js';
import { validateStartData } from './start-data.js';

export const AdminIdPathParams = /* @__PURE__ */ named<types.AdminIdPathParams>(
  'AdminIdPathParams',
  validateAdminIdPathParams,
);
export const AdminDashboardWindow = /* @__PURE__ */ named<types.AdminDashboardWindow>(
  'AdminDashboardWindow',
  validateAdminDashboardWindow,
);
export const AdminDashboardResponse = /* @__PURE__ */ named<types.AdminDashboardResponse>(
  'AdminDashboardResponse',
  validateAdminDashboardResponse,
);
export const AdminIntakeState = /* @__PURE__ */ named<types.AdminIntakeState>(
  'AdminIntakeState',
  validateAdminIntakeState,
);
export const AdminOrderStatusFilter = /* @__PURE__ */ named<types.AdminOrderStatusFilter>(
  'AdminOrderStatusFilter',
  validateAdminOrderStatusFilter,
);
export const AdminOrdersQuery = /* @__PURE__ */ named<types.AdminOrdersQuery>(
  'AdminOrdersQuery',
  validateAdminOrdersQuery,
);
export const AdminOrderDisplayStatus = /* @__PURE__ */ named<types.AdminOrderDisplayStatus>(
  'AdminOrderDisplayStatus',
  validateAdminOrderDisplayStatus,
);
export const AdminOrderSummary = /* @__PURE__ */ named<types.AdminOrderSummary>(
  'AdminOrderSummary',
  validateAdminOrderSummary,
);
export const AdminOrderListResponse = /* @__PURE__ */ named<types.AdminOrderListResponse>(
  'AdminOrderListResponse',
  validateAdminOrderListResponse,
);
export const IntakeTimelineEntry = /* @__PURE__ */ named<types.IntakeTimelineEntry>(
  'IntakeTimelineEntry',
  validateIntakeTimelineEntry,
);
export const AdminOrderDetailResponse = /* @__PURE__ */ named<types.AdminOrderDetailResponse>(
  'AdminOrderDetailResponse',
  validateAdminOrderDetailResponse,
);
export const AdminReplayStep = /* @__PURE__ */ named<types.AdminReplayStep>(
  'AdminReplayStep',
  validateAdminReplayStep,
);
export const AdminOrderReplayResponse = /* @__PURE__ */ named<types.AdminOrderReplayResponse>(
  'AdminOrderReplayResponse',
  validateAdminOrderReplayResponse,
);
export const AdminQuestionsQuery = /* @__PURE__ */ named<types.AdminQuestionsQuery>(
  'AdminQuestionsQuery',
  validateAdminQuestionsQuery,
);
export const AdminQuestion = /* @__PURE__ */ named<types.AdminQuestion>(
  'AdminQuestion',
  validateAdminQuestion,
);
export const AdminFlowQuestions = /* @__PURE__ */ named<types.AdminFlowQuestions>(
  'AdminFlowQuestions',
  validateAdminFlowQuestions,
);
export const AdminQuestionListResponse = /* @__PURE__ */ named<types.AdminQuestionListResponse>(
  'AdminQuestionListResponse',
  validateAdminQuestionListResponse,
);
export const AdminQuestionResponse = /* @__PURE__ */ named<types.AdminQuestionResponse>(
  'AdminQuestionResponse',
  validateAdminQuestionResponse,
);
export const AdminUsersQuery = /* @__PURE__ */ named<types.AdminUsersQuery>(
  'AdminUsersQuery',
  validateAdminUsersQuery,
);
export const AdminUser = /* @__PURE__ */ named<types.AdminUser>('AdminUser', validateAdminUser);
export const AdminUserListResponse = /* @__PURE__ */ named<types.AdminUserListResponse>(
  'AdminUserListResponse',
  validateAdminUserListResponse,
);
export const AdminCreateUserRequest = /* @__PURE__ */ named<types.AdminCreateUserRequest>(
  'AdminCreateUserRequest',
  validateAdminCreateUserRequest,
);
export const AdminOrderRefundResponse = /* @__PURE__ */ named<types.AdminOrderRefundResponse>(
  'AdminOrderRefundResponse',
  validateAdminOrderRefundResponse,
);
export const AdminSetPasswordLinkResponse = /* @__PURE__ */ named<types.AdminSetPasswordLinkResponse>(
  'AdminSetPasswordLinkResponse',
  validateAdminSetPasswordLinkResponse,
);
export const AdminTimelineEntry = /* @__PURE__ */ named<types.AdminTimelineEntry>(
  'AdminTimelineEntry',
  validateAdminTimelineEntry,
);
export const AdminUserOverviewResponse = /* @__PURE__ */ named<types.AdminUserOverviewResponse>(
  'AdminUserOverviewResponse',
  validateAdminUserOverviewResponse,
);
export const AdminUpdateUserRequest = /* @__PURE__ */ named<types.AdminUpdateUserRequest>(
  'AdminUpdateUserRequest',
  validateAdminUpdateUserRequest,
);
export const ReviewFlagKind = /* @__PURE__ */ named<types.ReviewFlagKind>(
  'ReviewFlagKind',
  validateReviewFlagKind,
);
export const ReviewMatch = /* @__PURE__ */ named<types.ReviewMatch>('ReviewMatch', validateReviewMatch);
export const ReviewStoppedOrder = /* @__PURE__ */ named<types.ReviewStoppedOrder>(
  'ReviewStoppedOrder',
  validateReviewStoppedOrder,
);
export const ReviewFlagDetails = /* @__PURE__ */ named<types.ReviewFlagDetails>(
  'ReviewFlagDetails',
  validateReviewFlagDetails,
);
export const ReviewFlag = /* @__PURE__ */ named<types.ReviewFlag>('ReviewFlag', validateReviewFlag);
export const ReviewFlagsQuery = /* @__PURE__ */ named<types.ReviewFlagsQuery>(
  'ReviewFlagsQuery',
  validateReviewFlagsQuery,
);
export const ReviewFlagListResponse = /* @__PURE__ */ named<types.ReviewFlagListResponse>(
  'ReviewFlagListResponse',
  validateReviewFlagListResponse,
);
export const ResolveReviewFlagRequest = /* @__PURE__ */ named<types.ResolveReviewFlagRequest>(
  'ResolveReviewFlagRequest',
  validateResolveReviewFlagRequest,
);
function validateAdminIdPathParams(
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
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'id')) {
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
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!shared.pattern9.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/id',
            schemaPath: 'common.schema.json#/$defs/DigitString/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$',
            },
            message:
              'must match pattern "' +
              '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$' +
              '"',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/id',
          schemaPath: 'common.schema.json#/$defs/DigitString/type',
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
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validateAdminIdPathParams.errors = vErrors;
  return errors === 0;
}
function validateAdminDashboardWindow(
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
    if (data.since === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'since' },
        message: "must have required property '" + 'since' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.ordersStarted === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'ordersStarted' },
        message: "must have required property '" + 'ordersStarted' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.paidOrders === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'paidOrders' },
        message: "must have required property '" + 'paidOrders' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.revenue === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revenue' },
        message: "must have required property '" + 'revenue' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'since' || key0 === 'ordersStarted' || key0 === 'paidOrders' || key0 === 'revenue')) {
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
    if (data.since !== undefined) {
      let data0 = data.since;
      if (typeof data0 === 'string') {
        if (!shared.formats2.validate(data0)) {
          const err5 = {
            instancePath: instancePath + '/since',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/since',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.ordersStarted !== undefined) {
      let data1 = data.ordersStarted;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/ordersStarted',
          schemaPath: '#/properties/ordersStarted/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/ordersStarted',
            schemaPath: '#/properties/ordersStarted/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.paidOrders !== undefined) {
      let data2 = data.paidOrders;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err9 = {
          instancePath: instancePath + '/paidOrders',
          schemaPath: '#/properties/paidOrders/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/paidOrders',
            schemaPath: '#/properties/paidOrders/minimum',
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
      }
    }
    if (data.revenue !== undefined) {
      let data3 = data.revenue;
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + '/revenue',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        let res0;
        if (0.01 === 0 || ((res0 = data3 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err12 = {
            instancePath: instancePath + '/revenue',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/revenue',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validateAdminDashboardWindow.errors = vErrors;
  return errors === 0;
}
const schema0 = {
  title: 'AdminDashboardResponse',
  description:
    "GET /api/admin/dashboard: the tenant's figures. today starts at midnight UTC; last7Days and last30Days are the 7 and 30 days before generatedAt.",
  type: 'object',
  required: [
    'generatedAt',
    'today',
    'last7Days',
    'last30Days',
    'intakesInFlight',
    'intakesAtHardStop',
    'pendingWithDoctor',
    'intakeStates',
    'subscriptions',
    'customers',
  ],
  additionalProperties: false,
  properties: {
    generatedAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    today: { $ref: '#/$defs/AdminDashboardWindow' },
    last7Days: { $ref: '#/$defs/AdminDashboardWindow' },
    last30Days: { $ref: '#/$defs/AdminDashboardWindow' },
    intakesInFlight: {
      description: 'Orders in the intake state in_progress (unpaid, neither stopped nor abandoned).',
      type: 'integer',
      minimum: 0,
    },
    intakesAtHardStop: { description: 'Orders in the intake state hard_stop.', type: 'integer', minimum: 0 },
    pendingWithDoctor: {
      description: 'Orders in the intake state pending_clinician.',
      type: 'integer',
      minimum: 0,
    },
    intakeStates: {
      description:
        "How many of the tenant's orders are in each intake state (AdminIntakeState); GET /api/admin/orders?status={state} lists exactly these.",
      type: 'object',
      required: [
        'refill_scheduled',
        'hard_stop',
        'abandoned',
        'in_progress',
        'declined',
        'refunded',
        'cancelled',
        'pending_clinician',
        'approved',
      ],
      additionalProperties: false,
      properties: {
        refill_scheduled: { type: 'integer', minimum: 0 },
        hard_stop: { type: 'integer', minimum: 0 },
        abandoned: { type: 'integer', minimum: 0 },
        in_progress: { type: 'integer', minimum: 0 },
        declined: { type: 'integer', minimum: 0 },
        refunded: { type: 'integer', minimum: 0 },
        cancelled: { type: 'integer', minimum: 0 },
        pending_clinician: { type: 'integer', minimum: 0 },
        approved: { type: 'integer', minimum: 0 },
      },
    },
    subscriptions: {
      description:
        'Subscriptions by the purchase status of their newest order (an original order and its rebills are one subscription).',
      type: 'object',
      required: ['active', 'paused', 'cancelled'],
      additionalProperties: false,
      properties: {
        active: { type: 'integer', minimum: 0 },
        paused: { type: 'integer', minimum: 0 },
        cancelled: { type: 'integer', minimum: 0 },
      },
    },
    customers: { description: 'Users of the tenant with role 1.', type: 'integer', minimum: 0 },
  },
};
function validateAdminDashboardResponse(
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
    if (data.generatedAt === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'generatedAt' },
        message: "must have required property '" + 'generatedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.today === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'today' },
        message: "must have required property '" + 'today' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.last7Days === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'last7Days' },
        message: "must have required property '" + 'last7Days' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.last30Days === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'last30Days' },
        message: "must have required property '" + 'last30Days' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.intakesInFlight === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'intakesInFlight' },
        message: "must have required property '" + 'intakesInFlight' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.intakesAtHardStop === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'intakesAtHardStop' },
        message: "must have required property '" + 'intakesAtHardStop' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.pendingWithDoctor === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'pendingWithDoctor' },
        message: "must have required property '" + 'pendingWithDoctor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.intakeStates === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'intakeStates' },
        message: "must have required property '" + 'intakeStates' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.subscriptions === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subscriptions' },
        message: "must have required property '" + 'subscriptions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.customers === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'customers' },
        message: "must have required property '" + 'customers' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema0.properties, key0)) {
        const err10 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
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
    if (data.generatedAt !== undefined) {
      let data0 = data.generatedAt;
      if (typeof data0 === 'string') {
        if (!shared.formats2.validate(data0)) {
          const err11 = {
            instancePath: instancePath + '/generatedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/generatedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.today !== undefined) {
      if (
        !validateAdminDashboardWindow(data.today, {
          instancePath: instancePath + '/today',
          parentData: data,
          parentDataProperty: 'today',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateAdminDashboardWindow.errors
            : vErrors.concat(validateAdminDashboardWindow.errors);
        errors = vErrors.length;
      }
    }
    if (data.last7Days !== undefined) {
      if (
        !validateAdminDashboardWindow(data.last7Days, {
          instancePath: instancePath + '/last7Days',
          parentData: data,
          parentDataProperty: 'last7Days',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateAdminDashboardWindow.errors
            : vErrors.concat(validateAdminDashboardWindow.errors);
        errors = vErrors.length;
      }
    }
    if (data.last30Days !== undefined) {
      if (
        !validateAdminDashboardWindow(data.last30Days, {
          instancePath: instancePath + '/last30Days',
          parentData: data,
          parentDataProperty: 'last30Days',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateAdminDashboardWindow.errors
            : vErrors.concat(validateAdminDashboardWindow.errors);
        errors = vErrors.length;
      }
    }
    if (data.intakesInFlight !== undefined) {
      let data4 = data.intakesInFlight;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err13 = {
          instancePath: instancePath + '/intakesInFlight',
          schemaPath: '#/properties/intakesInFlight/type',
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
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err14 = {
            instancePath: instancePath + '/intakesInFlight',
            schemaPath: '#/properties/intakesInFlight/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.intakesAtHardStop !== undefined) {
      let data5 = data.intakesAtHardStop;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err15 = {
          instancePath: instancePath + '/intakesAtHardStop',
          schemaPath: '#/properties/intakesAtHardStop/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err16 = {
            instancePath: instancePath + '/intakesAtHardStop',
            schemaPath: '#/properties/intakesAtHardStop/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.pendingWithDoctor !== undefined) {
      let data6 = data.pendingWithDoctor;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err17 = {
          instancePath: instancePath + '/pendingWithDoctor',
          schemaPath: '#/properties/pendingWithDoctor/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 < 0 || isNaN(data6)) {
          const err18 = {
            instancePath: instancePath + '/pendingWithDoctor',
            schemaPath: '#/properties/pendingWithDoctor/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.intakeStates !== undefined) {
      let data7 = data.intakeStates;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
        if (data7.refill_scheduled === undefined) {
          const err19 = {
            instancePath: instancePath + '/intakeStates',
            schemaPath: '#/properties/intakeStates/required',
            keyword: 'required',
            params: { missingProperty: 'refill_scheduled' },
            message: "must have required property '" + 'refill_scheduled' + "'",
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data7.hard_stop === undefined) {
          const err20 = {
            instancePath: instancePath + '/intakeStates',
            schemaPath: '#/properties/intakeStates/required',
            keyword: 'required',
            params: { missingProperty: 'hard_stop' },
            message: "must have required property '" + 'hard_stop' + "'",
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data7.abandoned === undefined) {
          const err21 = {
            instancePath: instancePath + '/intakeStates',
            schemaPath: '#/properties/intakeStates/required',
            keyword: 'required',
            params: { missingProperty: 'abandoned' },
            message: "must have required property '" + 'abandoned' + "'",
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data7.in_progress === undefined) {
          const err22 = {
            instancePath: instancePath + '/intakeStates',
            schemaPath: '#/properties/intakeStates/required',
            keyword: 'required',
            params: { missingProperty: 'in_progress' },
            message: "must have required property '" + 'in_progress' + "'",
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data7.declined === undefined) {
          const err23 = {
            instancePath: instancePath + '/intakeStates',
            schemaPath: '#/properties/intakeStates/required',
            keyword: 'required',
            params: { missingProperty: 'declined' },
            message: "must have required property '" + 'declined' + "'",
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data7.refunded === undefined) {
          const err24 = {
            instancePath: instancePath + '/intakeStates',
            schemaPath: '#/properties/intakeStates/required',
            keyword: 'required',
            params: { missingProperty: 'refunded' },
            message: "must have required property '" + 'refunded' + "'",
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data7.cancelled === undefined) {
          const err25 = {
            instancePath: instancePath + '/intakeStates',
            schemaPath: '#/properties/intakeStates/required',
            keyword: 'required',
            params: { missingProperty: 'cancelled' },
            message: "must have required property '" + 'cancelled' + "'",
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data7.pending_clinician === undefined) {
          const err26 = {
            instancePath: instancePath + '/intakeStates',
            schemaPath: '#/properties/intakeStates/required',
            keyword: 'required',
            params: { missingProperty: 'pending_clinician' },
            message: "must have required property '" + 'pending_clinician' + "'",
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data7.approved === undefined) {
          const err27 = {
            instancePath: instancePath + '/intakeStates',
            schemaPath: '#/properties/intakeStates/required',
            keyword: 'required',
            params: { missingProperty: 'approved' },
            message: "must have required property '" + 'approved' + "'",
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        for (const key1 in data7) {
          if (!shared.func1.call(schema0.properties.intakeStates.properties, key1)) {
            const err28 = {
              instancePath: instancePath + '/intakeStates',
              schemaPath: '#/properties/intakeStates/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data7.refill_scheduled !== undefined) {
          let data8 = data7.refill_scheduled;
          if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
            const err29 = {
              instancePath: instancePath + '/intakeStates/refill_scheduled',
              schemaPath: '#/properties/intakeStates/properties/refill_scheduled/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          if (typeof data8 == 'number' && isFinite(data8)) {
            if (data8 < 0 || isNaN(data8)) {
              const err30 = {
                instancePath: instancePath + '/intakeStates/refill_scheduled',
                schemaPath: '#/properties/intakeStates/properties/refill_scheduled/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
        }
        if (data7.hard_stop !== undefined) {
          let data9 = data7.hard_stop;
          if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
            const err31 = {
              instancePath: instancePath + '/intakeStates/hard_stop',
              schemaPath: '#/properties/intakeStates/properties/hard_stop/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (typeof data9 == 'number' && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err32 = {
                instancePath: instancePath + '/intakeStates/hard_stop',
                schemaPath: '#/properties/intakeStates/properties/hard_stop/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          }
        }
        if (data7.abandoned !== undefined) {
          let data10 = data7.abandoned;
          if (!(typeof data10 == 'number' && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
            const err33 = {
              instancePath: instancePath + '/intakeStates/abandoned',
              schemaPath: '#/properties/intakeStates/properties/abandoned/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
          if (typeof data10 == 'number' && isFinite(data10)) {
            if (data10 < 0 || isNaN(data10)) {
              const err34 = {
                instancePath: instancePath + '/intakeStates/abandoned',
                schemaPath: '#/properties/intakeStates/properties/abandoned/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
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
        if (data7.in_progress !== undefined) {
          let data11 = data7.in_progress;
          if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
            const err35 = {
              instancePath: instancePath + '/intakeStates/in_progress',
              schemaPath: '#/properties/intakeStates/properties/in_progress/type',
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
          if (typeof data11 == 'number' && isFinite(data11)) {
            if (data11 < 0 || isNaN(data11)) {
              const err36 = {
                instancePath: instancePath + '/intakeStates/in_progress',
                schemaPath: '#/properties/intakeStates/properties/in_progress/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        }
        if (data7.declined !== undefined) {
          let data12 = data7.declined;
          if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
            const err37 = {
              instancePath: instancePath + '/intakeStates/declined',
              schemaPath: '#/properties/intakeStates/properties/declined/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (typeof data12 == 'number' && isFinite(data12)) {
            if (data12 < 0 || isNaN(data12)) {
              const err38 = {
                instancePath: instancePath + '/intakeStates/declined',
                schemaPath: '#/properties/intakeStates/properties/declined/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          }
        }
        if (data7.refunded !== undefined) {
          let data13 = data7.refunded;
          if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
            const err39 = {
              instancePath: instancePath + '/intakeStates/refunded',
              schemaPath: '#/properties/intakeStates/properties/refunded/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          if (typeof data13 == 'number' && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err40 = {
                instancePath: instancePath + '/intakeStates/refunded',
                schemaPath: '#/properties/intakeStates/properties/refunded/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
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
        if (data7.cancelled !== undefined) {
          let data14 = data7.cancelled;
          if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
            const err41 = {
              instancePath: instancePath + '/intakeStates/cancelled',
              schemaPath: '#/properties/intakeStates/properties/cancelled/type',
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
            if (data14 < 0 || isNaN(data14)) {
              const err42 = {
                instancePath: instancePath + '/intakeStates/cancelled',
                schemaPath: '#/properties/intakeStates/properties/cancelled/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
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
        if (data7.pending_clinician !== undefined) {
          let data15 = data7.pending_clinician;
          if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
            const err43 = {
              instancePath: instancePath + '/intakeStates/pending_clinician',
              schemaPath: '#/properties/intakeStates/properties/pending_clinician/type',
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
            if (data15 < 0 || isNaN(data15)) {
              const err44 = {
                instancePath: instancePath + '/intakeStates/pending_clinician',
                schemaPath: '#/properties/intakeStates/properties/pending_clinician/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
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
        if (data7.approved !== undefined) {
          let data16 = data7.approved;
          if (!(typeof data16 == 'number' && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
            const err45 = {
              instancePath: instancePath + '/intakeStates/approved',
              schemaPath: '#/properties/intakeStates/properties/approved/type',
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
          if (typeof data16 == 'number' && isFinite(data16)) {
            if (data16 < 0 || isNaN(data16)) {
              const err46 = {
                instancePath: instancePath + '/intakeStates/approved',
                schemaPath: '#/properties/intakeStates/properties/approved/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
        }
      } else {
        const err47 = {
          instancePath: instancePath + '/intakeStates',
          schemaPath: '#/properties/intakeStates/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.subscriptions !== undefined) {
      let data17 = data.subscriptions;
      if (data17 && typeof data17 == 'object' && !Array.isArray(data17)) {
        if (data17.active === undefined) {
          const err48 = {
            instancePath: instancePath + '/subscriptions',
            schemaPath: '#/properties/subscriptions/required',
            keyword: 'required',
            params: { missingProperty: 'active' },
            message: "must have required property '" + 'active' + "'",
          };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
        if (data17.paused === undefined) {
          const err49 = {
            instancePath: instancePath + '/subscriptions',
            schemaPath: '#/properties/subscriptions/required',
            keyword: 'required',
            params: { missingProperty: 'paused' },
            message: "must have required property '" + 'paused' + "'",
          };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        if (data17.cancelled === undefined) {
          const err50 = {
            instancePath: instancePath + '/subscriptions',
            schemaPath: '#/properties/subscriptions/required',
            keyword: 'required',
            params: { missingProperty: 'cancelled' },
            message: "must have required property '" + 'cancelled' + "'",
          };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
        for (const key2 in data17) {
          if (!(key2 === 'active' || key2 === 'paused' || key2 === 'cancelled')) {
            const err51 = {
              instancePath: instancePath + '/subscriptions',
              schemaPath: '#/properties/subscriptions/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data17.active !== undefined) {
          let data18 = data17.active;
          if (!(typeof data18 == 'number' && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
            const err52 = {
              instancePath: instancePath + '/subscriptions/active',
              schemaPath: '#/properties/subscriptions/properties/active/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          if (typeof data18 == 'number' && isFinite(data18)) {
            if (data18 < 0 || isNaN(data18)) {
              const err53 = {
                instancePath: instancePath + '/subscriptions/active',
                schemaPath: '#/properties/subscriptions/properties/active/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
        }
        if (data17.paused !== undefined) {
          let data19 = data17.paused;
          if (!(typeof data19 == 'number' && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
            const err54 = {
              instancePath: instancePath + '/subscriptions/paused',
              schemaPath: '#/properties/subscriptions/properties/paused/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
          if (typeof data19 == 'number' && isFinite(data19)) {
            if (data19 < 0 || isNaN(data19)) {
              const err55 = {
                instancePath: instancePath + '/subscriptions/paused',
                schemaPath: '#/properties/subscriptions/properties/paused/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
          }
        }
        if (data17.cancelled !== undefined) {
          let data20 = data17.cancelled;
          if (!(typeof data20 == 'number' && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
            const err56 = {
              instancePath: instancePath + '/subscriptions/cancelled',
              schemaPath: '#/properties/subscriptions/properties/cancelled/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
          if (typeof data20 == 'number' && isFinite(data20)) {
            if (data20 < 0 || isNaN(data20)) {
              const err57 = {
                instancePath: instancePath + '/subscriptions/cancelled',
                schemaPath: '#/properties/subscriptions/properties/cancelled/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          }
        }
      } else {
        const err58 = {
          instancePath: instancePath + '/subscriptions',
          schemaPath: '#/properties/subscriptions/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.customers !== undefined) {
      let data21 = data.customers;
      if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
        const err59 = {
          instancePath: instancePath + '/customers',
          schemaPath: '#/properties/customers/type',
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
      if (typeof data21 == 'number' && isFinite(data21)) {
        if (data21 < 0 || isNaN(data21)) {
          const err60 = {
            instancePath: instancePath + '/customers',
            schemaPath: '#/properties/customers/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err60];
          } else {
            vErrors.push(err60);
          }
          errors++;
        }
      }
    }
  } else {
    const err61 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err61];
    } else {
      vErrors.push(err61);
    }
    errors++;
  }
  validateAdminDashboardResponse.errors = vErrors;
  return errors === 0;
}
const schema1 = {
  title: 'AdminIntakeState',
  description:
    "Where an order stands, by the engine's intakeState rule (first match): refill_scheduled (a recurring order not billed yet), hard_stop (unpaid, latest intake state stop{id}), abandoned (unpaid, no intake activity for INTAKE_ABANDONED_AFTER_DAYS), in_progress (unpaid), declined (paid, the clinician declined), refunded (paid, a REFUND or CHARGEBACK), cancelled (paid, order or purchase CANCELLED), pending_clinician (paid, order status PENDING), approved (paid, otherwise).",
  type: 'string',
  enum: [
    'refill_scheduled',
    'hard_stop',
    'abandoned',
    'in_progress',
    'declined',
    'refunded',
    'cancelled',
    'pending_clinician',
    'approved',
  ],
};
function validateAdminIntakeState(
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
  if (typeof data !== 'string') {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'string' },
      message: 'must be string',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === 'refill_scheduled' ||
    data === 'hard_stop' ||
    data === 'abandoned' ||
    data === 'in_progress' ||
    data === 'declined' ||
    data === 'refunded' ||
    data === 'cancelled' ||
    data === 'pending_clinician' ||
    data === 'approved'
  )) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: schema1.enum },
      message: 'must be equal to one of the allowed values',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateAdminIntakeState.errors = vErrors;
  return errors === 0;
}
const schema2 = {
  title: 'AdminOrderStatusFilter',
  description:
    "The status filter of GET /api/admin/orders: an AdminIntakeState (the same rule as the row's intakeState and the dashboard's figures), paid, review (an open clinical review flag), flagged (a clinician flag raised by the answers), or an OrderStatus matched against orderData.orderStatus.",
  type: 'string',
  enum: [
    'refill_scheduled',
    'hard_stop',
    'abandoned',
    'in_progress',
    'declined',
    'refunded',
    'cancelled',
    'pending_clinician',
    'approved',
    'paid',
    'review',
    'flagged',
    'PENDING',
    'COMPLETE',
    'CANCELLED',
    'DECLINED',
    'PAUSED',
    'PARTIALLY_REFUNDED',
    'REACTIVATED',
  ],
};
function validateAdminOrderStatusFilter(
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
  if (typeof data !== 'string') {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'string' },
      message: 'must be string',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === 'refill_scheduled' ||
    data === 'hard_stop' ||
    data === 'abandoned' ||
    data === 'in_progress' ||
    data === 'declined' ||
    data === 'refunded' ||
    data === 'cancelled' ||
    data === 'pending_clinician' ||
    data === 'approved' ||
    data === 'paid' ||
    data === 'review' ||
    data === 'flagged' ||
    data === 'PENDING' ||
    data === 'COMPLETE' ||
    data === 'CANCELLED' ||
    data === 'DECLINED' ||
    data === 'PAUSED' ||
    data === 'PARTIALLY_REFUNDED' ||
    data === 'REACTIVATED'
  )) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: schema2.enum },
      message: 'must be equal to one of the allowed values',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateAdminOrderStatusFilter.errors = vErrors;
  return errors === 0;
}
function validateAdminOrdersQuery(
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
    for (const key0 in data) {
      if (!(key0 === 'status' || key0 === 'q' || key0 === 'page' || key0 === 'pageSize')) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/$defs/AdminOrderStatusFilter/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(
        data0 === 'refill_scheduled' ||
        data0 === 'hard_stop' ||
        data0 === 'abandoned' ||
        data0 === 'in_progress' ||
        data0 === 'declined' ||
        data0 === 'refunded' ||
        data0 === 'cancelled' ||
        data0 === 'pending_clinician' ||
        data0 === 'approved' ||
        data0 === 'paid' ||
        data0 === 'review' ||
        data0 === 'flagged' ||
        data0 === 'PENDING' ||
        data0 === 'COMPLETE' ||
        data0 === 'CANCELLED' ||
        data0 === 'DECLINED' ||
        data0 === 'PAUSED' ||
        data0 === 'PARTIALLY_REFUNDED' ||
        data0 === 'REACTIVATED'
      )) {
        const err2 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/$defs/AdminOrderStatusFilter/enum',
          keyword: 'enum',
          params: { allowedValues: schema2.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.q !== undefined) {
      let data1 = data.q;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 200) {
          const err3 = {
            instancePath: instancePath + '/q',
            schemaPath: '#/$defs/AdminSearchQueryValue/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
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
          instancePath: instancePath + '/q',
          schemaPath: '#/$defs/AdminSearchQueryValue/type',
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
    if (data.page !== undefined) {
      let data2 = data.page;
      if (typeof data2 === 'string') {
        if (!shared.pattern14.test(data2)) {
          const err5 = {
            instancePath: instancePath + '/page',
            schemaPath: '#/$defs/AdminPageQueryValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]{0,5}$' },
            message: 'must match pattern "' + '^[1-9][0-9]{0,5}$' + '"',
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
          instancePath: instancePath + '/page',
          schemaPath: '#/$defs/AdminPageQueryValue/type',
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
    if (data.pageSize !== undefined) {
      let data3 = data.pageSize;
      if (typeof data3 === 'string') {
        if (!shared.pattern15.test(data3)) {
          const err7 = {
            instancePath: instancePath + '/pageSize',
            schemaPath: '#/$defs/AdminPageSizeQueryValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^([1-9]|[1-9][0-9]|100)$' },
            message: 'must match pattern "' + '^([1-9]|[1-9][0-9]|100)$' + '"',
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
          instancePath: instancePath + '/pageSize',
          schemaPath: '#/$defs/AdminPageSizeQueryValue/type',
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
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validateAdminOrdersQuery.errors = vErrors;
  return errors === 0;
}
const schema3 = {
  title: 'AdminOrderDisplayStatus',
  description: "The order's display status by the storefront's rule (label and colour token).",
  type: 'object',
  required: ['label', 'color'],
  additionalProperties: false,
  properties: {
    label: { type: 'string', minLength: 1 },
    color: { type: 'string', enum: ['yellow', 'red', 'green', 'skyBlue', 'grey', 'neutral'] },
  },
};
function validateAdminOrderDisplayStatus(
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
    if (data.label === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'label' },
        message: "must have required property '" + 'label' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.color === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'color' },
        message: "must have required property '" + 'color' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'label' || key0 === 'color')) {
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
    if (data.label !== undefined) {
      let data0 = data.label;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/properties/label/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/type',
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
    if (data.color !== undefined) {
      let data1 = data.color;
      if (typeof data1 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/color',
          schemaPath: '#/properties/color/type',
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
      if (!(
        data1 === 'yellow' ||
        data1 === 'red' ||
        data1 === 'green' ||
        data1 === 'skyBlue' ||
        data1 === 'grey' ||
        data1 === 'neutral'
      )) {
        const err6 = {
          instancePath: instancePath + '/color',
          schemaPath: '#/properties/color/enum',
          keyword: 'enum',
          params: { allowedValues: schema3.properties.color.enum },
          message: 'must be equal to one of the allowed values',
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
  validateAdminOrderDisplayStatus.errors = vErrors;
  return errors === 0;
}
const schema4 = {
  title: 'AdminOrderSummary',
  description: 'One row of the admin order list.',
  type: 'object',
  required: [
    'orderId',
    'created',
    'createdAt',
    'customerEmail',
    'customerName',
    'price',
    'displayStatus',
    'flowVersion',
    'paid',
    'state',
    'intakeState',
    'openReviewFlags',
    'clinicianFlags',
  ],
  additionalProperties: false,
  properties: {
    orderId: { $ref: 'common.schema.json#/$defs/OrderId' },
    created: { $ref: 'common.schema.json#/$defs/CreatedValue' },
    createdAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    customerEmail: {
      description:
        "The account's email, else the shipping email, else an email answer; null when none is known.",
      type: ['string', 'null'],
    },
    customerName: {
      description: 'The shipping first and last name; null before checkout.',
      type: ['string', 'null'],
    },
    price: { anyOf: [{ $ref: 'common.schema.json#/$defs/Money' }, { type: 'null' }] },
    displayStatus: { $ref: '#/$defs/AdminOrderDisplayStatus' },
    flowVersion: { type: 'integer', minimum: 1 },
    paid: { type: 'boolean' },
    state: {
      description:
        "The intake state after the order's latest intake event (q3, checkout, stop7, ...); null when none is recorded.",
      type: ['string', 'null'],
    },
    intakeState: { $ref: '#/$defs/AdminIntakeState' },
    openReviewFlags: {
      description: 'How many clinical review flags of the order are open (not yet resolved by a clinician).',
      type: 'integer',
      minimum: 0,
    },
    clinicianFlags: {
      description:
        "How many clinician flags the order's answers raise (ClinicianFlag: an alert of the flow with a flag, such as crisis resources after an answer about self-harm).",
      type: 'integer',
      minimum: 0,
    },
  },
};
function validateAdminOrderSummary(
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
    if (data.created === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'created' },
        message: "must have required property '" + 'created' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.createdAt === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'createdAt' },
        message: "must have required property '" + 'createdAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.customerEmail === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'customerEmail' },
        message: "must have required property '" + 'customerEmail' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.customerName === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'customerName' },
        message: "must have required property '" + 'customerName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'price' },
        message: "must have required property '" + 'price' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.displayStatus === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'displayStatus' },
        message: "must have required property '" + 'displayStatus' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.flowVersion === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'flowVersion' },
        message: "must have required property '" + 'flowVersion' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.paid === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'paid' },
        message: "must have required property '" + 'paid' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.intakeState === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'intakeState' },
        message: "must have required property '" + 'intakeState' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.openReviewFlags === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'openReviewFlags' },
        message: "must have required property '" + 'openReviewFlags' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.clinicianFlags === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'clinicianFlags' },
        message: "must have required property '" + 'clinicianFlags' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema4.properties, key0)) {
        const err13 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
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
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err14 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
    if (data.created !== undefined) {
      let data1 = data.created;
      if (typeof data1 === 'string') {
        if (!shared.pattern16.test(data1)) {
          const err16 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
    if (data.createdAt !== undefined) {
      let data2 = data.createdAt;
      if (typeof data2 === 'string') {
        if (!shared.formats2.validate(data2)) {
          const err18 = {
            instancePath: instancePath + '/createdAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/createdAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.customerEmail !== undefined) {
      let data3 = data.customerEmail;
      if (typeof data3 !== 'string' && data3 !== null) {
        const err20 = {
          instancePath: instancePath + '/customerEmail',
          schemaPath: '#/properties/customerEmail/type',
          keyword: 'type',
          params: { type: schema4.properties.customerEmail.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.customerName !== undefined) {
      let data4 = data.customerName;
      if (typeof data4 !== 'string' && data4 !== null) {
        const err21 = {
          instancePath: instancePath + '/customerName',
          schemaPath: '#/properties/customerName/type',
          keyword: 'type',
          params: { type: schema4.properties.customerName.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.price !== undefined) {
      let data5 = data.price;
      const _errs16 = errors;
      let valid4 = false;
      const _errs17 = errors;
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err22 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        let res0;
        if (0.01 === 0 || ((res0 = data5 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err23 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/price',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      var _valid0 = _errs17 === errors;
      valid4 = valid4 || _valid0;
      const _errs20 = errors;
      if (data5 !== null) {
        const err25 = {
          instancePath: instancePath + '/price',
          schemaPath: '#/properties/price/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      var _valid0 = _errs20 === errors;
      valid4 = valid4 || _valid0;
      if (!valid4) {
        const err26 = {
          instancePath: instancePath + '/price',
          schemaPath: '#/properties/price/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
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
    if (data.displayStatus !== undefined) {
      let data6 = data.displayStatus;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        if (data6.label === undefined) {
          const err27 = {
            instancePath: instancePath + '/displayStatus',
            schemaPath: '#/$defs/AdminOrderDisplayStatus/required',
            keyword: 'required',
            params: { missingProperty: 'label' },
            message: "must have required property '" + 'label' + "'",
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data6.color === undefined) {
          const err28 = {
            instancePath: instancePath + '/displayStatus',
            schemaPath: '#/$defs/AdminOrderDisplayStatus/required',
            keyword: 'required',
            params: { missingProperty: 'color' },
            message: "must have required property '" + 'color' + "'",
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        for (const key1 in data6) {
          if (!(key1 === 'label' || key1 === 'color')) {
            const err29 = {
              instancePath: instancePath + '/displayStatus',
              schemaPath: '#/$defs/AdminOrderDisplayStatus/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data6.label !== undefined) {
          let data7 = data6.label;
          if (typeof data7 === 'string') {
            if (shared.func0(data7) < 1) {
              const err30 = {
                instancePath: instancePath + '/displayStatus/label',
                schemaPath: '#/$defs/AdminOrderDisplayStatus/properties/label/minLength',
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
              instancePath: instancePath + '/displayStatus/label',
              schemaPath: '#/$defs/AdminOrderDisplayStatus/properties/label/type',
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
        if (data6.color !== undefined) {
          let data8 = data6.color;
          if (typeof data8 !== 'string') {
            const err32 = {
              instancePath: instancePath + '/displayStatus/color',
              schemaPath: '#/$defs/AdminOrderDisplayStatus/properties/color/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
          if (!(
            data8 === 'yellow' ||
            data8 === 'red' ||
            data8 === 'green' ||
            data8 === 'skyBlue' ||
            data8 === 'grey' ||
            data8 === 'neutral'
          )) {
            const err33 = {
              instancePath: instancePath + '/displayStatus/color',
              schemaPath: '#/$defs/AdminOrderDisplayStatus/properties/color/enum',
              keyword: 'enum',
              params: { allowedValues: schema3.properties.color.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
      } else {
        const err34 = {
          instancePath: instancePath + '/displayStatus',
          schemaPath: '#/$defs/AdminOrderDisplayStatus/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.flowVersion !== undefined) {
      let data9 = data.flowVersion;
      if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err35 = {
          instancePath: instancePath + '/flowVersion',
          schemaPath: '#/properties/flowVersion/type',
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
      if (typeof data9 == 'number' && isFinite(data9)) {
        if (data9 < 1 || isNaN(data9)) {
          const err36 = {
            instancePath: instancePath + '/flowVersion',
            schemaPath: '#/properties/flowVersion/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
    }
    if (data.paid !== undefined) {
      if (typeof data.paid !== 'boolean') {
        const err37 = {
          instancePath: instancePath + '/paid',
          schemaPath: '#/properties/paid/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.state !== undefined) {
      let data11 = data.state;
      if (typeof data11 !== 'string' && data11 !== null) {
        const err38 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
          keyword: 'type',
          params: { type: schema4.properties.state.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    if (data.intakeState !== undefined) {
      let data12 = data.intakeState;
      if (typeof data12 !== 'string') {
        const err39 = {
          instancePath: instancePath + '/intakeState',
          schemaPath: '#/$defs/AdminIntakeState/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
      if (!(
        data12 === 'refill_scheduled' ||
        data12 === 'hard_stop' ||
        data12 === 'abandoned' ||
        data12 === 'in_progress' ||
        data12 === 'declined' ||
        data12 === 'refunded' ||
        data12 === 'cancelled' ||
        data12 === 'pending_clinician' ||
        data12 === 'approved'
      )) {
        const err40 = {
          instancePath: instancePath + '/intakeState',
          schemaPath: '#/$defs/AdminIntakeState/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.openReviewFlags !== undefined) {
      let data13 = data.openReviewFlags;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err41 = {
          instancePath: instancePath + '/openReviewFlags',
          schemaPath: '#/properties/openReviewFlags/type',
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
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 < 0 || isNaN(data13)) {
          const err42 = {
            instancePath: instancePath + '/openReviewFlags',
            schemaPath: '#/properties/openReviewFlags/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.clinicianFlags !== undefined) {
      let data14 = data.clinicianFlags;
      if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err43 = {
          instancePath: instancePath + '/clinicianFlags',
          schemaPath: '#/properties/clinicianFlags/type',
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
      if (typeof data14 == 'number' && isFinite(data14)) {
        if (data14 < 0 || isNaN(data14)) {
          const err44 = {
            instancePath: instancePath + '/clinicianFlags',
            schemaPath: '#/properties/clinicianFlags/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
  validateAdminOrderSummary.errors = vErrors;
  return errors === 0;
}
function validateAdminOrderListResponse(
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
    if (data.items === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'items' },
        message: "must have required property '" + 'items' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.total === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'total' },
        message: "must have required property '" + 'total' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.page === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'page' },
        message: "must have required property '" + 'page' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.pageSize === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'pageSize' },
        message: "must have required property '" + 'pageSize' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'items' || key0 === 'total' || key0 === 'page' || key0 === 'pageSize')) {
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
    if (data.items !== undefined) {
      let data0 = data.items;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validateAdminOrderSummary(data0[i0], {
              instancePath: instancePath + '/items/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null
                ? validateAdminOrderSummary.errors
                : vErrors.concat(validateAdminOrderSummary.errors);
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
    if (data.total !== undefined) {
      let data2 = data.total;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err6 = {
          instancePath: instancePath + '/total',
          schemaPath: '#/properties/total/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err7 = {
            instancePath: instancePath + '/total',
            schemaPath: '#/properties/total/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.page !== undefined) {
      let data3 = data.page;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err8 = {
          instancePath: instancePath + '/page',
          schemaPath: '#/properties/page/type',
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
            instancePath: instancePath + '/page',
            schemaPath: '#/properties/page/minimum',
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
    if (data.pageSize !== undefined) {
      let data4 = data.pageSize;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err10 = {
          instancePath: instancePath + '/pageSize',
          schemaPath: '#/properties/pageSize/type',
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
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 100 || isNaN(data4)) {
          const err11 = {
            instancePath: instancePath + '/pageSize',
            schemaPath: '#/properties/pageSize/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 100 },
            message: 'must be <= 100',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err12 = {
            instancePath: instancePath + '/pageSize',
            schemaPath: '#/properties/pageSize/minimum',
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
  validateAdminOrderListResponse.errors = vErrors;
  return errors === 0;
}
const schema5 = {
  title: 'IntakeTimelineEntry',
  description: 'One recorded intake event of an order.',
  type: 'object',
  required: ['id', 'kind', 'questionId', 'state', 'occurredAt', 'flowVersion', 'agentId', 'actorUserId'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^[1-9][0-9]*$' },
    kind: {
      type: 'string',
      enum: ['create', 'continue', 'answer', 'back', 'hard_stop', 'checkout', 'agent', 'quiz', 'payment'],
    },
    questionId: { anyOf: [{ $ref: 'common.schema.json#/$defs/QuestionId' }, { type: 'null' }] },
    state: { type: 'string' },
    occurredAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    flowVersion: { type: 'integer', minimum: 1 },
    agentId: { anyOf: [{ $ref: 'common.schema.json#/$defs/UserId' }, { type: 'null' }] },
    actorUserId: { anyOf: [{ $ref: 'common.schema.json#/$defs/UserId' }, { type: 'null' }] },
  },
};
function validateIntakeTimelineEntry(
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
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.questionId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questionId' },
        message: "must have required property '" + 'questionId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.occurredAt === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'occurredAt' },
        message: "must have required property '" + 'occurredAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.flowVersion === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'flowVersion' },
        message: "must have required property '" + 'flowVersion' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.agentId === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'agentId' },
        message: "must have required property '" + 'agentId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.actorUserId === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'actorUserId' },
        message: "must have required property '" + 'actorUserId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'questionId' ||
        key0 === 'state' ||
        key0 === 'occurredAt' ||
        key0 === 'flowVersion' ||
        key0 === 'agentId' ||
        key0 === 'actorUserId'
      )) {
        const err8 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!shared.pattern11.test(data0)) {
          const err9 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]*$' },
            message: 'must match pattern "' + '^[1-9][0-9]*$' + '"',
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
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
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
    if (data.kind !== undefined) {
      let data1 = data.kind;
      if (typeof data1 !== 'string') {
        const err11 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
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
      if (!(
        data1 === 'create' ||
        data1 === 'continue' ||
        data1 === 'answer' ||
        data1 === 'back' ||
        data1 === 'hard_stop' ||
        data1 === 'checkout' ||
        data1 === 'agent' ||
        data1 === 'quiz' ||
        data1 === 'payment'
      )) {
        const err12 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/enum',
          keyword: 'enum',
          params: { allowedValues: schema5.properties.kind.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.questionId !== undefined) {
      let data2 = data.questionId;
      const _errs7 = errors;
      let valid1 = false;
      const _errs8 = errors;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err13 = {
          instancePath: instancePath + '/questionId',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 2147483647 || isNaN(data2)) {
          const err14 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err15 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
      var _valid0 = _errs8 === errors;
      valid1 = valid1 || _valid0;
      const _errs11 = errors;
      if (data2 !== null) {
        const err16 = {
          instancePath: instancePath + '/questionId',
          schemaPath: '#/properties/questionId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err17 = {
          instancePath: instancePath + '/questionId',
          schemaPath: '#/properties/questionId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      } else {
        errors = _errs7;
        if (vErrors !== null) {
          if (_errs7) {
            vErrors.length = _errs7;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.state !== undefined) {
      if (typeof data.state !== 'string') {
        const err18 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
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
    if (data.occurredAt !== undefined) {
      let data4 = data.occurredAt;
      if (typeof data4 === 'string') {
        if (!shared.formats2.validate(data4)) {
          const err19 = {
            instancePath: instancePath + '/occurredAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/occurredAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.flowVersion !== undefined) {
      let data5 = data.flowVersion;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err21 = {
          instancePath: instancePath + '/flowVersion',
          schemaPath: '#/properties/flowVersion/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 1 || isNaN(data5)) {
          const err22 = {
            instancePath: instancePath + '/flowVersion',
            schemaPath: '#/properties/flowVersion/minimum',
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
    if (data.agentId !== undefined) {
      let data6 = data.agentId;
      const _errs21 = errors;
      let valid4 = false;
      const _errs22 = errors;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err23 = {
          instancePath: instancePath + '/agentId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 > 2147483647 || isNaN(data6)) {
          const err24 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data6 < 1 || isNaN(data6)) {
          const err25 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
      var _valid1 = _errs22 === errors;
      valid4 = valid4 || _valid1;
      const _errs25 = errors;
      if (data6 !== null) {
        const err26 = {
          instancePath: instancePath + '/agentId',
          schemaPath: '#/properties/agentId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      var _valid1 = _errs25 === errors;
      valid4 = valid4 || _valid1;
      if (!valid4) {
        const err27 = {
          instancePath: instancePath + '/agentId',
          schemaPath: '#/properties/agentId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      } else {
        errors = _errs21;
        if (vErrors !== null) {
          if (_errs21) {
            vErrors.length = _errs21;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.actorUserId !== undefined) {
      let data7 = data.actorUserId;
      const _errs28 = errors;
      let valid6 = false;
      const _errs29 = errors;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err28 = {
          instancePath: instancePath + '/actorUserId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (typeof data7 == 'number' && isFinite(data7)) {
        if (data7 > 2147483647 || isNaN(data7)) {
          const err29 = {
            instancePath: instancePath + '/actorUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data7 < 1 || isNaN(data7)) {
          const err30 = {
            instancePath: instancePath + '/actorUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
      }
      var _valid2 = _errs29 === errors;
      valid6 = valid6 || _valid2;
      const _errs32 = errors;
      if (data7 !== null) {
        const err31 = {
          instancePath: instancePath + '/actorUserId',
          schemaPath: '#/properties/actorUserId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      var _valid2 = _errs32 === errors;
      valid6 = valid6 || _valid2;
      if (!valid6) {
        const err32 = {
          instancePath: instancePath + '/actorUserId',
          schemaPath: '#/properties/actorUserId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      } else {
        errors = _errs28;
        if (vErrors !== null) {
          if (_errs28) {
            vErrors.length = _errs28;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err33 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err33];
    } else {
      vErrors.push(err33);
    }
    errors++;
  }
  validateIntakeTimelineEntry.errors = vErrors;
  return errors === 0;
}
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
  validate1.errors = vErrors;
  return errors === 0;
}
const schema6 = {
  title: 'ReviewFlag',
  description:
    "An order flagged for clinician review. Open until a clinician resolves it; while open it holds the order's next clinical step (see ReviewFlagKind).",
  type: 'object',
  required: [
    'id',
    'orderId',
    'created',
    'userId',
    'kind',
    'reason',
    'details',
    'createdAt',
    'resolvedAt',
    'resolvedByUserId',
    'resolutionNote',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    orderId: { $ref: 'common.schema.json#/$defs/OrderId' },
    created: { $ref: 'common.schema.json#/$defs/CreatedValue' },
    userId: { anyOf: [{ $ref: 'common.schema.json#/$defs/UserId' }, { type: 'null' }] },
    kind: { $ref: '#/$defs/ReviewFlagKind' },
    reason: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
    details: { $ref: '#/$defs/ReviewFlagDetails' },
    createdAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    resolvedAt: { anyOf: [{ $ref: 'common.schema.json#/$defs/DateTime' }, { type: 'null' }] },
    resolvedByUserId: { anyOf: [{ $ref: 'common.schema.json#/$defs/UserId' }, { type: 'null' }] },
    resolutionNote: { type: ['string', 'null'] },
  },
};
const schema7 = {
  title: 'ReviewFlagKind',
  description:
    'Why an order needs a clinician: `followup_hard_stop` (a follow-up visit stopped at a safety question; a new follow-up of the order is refused until the flag is resolved), `repeat_after_hard_stop` (a paid intake from a person whose earlier intake hit a hard stop; its clinician visit is held until the flag is resolved).',
  type: 'string',
  enum: ['followup_hard_stop', 'repeat_after_hard_stop'],
};
const schema8 = {
  title: 'ReviewMatch',
  description:
    'What tied a new intake to an earlier hard stop: the same account, email, phone, date of birth and name, or date of birth from the same client address within a day.',
  type: 'string',
  enum: ['account', 'email', 'phone', 'dob_name', 'dob_client'],
};
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
    if (data.questionId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questionId' },
        message: "must have required property '" + 'questionId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'message' },
        message: "must have required property '" + 'message' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.stoppedAt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'stoppedAt' },
        message: "must have required property '" + 'stoppedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.matchedBy === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'matchedBy' },
        message: "must have required property '" + 'matchedBy' + "'",
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
        key0 === 'orderId' ||
        key0 === 'questionId' ||
        key0 === 'message' ||
        key0 === 'stoppedAt' ||
        key0 === 'matchedBy'
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
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
    if (data.questionId !== undefined) {
      let data1 = data.questionId;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/questionId',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 2147483647 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.message !== undefined) {
      if (typeof data.message !== 'string') {
        const err11 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/type',
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
    if (data.stoppedAt !== undefined) {
      let data3 = data.stoppedAt;
      if (typeof data3 === 'string') {
        if (!shared.formats2.validate(data3)) {
          const err12 = {
            instancePath: instancePath + '/stoppedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/stoppedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.matchedBy !== undefined) {
      let data4 = data.matchedBy;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/matchedBy',
            schemaPath: '#/properties/matchedBy/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (typeof data5 !== 'string') {
            const err15 = {
              instancePath: instancePath + '/matchedBy/' + i0,
              schemaPath: '#/$defs/ReviewMatch/type',
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
          if (!(
            data5 === 'account' ||
            data5 === 'email' ||
            data5 === 'phone' ||
            data5 === 'dob_name' ||
            data5 === 'dob_client'
          )) {
            const err16 = {
              instancePath: instancePath + '/matchedBy/' + i0,
              schemaPath: '#/$defs/ReviewMatch/enum',
              keyword: 'enum',
              params: { allowedValues: schema8.enum },
              message: 'must be equal to one of the allowed values',
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
          instancePath: instancePath + '/matchedBy',
          schemaPath: '#/properties/matchedBy/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validate2.errors = vErrors;
  return errors === 0;
}
function validate3(
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
    for (const key0 in data) {
      if (!(
        key0 === 'questionId' ||
        key0 === 'message' ||
        key0 === 'followupVisitId' ||
        key0 === 'stoppedOrders'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.questionId !== undefined) {
      let data0 = data.questionId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err1 = {
          instancePath: instancePath + '/questionId',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err2 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err3 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.message !== undefined) {
      if (typeof data.message !== 'string') {
        const err4 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/type',
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
    if (data.followupVisitId !== undefined) {
      let data2 = data.followupVisitId;
      if (typeof data2 === 'string') {
        if (!shared.formats3.test(data2)) {
          const err5 = {
            instancePath: instancePath + '/followupVisitId',
            schemaPath: '#/properties/followupVisitId/format',
            keyword: 'format',
            params: { format: 'uuid' },
            message: 'must match format "' + 'uuid' + '"',
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
          instancePath: instancePath + '/followupVisitId',
          schemaPath: '#/properties/followupVisitId/type',
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
    if (data.stoppedOrders !== undefined) {
      let data3 = data.stoppedOrders;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate2(data3[i0], {
              instancePath: instancePath + '/stoppedOrders/' + i0,
              parentData: data3,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/stoppedOrders',
          schemaPath: '#/properties/stoppedOrders/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate3.errors = vErrors;
  return errors === 0;
}
function validate4(
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
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.orderId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orderId' },
        message: "must have required property '" + 'orderId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.created === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'created' },
        message: "must have required property '" + 'created' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.userId === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.reason === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'reason' },
        message: "must have required property '" + 'reason' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.details === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'details' },
        message: "must have required property '" + 'details' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.createdAt === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'createdAt' },
        message: "must have required property '" + 'createdAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.resolvedAt === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'resolvedAt' },
        message: "must have required property '" + 'resolvedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.resolvedByUserId === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'resolvedByUserId' },
        message: "must have required property '" + 'resolvedByUserId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.resolutionNote === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'resolutionNote' },
        message: "must have required property '" + 'resolutionNote' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema6.properties, key0)) {
        const err11 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err12 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err13 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.orderId !== undefined) {
      let data1 = data.orderId;
      if (typeof data1 === 'string') {
        if (!shared.pattern10.test(data1)) {
          const err14 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
    if (data.created !== undefined) {
      let data2 = data.created;
      if (typeof data2 === 'string') {
        if (!shared.pattern16.test(data2)) {
          const err16 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
    if (data.userId !== undefined) {
      let data3 = data.userId;
      const _errs11 = errors;
      let valid3 = false;
      const _errs12 = errors;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err18 = {
          instancePath: instancePath + '/userId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err19 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err20 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      var _valid0 = _errs12 === errors;
      valid3 = valid3 || _valid0;
      const _errs15 = errors;
      if (data3 !== null) {
        const err21 = {
          instancePath: instancePath + '/userId',
          schemaPath: '#/properties/userId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      var _valid0 = _errs15 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err22 = {
          instancePath: instancePath + '/userId',
          schemaPath: '#/properties/userId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      } else {
        errors = _errs11;
        if (vErrors !== null) {
          if (_errs11) {
            vErrors.length = _errs11;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.kind !== undefined) {
      let data4 = data.kind;
      if (typeof data4 !== 'string') {
        const err23 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/$defs/ReviewFlagKind/type',
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
      if (!(data4 === 'followup_hard_stop' || data4 === 'repeat_after_hard_stop')) {
        const err24 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/$defs/ReviewFlagKind/enum',
          keyword: 'enum',
          params: { allowedValues: schema7.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.reason !== undefined) {
      let data5 = data.reason;
      if (typeof data5 === 'string') {
        if (shared.func0(data5) < 1) {
          const err25 = {
            instancePath: instancePath + '/reason',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (!shared.pattern0.test(data5)) {
          const err26 = {
            instancePath: instancePath + '/reason',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/reason',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    }
    if (data.details !== undefined) {
      if (
        !validate3(data.details, {
          instancePath: instancePath + '/details',
          parentData: data,
          parentDataProperty: 'details',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
      }
    }
    if (data.createdAt !== undefined) {
      let data7 = data.createdAt;
      if (typeof data7 === 'string') {
        if (!shared.formats2.validate(data7)) {
          const err28 = {
            instancePath: instancePath + '/createdAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      } else {
        const err29 = {
          instancePath: instancePath + '/createdAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.resolvedAt !== undefined) {
      let data8 = data.resolvedAt;
      const _errs28 = errors;
      let valid8 = false;
      const _errs29 = errors;
      if (typeof data8 === 'string') {
        if (!shared.formats2.validate(data8)) {
          const err30 = {
            instancePath: instancePath + '/resolvedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/resolvedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
      var _valid1 = _errs29 === errors;
      valid8 = valid8 || _valid1;
      const _errs32 = errors;
      if (data8 !== null) {
        const err32 = {
          instancePath: instancePath + '/resolvedAt',
          schemaPath: '#/properties/resolvedAt/anyOf/1/type',
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
      var _valid1 = _errs32 === errors;
      valid8 = valid8 || _valid1;
      if (!valid8) {
        const err33 = {
          instancePath: instancePath + '/resolvedAt',
          schemaPath: '#/properties/resolvedAt/anyOf',
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
        errors = _errs28;
        if (vErrors !== null) {
          if (_errs28) {
            vErrors.length = _errs28;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.resolvedByUserId !== undefined) {
      let data9 = data.resolvedByUserId;
      const _errs35 = errors;
      let valid10 = false;
      const _errs36 = errors;
      if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err34 = {
          instancePath: instancePath + '/resolvedByUserId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data9 == 'number' && isFinite(data9)) {
        if (data9 > 2147483647 || isNaN(data9)) {
          const err35 = {
            instancePath: instancePath + '/resolvedByUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (data9 < 1 || isNaN(data9)) {
          const err36 = {
            instancePath: instancePath + '/resolvedByUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
      var _valid2 = _errs36 === errors;
      valid10 = valid10 || _valid2;
      const _errs39 = errors;
      if (data9 !== null) {
        const err37 = {
          instancePath: instancePath + '/resolvedByUserId',
          schemaPath: '#/properties/resolvedByUserId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      var _valid2 = _errs39 === errors;
      valid10 = valid10 || _valid2;
      if (!valid10) {
        const err38 = {
          instancePath: instancePath + '/resolvedByUserId',
          schemaPath: '#/properties/resolvedByUserId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      } else {
        errors = _errs35;
        if (vErrors !== null) {
          if (_errs35) {
            vErrors.length = _errs35;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.resolutionNote !== undefined) {
      let data10 = data.resolutionNote;
      if (typeof data10 !== 'string' && data10 !== null) {
        const err39 = {
          instancePath: instancePath + '/resolutionNote',
          schemaPath: '#/properties/resolutionNote/type',
          keyword: 'type',
          params: { type: schema6.properties.resolutionNote.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
  } else {
    const err40 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err40];
    } else {
      vErrors.push(err40);
    }
    errors++;
  }
  validate4.errors = vErrors;
  return errors === 0;
}
function validateAdminOrderDetailResponse(
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
    if (data.order === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'order' },
        message: "must have required property '" + 'order' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.timeline === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'timeline' },
        message: "must have required property '" + 'timeline' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.clinicianFlags === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'clinicianFlags' },
        message: "must have required property '" + 'clinicianFlags' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.calculatedValues === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'calculatedValues' },
        message: "must have required property '" + 'calculatedValues' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.reviewFlags === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'reviewFlags' },
        message: "must have required property '" + 'reviewFlags' + "'",
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
        key0 === 'order' ||
        key0 === 'timeline' ||
        key0 === 'clinicianFlags' ||
        key0 === 'calculatedValues' ||
        key0 === 'reviewFlags'
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
    if (data.order !== undefined) {
      if (
        !validateOrder(data.order, {
          instancePath: instancePath + '/order',
          parentData: data,
          parentDataProperty: 'order',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateOrder.errors : vErrors.concat(validateOrder.errors);
        errors = vErrors.length;
      }
    }
    if (data.timeline !== undefined) {
      let data1 = data.timeline;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validateIntakeTimelineEntry(data1[i0], {
              instancePath: instancePath + '/timeline/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null
                ? validateIntakeTimelineEntry.errors
                : vErrors.concat(validateIntakeTimelineEntry.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/timeline',
          schemaPath: '#/properties/timeline/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.clinicianFlags !== undefined) {
      if (
        !validate0(data.clinicianFlags, {
          instancePath: instancePath + '/clinicianFlags',
          parentData: data,
          parentDataProperty: 'clinicianFlags',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
        errors = vErrors.length;
      }
    }
    if (data.calculatedValues !== undefined) {
      if (
        !validate1(data.calculatedValues, {
          instancePath: instancePath + '/calculatedValues',
          parentData: data,
          parentDataProperty: 'calculatedValues',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
      }
    }
    if (data.reviewFlags !== undefined) {
      let data5 = data.reviewFlags;
      if (Array.isArray(data5)) {
        const len1 = data5.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate4(data5[i1], {
              instancePath: instancePath + '/reviewFlags/' + i1,
              parentData: data5,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/reviewFlags',
          schemaPath: '#/properties/reviewFlags/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validateAdminOrderDetailResponse.errors = vErrors;
  return errors === 0;
}
const schema9 = {
  title: 'AdminReplayStep',
  description:
    'One recorded machine event replayed: whether the machine took it, and the state and answers after it, beside what was recorded.',
  type: 'object',
  required: [
    'index',
    'eventId',
    'kind',
    'occurredAt',
    'event',
    'accepted',
    'state',
    'status',
    'answers',
    'recorded',
  ],
  additionalProperties: false,
  properties: {
    index: { type: 'integer', minimum: 0 },
    eventId: { type: 'string', pattern: '^[1-9][0-9]*$' },
    kind: { type: 'string' },
    occurredAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    event: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
    accepted: { type: 'boolean' },
    reason: { type: 'string' },
    state: { type: 'string' },
    status: { type: 'string', enum: ['active', 'done'] },
    answers: { $ref: 'start-data.schema.json' },
    recorded: {
      type: 'object',
      required: ['state', 'answers'],
      additionalProperties: false,
      properties: { state: { type: 'string' }, answers: { $ref: 'start-data.schema.json' } },
    },
  },
};
function validateAdminReplayStep(
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
    if (data.index === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'index' },
        message: "must have required property '" + 'index' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.eventId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'eventId' },
        message: "must have required property '" + 'eventId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.occurredAt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'occurredAt' },
        message: "must have required property '" + 'occurredAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.event === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'event' },
        message: "must have required property '" + 'event' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.accepted === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'accepted' },
        message: "must have required property '" + 'accepted' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'status' },
        message: "must have required property '" + 'status' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.answers === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'answers' },
        message: "must have required property '" + 'answers' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.recorded === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'recorded' },
        message: "must have required property '" + 'recorded' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema9.properties, key0)) {
        const err10 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
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
    if (data.index !== undefined) {
      let data0 = data.index;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err11 = {
          instancePath: instancePath + '/index',
          schemaPath: '#/properties/index/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 < 0 || isNaN(data0)) {
          const err12 = {
            instancePath: instancePath + '/index',
            schemaPath: '#/properties/index/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.eventId !== undefined) {
      let data1 = data.eventId;
      if (typeof data1 === 'string') {
        if (!shared.pattern11.test(data1)) {
          const err13 = {
            instancePath: instancePath + '/eventId',
            schemaPath: '#/properties/eventId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]*$' },
            message: 'must match pattern "' + '^[1-9][0-9]*$' + '"',
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
          instancePath: instancePath + '/eventId',
          schemaPath: '#/properties/eventId/type',
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
    if (data.kind !== undefined) {
      if (typeof data.kind !== 'string') {
        const err15 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
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
    if (data.occurredAt !== undefined) {
      let data3 = data.occurredAt;
      if (typeof data3 === 'string') {
        if (!shared.formats2.validate(data3)) {
          const err16 = {
            instancePath: instancePath + '/occurredAt',
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
          instancePath: instancePath + '/occurredAt',
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
    if (data.event !== undefined) {
      let data4 = data.event;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        if (data4.type === undefined) {
          const err18 = {
            instancePath: instancePath + '/event',
            schemaPath: '#/properties/event/required',
            keyword: 'required',
            params: { missingProperty: 'type' },
            message: "must have required property '" + 'type' + "'",
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data4.type !== undefined) {
          if (typeof data4.type !== 'string') {
            const err19 = {
              instancePath: instancePath + '/event/type',
              schemaPath: '#/properties/event/properties/type/type',
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
      } else {
        const err20 = {
          instancePath: instancePath + '/event',
          schemaPath: '#/properties/event/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.accepted !== undefined) {
      if (typeof data.accepted !== 'boolean') {
        const err21 = {
          instancePath: instancePath + '/accepted',
          schemaPath: '#/properties/accepted/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.reason !== undefined) {
      if (typeof data.reason !== 'string') {
        const err22 = {
          instancePath: instancePath + '/reason',
          schemaPath: '#/properties/reason/type',
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
    if (data.state !== undefined) {
      if (typeof data.state !== 'string') {
        const err23 = {
          instancePath: instancePath + '/state',
          schemaPath: '#/properties/state/type',
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
    if (data.status !== undefined) {
      let data9 = data.status;
      if (typeof data9 !== 'string') {
        const err24 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/type',
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
      if (!(data9 === 'active' || data9 === 'done')) {
        const err25 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/enum',
          keyword: 'enum',
          params: { allowedValues: schema9.properties.status.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.answers !== undefined) {
      if (
        !validateStartData(data.answers, {
          instancePath: instancePath + '/answers',
          parentData: data,
          parentDataProperty: 'answers',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateStartData.errors : vErrors.concat(validateStartData.errors);
        errors = vErrors.length;
      }
    }
    if (data.recorded !== undefined) {
      let data11 = data.recorded;
      if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
        if (data11.state === undefined) {
          const err26 = {
            instancePath: instancePath + '/recorded',
            schemaPath: '#/properties/recorded/required',
            keyword: 'required',
            params: { missingProperty: 'state' },
            message: "must have required property '" + 'state' + "'",
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data11.answers === undefined) {
          const err27 = {
            instancePath: instancePath + '/recorded',
            schemaPath: '#/properties/recorded/required',
            keyword: 'required',
            params: { missingProperty: 'answers' },
            message: "must have required property '" + 'answers' + "'",
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        for (const key1 in data11) {
          if (!(key1 === 'state' || key1 === 'answers')) {
            const err28 = {
              instancePath: instancePath + '/recorded',
              schemaPath: '#/properties/recorded/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data11.state !== undefined) {
          if (typeof data11.state !== 'string') {
            const err29 = {
              instancePath: instancePath + '/recorded/state',
              schemaPath: '#/properties/recorded/properties/state/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data11.answers !== undefined) {
          if (
            !validateStartData(data11.answers, {
              instancePath: instancePath + '/recorded/answers',
              parentData: data11,
              parentDataProperty: 'answers',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validateStartData.errors : vErrors.concat(validateStartData.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err30 = {
          instancePath: instancePath + '/recorded',
          schemaPath: '#/properties/recorded/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
  } else {
    const err31 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err31];
    } else {
      vErrors.push(err31);
    }
    errors++;
  }
  validateAdminReplayStep.errors = vErrors;
  return errors === 0;
}
const schema10 = {
  title: 'AdminOrderReplayResponse',
  description:
    "GET /api/admin/orders/{id}/replay: the order's recorded machine events replayed through its pinned flow version, as of the day the order was created.",
  type: 'object',
  required: [
    'orderId',
    'userId',
    'flowVersion',
    'asOf',
    'eventsReplayed',
    'eventsWithoutMachineEvent',
    'steps',
    'firstRejected',
    'firstDivergence',
    'finalState',
    'finalStatus',
    'storedState',
    'finalStateMatchesStored',
    'finalAnswersMatchOrder',
  ],
  additionalProperties: false,
  properties: {
    orderId: { $ref: 'common.schema.json#/$defs/OrderId' },
    userId: {
      description: "The order's customer account; null while the intake is anonymous.",
      anyOf: [{ $ref: 'common.schema.json#/$defs/UserId' }, { type: 'null' }],
    },
    flowVersion: { type: 'integer', minimum: 1 },
    asOf: { type: 'string', format: 'date' },
    eventsReplayed: { type: 'integer', minimum: 0 },
    eventsWithoutMachineEvent: {
      description: 'Recorded events the machine does not see (payment, agent, ...), not replayed.',
      type: 'integer',
      minimum: 0,
    },
    steps: { type: 'array', items: { $ref: '#/$defs/AdminReplayStep' } },
    firstRejected: {
      anyOf: [
        {
          type: 'object',
          required: ['index', 'eventId', 'reason'],
          additionalProperties: false,
          properties: {
            index: { type: 'integer', minimum: 0 },
            eventId: { type: 'string' },
            reason: { type: 'string' },
          },
        },
        { type: 'null' },
      ],
    },
    firstDivergence: {
      anyOf: [
        {
          type: 'object',
          required: ['index', 'eventId', 'field', 'expected', 'actual'],
          additionalProperties: false,
          properties: {
            index: { type: 'integer', minimum: 0 },
            eventId: { type: 'string' },
            field: { type: 'string', enum: ['state', 'answers'] },
            expected: {},
            actual: {},
          },
        },
        { type: 'null' },
      ],
    },
    finalState: { type: 'string' },
    finalStatus: { type: 'string', enum: ['active', 'done'] },
    storedState: {
      description: "The state of the order's latest recorded intake event; null when none is recorded.",
      type: ['string', 'null'],
    },
    finalStateMatchesStored: { type: 'boolean' },
    finalAnswersMatchOrder: {
      description: "Whether the replayed answers equal the order's stored startData.",
      type: 'boolean',
    },
  },
};
function validateAdminOrderReplayResponse(
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
    if (data.userId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.flowVersion === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'flowVersion' },
        message: "must have required property '" + 'flowVersion' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.asOf === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'asOf' },
        message: "must have required property '" + 'asOf' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.eventsReplayed === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'eventsReplayed' },
        message: "must have required property '" + 'eventsReplayed' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.eventsWithoutMachineEvent === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'eventsWithoutMachineEvent' },
        message: "must have required property '" + 'eventsWithoutMachineEvent' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.steps === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'steps' },
        message: "must have required property '" + 'steps' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.firstRejected === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'firstRejected' },
        message: "must have required property '" + 'firstRejected' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.firstDivergence === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'firstDivergence' },
        message: "must have required property '" + 'firstDivergence' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.finalState === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'finalState' },
        message: "must have required property '" + 'finalState' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.finalStatus === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'finalStatus' },
        message: "must have required property '" + 'finalStatus' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.storedState === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'storedState' },
        message: "must have required property '" + 'storedState' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.finalStateMatchesStored === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'finalStateMatchesStored' },
        message: "must have required property '" + 'finalStateMatchesStored' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.finalAnswersMatchOrder === undefined) {
      const err13 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'finalAnswersMatchOrder' },
        message: "must have required property '" + 'finalAnswersMatchOrder' + "'",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema10.properties, key0)) {
        const err14 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err15 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
    if (data.userId !== undefined) {
      let data1 = data.userId;
      const _errs6 = errors;
      let valid2 = false;
      const _errs7 = errors;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err17 = {
          instancePath: instancePath + '/userId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 2147483647 || isNaN(data1)) {
          const err18 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err19 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
      var _valid0 = _errs7 === errors;
      valid2 = valid2 || _valid0;
      const _errs10 = errors;
      if (data1 !== null) {
        const err20 = {
          instancePath: instancePath + '/userId',
          schemaPath: '#/properties/userId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      var _valid0 = _errs10 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err21 = {
          instancePath: instancePath + '/userId',
          schemaPath: '#/properties/userId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.flowVersion !== undefined) {
      let data2 = data.flowVersion;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err22 = {
          instancePath: instancePath + '/flowVersion',
          schemaPath: '#/properties/flowVersion/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err23 = {
            instancePath: instancePath + '/flowVersion',
            schemaPath: '#/properties/flowVersion/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.asOf !== undefined) {
      let data3 = data.asOf;
      if (typeof data3 === 'string') {
        if (!shared.formats1.validate(data3)) {
          const err24 = {
            instancePath: instancePath + '/asOf',
            schemaPath: '#/properties/asOf/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
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
          instancePath: instancePath + '/asOf',
          schemaPath: '#/properties/asOf/type',
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
    if (data.eventsReplayed !== undefined) {
      let data4 = data.eventsReplayed;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err26 = {
          instancePath: instancePath + '/eventsReplayed',
          schemaPath: '#/properties/eventsReplayed/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err27 = {
            instancePath: instancePath + '/eventsReplayed',
            schemaPath: '#/properties/eventsReplayed/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
    }
    if (data.eventsWithoutMachineEvent !== undefined) {
      let data5 = data.eventsWithoutMachineEvent;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err28 = {
          instancePath: instancePath + '/eventsWithoutMachineEvent',
          schemaPath: '#/properties/eventsWithoutMachineEvent/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err29 = {
            instancePath: instancePath + '/eventsWithoutMachineEvent',
            schemaPath: '#/properties/eventsWithoutMachineEvent/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.steps !== undefined) {
      let data6 = data.steps;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validateAdminReplayStep(data6[i0], {
              instancePath: instancePath + '/steps/' + i0,
              parentData: data6,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null
                ? validateAdminReplayStep.errors
                : vErrors.concat(validateAdminReplayStep.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err30 = {
          instancePath: instancePath + '/steps',
          schemaPath: '#/properties/steps/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.firstRejected !== undefined) {
      let data8 = data.firstRejected;
      const _errs24 = errors;
      let valid6 = false;
      const _errs25 = errors;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
        if (data8.index === undefined) {
          const err31 = {
            instancePath: instancePath + '/firstRejected',
            schemaPath: '#/properties/firstRejected/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'index' },
            message: "must have required property '" + 'index' + "'",
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data8.eventId === undefined) {
          const err32 = {
            instancePath: instancePath + '/firstRejected',
            schemaPath: '#/properties/firstRejected/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'eventId' },
            message: "must have required property '" + 'eventId' + "'",
          };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        if (data8.reason === undefined) {
          const err33 = {
            instancePath: instancePath + '/firstRejected',
            schemaPath: '#/properties/firstRejected/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'reason' },
            message: "must have required property '" + 'reason' + "'",
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        for (const key1 in data8) {
          if (!(key1 === 'index' || key1 === 'eventId' || key1 === 'reason')) {
            const err34 = {
              instancePath: instancePath + '/firstRejected',
              schemaPath: '#/properties/firstRejected/anyOf/0/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data8.index !== undefined) {
          let data9 = data8.index;
          if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
            const err35 = {
              instancePath: instancePath + '/firstRejected/index',
              schemaPath: '#/properties/firstRejected/anyOf/0/properties/index/type',
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
          if (typeof data9 == 'number' && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err36 = {
                instancePath: instancePath + '/firstRejected/index',
                schemaPath: '#/properties/firstRejected/anyOf/0/properties/index/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        }
        if (data8.eventId !== undefined) {
          if (typeof data8.eventId !== 'string') {
            const err37 = {
              instancePath: instancePath + '/firstRejected/eventId',
              schemaPath: '#/properties/firstRejected/anyOf/0/properties/eventId/type',
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
        if (data8.reason !== undefined) {
          if (typeof data8.reason !== 'string') {
            const err38 = {
              instancePath: instancePath + '/firstRejected/reason',
              schemaPath: '#/properties/firstRejected/anyOf/0/properties/reason/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
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
          instancePath: instancePath + '/firstRejected',
          schemaPath: '#/properties/firstRejected/anyOf/0/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
      var _valid1 = _errs25 === errors;
      valid6 = valid6 || _valid1;
      const _errs34 = errors;
      if (data8 !== null) {
        const err40 = {
          instancePath: instancePath + '/firstRejected',
          schemaPath: '#/properties/firstRejected/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      var _valid1 = _errs34 === errors;
      valid6 = valid6 || _valid1;
      if (!valid6) {
        const err41 = {
          instancePath: instancePath + '/firstRejected',
          schemaPath: '#/properties/firstRejected/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      } else {
        errors = _errs24;
        if (vErrors !== null) {
          if (_errs24) {
            vErrors.length = _errs24;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.firstDivergence !== undefined) {
      let data12 = data.firstDivergence;
      const _errs37 = errors;
      let valid8 = false;
      const _errs38 = errors;
      if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
        if (data12.index === undefined) {
          const err42 = {
            instancePath: instancePath + '/firstDivergence',
            schemaPath: '#/properties/firstDivergence/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'index' },
            message: "must have required property '" + 'index' + "'",
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
        if (data12.eventId === undefined) {
          const err43 = {
            instancePath: instancePath + '/firstDivergence',
            schemaPath: '#/properties/firstDivergence/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'eventId' },
            message: "must have required property '" + 'eventId' + "'",
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        if (data12.field === undefined) {
          const err44 = {
            instancePath: instancePath + '/firstDivergence',
            schemaPath: '#/properties/firstDivergence/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'field' },
            message: "must have required property '" + 'field' + "'",
          };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        if (data12.expected === undefined) {
          const err45 = {
            instancePath: instancePath + '/firstDivergence',
            schemaPath: '#/properties/firstDivergence/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'expected' },
            message: "must have required property '" + 'expected' + "'",
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        if (data12.actual === undefined) {
          const err46 = {
            instancePath: instancePath + '/firstDivergence',
            schemaPath: '#/properties/firstDivergence/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'actual' },
            message: "must have required property '" + 'actual' + "'",
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        for (const key2 in data12) {
          if (!(
            key2 === 'index' ||
            key2 === 'eventId' ||
            key2 === 'field' ||
            key2 === 'expected' ||
            key2 === 'actual'
          )) {
            const err47 = {
              instancePath: instancePath + '/firstDivergence',
              schemaPath: '#/properties/firstDivergence/anyOf/0/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data12.index !== undefined) {
          let data13 = data12.index;
          if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
            const err48 = {
              instancePath: instancePath + '/firstDivergence/index',
              schemaPath: '#/properties/firstDivergence/anyOf/0/properties/index/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          if (typeof data13 == 'number' && isFinite(data13)) {
            if (data13 < 0 || isNaN(data13)) {
              const err49 = {
                instancePath: instancePath + '/firstDivergence/index',
                schemaPath: '#/properties/firstDivergence/anyOf/0/properties/index/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
        }
        if (data12.eventId !== undefined) {
          if (typeof data12.eventId !== 'string') {
            const err50 = {
              instancePath: instancePath + '/firstDivergence/eventId',
              schemaPath: '#/properties/firstDivergence/anyOf/0/properties/eventId/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data12.field !== undefined) {
          let data15 = data12.field;
          if (typeof data15 !== 'string') {
            const err51 = {
              instancePath: instancePath + '/firstDivergence/field',
              schemaPath: '#/properties/firstDivergence/anyOf/0/properties/field/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          if (!(data15 === 'state' || data15 === 'answers')) {
            const err52 = {
              instancePath: instancePath + '/firstDivergence/field',
              schemaPath: '#/properties/firstDivergence/anyOf/0/properties/field/enum',
              keyword: 'enum',
              params: { allowedValues: schema10.properties.firstDivergence.anyOf[0].properties.field.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      } else {
        const err53 = {
          instancePath: instancePath + '/firstDivergence',
          schemaPath: '#/properties/firstDivergence/anyOf/0/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
      var _valid2 = _errs38 === errors;
      valid8 = valid8 || _valid2;
      const _errs47 = errors;
      if (data12 !== null) {
        const err54 = {
          instancePath: instancePath + '/firstDivergence',
          schemaPath: '#/properties/firstDivergence/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      var _valid2 = _errs47 === errors;
      valid8 = valid8 || _valid2;
      if (!valid8) {
        const err55 = {
          instancePath: instancePath + '/firstDivergence',
          schemaPath: '#/properties/firstDivergence/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      } else {
        errors = _errs37;
        if (vErrors !== null) {
          if (_errs37) {
            vErrors.length = _errs37;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.finalState !== undefined) {
      if (typeof data.finalState !== 'string') {
        const err56 = {
          instancePath: instancePath + '/finalState',
          schemaPath: '#/properties/finalState/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.finalStatus !== undefined) {
      let data17 = data.finalStatus;
      if (typeof data17 !== 'string') {
        const err57 = {
          instancePath: instancePath + '/finalStatus',
          schemaPath: '#/properties/finalStatus/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
      if (!(data17 === 'active' || data17 === 'done')) {
        const err58 = {
          instancePath: instancePath + '/finalStatus',
          schemaPath: '#/properties/finalStatus/enum',
          keyword: 'enum',
          params: { allowedValues: schema10.properties.finalStatus.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.storedState !== undefined) {
      let data18 = data.storedState;
      if (typeof data18 !== 'string' && data18 !== null) {
        const err59 = {
          instancePath: instancePath + '/storedState',
          schemaPath: '#/properties/storedState/type',
          keyword: 'type',
          params: { type: schema10.properties.storedState.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
    }
    if (data.finalStateMatchesStored !== undefined) {
      if (typeof data.finalStateMatchesStored !== 'boolean') {
        const err60 = {
          instancePath: instancePath + '/finalStateMatchesStored',
          schemaPath: '#/properties/finalStateMatchesStored/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.finalAnswersMatchOrder !== undefined) {
      if (typeof data.finalAnswersMatchOrder !== 'boolean') {
        const err61 = {
          instancePath: instancePath + '/finalAnswersMatchOrder',
          schemaPath: '#/properties/finalAnswersMatchOrder/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
    }
  } else {
    const err62 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err62];
    } else {
      vErrors.push(err62);
    }
    errors++;
  }
  validateAdminOrderReplayResponse.errors = vErrors;
  return errors === 0;
}
function validateAdminQuestionsQuery(
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
    for (const key0 in data) {
      if (!(key0 === 'flow')) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.flow !== undefined) {
      let data0 = data.flow;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/flow',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === 'intake' || data0 === 'followup' || data0 === 'quiz' || data0 === 'cancellation')) {
        const err2 = {
          instancePath: instancePath + '/flow',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema11.enum },
          message: 'must be equal to one of the allowed values',
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
  validateAdminQuestionsQuery.errors = vErrors;
  return errors === 0;
}
function validateAdminQuestion(
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
    if (data.question === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'question' },
        message: "must have required property '" + 'question' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'content' },
        message: "must have required property '" + 'content' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.stops === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'stops' },
        message: "must have required property '" + 'stops' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'question' || key0 === 'content' || key0 === 'stops')) {
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
    if (data.question !== undefined) {
      if (
        !validateQuestion(data.question, {
          instancePath: instancePath + '/question',
          parentData: data,
          parentDataProperty: 'question',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateQuestion.errors : vErrors.concat(validateQuestion.errors);
        errors = vErrors.length;
      }
    }
    if (data.content !== undefined) {
      if (typeof data.content !== 'boolean') {
        const err4 = {
          instancePath: instancePath + '/content',
          schemaPath: '#/properties/content/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.stops !== undefined) {
      if (typeof data.stops !== 'boolean') {
        const err5 = {
          instancePath: instancePath + '/stops',
          schemaPath: '#/properties/stops/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
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
  validateAdminQuestion.errors = vErrors;
  return errors === 0;
}
function validateAdminFlowQuestions(
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
    if (data.version === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'version' },
        message: "must have required property '" + 'version' + "'",
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
    if (data.questions === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questions' },
        message: "must have required property '" + 'questions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'version' || key0 === 'status' || key0 === 'questions')) {
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
    if (data.version !== undefined) {
      let data0 = data.version;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/version',
          schemaPath: '#/properties/version/type',
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
        if (data0 < 1 || isNaN(data0)) {
          const err5 = {
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.status !== undefined) {
      let data1 = data.status;
      if (typeof data1 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/FlowStatus/type',
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
      if (!(data1 === 'draft' || data1 === 'published' || data1 === 'archived')) {
        const err7 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/FlowStatus/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema14.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.questions !== undefined) {
      let data2 = data.questions;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validateAdminQuestion(data2[i0], {
              instancePath: instancePath + '/questions/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null ? validateAdminQuestion.errors : vErrors.concat(validateAdminQuestion.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/questions',
          schemaPath: '#/properties/questions/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validateAdminFlowQuestions.errors = vErrors;
  return errors === 0;
}
function validateAdminQuestionListResponse(
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
    if (data.flow === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'flow' },
        message: "must have required property '" + 'flow' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.published === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'published' },
        message: "must have required property '" + 'published' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.draft === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'draft' },
        message: "must have required property '" + 'draft' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'flow' || key0 === 'published' || key0 === 'draft')) {
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
    if (data.flow !== undefined) {
      let data0 = data.flow;
      if (typeof data0 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/flow',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/type',
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
      if (!(data0 === 'intake' || data0 === 'followup' || data0 === 'quiz' || data0 === 'cancellation')) {
        const err5 = {
          instancePath: instancePath + '/flow',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema11.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.published !== undefined) {
      let data1 = data.published;
      const _errs6 = errors;
      let valid2 = false;
      const _errs7 = errors;
      if (
        !validateAdminFlowQuestions(data1, {
          instancePath: instancePath + '/published',
          parentData: data,
          parentDataProperty: 'published',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateAdminFlowQuestions.errors
            : vErrors.concat(validateAdminFlowQuestions.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs7 === errors;
      valid2 = valid2 || _valid0;
      const _errs8 = errors;
      if (data1 !== null) {
        const err6 = {
          instancePath: instancePath + '/published',
          schemaPath: '#/properties/published/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      var _valid0 = _errs8 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err7 = {
          instancePath: instancePath + '/published',
          schemaPath: '#/properties/published/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      } else {
        errors = _errs6;
        if (vErrors !== null) {
          if (_errs6) {
            vErrors.length = _errs6;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.draft !== undefined) {
      let data2 = data.draft;
      const _errs11 = errors;
      let valid3 = false;
      const _errs12 = errors;
      if (
        !validateAdminFlowQuestions(data2, {
          instancePath: instancePath + '/draft',
          parentData: data,
          parentDataProperty: 'draft',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateAdminFlowQuestions.errors
            : vErrors.concat(validateAdminFlowQuestions.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs12 === errors;
      valid3 = valid3 || _valid1;
      const _errs13 = errors;
      if (data2 !== null) {
        const err8 = {
          instancePath: instancePath + '/draft',
          schemaPath: '#/properties/draft/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      var _valid1 = _errs13 === errors;
      valid3 = valid3 || _valid1;
      if (!valid3) {
        const err9 = {
          instancePath: instancePath + '/draft',
          schemaPath: '#/properties/draft/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      } else {
        errors = _errs11;
        if (vErrors !== null) {
          if (_errs11) {
            vErrors.length = _errs11;
          } else {
            vErrors = null;
          }
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
  validateAdminQuestionListResponse.errors = vErrors;
  return errors === 0;
}
function validateAdminQuestionResponse(
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
    if (data.flow === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'flow' },
        message: "must have required property '" + 'flow' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.questionId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questionId' },
        message: "must have required property '" + 'questionId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.published === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'published' },
        message: "must have required property '" + 'published' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.draft === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'draft' },
        message: "must have required property '" + 'draft' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'flow' || key0 === 'questionId' || key0 === 'published' || key0 === 'draft')) {
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
    if (data.flow !== undefined) {
      let data0 = data.flow;
      if (typeof data0 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/flow',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/type',
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
      if (!(data0 === 'intake' || data0 === 'followup' || data0 === 'quiz' || data0 === 'cancellation')) {
        const err6 = {
          instancePath: instancePath + '/flow',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema11.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.questionId !== undefined) {
      let data1 = data.questionId;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/questionId',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 2147483647 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
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
    if (data.published !== undefined) {
      let data2 = data.published;
      const _errs9 = errors;
      let valid3 = false;
      const _errs10 = errors;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.version === undefined) {
          const err10 = {
            instancePath: instancePath + '/published',
            schemaPath: '#/properties/published/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'version' },
            message: "must have required property '" + 'version' + "'",
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data2.question === undefined) {
          const err11 = {
            instancePath: instancePath + '/published',
            schemaPath: '#/properties/published/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'question' },
            message: "must have required property '" + 'question' + "'",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!(key1 === 'version' || key1 === 'question')) {
            const err12 = {
              instancePath: instancePath + '/published',
              schemaPath: '#/properties/published/anyOf/0/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data2.version !== undefined) {
          let data3 = data2.version;
          if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
            const err13 = {
              instancePath: instancePath + '/published/version',
              schemaPath: '#/properties/published/anyOf/0/properties/version/type',
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
                instancePath: instancePath + '/published/version',
                schemaPath: '#/properties/published/anyOf/0/properties/version/minimum',
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
        if (data2.question !== undefined) {
          if (
            !validateAdminQuestion(data2.question, {
              instancePath: instancePath + '/published/question',
              parentData: data2,
              parentDataProperty: 'question',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null ? validateAdminQuestion.errors : vErrors.concat(validateAdminQuestion.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/published',
          schemaPath: '#/properties/published/anyOf/0/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      var _valid0 = _errs10 === errors;
      valid3 = valid3 || _valid0;
      const _errs16 = errors;
      if (data2 !== null) {
        const err16 = {
          instancePath: instancePath + '/published',
          schemaPath: '#/properties/published/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      var _valid0 = _errs16 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err17 = {
          instancePath: instancePath + '/published',
          schemaPath: '#/properties/published/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
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
    if (data.draft !== undefined) {
      let data5 = data.draft;
      const _errs19 = errors;
      let valid5 = false;
      const _errs20 = errors;
      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
        if (data5.version === undefined) {
          const err18 = {
            instancePath: instancePath + '/draft',
            schemaPath: '#/properties/draft/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'version' },
            message: "must have required property '" + 'version' + "'",
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data5.question === undefined) {
          const err19 = {
            instancePath: instancePath + '/draft',
            schemaPath: '#/properties/draft/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'question' },
            message: "must have required property '" + 'question' + "'",
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        for (const key2 in data5) {
          if (!(key2 === 'version' || key2 === 'question')) {
            const err20 = {
              instancePath: instancePath + '/draft',
              schemaPath: '#/properties/draft/anyOf/0/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data5.version !== undefined) {
          let data6 = data5.version;
          if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
            const err21 = {
              instancePath: instancePath + '/draft/version',
              schemaPath: '#/properties/draft/anyOf/0/properties/version/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          if (typeof data6 == 'number' && isFinite(data6)) {
            if (data6 < 1 || isNaN(data6)) {
              const err22 = {
                instancePath: instancePath + '/draft/version',
                schemaPath: '#/properties/draft/anyOf/0/properties/version/minimum',
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
        if (data5.question !== undefined) {
          if (
            !validateAdminQuestion(data5.question, {
              instancePath: instancePath + '/draft/question',
              parentData: data5,
              parentDataProperty: 'question',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null ? validateAdminQuestion.errors : vErrors.concat(validateAdminQuestion.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err23 = {
          instancePath: instancePath + '/draft',
          schemaPath: '#/properties/draft/anyOf/0/type',
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
      var _valid1 = _errs20 === errors;
      valid5 = valid5 || _valid1;
      const _errs26 = errors;
      if (data5 !== null) {
        const err24 = {
          instancePath: instancePath + '/draft',
          schemaPath: '#/properties/draft/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      var _valid1 = _errs26 === errors;
      valid5 = valid5 || _valid1;
      if (!valid5) {
        const err25 = {
          instancePath: instancePath + '/draft',
          schemaPath: '#/properties/draft/anyOf',
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
        errors = _errs19;
        if (vErrors !== null) {
          if (_errs19) {
            vErrors.length = _errs19;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err26 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validateAdminQuestionResponse.errors = vErrors;
  return errors === 0;
}
const schema11 = {
  title: 'AdminUsersQuery',
  description:
    'Query string of GET /api/admin/users: role and status filters, q matching the email (or the id), page from 1, pageSize 1 to 100 (default 20).',
  type: 'object',
  additionalProperties: false,
  properties: {
    role: { type: 'string', enum: ['0', '1', '2'] },
    status: {
      description: 'active: users who can log in; deactivated: users an admin deactivated.',
      type: 'string',
      enum: ['active', 'deactivated'],
    },
    q: { $ref: '#/$defs/AdminSearchQueryValue' },
    page: { $ref: '#/$defs/AdminPageQueryValue' },
    pageSize: { $ref: '#/$defs/AdminPageSizeQueryValue' },
  },
};
function validateAdminUsersQuery(
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
    for (const key0 in data) {
      if (!(key0 === 'role' || key0 === 'status' || key0 === 'q' || key0 === 'page' || key0 === 'pageSize')) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.role !== undefined) {
      let data0 = data.role;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/role',
          schemaPath: '#/properties/role/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === '0' || data0 === '1' || data0 === '2')) {
        const err2 = {
          instancePath: instancePath + '/role',
          schemaPath: '#/properties/role/enum',
          keyword: 'enum',
          params: { allowedValues: schema11.properties.role.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data1 = data.status;
      if (typeof data1 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/type',
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
      if (!(data1 === 'active' || data1 === 'deactivated')) {
        const err4 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/enum',
          keyword: 'enum',
          params: { allowedValues: schema11.properties.status.enum },
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
    if (data.q !== undefined) {
      let data2 = data.q;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 200) {
          const err5 = {
            instancePath: instancePath + '/q',
            schemaPath: '#/$defs/AdminSearchQueryValue/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
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
          instancePath: instancePath + '/q',
          schemaPath: '#/$defs/AdminSearchQueryValue/type',
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
    if (data.page !== undefined) {
      let data3 = data.page;
      if (typeof data3 === 'string') {
        if (!shared.pattern14.test(data3)) {
          const err7 = {
            instancePath: instancePath + '/page',
            schemaPath: '#/$defs/AdminPageQueryValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]{0,5}$' },
            message: 'must match pattern "' + '^[1-9][0-9]{0,5}$' + '"',
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
          instancePath: instancePath + '/page',
          schemaPath: '#/$defs/AdminPageQueryValue/type',
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
    if (data.pageSize !== undefined) {
      let data4 = data.pageSize;
      if (typeof data4 === 'string') {
        if (!shared.pattern15.test(data4)) {
          const err9 = {
            instancePath: instancePath + '/pageSize',
            schemaPath: '#/$defs/AdminPageSizeQueryValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^([1-9]|[1-9][0-9]|100)$' },
            message: 'must match pattern "' + '^([1-9]|[1-9][0-9]|100)$' + '"',
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
          instancePath: instancePath + '/pageSize',
          schemaPath: '#/$defs/AdminPageSizeQueryValue/type',
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
  } else {
    const err11 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  }
  validateAdminUsersQuery.errors = vErrors;
  return errors === 0;
}
const schema12 = {
  title: 'AdminUser',
  description: 'A user of the tenant as the admin area shows it (never the password).',
  type: 'object',
  required: ['id', 'email', 'name', 'role', 'createdAt', 'deactivatedAt', 'orderCount'],
  additionalProperties: false,
  properties: {
    id: { $ref: 'common.schema.json#/$defs/UserId' },
    email: { type: 'string' },
    name: {
      description:
        "The profile's first and last name, or the name given when staff created the user; null when none.",
      type: ['string', 'null'],
    },
    role: { $ref: 'enums.schema.json#/$defs/Role' },
    createdAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    deactivatedAt: {
      description:
        'When an admin deactivated the user (they cannot log in and their tokens are refused); null while active.',
      oneOf: [{ $ref: 'common.schema.json#/$defs/DateTime' }, { type: 'null' }],
    },
    orderCount: { type: 'integer', minimum: 0 },
  },
};
function validateAdminUser(
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
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.email === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.role === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'role' },
        message: "must have required property '" + 'role' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.createdAt === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'createdAt' },
        message: "must have required property '" + 'createdAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.deactivatedAt === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'deactivatedAt' },
        message: "must have required property '" + 'deactivatedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.orderCount === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orderCount' },
        message: "must have required property '" + 'orderCount' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'email' ||
        key0 === 'name' ||
        key0 === 'role' ||
        key0 === 'createdAt' ||
        key0 === 'deactivatedAt' ||
        key0 === 'orderCount'
      )) {
        const err7 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err8 = {
          instancePath: instancePath + '/id',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err9 = {
            instancePath: instancePath + '/id',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err10 = {
            instancePath: instancePath + '/id',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.email !== undefined) {
      if (typeof data.email !== 'string') {
        const err11 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
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
    if (data.name !== undefined) {
      let data2 = data.name;
      if (typeof data2 !== 'string' && data2 !== null) {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: schema12.properties.name.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.role !== undefined) {
      let data3 = data.role;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err13 = {
          instancePath: instancePath + '/role',
          schemaPath: 'enums.schema.json#/$defs/Role/type',
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
      if (!(data3 === 0 || data3 === 1 || data3 === 2)) {
        const err14 = {
          instancePath: instancePath + '/role',
          schemaPath: 'enums.schema.json#/$defs/Role/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema7.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.createdAt !== undefined) {
      let data4 = data.createdAt;
      if (typeof data4 === 'string') {
        if (!shared.formats2.validate(data4)) {
          const err15 = {
            instancePath: instancePath + '/createdAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/createdAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.deactivatedAt !== undefined) {
      let data5 = data.deactivatedAt;
      const _errs16 = errors;
      let valid4 = false;
      let passing0 = null;
      const _errs17 = errors;
      if (typeof data5 === 'string') {
        if (!shared.formats2.validate(data5)) {
          const err17 = {
            instancePath: instancePath + '/deactivatedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/deactivatedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
      var _valid0 = _errs17 === errors;
      if (_valid0) {
        valid4 = true;
        passing0 = 0;
      }
      const _errs20 = errors;
      if (data5 !== null) {
        const err19 = {
          instancePath: instancePath + '/deactivatedAt',
          schemaPath: '#/properties/deactivatedAt/oneOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      var _valid0 = _errs20 === errors;
      if (_valid0 && valid4) {
        valid4 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid4 = true;
          passing0 = 1;
        }
      }
      if (!valid4) {
        const err20 = {
          instancePath: instancePath + '/deactivatedAt',
          schemaPath: '#/properties/deactivatedAt/oneOf',
          keyword: 'oneOf',
          params: { passingSchemas: passing0 },
          message: 'must match exactly one schema in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
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
    if (data.orderCount !== undefined) {
      let data6 = data.orderCount;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err21 = {
          instancePath: instancePath + '/orderCount',
          schemaPath: '#/properties/orderCount/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 < 0 || isNaN(data6)) {
          const err22 = {
            instancePath: instancePath + '/orderCount',
            schemaPath: '#/properties/orderCount/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
  validateAdminUser.errors = vErrors;
  return errors === 0;
}
function validateAdminUserListResponse(
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
    if (data.items === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'items' },
        message: "must have required property '" + 'items' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.total === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'total' },
        message: "must have required property '" + 'total' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.page === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'page' },
        message: "must have required property '" + 'page' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.pageSize === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'pageSize' },
        message: "must have required property '" + 'pageSize' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'items' || key0 === 'total' || key0 === 'page' || key0 === 'pageSize')) {
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
    if (data.items !== undefined) {
      let data0 = data.items;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validateAdminUser(data0[i0], {
              instancePath: instancePath + '/items/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validateAdminUser.errors : vErrors.concat(validateAdminUser.errors);
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
    if (data.total !== undefined) {
      let data2 = data.total;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err6 = {
          instancePath: instancePath + '/total',
          schemaPath: '#/properties/total/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err7 = {
            instancePath: instancePath + '/total',
            schemaPath: '#/properties/total/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.page !== undefined) {
      let data3 = data.page;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err8 = {
          instancePath: instancePath + '/page',
          schemaPath: '#/properties/page/type',
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
            instancePath: instancePath + '/page',
            schemaPath: '#/properties/page/minimum',
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
    if (data.pageSize !== undefined) {
      let data4 = data.pageSize;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err10 = {
          instancePath: instancePath + '/pageSize',
          schemaPath: '#/properties/pageSize/type',
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
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 100 || isNaN(data4)) {
          const err11 = {
            instancePath: instancePath + '/pageSize',
            schemaPath: '#/properties/pageSize/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 100 },
            message: 'must be <= 100',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err12 = {
            instancePath: instancePath + '/pageSize',
            schemaPath: '#/properties/pageSize/minimum',
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
  validateAdminUserListResponse.errors = vErrors;
  return errors === 0;
}
const schema13 = {
  title: 'AdminCreateUserRequest',
  description:
    'POST /api/admin/users: a customer (1) or agent (2). Without a password the account cannot log in until one is set.',
  type: 'object',
  required: ['email', 'role'],
  additionalProperties: false,
  properties: {
    email: { $ref: 'common.schema.json#/$defs/Email' },
    role: { type: 'integer', enum: [1, 2] },
    name: {
      description: "How staff call the user (an agent's name); optional.",
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
    },
    password: {
      description: '8 to 72 characters (bcrypt reads at most 72 bytes).',
      type: 'string',
      minLength: 8,
      maxLength: 72,
    },
    sendSetPasswordLink: {
      description:
        "Email the new user the tenant's set-password email (link purpose account_setup, valid 7 days), in the transaction that creates them.",
      type: 'boolean',
    },
  },
};
function validateAdminCreateUserRequest(
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
    if (data.email === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.role === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'role' },
        message: "must have required property '" + 'role' + "'",
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
        key0 === 'email' ||
        key0 === 'role' ||
        key0 === 'name' ||
        key0 === 'password' ||
        key0 === 'sendSetPasswordLink'
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
    if (data.email !== undefined) {
      let data0 = data.email;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 254) {
          const err3 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!shared.formats0.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'common.schema.json#/$defs/Email/type',
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
    if (data.role !== undefined) {
      let data1 = data.role;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err6 = {
          instancePath: instancePath + '/role',
          schemaPath: '#/properties/role/type',
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
      if (!(data1 === 1 || data1 === 2)) {
        const err7 = {
          instancePath: instancePath + '/role',
          schemaPath: '#/properties/role/enum',
          keyword: 'enum',
          params: { allowedValues: schema13.properties.role.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data2 = data.name;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 200) {
          const err8 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (shared.func0(data2) < 1) {
          const err9 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/minLength',
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
        if (!shared.pattern0.test(data2)) {
          const err10 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
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
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
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
    if (data.password !== undefined) {
      let data3 = data.password;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) > 72) {
          const err12 = {
            instancePath: instancePath + '/password',
            schemaPath: '#/properties/password/maxLength',
            keyword: 'maxLength',
            params: { limit: 72 },
            message: 'must NOT have more than 72 characters',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (shared.func0(data3) < 8) {
          const err13 = {
            instancePath: instancePath + '/password',
            schemaPath: '#/properties/password/minLength',
            keyword: 'minLength',
            params: { limit: 8 },
            message: 'must NOT have fewer than 8 characters',
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
          instancePath: instancePath + '/password',
          schemaPath: '#/properties/password/type',
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
    if (data.sendSetPasswordLink !== undefined) {
      if (typeof data.sendSetPasswordLink !== 'boolean') {
        const err15 = {
          instancePath: instancePath + '/sendSetPasswordLink',
          schemaPath: '#/properties/sendSetPasswordLink/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
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
  validateAdminCreateUserRequest.errors = vErrors;
  return errors === 0;
}
const schema14 = {
  title: 'AdminOrderRefundResponse',
  description:
    "POST /api/admin/orders/{id}/refund: what the payments ledger did (void: the authorisation released, nothing was taken; refund: what was captured given back) and the order's new items.",
  type: 'object',
  required: ['orderId', 'kind', 'amount', 'transactionId', 'orderData'],
  additionalProperties: false,
  properties: {
    orderId: { $ref: 'common.schema.json#/$defs/OrderId' },
    kind: { type: 'string', enum: ['void', 'refund'] },
    amount: { $ref: 'common.schema.json#/$defs/Money' },
    transactionId: { type: 'string' },
    orderData: { $ref: 'order.schema.json#/$defs/OrderData' },
  },
};
function validate5(
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
  validate5.errors = vErrors;
  return errors === 0;
}
function validateAdminOrderRefundResponse(
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
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.amount === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'amount' },
        message: "must have required property '" + 'amount' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.transactionId === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'transactionId' },
        message: "must have required property '" + 'transactionId' + "'",
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
    for (const key0 in data) {
      if (!(
        key0 === 'orderId' ||
        key0 === 'kind' ||
        key0 === 'amount' ||
        key0 === 'transactionId' ||
        key0 === 'orderData'
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
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
    if (data.kind !== undefined) {
      let data1 = data.kind;
      if (typeof data1 !== 'string') {
        const err8 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
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
      if (!(data1 === 'void' || data1 === 'refund')) {
        const err9 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/enum',
          keyword: 'enum',
          params: { allowedValues: schema14.properties.kind.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.amount !== undefined) {
      let data2 = data.amount;
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/amount',
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
            instancePath: instancePath + '/amount',
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
          instancePath: instancePath + '/amount',
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
    if (data.transactionId !== undefined) {
      if (typeof data.transactionId !== 'string') {
        const err13 = {
          instancePath: instancePath + '/transactionId',
          schemaPath: '#/properties/transactionId/type',
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
    if (data.orderData !== undefined) {
      if (
        !validate5(data.orderData, {
          instancePath: instancePath + '/orderData',
          parentData: data,
          parentDataProperty: 'orderData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err14 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validateAdminOrderRefundResponse.errors = vErrors;
  return errors === 0;
}
function validateAdminSetPasswordLinkResponse(
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
    if (data.email === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.expiresAt === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'expiresAt' },
        message: "must have required property '" + 'expiresAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'email' || key0 === 'expiresAt')) {
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
    if (data.email !== undefined) {
      if (typeof data.email !== 'string') {
        const err3 = {
          instancePath: instancePath + '/email',
          schemaPath: '#/properties/email/type',
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
    }
    if (data.expiresAt !== undefined) {
      let data1 = data.expiresAt;
      if (typeof data1 === 'string') {
        if (!shared.formats2.validate(data1)) {
          const err4 = {
            instancePath: instancePath + '/expiresAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/expiresAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
  validateAdminSetPasswordLinkResponse.errors = vErrors;
  return errors === 0;
}
const schema15 = {
  title: 'AdminTimelineEntry',
  description:
    "One event of a customer's timeline: a subscription event or an order event (paid, refunded, released), with who did it.",
  type: 'object',
  required: ['kind', 'action', 'orderId', 'occurredAt', 'actor', 'reason'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['subscription', 'order'] },
    action: {
      description:
        "A subscription event's action (pause, resume, skip, retention_offer, cancel, cancellation_flow) or an order's (paid; refund or void: money given back through the payments ledger).",
      type: 'string',
    },
    orderId: { $ref: 'common.schema.json#/$defs/OrderId' },
    occurredAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    actor: {
      description:
        'Who did it: the customer themself, a staff member (email and role), or nobody recorded (the system).',
      oneOf: [
        {
          type: 'object',
          required: ['userId', 'email', 'role', 'isCustomer'],
          additionalProperties: false,
          properties: {
            userId: { $ref: 'common.schema.json#/$defs/UserId' },
            email: { type: 'string' },
            role: { $ref: 'enums.schema.json#/$defs/Role' },
            isCustomer: { type: 'boolean' },
          },
        },
        { type: 'null' },
      ],
    },
    reason: { type: ['string', 'null'] },
  },
};
function validateAdminTimelineEntry(
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
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.action === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'action' },
        message: "must have required property '" + 'action' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.orderId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orderId' },
        message: "must have required property '" + 'orderId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.occurredAt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'occurredAt' },
        message: "must have required property '" + 'occurredAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.actor === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'actor' },
        message: "must have required property '" + 'actor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.reason === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'reason' },
        message: "must have required property '" + 'reason' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'action' ||
        key0 === 'orderId' ||
        key0 === 'occurredAt' ||
        key0 === 'actor' ||
        key0 === 'reason'
      )) {
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
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if (typeof data0 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
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
      if (!(data0 === 'subscription' || data0 === 'order')) {
        const err8 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/enum',
          keyword: 'enum',
          params: { allowedValues: schema15.properties.kind.enum },
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
    if (data.action !== undefined) {
      if (typeof data.action !== 'string') {
        const err9 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/properties/action/type',
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
    if (data.orderId !== undefined) {
      let data2 = data.orderId;
      if (typeof data2 === 'string') {
        if (!shared.pattern10.test(data2)) {
          const err10 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
    if (data.occurredAt !== undefined) {
      let data3 = data.occurredAt;
      if (typeof data3 === 'string') {
        if (!shared.formats2.validate(data3)) {
          const err12 = {
            instancePath: instancePath + '/occurredAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/occurredAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.actor !== undefined) {
      let data4 = data.actor;
      const _errs13 = errors;
      let valid3 = false;
      let passing0 = null;
      const _errs14 = errors;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        if (data4.userId === undefined) {
          const err14 = {
            instancePath: instancePath + '/actor',
            schemaPath: '#/properties/actor/oneOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'userId' },
            message: "must have required property '" + 'userId' + "'",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data4.email === undefined) {
          const err15 = {
            instancePath: instancePath + '/actor',
            schemaPath: '#/properties/actor/oneOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'email' },
            message: "must have required property '" + 'email' + "'",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data4.role === undefined) {
          const err16 = {
            instancePath: instancePath + '/actor',
            schemaPath: '#/properties/actor/oneOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'role' },
            message: "must have required property '" + 'role' + "'",
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data4.isCustomer === undefined) {
          const err17 = {
            instancePath: instancePath + '/actor',
            schemaPath: '#/properties/actor/oneOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'isCustomer' },
            message: "must have required property '" + 'isCustomer' + "'",
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        for (const key1 in data4) {
          if (!(key1 === 'userId' || key1 === 'email' || key1 === 'role' || key1 === 'isCustomer')) {
            const err18 = {
              instancePath: instancePath + '/actor',
              schemaPath: '#/properties/actor/oneOf/0/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data4.userId !== undefined) {
          let data5 = data4.userId;
          if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
            const err19 = {
              instancePath: instancePath + '/actor/userId',
              schemaPath: 'common.schema.json#/$defs/UserId/type',
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
            if (data5 > 2147483647 || isNaN(data5)) {
              const err20 = {
                instancePath: instancePath + '/actor/userId',
                schemaPath: 'common.schema.json#/$defs/UserId/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 2147483647 },
                message: 'must be <= 2147483647',
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            if (data5 < 1 || isNaN(data5)) {
              const err21 = {
                instancePath: instancePath + '/actor/userId',
                schemaPath: 'common.schema.json#/$defs/UserId/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
        if (data4.email !== undefined) {
          if (typeof data4.email !== 'string') {
            const err22 = {
              instancePath: instancePath + '/actor/email',
              schemaPath: '#/properties/actor/oneOf/0/properties/email/type',
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
        if (data4.role !== undefined) {
          let data7 = data4.role;
          if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
            const err23 = {
              instancePath: instancePath + '/actor/role',
              schemaPath: 'enums.schema.json#/$defs/Role/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (!(data7 === 0 || data7 === 1 || data7 === 2)) {
            const err24 = {
              instancePath: instancePath + '/actor/role',
              schemaPath: 'enums.schema.json#/$defs/Role/enum',
              keyword: 'enum',
              params: { allowedValues: shared.schema7.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data4.isCustomer !== undefined) {
          if (typeof data4.isCustomer !== 'boolean') {
            const err25 = {
              instancePath: instancePath + '/actor/isCustomer',
              schemaPath: '#/properties/actor/oneOf/0/properties/isCustomer/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = {
          instancePath: instancePath + '/actor',
          schemaPath: '#/properties/actor/oneOf/0/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      var _valid0 = _errs14 === errors;
      if (_valid0) {
        valid3 = true;
        passing0 = 0;
      }
      const _errs27 = errors;
      if (data4 !== null) {
        const err27 = {
          instancePath: instancePath + '/actor',
          schemaPath: '#/properties/actor/oneOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      var _valid0 = _errs27 === errors;
      if (_valid0 && valid3) {
        valid3 = false;
        passing0 = [passing0, 1];
      } else {
        if (_valid0) {
          valid3 = true;
          passing0 = 1;
        }
      }
      if (!valid3) {
        const err28 = {
          instancePath: instancePath + '/actor',
          schemaPath: '#/properties/actor/oneOf',
          keyword: 'oneOf',
          params: { passingSchemas: passing0 },
          message: 'must match exactly one schema in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      } else {
        errors = _errs13;
        if (vErrors !== null) {
          if (_errs13) {
            vErrors.length = _errs13;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.reason !== undefined) {
      let data9 = data.reason;
      if (typeof data9 !== 'string' && data9 !== null) {
        const err29 = {
          instancePath: instancePath + '/reason',
          schemaPath: '#/properties/reason/type',
          keyword: 'type',
          params: { type: schema15.properties.reason.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
  } else {
    const err30 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validateAdminTimelineEntry.errors = vErrors;
  return errors === 0;
}
function validateAdminUserOverviewResponse(
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
    if (data.user === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'user' },
        message: "must have required property '" + 'user' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.orders === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orders' },
        message: "must have required property '" + 'orders' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.subscriptions === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subscriptions' },
        message: "must have required property '" + 'subscriptions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.threads === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'threads' },
        message: "must have required property '" + 'threads' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.followups === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'followups' },
        message: "must have required property '" + 'followups' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.timeline === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'timeline' },
        message: "must have required property '" + 'timeline' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'user' ||
        key0 === 'orders' ||
        key0 === 'subscriptions' ||
        key0 === 'threads' ||
        key0 === 'followups' ||
        key0 === 'timeline'
      )) {
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
    if (data.user !== undefined) {
      if (
        !validateAdminUser(data.user, {
          instancePath: instancePath + '/user',
          parentData: data,
          parentDataProperty: 'user',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateAdminUser.errors : vErrors.concat(validateAdminUser.errors);
        errors = vErrors.length;
      }
    }
    if (data.orders !== undefined) {
      let data1 = data.orders;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validateAdminOrderSummary(data1[i0], {
              instancePath: instancePath + '/orders/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null
                ? validateAdminOrderSummary.errors
                : vErrors.concat(validateAdminOrderSummary.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/orders',
          schemaPath: '#/properties/orders/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.subscriptions !== undefined) {
      let data3 = data.subscriptions;
      if (Array.isArray(data3)) {
        const len1 = data3.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validateSubscription(data3[i1], {
              instancePath: instancePath + '/subscriptions/' + i1,
              parentData: data3,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null ? validateSubscription.errors : vErrors.concat(validateSubscription.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/subscriptions',
          schemaPath: '#/properties/subscriptions/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.threads !== undefined) {
      let data5 = data.threads;
      if (Array.isArray(data5)) {
        const len2 = data5.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validateChatThread(data5[i2], {
              instancePath: instancePath + '/threads/' + i2,
              parentData: data5,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null ? validateChatThread.errors : vErrors.concat(validateChatThread.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/threads',
          schemaPath: '#/properties/threads/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.followups !== undefined) {
      let data7 = data.followups;
      if (Array.isArray(data7)) {
        const len3 = data7.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (
            !validateFollowupState(data7[i3], {
              instancePath: instancePath + '/followups/' + i3,
              parentData: data7,
              parentDataProperty: i3,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null ? validateFollowupState.errors : vErrors.concat(validateFollowupState.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/followups',
          schemaPath: '#/properties/followups/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.timeline !== undefined) {
      let data9 = data.timeline;
      if (Array.isArray(data9)) {
        const len4 = data9.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (
            !validateAdminTimelineEntry(data9[i4], {
              instancePath: instancePath + '/timeline/' + i4,
              parentData: data9,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null
                ? validateAdminTimelineEntry.errors
                : vErrors.concat(validateAdminTimelineEntry.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/timeline',
          schemaPath: '#/properties/timeline/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
      instancePath,
      schemaPath: '#/type',
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
  validateAdminUserOverviewResponse.errors = vErrors;
  return errors === 0;
}
function validateAdminUpdateUserRequest(
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
    if (data.role === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'role' },
        message: "must have required property '" + 'role' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'role')) {
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
    if (data.role !== undefined) {
      let data0 = data.role;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + '/role',
          schemaPath: 'enums.schema.json#/$defs/Role/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 0 || data0 === 1 || data0 === 2)) {
        const err3 = {
          instancePath: instancePath + '/role',
          schemaPath: 'enums.schema.json#/$defs/Role/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema7.enum },
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
  } else {
    const err4 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validateAdminUpdateUserRequest.errors = vErrors;
  return errors === 0;
}
function validateReviewFlagKind(
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
  if (typeof data !== 'string') {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'string' },
      message: 'must be string',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(data === 'followup_hard_stop' || data === 'repeat_after_hard_stop')) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: schema7.enum },
      message: 'must be equal to one of the allowed values',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateReviewFlagKind.errors = vErrors;
  return errors === 0;
}
function validateReviewMatch(
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
  if (typeof data !== 'string') {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'string' },
      message: 'must be string',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (!(
    data === 'account' ||
    data === 'email' ||
    data === 'phone' ||
    data === 'dob_name' ||
    data === 'dob_client'
  )) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: schema8.enum },
      message: 'must be equal to one of the allowed values',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateReviewMatch.errors = vErrors;
  return errors === 0;
}
function validateReviewStoppedOrder(
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
    if (data.questionId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questionId' },
        message: "must have required property '" + 'questionId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'message' },
        message: "must have required property '" + 'message' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.stoppedAt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'stoppedAt' },
        message: "must have required property '" + 'stoppedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.matchedBy === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'matchedBy' },
        message: "must have required property '" + 'matchedBy' + "'",
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
        key0 === 'orderId' ||
        key0 === 'questionId' ||
        key0 === 'message' ||
        key0 === 'stoppedAt' ||
        key0 === 'matchedBy'
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
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
    if (data.questionId !== undefined) {
      let data1 = data.questionId;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/questionId',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 2147483647 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.message !== undefined) {
      if (typeof data.message !== 'string') {
        const err11 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/type',
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
    if (data.stoppedAt !== undefined) {
      let data3 = data.stoppedAt;
      if (typeof data3 === 'string') {
        if (!shared.formats2.validate(data3)) {
          const err12 = {
            instancePath: instancePath + '/stoppedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/stoppedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.matchedBy !== undefined) {
      let data4 = data.matchedBy;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/matchedBy',
            schemaPath: '#/properties/matchedBy/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (typeof data5 !== 'string') {
            const err15 = {
              instancePath: instancePath + '/matchedBy/' + i0,
              schemaPath: '#/$defs/ReviewMatch/type',
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
          if (!(
            data5 === 'account' ||
            data5 === 'email' ||
            data5 === 'phone' ||
            data5 === 'dob_name' ||
            data5 === 'dob_client'
          )) {
            const err16 = {
              instancePath: instancePath + '/matchedBy/' + i0,
              schemaPath: '#/$defs/ReviewMatch/enum',
              keyword: 'enum',
              params: { allowedValues: schema8.enum },
              message: 'must be equal to one of the allowed values',
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
          instancePath: instancePath + '/matchedBy',
          schemaPath: '#/properties/matchedBy/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validateReviewStoppedOrder.errors = vErrors;
  return errors === 0;
}
function validateReviewFlagDetails(
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
    for (const key0 in data) {
      if (!(
        key0 === 'questionId' ||
        key0 === 'message' ||
        key0 === 'followupVisitId' ||
        key0 === 'stoppedOrders'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.questionId !== undefined) {
      let data0 = data.questionId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err1 = {
          instancePath: instancePath + '/questionId',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err2 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err3 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    if (data.message !== undefined) {
      if (typeof data.message !== 'string') {
        const err4 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/type',
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
    if (data.followupVisitId !== undefined) {
      let data2 = data.followupVisitId;
      if (typeof data2 === 'string') {
        if (!shared.formats3.test(data2)) {
          const err5 = {
            instancePath: instancePath + '/followupVisitId',
            schemaPath: '#/properties/followupVisitId/format',
            keyword: 'format',
            params: { format: 'uuid' },
            message: 'must match format "' + 'uuid' + '"',
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
          instancePath: instancePath + '/followupVisitId',
          schemaPath: '#/properties/followupVisitId/type',
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
    if (data.stoppedOrders !== undefined) {
      let data3 = data.stoppedOrders;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate2(data3[i0], {
              instancePath: instancePath + '/stoppedOrders/' + i0,
              parentData: data3,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/stoppedOrders',
          schemaPath: '#/properties/stoppedOrders/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validateReviewFlagDetails.errors = vErrors;
  return errors === 0;
}
function validateReviewFlag(
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
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.orderId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orderId' },
        message: "must have required property '" + 'orderId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.created === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'created' },
        message: "must have required property '" + 'created' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.userId === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.reason === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'reason' },
        message: "must have required property '" + 'reason' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.details === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'details' },
        message: "must have required property '" + 'details' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.createdAt === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'createdAt' },
        message: "must have required property '" + 'createdAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.resolvedAt === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'resolvedAt' },
        message: "must have required property '" + 'resolvedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.resolvedByUserId === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'resolvedByUserId' },
        message: "must have required property '" + 'resolvedByUserId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.resolutionNote === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'resolutionNote' },
        message: "must have required property '" + 'resolutionNote' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema6.properties, key0)) {
        const err11 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err12 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err13 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.orderId !== undefined) {
      let data1 = data.orderId;
      if (typeof data1 === 'string') {
        if (!shared.pattern10.test(data1)) {
          const err14 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
    if (data.created !== undefined) {
      let data2 = data.created;
      if (typeof data2 === 'string') {
        if (!shared.pattern16.test(data2)) {
          const err16 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
    if (data.userId !== undefined) {
      let data3 = data.userId;
      const _errs11 = errors;
      let valid3 = false;
      const _errs12 = errors;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err18 = {
          instancePath: instancePath + '/userId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err19 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err20 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
      var _valid0 = _errs12 === errors;
      valid3 = valid3 || _valid0;
      const _errs15 = errors;
      if (data3 !== null) {
        const err21 = {
          instancePath: instancePath + '/userId',
          schemaPath: '#/properties/userId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      var _valid0 = _errs15 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err22 = {
          instancePath: instancePath + '/userId',
          schemaPath: '#/properties/userId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      } else {
        errors = _errs11;
        if (vErrors !== null) {
          if (_errs11) {
            vErrors.length = _errs11;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.kind !== undefined) {
      let data4 = data.kind;
      if (typeof data4 !== 'string') {
        const err23 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/$defs/ReviewFlagKind/type',
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
      if (!(data4 === 'followup_hard_stop' || data4 === 'repeat_after_hard_stop')) {
        const err24 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/$defs/ReviewFlagKind/enum',
          keyword: 'enum',
          params: { allowedValues: schema7.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.reason !== undefined) {
      let data5 = data.reason;
      if (typeof data5 === 'string') {
        if (shared.func0(data5) < 1) {
          const err25 = {
            instancePath: instancePath + '/reason',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (!shared.pattern0.test(data5)) {
          const err26 = {
            instancePath: instancePath + '/reason',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/reason',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    }
    if (data.details !== undefined) {
      if (
        !validate3(data.details, {
          instancePath: instancePath + '/details',
          parentData: data,
          parentDataProperty: 'details',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
      }
    }
    if (data.createdAt !== undefined) {
      let data7 = data.createdAt;
      if (typeof data7 === 'string') {
        if (!shared.formats2.validate(data7)) {
          const err28 = {
            instancePath: instancePath + '/createdAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      } else {
        const err29 = {
          instancePath: instancePath + '/createdAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.resolvedAt !== undefined) {
      let data8 = data.resolvedAt;
      const _errs28 = errors;
      let valid8 = false;
      const _errs29 = errors;
      if (typeof data8 === 'string') {
        if (!shared.formats2.validate(data8)) {
          const err30 = {
            instancePath: instancePath + '/resolvedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/resolvedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
      var _valid1 = _errs29 === errors;
      valid8 = valid8 || _valid1;
      const _errs32 = errors;
      if (data8 !== null) {
        const err32 = {
          instancePath: instancePath + '/resolvedAt',
          schemaPath: '#/properties/resolvedAt/anyOf/1/type',
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
      var _valid1 = _errs32 === errors;
      valid8 = valid8 || _valid1;
      if (!valid8) {
        const err33 = {
          instancePath: instancePath + '/resolvedAt',
          schemaPath: '#/properties/resolvedAt/anyOf',
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
        errors = _errs28;
        if (vErrors !== null) {
          if (_errs28) {
            vErrors.length = _errs28;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.resolvedByUserId !== undefined) {
      let data9 = data.resolvedByUserId;
      const _errs35 = errors;
      let valid10 = false;
      const _errs36 = errors;
      if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err34 = {
          instancePath: instancePath + '/resolvedByUserId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data9 == 'number' && isFinite(data9)) {
        if (data9 > 2147483647 || isNaN(data9)) {
          const err35 = {
            instancePath: instancePath + '/resolvedByUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (data9 < 1 || isNaN(data9)) {
          const err36 = {
            instancePath: instancePath + '/resolvedByUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
      var _valid2 = _errs36 === errors;
      valid10 = valid10 || _valid2;
      const _errs39 = errors;
      if (data9 !== null) {
        const err37 = {
          instancePath: instancePath + '/resolvedByUserId',
          schemaPath: '#/properties/resolvedByUserId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      var _valid2 = _errs39 === errors;
      valid10 = valid10 || _valid2;
      if (!valid10) {
        const err38 = {
          instancePath: instancePath + '/resolvedByUserId',
          schemaPath: '#/properties/resolvedByUserId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      } else {
        errors = _errs35;
        if (vErrors !== null) {
          if (_errs35) {
            vErrors.length = _errs35;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.resolutionNote !== undefined) {
      let data10 = data.resolutionNote;
      if (typeof data10 !== 'string' && data10 !== null) {
        const err39 = {
          instancePath: instancePath + '/resolutionNote',
          schemaPath: '#/properties/resolutionNote/type',
          keyword: 'type',
          params: { type: schema6.properties.resolutionNote.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
  } else {
    const err40 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err40];
    } else {
      vErrors.push(err40);
    }
    errors++;
  }
  validateReviewFlag.errors = vErrors;
  return errors === 0;
}
const schema16 = {
  title: 'ReviewFlagsQuery',
  description:
    'Query string of GET /api/admin/review-flags: status open (default), resolved or all; kind; page from 1, pageSize 1 to 100 (default 20).',
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['open', 'resolved', 'all'] },
    kind: { $ref: '#/$defs/ReviewFlagKind' },
    page: { $ref: '#/$defs/AdminPageQueryValue' },
    pageSize: { $ref: '#/$defs/AdminPageSizeQueryValue' },
  },
};
function validateReviewFlagsQuery(
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
    for (const key0 in data) {
      if (!(key0 === 'status' || key0 === 'kind' || key0 === 'page' || key0 === 'pageSize')) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.status !== undefined) {
      let data0 = data.status;
      if (typeof data0 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
      if (!(data0 === 'open' || data0 === 'resolved' || data0 === 'all')) {
        const err2 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/enum',
          keyword: 'enum',
          params: { allowedValues: schema16.properties.status.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      let data1 = data.kind;
      if (typeof data1 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/$defs/ReviewFlagKind/type',
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
      if (!(data1 === 'followup_hard_stop' || data1 === 'repeat_after_hard_stop')) {
        const err4 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/$defs/ReviewFlagKind/enum',
          keyword: 'enum',
          params: { allowedValues: schema7.enum },
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
    if (data.page !== undefined) {
      let data2 = data.page;
      if (typeof data2 === 'string') {
        if (!shared.pattern14.test(data2)) {
          const err5 = {
            instancePath: instancePath + '/page',
            schemaPath: '#/$defs/AdminPageQueryValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]{0,5}$' },
            message: 'must match pattern "' + '^[1-9][0-9]{0,5}$' + '"',
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
          instancePath: instancePath + '/page',
          schemaPath: '#/$defs/AdminPageQueryValue/type',
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
    if (data.pageSize !== undefined) {
      let data3 = data.pageSize;
      if (typeof data3 === 'string') {
        if (!shared.pattern15.test(data3)) {
          const err7 = {
            instancePath: instancePath + '/pageSize',
            schemaPath: '#/$defs/AdminPageSizeQueryValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^([1-9]|[1-9][0-9]|100)$' },
            message: 'must match pattern "' + '^([1-9]|[1-9][0-9]|100)$' + '"',
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
          instancePath: instancePath + '/pageSize',
          schemaPath: '#/$defs/AdminPageSizeQueryValue/type',
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
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validateReviewFlagsQuery.errors = vErrors;
  return errors === 0;
}
function validateReviewFlagListResponse(
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
    if (data.items === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'items' },
        message: "must have required property '" + 'items' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.total === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'total' },
        message: "must have required property '" + 'total' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.page === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'page' },
        message: "must have required property '" + 'page' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.pageSize === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'pageSize' },
        message: "must have required property '" + 'pageSize' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'items' || key0 === 'total' || key0 === 'page' || key0 === 'pageSize')) {
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
    if (data.items !== undefined) {
      let data0 = data.items;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate4(data0[i0], {
              instancePath: instancePath + '/items/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
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
    if (data.total !== undefined) {
      let data2 = data.total;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err6 = {
          instancePath: instancePath + '/total',
          schemaPath: '#/properties/total/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err7 = {
            instancePath: instancePath + '/total',
            schemaPath: '#/properties/total/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.page !== undefined) {
      let data3 = data.page;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err8 = {
          instancePath: instancePath + '/page',
          schemaPath: '#/properties/page/type',
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
            instancePath: instancePath + '/page',
            schemaPath: '#/properties/page/minimum',
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
    if (data.pageSize !== undefined) {
      let data4 = data.pageSize;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err10 = {
          instancePath: instancePath + '/pageSize',
          schemaPath: '#/properties/pageSize/type',
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
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 100 || isNaN(data4)) {
          const err11 = {
            instancePath: instancePath + '/pageSize',
            schemaPath: '#/properties/pageSize/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 100 },
            message: 'must be <= 100',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err12 = {
            instancePath: instancePath + '/pageSize',
            schemaPath: '#/properties/pageSize/minimum',
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
  validateReviewFlagListResponse.errors = vErrors;
  return errors === 0;
}
function validateResolveReviewFlagRequest(
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
    if (data.note === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'note' },
        message: "must have required property '" + 'note' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'note')) {
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
    if (data.note !== undefined) {
      let data0 = data.note;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 2000) {
          const err2 = {
            instancePath: instancePath + '/note',
            schemaPath: '#/properties/note/maxLength',
            keyword: 'maxLength',
            params: { limit: 2000 },
            message: 'must NOT have more than 2000 characters',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (shared.func0(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/note',
            schemaPath: '#/properties/note/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!shared.pattern0.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/note',
            schemaPath: '#/properties/note/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/note',
          schemaPath: '#/properties/note/type',
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
  validateResolveReviewFlagRequest.errors = vErrors;
  return errors === 0;
}
