/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import { validateFollowupState } from './account-api.js';
import { validateAnswerValue } from './answer.js';
import { validateFlowRow } from './flow-row.js';
import { validateOrder } from './order.js';
import { validateProduct } from './product.js';
import { validateQuestion } from './question.js';
import { validateQuizData } from './quiz-data.js';
import * as shared from './shared.js';
import { validateSiteContent } from './site-content.js';
import { validateStartData } from './start-data.js';
import { validateState } from './state.js';

export const ProductListResponse = /* @__PURE__ */ named<types.ProductListResponse>(
  'ProductListResponse',
  validateProductListResponse,
);
export const ProductResponse = /* @__PURE__ */ named<types.ProductResponse>(
  'ProductResponse',
  validateProductResponse,
);
export const ProductPathParams = /* @__PURE__ */ named<types.ProductPathParams>(
  'ProductPathParams',
  validateProductPathParams,
);
export const FlowRowsResponse = /* @__PURE__ */ named<types.FlowRowsResponse>(
  'FlowRowsResponse',
  validateFlowRowsResponse,
);
export const QuestionsQuery = /* @__PURE__ */ named<types.QuestionsQuery>(
  'QuestionsQuery',
  validateQuestionsQuery,
);
export const QuestionListResponse = /* @__PURE__ */ named<types.QuestionListResponse>(
  'QuestionListResponse',
  validateQuestionListResponse,
);
export const TenantQuestion = /* @__PURE__ */ named<types.TenantQuestion>(
  'TenantQuestion',
  validateTenantQuestion,
);
export const OrderCreatedQuery = /* @__PURE__ */ named<types.OrderCreatedQuery>(
  'OrderCreatedQuery',
  validateOrderCreatedQuery,
);
export const OrderByCreatedQuery = /* @__PURE__ */ named<types.OrderByCreatedQuery>(
  'OrderByCreatedQuery',
  validateOrderByCreatedQuery,
);
export const OrdersByUserQuery = /* @__PURE__ */ named<types.OrdersByUserQuery>(
  'OrdersByUserQuery',
  validateOrdersByUserQuery,
);
export const OrderByCreatedResponse = /* @__PURE__ */ named<types.OrderByCreatedResponse>(
  'OrderByCreatedResponse',
  validateOrderByCreatedResponse,
);
export const OrderLoginRequired = /* @__PURE__ */ named<types.OrderLoginRequired>(
  'OrderLoginRequired',
  validateOrderLoginRequired,
);
export const OrderResume = /* @__PURE__ */ named<types.OrderResume>('OrderResume', validateOrderResume);
export const OrdersByUserResponse = /* @__PURE__ */ named<types.OrdersByUserResponse>(
  'OrdersByUserResponse',
  validateOrdersByUserResponse,
);
export const OrderIdPathParams = /* @__PURE__ */ named<types.OrderIdPathParams>(
  'OrderIdPathParams',
  validateOrderIdPathParams,
);
export const FollowupOrderResponse = /* @__PURE__ */ named<types.FollowupOrderResponse>(
  'FollowupOrderResponse',
  validateFollowupOrderResponse,
);
export const RecurringOrderResponse = /* @__PURE__ */ named<types.RecurringOrderResponse>(
  'RecurringOrderResponse',
  validateRecurringOrderResponse,
);
export const UserInfoResponse = /* @__PURE__ */ named<types.UserInfoResponse>(
  'UserInfoResponse',
  validateUserInfoResponse,
);
export const StateListResponse = /* @__PURE__ */ named<types.StateListResponse>(
  'StateListResponse',
  validateStateListResponse,
);
export const TenantResponse = /* @__PURE__ */ named<types.TenantResponse>(
  'TenantResponse',
  validateTenantResponse,
);
export const SiteContentResponse = /* @__PURE__ */ named<types.SiteContentResponse>(
  'SiteContentResponse',
  validateSiteContentResponse,
);
export const TenantResolutionQuery = /* @__PURE__ */ named<types.TenantResolutionQuery>(
  'TenantResolutionQuery',
  validateTenantResolutionQuery,
);
export const TenantResolutionResponse = /* @__PURE__ */ named<types.TenantResolutionResponse>(
  'TenantResolutionResponse',
  validateTenantResolutionResponse,
);
export const CreateOrderRequest = /* @__PURE__ */ named<types.CreateOrderRequest>(
  'CreateOrderRequest',
  validateCreateOrderRequest,
);
export const CreateOrderResponse = /* @__PURE__ */ named<types.CreateOrderResponse>(
  'CreateOrderResponse',
  validateCreateOrderResponse,
);
export const UpdateOrderRequest = /* @__PURE__ */ named<types.UpdateOrderRequest>(
  'UpdateOrderRequest',
  validateUpdateOrderRequest,
);
export const UpdateOrderColumns = /* @__PURE__ */ named<types.UpdateOrderColumns>(
  'UpdateOrderColumns',
  validateUpdateOrderColumns,
);
export const UpdateOrderResponse = /* @__PURE__ */ named<types.UpdateOrderResponse>(
  'UpdateOrderResponse',
  validateUpdateOrderResponse,
);
export const KlaviyoIntakeRequest = /* @__PURE__ */ named<types.KlaviyoIntakeRequest>(
  'KlaviyoIntakeRequest',
  validateKlaviyoIntakeRequest,
);
export const RecoverLink = /* @__PURE__ */ named<types.RecoverLink>('RecoverLink', validateRecoverLink);
export const KlaviyoIntakeResponse = /* @__PURE__ */ named<types.KlaviyoIntakeResponse>(
  'KlaviyoIntakeResponse',
  validateKlaviyoIntakeResponse,
);
export const UserIdPathParams = /* @__PURE__ */ named<types.UserIdPathParams>(
  'UserIdPathParams',
  validateUserIdPathParams,
);
export const ChatReadResponse = /* @__PURE__ */ named<types.ChatReadResponse>(
  'ChatReadResponse',
  validateChatReadResponse,
);
export const UploadResponse = /* @__PURE__ */ named<types.UploadResponse>(
  'UploadResponse',
  validateUploadResponse,
);
export const HealthResponse = /* @__PURE__ */ named<types.HealthResponse>(
  'HealthResponse',
  validateHealthResponse,
);
export const LivenessResponse = /* @__PURE__ */ named<types.LivenessResponse>(
  'LivenessResponse',
  validateLivenessResponse,
);
export const ReadinessChecks = /* @__PURE__ */ named<types.ReadinessChecks>(
  'ReadinessChecks',
  validateReadinessChecks,
);
export const ReadinessResponse = /* @__PURE__ */ named<types.ReadinessResponse>(
  'ReadinessResponse',
  validateReadinessResponse,
);
export const NotReadyResponse = /* @__PURE__ */ named<types.NotReadyResponse>(
  'NotReadyResponse',
  validateNotReadyResponse,
);
export const ErrorCode = /* @__PURE__ */ named<types.ErrorCode>('ErrorCode', validateErrorCode);
export const ErrorResponse = /* @__PURE__ */ named<types.ErrorResponse>(
  'ErrorResponse',
  validateErrorResponse,
);
export const SchemaIssue = /* @__PURE__ */ named<types.SchemaIssue>('SchemaIssue', validateSchemaIssue);
export const RequestFailure = /* @__PURE__ */ named<types.RequestFailure>(
  'RequestFailure',
  validateRequestFailure,
);
export const LoginRequest = /* @__PURE__ */ named<types.LoginRequest>('LoginRequest', validateLoginRequest);
export const LoginResponse = /* @__PURE__ */ named<types.LoginResponse>(
  'LoginResponse',
  validateLoginResponse,
);
export const CurrentUserResponse = /* @__PURE__ */ named<types.CurrentUserResponse>(
  'CurrentUserResponse',
  validateCurrentUserResponse,
);
export const OrderRevision = /* @__PURE__ */ named<types.OrderRevision>(
  'OrderRevision',
  validateOrderRevision,
);
export const IntakeState = /* @__PURE__ */ named<types.IntakeState>('IntakeState', validateIntakeState);
export const PublicFlowPathParams = /* @__PURE__ */ named<types.PublicFlowPathParams>(
  'PublicFlowPathParams',
  validatePublicFlowPathParams,
);
export const PublicFlowVersionPathParams = /* @__PURE__ */ named<types.PublicFlowVersionPathParams>(
  'PublicFlowVersionPathParams',
  validatePublicFlowVersionPathParams,
);
function validateProductListResponse(
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
        !validateProduct(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateProduct.errors : vErrors.concat(validateProduct.errors);
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
  validateProductListResponse.errors = vErrors;
  return errors === 0;
}
function validateProductResponse(
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
  if (!validateProduct(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validateProduct.errors : vErrors.concat(validateProduct.errors);
    errors = vErrors.length;
  }
  validateProductResponse.errors = vErrors;
  return errors === 0;
}
function validateProductPathParams(
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
    if (data.medId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'medId' },
        message: "must have required property '" + 'medId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'medId')) {
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
    if (data.medId !== undefined) {
      let data0 = data.medId;
      if (typeof data0 === 'string') {
        if (!shared.pattern9.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/medId',
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
          instancePath: instancePath + '/medId',
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
  validateProductPathParams.errors = vErrors;
  return errors === 0;
}
function validateFlowRowsResponse(
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
        !validateFlowRow(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateFlowRow.errors : vErrors.concat(validateFlowRow.errors);
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
  validateFlowRowsResponse.errors = vErrors;
  return errors === 0;
}
const schema0 = {
  title: 'QuestionsQuery',
  description:
    "Query string of GET /api/questions: isFollowup 'true' lists the follow-up questionnaire, 'false' the intake one.",
  type: 'object',
  required: ['isFollowup'],
  additionalProperties: false,
  properties: { isFollowup: { type: 'string', enum: ['true', 'false'] } },
};
function validateQuestionsQuery(
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
    if (data.isFollowup === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'isFollowup' },
        message: "must have required property '" + 'isFollowup' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'isFollowup')) {
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
    if (data.isFollowup !== undefined) {
      let data0 = data.isFollowup;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/isFollowup',
          schemaPath: '#/properties/isFollowup/type',
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
      if (!(data0 === 'true' || data0 === 'false')) {
        const err3 = {
          instancePath: instancePath + '/isFollowup',
          schemaPath: '#/properties/isFollowup/enum',
          keyword: 'enum',
          params: { allowedValues: schema0.properties.isFollowup.enum },
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
  validateQuestionsQuery.errors = vErrors;
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
  if (!validateQuestion(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validateQuestion.errors : vErrors.concat(validateQuestion.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.tenant_id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/allOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'tenant_id' },
        message: "must have required property '" + 'tenant_id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.tenant_id !== undefined) {
      let data0 = data.tenant_id;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err1 = {
          instancePath: instancePath + '/tenant_id',
          schemaPath: 'common.schema.json#/$defs/TenantId/type',
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
            instancePath: instancePath + '/tenant_id',
            schemaPath: 'common.schema.json#/$defs/TenantId/maximum',
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
            instancePath: instancePath + '/tenant_id',
            schemaPath: 'common.schema.json#/$defs/TenantId/minimum',
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
  } else {
    const err4 = {
      instancePath,
      schemaPath: '#/allOf/1/type',
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
  validate0.errors = vErrors;
  return errors === 0;
}
function validateQuestionListResponse(
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
        !validate0(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
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
  validateQuestionListResponse.errors = vErrors;
  return errors === 0;
}
function validateTenantQuestion(
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
  if (!validateQuestion(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validateQuestion.errors : vErrors.concat(validateQuestion.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.tenant_id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/allOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'tenant_id' },
        message: "must have required property '" + 'tenant_id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.tenant_id !== undefined) {
      let data0 = data.tenant_id;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err1 = {
          instancePath: instancePath + '/tenant_id',
          schemaPath: 'common.schema.json#/$defs/TenantId/type',
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
            instancePath: instancePath + '/tenant_id',
            schemaPath: 'common.schema.json#/$defs/TenantId/maximum',
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
            instancePath: instancePath + '/tenant_id',
            schemaPath: 'common.schema.json#/$defs/TenantId/minimum',
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
  } else {
    const err4 = {
      instancePath,
      schemaPath: '#/allOf/1/type',
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
  validateTenantQuestion.errors = vErrors;
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
    if (data.created === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'created' },
        message: "must have required property '" + 'created' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'created')) {
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
    if (data.created !== undefined) {
      let data0 = data.created;
      if (typeof data0 === 'string') {
        if (!shared.pattern16.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.userId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'userId')) {
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
    if (data.userId !== undefined) {
      let data0 = data.userId;
      if (typeof data0 === 'string') {
        if (!shared.pattern9.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/userId',
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
          instancePath: instancePath + '/userId',
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
  validate2.errors = vErrors;
  return errors === 0;
}
function validateOrderCreatedQuery(
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate1(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate2(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validateOrderCreatedQuery.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
function validateOrderByCreatedQuery(
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
    if (data.created === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'created' },
        message: "must have required property '" + 'created' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'created')) {
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
    if (data.created !== undefined) {
      let data0 = data.created;
      if (typeof data0 === 'string') {
        if (!shared.pattern16.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
  validateOrderByCreatedQuery.errors = vErrors;
  return errors === 0;
}
function validateOrdersByUserQuery(
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
    if (data.userId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'userId')) {
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
    if (data.userId !== undefined) {
      let data0 = data.userId;
      if (typeof data0 === 'string') {
        if (!shared.pattern9.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/userId',
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
          instancePath: instancePath + '/userId',
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
  validateOrdersByUserQuery.errors = vErrors;
  return errors === 0;
}
const schema1 = {
  title: 'OrderResume',
  description: 'What the storefront needs to resume an intake, including the flow version it started on.',
  type: 'object',
  required: [
    'orderId',
    'created',
    'flowVersion',
    'startData',
    'advData',
    'quizData',
    'selectedProduct',
    'payment',
    'shipping',
    'userId',
    'beluga',
    'revision',
    'state',
  ],
  additionalProperties: false,
  properties: {
    orderId: { $ref: 'order.schema.json#/properties/orderId' },
    created: { $ref: 'order.schema.json#/properties/created' },
    flowVersion: { $ref: 'order.schema.json#/properties/flowVersion' },
    startData: { $ref: 'order.schema.json#/properties/startData' },
    advData: { $ref: 'order.schema.json#/properties/advData' },
    quizData: { $ref: 'order.schema.json#/properties/quizData' },
    selectedProduct: { $ref: 'order.schema.json#/properties/selectedProduct' },
    payment: { $ref: 'order.schema.json#/properties/payment' },
    shipping: { $ref: 'order.schema.json#/properties/shipping' },
    userId: { $ref: 'order.schema.json#/properties/userId' },
    beluga: { $ref: 'order.schema.json#/properties/beluga' },
    revision: { $ref: '#/$defs/OrderRevision' },
    state: { $ref: '#/$defs/IntakeState' },
  },
};
const pattern0 = new RegExp('^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$', 'u');
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
    if (data.value === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'value' },
        message: "must have required property '" + 'value' + "'",
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
    for (const key0 in data) {
      if (!(key0 === 'value' || key0 === 'question' || key0 === 'detail')) {
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
    if (data.value !== undefined) {
      if (
        !validateAnswerValue(data.value, {
          instancePath: instancePath + '/value',
          parentData: data,
          parentDataProperty: 'value',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateAnswerValue.errors : vErrors.concat(validateAnswerValue.errors);
        errors = vErrors.length;
      }
    }
    if (data.question !== undefined) {
      if (typeof data.question !== 'string') {
        const err3 = {
          instancePath: instancePath + '/question',
          schemaPath: '#/properties/question/type',
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
    if (data.detail !== undefined) {
      if (typeof data.detail !== 'string') {
        const err4 = {
          instancePath: instancePath + '/detail',
          schemaPath: '#/properties/detail/type',
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
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
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
  /*# sourceURL="https://telehealth.local/schemas/start-data.schema.json" */ let vErrors = null;
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
      const _errs1 = errors;
      if (typeof key0 === 'string') {
        if (!shared.pattern11.test(key0)) {
          const err0 = {
            instancePath,
            schemaPath: '#/propertyNames/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]*$' },
            message: 'must match pattern "' + '^[1-9][0-9]*$' + '"',
            propertyName: key0,
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err1 = {
          instancePath,
          schemaPath: '#/propertyNames',
          keyword: 'propertyNames',
          params: { propertyName: key0 },
          message: 'property name must be valid',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      if (
        !validate3(data[key1], {
          instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
          parentData: data,
          parentDataProperty: key1,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate4.errors = vErrors;
  return errors === 0;
}
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
  validate5.errors = vErrors;
  return errors === 0;
}
function validate6(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/quiz-data.schema.json" */ let vErrors = null;
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
      const _errs1 = errors;
      if (typeof key0 === 'string') {
        if (!shared.pattern11.test(key0)) {
          const err0 = {
            instancePath,
            schemaPath: '#/propertyNames/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]*$' },
            message: 'must match pattern "' + '^[1-9][0-9]*$' + '"',
            propertyName: key0,
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err1 = {
          instancePath,
          schemaPath: '#/propertyNames',
          keyword: 'propertyNames',
          params: { propertyName: key0 },
          message: 'property name must be valid',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      if (
        !validateAnswerValue(data[key1], {
          instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
          parentData: data,
          parentDataProperty: key1,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateAnswerValue.errors : vErrors.concat(validateAnswerValue.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate6.errors = vErrors;
  return errors === 0;
}
function validate7(
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
  validate7.errors = vErrors;
  return errors === 0;
}
function validate8(
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!shared.validate5(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? shared.validate5.errors : vErrors.concat(shared.validate5.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (data !== null) {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf/1/type',
      keyword: 'type',
      params: { type: 'null' },
      message: 'must be null',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err1 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate8.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
function validate9(
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!shared.validate7(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? shared.validate7.errors : vErrors.concat(shared.validate7.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (data !== null) {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf/1/type',
      keyword: 'type',
      params: { type: 'null' },
      message: 'must be null',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err1 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate9.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
function validate10(
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!(typeof data == 'number' && !(data % 1) && !isNaN(data) && isFinite(data))) {
    const err0 = {
      instancePath,
      schemaPath: 'common.schema.json#/$defs/UserId/type',
      keyword: 'type',
      params: { type: 'integer' },
      message: 'must be integer',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (typeof data == 'number' && isFinite(data)) {
    if (data > 2147483647 || isNaN(data)) {
      const err1 = {
        instancePath,
        schemaPath: 'common.schema.json#/$defs/UserId/maximum',
        keyword: 'maximum',
        params: { comparison: '<=', limit: 2147483647 },
        message: 'must be <= 2147483647',
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data < 1 || isNaN(data)) {
      const err2 = {
        instancePath,
        schemaPath: 'common.schema.json#/$defs/UserId/minimum',
        keyword: 'minimum',
        params: { comparison: '>=', limit: 1 },
        message: 'must be >= 1',
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs4 = errors;
  if (data !== null) {
    const err3 = {
      instancePath,
      schemaPath: '#/anyOf/1/type',
      keyword: 'type',
      params: { type: 'null' },
      message: 'must be null',
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  var _valid0 = _errs4 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err4 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate10.errors = vErrors;
  return errors === 0;
}
function validate11(
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!shared.validate8(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? shared.validate8.errors : vErrors.concat(shared.validate8.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (data !== null) {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf/1/type',
      keyword: 'type',
      params: { type: 'null' },
      message: 'must be null',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err1 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate11.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
function validate12(
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
    if (data.startData === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'startData' },
        message: "must have required property '" + 'startData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.advData === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'advData' },
        message: "must have required property '" + 'advData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.quizData === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'quizData' },
        message: "must have required property '" + 'quizData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.selectedProduct === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'selectedProduct' },
        message: "must have required property '" + 'selectedProduct' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.payment === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'payment' },
        message: "must have required property '" + 'payment' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.shipping === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'shipping' },
        message: "must have required property '" + 'shipping' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.userId === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.beluga === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'beluga' },
        message: "must have required property '" + 'beluga' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.revision === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revision' },
        message: "must have required property '" + 'revision' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema1.properties, key0)) {
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
            schemaPath: 'order.schema.json#/properties/orderId/pattern',
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
          schemaPath: 'order.schema.json#/properties/orderId/type',
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
            schemaPath: 'order.schema.json#/properties/created/pattern',
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
          schemaPath: 'order.schema.json#/properties/created/type',
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
    if (data.flowVersion !== undefined) {
      let data2 = data.flowVersion;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err18 = {
          instancePath: instancePath + '/flowVersion',
          schemaPath: 'order.schema.json#/properties/flowVersion/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err19 = {
            instancePath: instancePath + '/flowVersion',
            schemaPath: 'order.schema.json#/properties/flowVersion/minimum',
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
    }
    if (data.startData !== undefined) {
      if (
        !validate4(data.startData, {
          instancePath: instancePath + '/startData',
          parentData: data,
          parentDataProperty: 'startData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    if (data.advData !== undefined) {
      if (
        !validate5(data.advData, {
          instancePath: instancePath + '/advData',
          parentData: data,
          parentDataProperty: 'advData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
    if (data.quizData !== undefined) {
      if (
        !validate6(data.quizData, {
          instancePath: instancePath + '/quizData',
          parentData: data,
          parentDataProperty: 'quizData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
        errors = vErrors.length;
      }
    }
    if (data.selectedProduct !== undefined) {
      if (
        !validate7(data.selectedProduct, {
          instancePath: instancePath + '/selectedProduct',
          parentData: data,
          parentDataProperty: 'selectedProduct',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
        errors = vErrors.length;
      }
    }
    if (data.payment !== undefined) {
      if (
        !validate8(data.payment, {
          instancePath: instancePath + '/payment',
          parentData: data,
          parentDataProperty: 'payment',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
        errors = vErrors.length;
      }
    }
    if (data.shipping !== undefined) {
      if (
        !validate9(data.shipping, {
          instancePath: instancePath + '/shipping',
          parentData: data,
          parentDataProperty: 'shipping',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
        errors = vErrors.length;
      }
    }
    if (data.userId !== undefined) {
      if (
        !validate10(data.userId, {
          instancePath: instancePath + '/userId',
          parentData: data,
          parentDataProperty: 'userId',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
        errors = vErrors.length;
      }
    }
    if (data.beluga !== undefined) {
      if (
        !validate11(data.beluga, {
          instancePath: instancePath + '/beluga',
          parentData: data,
          parentDataProperty: 'beluga',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
        errors = vErrors.length;
      }
    }
    if (data.revision !== undefined) {
      let data11 = data.revision;
      if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err20 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/OrderRevision/type',
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
      if (typeof data11 == 'number' && isFinite(data11)) {
        if (data11 > 2147483647 || isNaN(data11)) {
          const err21 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data11 < 1 || isNaN(data11)) {
          const err22 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/minimum',
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
    if (data.state !== undefined) {
      let data12 = data.state;
      if (typeof data12 === 'string') {
        if (!pattern0.test(data12)) {
          const err23 = {
            instancePath: instancePath + '/state',
            schemaPath: '#/$defs/IntakeState/pattern',
            keyword: 'pattern',
            params: { pattern: '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' },
            message: 'must match pattern "' + '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' + '"',
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
          instancePath: instancePath + '/state',
          schemaPath: '#/$defs/IntakeState/type',
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
    }
  } else {
    const err25 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
function validate13(
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
    if (data.created === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'created' },
        message: "must have required property '" + 'created' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.loginRequired === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'loginRequired' },
        message: "must have required property '" + 'loginRequired' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'created' || key0 === 'loginRequired')) {
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
    if (data.created !== undefined) {
      let data0 = data.created;
      if (typeof data0 === 'string') {
        if (!shared.pattern16.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/created',
            schemaPath: 'order.schema.json#/properties/created/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'order.schema.json#/properties/created/type',
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
    if (data.loginRequired !== undefined) {
      if (true !== data.loginRequired) {
        const err5 = {
          instancePath: instancePath + '/loginRequired',
          schemaPath: '#/properties/loginRequired/const',
          keyword: 'const',
          params: { allowedValue: true },
          message: 'must be equal to constant',
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
  validate13.errors = vErrors;
  return errors === 0;
}
function validateOrderByCreatedResponse(
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
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (!validate12(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = true;
  }
  const _errs2 = errors;
  if (!validate13(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = true;
      }
    }
  }
  if (!valid0) {
    const err0 = {
      instancePath,
      schemaPath: '#/oneOf',
      keyword: 'oneOf',
      params: { passingSchemas: passing0 },
      message: 'must match exactly one schema in oneOf',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validateOrderByCreatedResponse.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
function validateOrderLoginRequired(
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
    if (data.created === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'created' },
        message: "must have required property '" + 'created' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.loginRequired === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'loginRequired' },
        message: "must have required property '" + 'loginRequired' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'created' || key0 === 'loginRequired')) {
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
    if (data.created !== undefined) {
      let data0 = data.created;
      if (typeof data0 === 'string') {
        if (!shared.pattern16.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/created',
            schemaPath: 'order.schema.json#/properties/created/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'order.schema.json#/properties/created/type',
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
    if (data.loginRequired !== undefined) {
      if (true !== data.loginRequired) {
        const err5 = {
          instancePath: instancePath + '/loginRequired',
          schemaPath: '#/properties/loginRequired/const',
          keyword: 'const',
          params: { allowedValue: true },
          message: 'must be equal to constant',
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
  validateOrderLoginRequired.errors = vErrors;
  return errors === 0;
}
function validateOrderResume(
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
    if (data.startData === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'startData' },
        message: "must have required property '" + 'startData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.advData === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'advData' },
        message: "must have required property '" + 'advData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.quizData === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'quizData' },
        message: "must have required property '" + 'quizData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.selectedProduct === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'selectedProduct' },
        message: "must have required property '" + 'selectedProduct' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.payment === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'payment' },
        message: "must have required property '" + 'payment' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.shipping === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'shipping' },
        message: "must have required property '" + 'shipping' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.userId === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.beluga === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'beluga' },
        message: "must have required property '" + 'beluga' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.revision === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revision' },
        message: "must have required property '" + 'revision' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema1.properties, key0)) {
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
            schemaPath: 'order.schema.json#/properties/orderId/pattern',
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
          schemaPath: 'order.schema.json#/properties/orderId/type',
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
            schemaPath: 'order.schema.json#/properties/created/pattern',
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
          schemaPath: 'order.schema.json#/properties/created/type',
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
    if (data.flowVersion !== undefined) {
      let data2 = data.flowVersion;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err18 = {
          instancePath: instancePath + '/flowVersion',
          schemaPath: 'order.schema.json#/properties/flowVersion/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err19 = {
            instancePath: instancePath + '/flowVersion',
            schemaPath: 'order.schema.json#/properties/flowVersion/minimum',
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
    }
    if (data.startData !== undefined) {
      if (
        !validate4(data.startData, {
          instancePath: instancePath + '/startData',
          parentData: data,
          parentDataProperty: 'startData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    if (data.advData !== undefined) {
      if (
        !validate5(data.advData, {
          instancePath: instancePath + '/advData',
          parentData: data,
          parentDataProperty: 'advData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
    if (data.quizData !== undefined) {
      if (
        !validate6(data.quizData, {
          instancePath: instancePath + '/quizData',
          parentData: data,
          parentDataProperty: 'quizData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
        errors = vErrors.length;
      }
    }
    if (data.selectedProduct !== undefined) {
      if (
        !validate7(data.selectedProduct, {
          instancePath: instancePath + '/selectedProduct',
          parentData: data,
          parentDataProperty: 'selectedProduct',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
        errors = vErrors.length;
      }
    }
    if (data.payment !== undefined) {
      if (
        !validate8(data.payment, {
          instancePath: instancePath + '/payment',
          parentData: data,
          parentDataProperty: 'payment',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
        errors = vErrors.length;
      }
    }
    if (data.shipping !== undefined) {
      if (
        !validate9(data.shipping, {
          instancePath: instancePath + '/shipping',
          parentData: data,
          parentDataProperty: 'shipping',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
        errors = vErrors.length;
      }
    }
    if (data.userId !== undefined) {
      if (
        !validate10(data.userId, {
          instancePath: instancePath + '/userId',
          parentData: data,
          parentDataProperty: 'userId',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
        errors = vErrors.length;
      }
    }
    if (data.beluga !== undefined) {
      if (
        !validate11(data.beluga, {
          instancePath: instancePath + '/beluga',
          parentData: data,
          parentDataProperty: 'beluga',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
        errors = vErrors.length;
      }
    }
    if (data.revision !== undefined) {
      let data11 = data.revision;
      if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err20 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/OrderRevision/type',
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
      if (typeof data11 == 'number' && isFinite(data11)) {
        if (data11 > 2147483647 || isNaN(data11)) {
          const err21 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data11 < 1 || isNaN(data11)) {
          const err22 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/minimum',
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
    if (data.state !== undefined) {
      let data12 = data.state;
      if (typeof data12 === 'string') {
        if (!pattern0.test(data12)) {
          const err23 = {
            instancePath: instancePath + '/state',
            schemaPath: '#/$defs/IntakeState/pattern',
            keyword: 'pattern',
            params: { pattern: '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' },
            message: 'must match pattern "' + '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' + '"',
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
          instancePath: instancePath + '/state',
          schemaPath: '#/$defs/IntakeState/type',
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
    }
  } else {
    const err25 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validateOrderResume.errors = vErrors;
  return errors === 0;
}
function validateOrdersByUserResponse(
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
        !validateOrder(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateOrder.errors : vErrors.concat(validateOrder.errors);
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
  validateOrdersByUserResponse.errors = vErrors;
  return errors === 0;
}
function validateOrderIdPathParams(
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
        if (!shared.pattern10.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/id',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
  validateOrderIdPathParams.errors = vErrors;
  return errors === 0;
}
const schema2 = {
  title: 'FollowupOrderResponse',
  description:
    "GET /api/order/orderId/{id}: the order a follow-up visit is for. The id of the order system's recurring order answers its sale (the order the customer sees); `followup` says whether this refill's follow-up is due, completed or not asked for.",
  type: 'object',
  required: [
    'orderId',
    'created',
    'userId',
    'selectedProduct',
    'shipping',
    'prescription',
    'orderData',
    'purchaseData',
    'beluga',
    'followup',
  ],
  additionalProperties: false,
  properties: {
    orderId: { $ref: 'order.schema.json#/properties/orderId' },
    created: { $ref: 'order.schema.json#/properties/created' },
    userId: { $ref: 'order.schema.json#/properties/userId' },
    selectedProduct: { $ref: 'order.schema.json#/properties/selectedProduct' },
    shipping: { $ref: 'order.schema.json#/properties/shipping' },
    prescription: { $ref: 'order.schema.json#/properties/prescription' },
    orderData: { $ref: 'order.schema.json#/properties/orderData' },
    purchaseData: { $ref: 'order.schema.json#/properties/purchaseData' },
    beluga: { $ref: 'order.schema.json#/properties/beluga' },
    followup: { $ref: 'account-api.schema.json#/$defs/FollowupState' },
  },
};
function validate14(
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!shared.validate2(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? shared.validate2.errors : vErrors.concat(shared.validate2.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (data !== null) {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf/1/type',
      keyword: 'type',
      params: { type: 'null' },
      message: 'must be null',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err1 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate14.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
function validate15(
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
  validate15.errors = vErrors;
  return errors === 0;
}
function validate16(
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!shared.validate4(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? shared.validate4.errors : vErrors.concat(shared.validate4.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs2 = errors;
  if (data !== null) {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf/1/type',
      keyword: 'type',
      params: { type: 'null' },
      message: 'must be null',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err1 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate16.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
function validateFollowupOrderResponse(
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
    if (data.userId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.selectedProduct === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'selectedProduct' },
        message: "must have required property '" + 'selectedProduct' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.shipping === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'shipping' },
        message: "must have required property '" + 'shipping' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.prescription === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prescription' },
        message: "must have required property '" + 'prescription' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.orderData === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'orderData' },
        message: "must have required property '" + 'orderData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.purchaseData === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'purchaseData' },
        message: "must have required property '" + 'purchaseData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.beluga === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'beluga' },
        message: "must have required property '" + 'beluga' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.followup === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'followup' },
        message: "must have required property '" + 'followup' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema2.properties, key0)) {
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
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err11 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'order.schema.json#/properties/orderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'order.schema.json#/properties/orderId/type',
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
    if (data.created !== undefined) {
      let data1 = data.created;
      if (typeof data1 === 'string') {
        if (!shared.pattern16.test(data1)) {
          const err13 = {
            instancePath: instancePath + '/created',
            schemaPath: 'order.schema.json#/properties/created/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'order.schema.json#/properties/created/type',
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
    if (data.userId !== undefined) {
      if (
        !validate10(data.userId, {
          instancePath: instancePath + '/userId',
          parentData: data,
          parentDataProperty: 'userId',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
        errors = vErrors.length;
      }
    }
    if (data.selectedProduct !== undefined) {
      if (
        !validate7(data.selectedProduct, {
          instancePath: instancePath + '/selectedProduct',
          parentData: data,
          parentDataProperty: 'selectedProduct',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
        errors = vErrors.length;
      }
    }
    if (data.shipping !== undefined) {
      if (
        !validate9(data.shipping, {
          instancePath: instancePath + '/shipping',
          parentData: data,
          parentDataProperty: 'shipping',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
        errors = vErrors.length;
      }
    }
    if (data.prescription !== undefined) {
      if (
        !validate14(data.prescription, {
          instancePath: instancePath + '/prescription',
          parentData: data,
          parentDataProperty: 'prescription',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
        errors = vErrors.length;
      }
    }
    if (data.orderData !== undefined) {
      if (
        !validate15(data.orderData, {
          instancePath: instancePath + '/orderData',
          parentData: data,
          parentDataProperty: 'orderData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
        errors = vErrors.length;
      }
    }
    if (data.purchaseData !== undefined) {
      if (
        !validate16(data.purchaseData, {
          instancePath: instancePath + '/purchaseData',
          parentData: data,
          parentDataProperty: 'purchaseData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
        errors = vErrors.length;
      }
    }
    if (data.beluga !== undefined) {
      if (
        !validate11(data.beluga, {
          instancePath: instancePath + '/beluga',
          parentData: data,
          parentDataProperty: 'beluga',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
        errors = vErrors.length;
      }
    }
    if (data.followup !== undefined) {
      if (
        !validateFollowupState(data.followup, {
          instancePath: instancePath + '/followup',
          parentData: data,
          parentDataProperty: 'followup',
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
    const err15 = {
      instancePath,
      schemaPath: '#/type',
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
  validateFollowupOrderResponse.errors = vErrors;
  return errors === 0;
}
function validateRecurringOrderResponse(
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
    if (data.data === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'data' },
        message: "must have required property '" + 'data' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'data')) {
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
    if (data.data !== undefined) {
      let data0 = data.data;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.orderId === undefined) {
          const err2 = {
            instancePath: instancePath + '/data',
            schemaPath: '#/properties/data/required',
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
        for (const key1 in data0) {
          if (!(key1 === 'orderId')) {
            const err3 = {
              instancePath: instancePath + '/data',
              schemaPath: '#/properties/data/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data0.orderId !== undefined) {
          let data1 = data0.orderId;
          if (typeof data1 === 'string') {
            if (!shared.pattern10.test(data1)) {
              const err4 = {
                instancePath: instancePath + '/data/orderId',
                schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
                keyword: 'pattern',
                params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
                message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
              instancePath: instancePath + '/data/orderId',
              schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
          instancePath: instancePath + '/data',
          schemaPath: '#/properties/data/type',
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
  validateRecurringOrderResponse.errors = vErrors;
  return errors === 0;
}
function validateUserInfoResponse(
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
    if (data.user_agent === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'user_agent' },
        message: "must have required property '" + 'user_agent' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.ip_address === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'ip_address' },
        message: "must have required property '" + 'ip_address' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'user_agent' || key0 === 'ip_address')) {
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
    if (data.user_agent !== undefined) {
      let data0 = data.user_agent;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 1024) {
          const err3 = {
            instancePath: instancePath + '/user_agent',
            schemaPath: 'cookies.schema.json#/$defs/UserAgent/maxLength',
            keyword: 'maxLength',
            params: { limit: 1024 },
            message: 'must NOT have more than 1024 characters',
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
          instancePath: instancePath + '/user_agent',
          schemaPath: 'cookies.schema.json#/$defs/UserAgent/type',
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
    if (data.ip_address !== undefined) {
      let data1 = data.ip_address;
      const _errs7 = errors;
      let valid3 = false;
      const _errs8 = errors;
      if (typeof data1 === 'string') {
        if (!shared.formats5.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/ip_address',
            schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf/0/format',
            keyword: 'format',
            params: { format: 'ipv4' },
            message: 'must match format "' + 'ipv4' + '"',
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
          instancePath: instancePath + '/ip_address',
          schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf/0/type',
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
      var _valid0 = _errs8 === errors;
      valid3 = valid3 || _valid0;
      const _errs10 = errors;
      if (typeof data1 === 'string') {
        if (!shared.formats6.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/ip_address',
            schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf/1/format',
            keyword: 'format',
            params: { format: 'ipv6' },
            message: 'must match format "' + 'ipv6' + '"',
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
          instancePath: instancePath + '/ip_address',
          schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf/1/type',
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
      var _valid0 = _errs10 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err9 = {
          instancePath: instancePath + '/ip_address',
          schemaPath: 'common.schema.json#/$defs/IpAddress/anyOf',
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
  validateUserInfoResponse.errors = vErrors;
  return errors === 0;
}
function validateStateListResponse(
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
        !validateState(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateState.errors : vErrors.concat(validateState.errors);
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
  validateStateListResponse.errors = vErrors;
  return errors === 0;
}
function validate17(
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
    if (data.theme === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'theme' },
        message: "must have required property '" + 'theme' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.configurations === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'configurations' },
        message: "must have required property '" + 'configurations' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.meta === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'meta' },
        message: "must have required property '" + 'meta' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'theme' || key0 === 'configurations' || key0 === 'meta')) {
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
    if (data.theme !== undefined) {
      if (
        !shared.validate14(data.theme, {
          instancePath: instancePath + '/theme',
          parentData: data,
          parentDataProperty: 'theme',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate14.errors : vErrors.concat(shared.validate14.errors);
        errors = vErrors.length;
      }
    }
    if (data.configurations !== undefined) {
      if (
        !shared.validate17(data.configurations, {
          instancePath: instancePath + '/configurations',
          parentData: data,
          parentDataProperty: 'configurations',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate17.errors : vErrors.concat(shared.validate17.errors);
        errors = vErrors.length;
      }
    }
    if (data.meta !== undefined) {
      if (
        !shared.validate18(data.meta, {
          instancePath: instancePath + '/meta',
          parentData: data,
          parentDataProperty: 'meta',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate18.errors : vErrors.concat(shared.validate18.errors);
        errors = vErrors.length;
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
  validate17.errors = vErrors;
  return errors === 0;
}
function validateTenantResponse(
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
    if (data.tenantId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'tenantId' },
        message: "must have required property '" + 'tenantId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.config === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'config' },
        message: "must have required property '" + 'config' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'tenantId' || key0 === 'config')) {
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
    if (data.tenantId !== undefined) {
      let data0 = data.tenantId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err3 = {
          instancePath: instancePath + '/tenantId',
          schemaPath: 'common.schema.json#/$defs/TenantId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err4 = {
            instancePath: instancePath + '/tenantId',
            schemaPath: 'common.schema.json#/$defs/TenantId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err5 = {
            instancePath: instancePath + '/tenantId',
            schemaPath: 'common.schema.json#/$defs/TenantId/minimum',
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
    if (data.config !== undefined) {
      let data1 = data.config;
      if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
        if (data1.brandConfig === undefined) {
          const err6 = {
            instancePath: instancePath + '/config',
            schemaPath: '#/properties/config/required',
            keyword: 'required',
            params: { missingProperty: 'brandConfig' },
            message: "must have required property '" + 'brandConfig' + "'",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === 'brandConfig')) {
            const err7 = {
              instancePath: instancePath + '/config',
              schemaPath: '#/properties/config/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data1.brandConfig !== undefined) {
          if (
            !validate17(data1.brandConfig, {
              instancePath: instancePath + '/config/brandConfig',
              parentData: data1,
              parentDataProperty: 'brandConfig',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/config',
          schemaPath: '#/properties/config/type',
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
  validateTenantResponse.errors = vErrors;
  return errors === 0;
}
function validateSiteContentResponse(
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
  if (
    !validateSiteContent(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })
  ) {
    vErrors = vErrors === null ? validateSiteContent.errors : vErrors.concat(validateSiteContent.errors);
    errors = vErrors.length;
  }
  validateSiteContentResponse.errors = vErrors;
  return errors === 0;
}
function validateTenantResolutionQuery(
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
    if (data.host === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'host' },
        message: "must have required property '" + 'host' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'host')) {
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
    if (data.host !== undefined) {
      let data0 = data.host;
      if (typeof data0 === 'string') {
        if (!shared.formats8.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/host',
            schemaPath: 'common.schema.json#/$defs/Hostname/format',
            keyword: 'format',
            params: { format: 'hostname' },
            message: 'must match format "' + 'hostname' + '"',
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
          instancePath: instancePath + '/host',
          schemaPath: 'common.schema.json#/$defs/Hostname/type',
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
  validateTenantResolutionQuery.errors = vErrors;
  return errors === 0;
}
function validateTenantResolutionResponse(
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
    if (data.tenantId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'tenantId' },
        message: "must have required property '" + 'tenantId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'tenantId')) {
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
    if (data.tenantId !== undefined) {
      let data0 = data.tenantId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + '/tenantId',
          schemaPath: 'common.schema.json#/$defs/TenantId/type',
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
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err3 = {
            instancePath: instancePath + '/tenantId',
            schemaPath: 'common.schema.json#/$defs/TenantId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err4 = {
            instancePath: instancePath + '/tenantId',
            schemaPath: 'common.schema.json#/$defs/TenantId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validateTenantResolutionResponse.errors = vErrors;
  return errors === 0;
}
function validate18(
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
  if (typeof data === 'string') {
    if (!shared.pattern16.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: '#/$defs/CreatedValue/pattern',
        keyword: 'pattern',
        params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
        message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: '#/$defs/CreatedValue/type',
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
  if (typeof data === 'string') {
    if (shared.func0(data) < 24) {
      const err2 = {
        instancePath,
        schemaPath: '#/minLength',
        keyword: 'minLength',
        params: { limit: 24 },
        message: 'must NOT have fewer than 24 characters',
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (!shared.pattern26.test(data)) {
      const err3 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: { pattern: '-[0-9a-z]{10,}$' },
        message: 'must match pattern "' + '-[0-9a-z]{10,}$' + '"',
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
      instancePath,
      schemaPath: '#/type',
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
  validate18.errors = vErrors;
  return errors === 0;
}
function validate19(
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
  validate19.errors = vErrors;
  return errors === 0;
}
function validateCreateOrderRequest(
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
    if (data.created === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'created' },
        message: "must have required property '" + 'created' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.advData === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'advData' },
        message: "must have required property '" + 'advData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'created' || key0 === 'advData')) {
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
    if (data.created !== undefined) {
      if (
        !validate18(data.created, {
          instancePath: instancePath + '/created',
          parentData: data,
          parentDataProperty: 'created',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
        errors = vErrors.length;
      }
    }
    if (data.advData !== undefined) {
      if (
        !validate19(data.advData, {
          instancePath: instancePath + '/advData',
          parentData: data,
          parentDataProperty: 'advData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
        errors = vErrors.length;
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
  validateCreateOrderRequest.errors = vErrors;
  return errors === 0;
}
function validateCreateOrderResponse(
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
    if (data.revision === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revision' },
        message: "must have required property '" + 'revision' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
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
        key0 === 'created' ||
        key0 === 'flowVersion' ||
        key0 === 'revision' ||
        key0 === 'state'
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
            schemaPath: 'order.schema.json#/properties/orderId/pattern',
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
          schemaPath: 'order.schema.json#/properties/orderId/type',
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
    if (data.created !== undefined) {
      let data1 = data.created;
      if (typeof data1 === 'string') {
        if (!shared.pattern16.test(data1)) {
          const err8 = {
            instancePath: instancePath + '/created',
            schemaPath: 'order.schema.json#/properties/created/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'order.schema.json#/properties/created/type',
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
    if (data.flowVersion !== undefined) {
      let data2 = data.flowVersion;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/flowVersion',
          schemaPath: 'order.schema.json#/properties/flowVersion/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/flowVersion',
            schemaPath: 'order.schema.json#/properties/flowVersion/minimum',
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
    if (data.revision !== undefined) {
      let data3 = data.revision;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err12 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/OrderRevision/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/minimum',
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
    if (data.state !== undefined) {
      let data4 = data.state;
      if (typeof data4 === 'string') {
        if (!pattern0.test(data4)) {
          const err15 = {
            instancePath: instancePath + '/state',
            schemaPath: '#/$defs/IntakeState/pattern',
            keyword: 'pattern',
            params: { pattern: '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' },
            message: 'must match pattern "' + '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' + '"',
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
          instancePath: instancePath + '/state',
          schemaPath: '#/$defs/IntakeState/type',
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
  validateCreateOrderResponse.errors = vErrors;
  return errors === 0;
}
function validate20(
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
    if (Object.keys(data).length < 1) {
      const err0 = {
        instancePath,
        schemaPath: '#/minProperties',
        keyword: 'minProperties',
        params: { limit: 1 },
        message: 'must NOT have fewer than 1 properties',
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
        key0 === 'startData' ||
        key0 === 'quizData' ||
        key0 === 'agentId' ||
        key0 === 'agentCompletionDate'
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
    if (data.agentId !== undefined) {
      let data2 = data.agentId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err2 = {
          instancePath: instancePath + '/agentId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 2147483647 || isNaN(data2)) {
          const err3 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err4 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.agentCompletionDate !== undefined) {
      let data3 = data.agentCompletionDate;
      if (typeof data3 === 'string') {
        if (!shared.formats2.validate(data3)) {
          const err5 = {
            instancePath: instancePath + '/agentCompletionDate',
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
          instancePath: instancePath + '/agentCompletionDate',
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
    if (data.agentId !== undefined) {
      if (data.agentCompletionDate === undefined) {
        const err7 = {
          instancePath,
          schemaPath: '#/dependentRequired',
          keyword: 'dependentRequired',
          params: {
            property: 'agentId',
            missingProperty: 'agentCompletionDate',
            depsCount: 1,
            deps: 'agentCompletionDate',
          },
          message: 'must have property agentCompletionDate when property agentId is present',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.agentCompletionDate !== undefined) {
      if (data.agentId === undefined) {
        const err8 = {
          instancePath,
          schemaPath: '#/dependentRequired',
          keyword: 'dependentRequired',
          params: {
            property: 'agentCompletionDate',
            missingProperty: 'agentId',
            depsCount: 1,
            deps: 'agentId',
          },
          message: 'must have property agentId when property agentCompletionDate is present',
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
  validate20.errors = vErrors;
  return errors === 0;
}
function validateUpdateOrderRequest(
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
    if (data.columns === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'columns' },
        message: "must have required property '" + 'columns' + "'",
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
    for (const key0 in data) {
      if (!(key0 === 'columns' || key0 === 'created' || key0 === 'revision')) {
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
    if (data.columns !== undefined) {
      if (
        !validate20(data.columns, {
          instancePath: instancePath + '/columns',
          parentData: data,
          parentDataProperty: 'columns',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
        errors = vErrors.length;
      }
    }
    if (data.created !== undefined) {
      let data1 = data.created;
      if (typeof data1 === 'string') {
        if (!shared.pattern16.test(data1)) {
          const err3 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
    if (data.revision !== undefined) {
      let data2 = data.revision;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err5 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/OrderRevision/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 2147483647 || isNaN(data2)) {
          const err6 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err7 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
  validateUpdateOrderRequest.errors = vErrors;
  return errors === 0;
}
function validateUpdateOrderColumns(
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
    if (Object.keys(data).length < 1) {
      const err0 = {
        instancePath,
        schemaPath: '#/minProperties',
        keyword: 'minProperties',
        params: { limit: 1 },
        message: 'must NOT have fewer than 1 properties',
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
        key0 === 'startData' ||
        key0 === 'quizData' ||
        key0 === 'agentId' ||
        key0 === 'agentCompletionDate'
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
    if (data.agentId !== undefined) {
      let data2 = data.agentId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err2 = {
          instancePath: instancePath + '/agentId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 2147483647 || isNaN(data2)) {
          const err3 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err4 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.agentCompletionDate !== undefined) {
      let data3 = data.agentCompletionDate;
      if (typeof data3 === 'string') {
        if (!shared.formats2.validate(data3)) {
          const err5 = {
            instancePath: instancePath + '/agentCompletionDate',
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
          instancePath: instancePath + '/agentCompletionDate',
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
    if (data.agentId !== undefined) {
      if (data.agentCompletionDate === undefined) {
        const err7 = {
          instancePath,
          schemaPath: '#/dependentRequired',
          keyword: 'dependentRequired',
          params: {
            property: 'agentId',
            missingProperty: 'agentCompletionDate',
            depsCount: 1,
            deps: 'agentCompletionDate',
          },
          message: 'must have property agentCompletionDate when property agentId is present',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.agentCompletionDate !== undefined) {
      if (data.agentId === undefined) {
        const err8 = {
          instancePath,
          schemaPath: '#/dependentRequired',
          keyword: 'dependentRequired',
          params: {
            property: 'agentCompletionDate',
            missingProperty: 'agentId',
            depsCount: 1,
            deps: 'agentId',
          },
          message: 'must have property agentId when property agentCompletionDate is present',
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
  validateUpdateOrderColumns.errors = vErrors;
  return errors === 0;
}
function validateUpdateOrderResponse(
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
    if (data.updatedAt === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'updatedAt' },
        message: "must have required property '" + 'updatedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.revision === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revision' },
        message: "must have required property '" + 'revision' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
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
        key0 === 'created' ||
        key0 === 'updatedAt' ||
        key0 === 'revision' ||
        key0 === 'state'
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
            schemaPath: 'order.schema.json#/properties/orderId/pattern',
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
          schemaPath: 'order.schema.json#/properties/orderId/type',
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
    if (data.created !== undefined) {
      let data1 = data.created;
      if (typeof data1 === 'string') {
        if (!shared.pattern16.test(data1)) {
          const err8 = {
            instancePath: instancePath + '/created',
            schemaPath: 'order.schema.json#/properties/created/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'order.schema.json#/properties/created/type',
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
    if (data.updatedAt !== undefined) {
      let data2 = data.updatedAt;
      if (typeof data2 === 'string') {
        if (!shared.formats2.validate(data2)) {
          const err10 = {
            instancePath: instancePath + '/updatedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/updatedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.revision !== undefined) {
      let data3 = data.revision;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err12 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/OrderRevision/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/OrderRevision/minimum',
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
    if (data.state !== undefined) {
      let data4 = data.state;
      if (typeof data4 === 'string') {
        if (!pattern0.test(data4)) {
          const err15 = {
            instancePath: instancePath + '/state',
            schemaPath: '#/$defs/IntakeState/pattern',
            keyword: 'pattern',
            params: { pattern: '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' },
            message: 'must match pattern "' + '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' + '"',
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
          instancePath: instancePath + '/state',
          schemaPath: '#/$defs/IntakeState/type',
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
  validateUpdateOrderResponse.errors = vErrors;
  return errors === 0;
}
const pattern1 = new RegExp(
  '^https?://[^/?#\\s]+/?[^?#\\s]*\\?(?:[^#\\s]*&)?restoresession=[A-Za-z0-9][A-Za-z0-9._:-]{0,127}(?:&[^#\\s]*)?$',
  'u',
);
function validateKlaviyoIntakeRequest(
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
    if (data.recoverLink === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'recoverLink' },
        message: "must have required property '" + 'recoverLink' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'email' || key0 === 'recoverLink')) {
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
    if (data.recoverLink !== undefined) {
      let data1 = data.recoverLink;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 2048) {
          const err6 = {
            instancePath: instancePath + '/recoverLink',
            schemaPath: '#/$defs/RecoverLink/maxLength',
            keyword: 'maxLength',
            params: { limit: 2048 },
            message: 'must NOT have more than 2048 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern1.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/recoverLink',
            schemaPath: '#/$defs/RecoverLink/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^https?://[^/?#\\s]+/?[^?#\\s]*\\?(?:[^#\\s]*&)?restoresession=[A-Za-z0-9][A-Za-z0-9._:-]{0,127}(?:&[^#\\s]*)?$',
            },
            message:
              'must match pattern "' +
              '^https?://[^/?#\\s]+/?[^?#\\s]*\\?(?:[^#\\s]*&)?restoresession=[A-Za-z0-9][A-Za-z0-9._:-]{0,127}(?:&[^#\\s]*)?$' +
              '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!shared.formats7(data1)) {
          const err8 = {
            instancePath: instancePath + '/recoverLink',
            schemaPath: '#/$defs/RecoverLink/format',
            keyword: 'format',
            params: { format: 'uri' },
            message: 'must match format "' + 'uri' + '"',
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
          instancePath: instancePath + '/recoverLink',
          schemaPath: '#/$defs/RecoverLink/type',
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
  validateKlaviyoIntakeRequest.errors = vErrors;
  return errors === 0;
}
function validateRecoverLink(
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
  if (typeof data === 'string') {
    if (shared.func0(data) > 2048) {
      const err0 = {
        instancePath,
        schemaPath: '#/maxLength',
        keyword: 'maxLength',
        params: { limit: 2048 },
        message: 'must NOT have more than 2048 characters',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (!pattern1.test(data)) {
      const err1 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: {
          pattern:
            '^https?://[^/?#\\s]+/?[^?#\\s]*\\?(?:[^#\\s]*&)?restoresession=[A-Za-z0-9][A-Za-z0-9._:-]{0,127}(?:&[^#\\s]*)?$',
        },
        message:
          'must match pattern "' +
          '^https?://[^/?#\\s]+/?[^?#\\s]*\\?(?:[^#\\s]*&)?restoresession=[A-Za-z0-9][A-Za-z0-9._:-]{0,127}(?:&[^#\\s]*)?$' +
          '"',
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (!shared.formats7(data)) {
      const err2 = {
        instancePath,
        schemaPath: '#/format',
        keyword: 'format',
        params: { format: 'uri' },
        message: 'must match format "' + 'uri' + '"',
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
      instancePath,
      schemaPath: '#/type',
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
  validateRecoverLink.errors = vErrors;
  return errors === 0;
}
function validateKlaviyoIntakeResponse(
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
    if (data.queued === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'queued' },
        message: "must have required property '" + 'queued' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'queued')) {
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
    if (data.queued !== undefined) {
      if (true !== data.queued) {
        const err2 = {
          instancePath: instancePath + '/queued',
          schemaPath: '#/properties/queued/const',
          keyword: 'const',
          params: { allowedValue: true },
          message: 'must be equal to constant',
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
  validateKlaviyoIntakeResponse.errors = vErrors;
  return errors === 0;
}
function validateUserIdPathParams(
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
  validateUserIdPathParams.errors = vErrors;
  return errors === 0;
}
const schema3 = {
  title: 'ChatReadResponse',
  description: 'PUT /api/chat/read/{id}: whether any unread messages were marked read.',
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', enum: ['Messages marked as read', 'No unread messages found for this user'] },
  },
};
function validateChatReadResponse(
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
    if (data.message === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'message' },
        message: "must have required property '" + 'message' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'message')) {
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
    if (data.message !== undefined) {
      let data0 = data.message;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/type',
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
      if (!(data0 === 'Messages marked as read' || data0 === 'No unread messages found for this user')) {
        const err3 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/enum',
          keyword: 'enum',
          params: { allowedValues: schema3.properties.message.enum },
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
  validateChatReadResponse.errors = vErrors;
  return errors === 0;
}
function validateUploadResponse(
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
    if (data.fileId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'fileId' },
        message: "must have required property '" + 'fileId' + "'",
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
    if (data.contentType === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'contentType' },
        message: "must have required property '" + 'contentType' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.size === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'size' },
        message: "must have required property '" + 'size' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'url' },
        message: "must have required property '" + 'url' + "'",
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
        key0 === 'fileId' ||
        key0 === 'name' ||
        key0 === 'contentType' ||
        key0 === 'size' ||
        key0 === 'url'
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
    if (data.fileId !== undefined) {
      let data0 = data.fileId;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err6 = {
            instancePath: instancePath + '/fileId',
            schemaPath: 'answer.schema.json#/$defs/UploadedFile/properties/fileId/minLength',
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
            instancePath: instancePath + '/fileId',
            schemaPath: 'answer.schema.json#/$defs/UploadedFile/properties/fileId/pattern',
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
          instancePath: instancePath + '/fileId',
          schemaPath: 'answer.schema.json#/$defs/UploadedFile/properties/fileId/type',
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
    if (data.name !== undefined) {
      if (typeof data.name !== 'string') {
        const err9 = {
          instancePath: instancePath + '/name',
          schemaPath: 'answer.schema.json#/$defs/UploadedFile/properties/name/type',
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
    if (data.contentType !== undefined) {
      let data2 = data.contentType;
      if (typeof data2 === 'string') {
        if (!shared.pattern12.test(data2)) {
          const err10 = {
            instancePath: instancePath + '/contentType',
            schemaPath: 'answer.schema.json#/$defs/UploadedFile/properties/contentType/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z]+/[a-z0-9.+-]+$' },
            message: 'must match pattern "' + '^[a-z]+/[a-z0-9.+-]+$' + '"',
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
          instancePath: instancePath + '/contentType',
          schemaPath: 'answer.schema.json#/$defs/UploadedFile/properties/contentType/type',
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
    if (data.size !== undefined) {
      let data3 = data.size;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err12 = {
          instancePath: instancePath + '/size',
          schemaPath: 'answer.schema.json#/$defs/UploadedFile/properties/size/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + '/size',
            schemaPath: 'answer.schema.json#/$defs/UploadedFile/properties/size/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/size',
            schemaPath: 'answer.schema.json#/$defs/UploadedFile/properties/size/minimum',
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
    if (data.url !== undefined) {
      let data4 = data.url;
      if (typeof data4 === 'string') {
        if (shared.func0(data4) < 1) {
          const err15 = {
            instancePath: instancePath + '/url',
            schemaPath: '#/$defs/UploadUrl/minLength',
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
        if (!shared.formats4.test(data4)) {
          const err16 = {
            instancePath: instancePath + '/url',
            schemaPath: '#/$defs/UploadUrl/format',
            keyword: 'format',
            params: { format: 'uri-reference' },
            message: 'must match format "' + 'uri-reference' + '"',
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
          instancePath: instancePath + '/url',
          schemaPath: '#/$defs/UploadUrl/type',
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
  validateUploadResponse.errors = vErrors;
  return errors === 0;
}
function validateHealthResponse(
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
    if (data.database === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'database' },
        message: "must have required property '" + 'database' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'status' || key0 === 'database')) {
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
    if (data.status !== undefined) {
      if ('ok' !== data.status) {
        const err3 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/const',
          keyword: 'const',
          params: { allowedValue: 'ok' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.database !== undefined) {
      if ('up' !== data.database) {
        const err4 = {
          instancePath: instancePath + '/database',
          schemaPath: '#/properties/database/const',
          keyword: 'const',
          params: { allowedValue: 'up' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validateHealthResponse.errors = vErrors;
  return errors === 0;
}
function validateLivenessResponse(
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
      if (!(key0 === 'status')) {
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
      if ('alive' !== data.status) {
        const err2 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/const',
          keyword: 'const',
          params: { allowedValue: 'alive' },
          message: 'must be equal to constant',
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
  validateLivenessResponse.errors = vErrors;
  return errors === 0;
}
const schema4 = {
  title: 'ReadinessChecks',
  description:
    "What GET /api/health/ready checked. database: the database answered a query within 3 s. jobQueue: this process's job queue (pg-boss) is started and not stopping. migrations: every migration this build has is applied (`unknown` while the database does not answer).",
  type: 'object',
  required: ['database', 'jobQueue', 'migrations'],
  additionalProperties: false,
  properties: {
    database: { enum: ['up', 'down'] },
    jobQueue: { enum: ['running', 'stopped'] },
    migrations: { enum: ['applied', 'pending', 'unknown'] },
  },
};
function validateReadinessChecks(
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
    if (data.database === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'database' },
        message: "must have required property '" + 'database' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.jobQueue === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'jobQueue' },
        message: "must have required property '" + 'jobQueue' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.migrations === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'migrations' },
        message: "must have required property '" + 'migrations' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'database' || key0 === 'jobQueue' || key0 === 'migrations')) {
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
    if (data.database !== undefined) {
      let data0 = data.database;
      if (!(data0 === 'up' || data0 === 'down')) {
        const err4 = {
          instancePath: instancePath + '/database',
          schemaPath: '#/properties/database/enum',
          keyword: 'enum',
          params: { allowedValues: schema4.properties.database.enum },
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
    if (data.jobQueue !== undefined) {
      let data1 = data.jobQueue;
      if (!(data1 === 'running' || data1 === 'stopped')) {
        const err5 = {
          instancePath: instancePath + '/jobQueue',
          schemaPath: '#/properties/jobQueue/enum',
          keyword: 'enum',
          params: { allowedValues: schema4.properties.jobQueue.enum },
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
    if (data.migrations !== undefined) {
      let data2 = data.migrations;
      if (!(data2 === 'applied' || data2 === 'pending' || data2 === 'unknown')) {
        const err6 = {
          instancePath: instancePath + '/migrations',
          schemaPath: '#/properties/migrations/enum',
          keyword: 'enum',
          params: { allowedValues: schema4.properties.migrations.enum },
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
  validateReadinessChecks.errors = vErrors;
  return errors === 0;
}
function validateReadinessResponse(
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
    if (data.checks === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'checks' },
        message: "must have required property '" + 'checks' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'status' || key0 === 'checks')) {
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
    if (data.status !== undefined) {
      if ('ready' !== data.status) {
        const err3 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/const',
          keyword: 'const',
          params: { allowedValue: 'ready' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.checks !== undefined) {
      let data1 = data.checks;
      if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
        if (data1.database === undefined) {
          const err4 = {
            instancePath: instancePath + '/checks',
            schemaPath: '#/$defs/ReadinessChecks/required',
            keyword: 'required',
            params: { missingProperty: 'database' },
            message: "must have required property '" + 'database' + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data1.jobQueue === undefined) {
          const err5 = {
            instancePath: instancePath + '/checks',
            schemaPath: '#/$defs/ReadinessChecks/required',
            keyword: 'required',
            params: { missingProperty: 'jobQueue' },
            message: "must have required property '" + 'jobQueue' + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1.migrations === undefined) {
          const err6 = {
            instancePath: instancePath + '/checks',
            schemaPath: '#/$defs/ReadinessChecks/required',
            keyword: 'required',
            params: { missingProperty: 'migrations' },
            message: "must have required property '" + 'migrations' + "'",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        for (const key1 in data1) {
          if (!(key1 === 'database' || key1 === 'jobQueue' || key1 === 'migrations')) {
            const err7 = {
              instancePath: instancePath + '/checks',
              schemaPath: '#/$defs/ReadinessChecks/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data1.database !== undefined) {
          let data2 = data1.database;
          if (!(data2 === 'up' || data2 === 'down')) {
            const err8 = {
              instancePath: instancePath + '/checks/database',
              schemaPath: '#/$defs/ReadinessChecks/properties/database/enum',
              keyword: 'enum',
              params: { allowedValues: schema4.properties.database.enum },
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
        if (data1.jobQueue !== undefined) {
          let data3 = data1.jobQueue;
          if (!(data3 === 'running' || data3 === 'stopped')) {
            const err9 = {
              instancePath: instancePath + '/checks/jobQueue',
              schemaPath: '#/$defs/ReadinessChecks/properties/jobQueue/enum',
              keyword: 'enum',
              params: { allowedValues: schema4.properties.jobQueue.enum },
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
        if (data1.migrations !== undefined) {
          let data4 = data1.migrations;
          if (!(data4 === 'applied' || data4 === 'pending' || data4 === 'unknown')) {
            const err10 = {
              instancePath: instancePath + '/checks/migrations',
              schemaPath: '#/$defs/ReadinessChecks/properties/migrations/enum',
              keyword: 'enum',
              params: { allowedValues: schema4.properties.migrations.enum },
              message: 'must be equal to one of the allowed values',
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
          instancePath: instancePath + '/checks',
          schemaPath: '#/$defs/ReadinessChecks/type',
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
  validateReadinessResponse.errors = vErrors;
  return errors === 0;
}
function validateNotReadyResponse(
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
    if (data.statusCode === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'statusCode' },
        message: "must have required property '" + 'statusCode' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.error === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'error' },
        message: "must have required property '" + 'error' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.code === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'code' },
        message: "must have required property '" + 'code' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'message' },
        message: "must have required property '" + 'message' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.checks === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'checks' },
        message: "must have required property '" + 'checks' + "'",
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
        key0 === 'statusCode' ||
        key0 === 'error' ||
        key0 === 'code' ||
        key0 === 'message' ||
        key0 === 'checks'
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
    if (data.statusCode !== undefined) {
      if (503 !== data.statusCode) {
        const err6 = {
          instancePath: instancePath + '/statusCode',
          schemaPath: '#/properties/statusCode/const',
          keyword: 'const',
          params: { allowedValue: 503 },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.error !== undefined) {
      let data1 = data.error;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/error',
            schemaPath: '#/properties/error/minLength',
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
      } else {
        const err8 = {
          instancePath: instancePath + '/error',
          schemaPath: '#/properties/error/type',
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
    if (data.code !== undefined) {
      if ('API_NOT_READY' !== data.code) {
        const err9 = {
          instancePath: instancePath + '/code',
          schemaPath: '#/properties/code/const',
          keyword: 'const',
          params: { allowedValue: 'API_NOT_READY' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.message !== undefined) {
      let data3 = data.message;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) < 1) {
          const err10 = {
            instancePath: instancePath + '/message',
            schemaPath: '#/properties/message/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
    if (data.checks !== undefined) {
      let data4 = data.checks;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        if (data4.database === undefined) {
          const err12 = {
            instancePath: instancePath + '/checks',
            schemaPath: '#/$defs/ReadinessChecks/required',
            keyword: 'required',
            params: { missingProperty: 'database' },
            message: "must have required property '" + 'database' + "'",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data4.jobQueue === undefined) {
          const err13 = {
            instancePath: instancePath + '/checks',
            schemaPath: '#/$defs/ReadinessChecks/required',
            keyword: 'required',
            params: { missingProperty: 'jobQueue' },
            message: "must have required property '" + 'jobQueue' + "'",
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.migrations === undefined) {
          const err14 = {
            instancePath: instancePath + '/checks',
            schemaPath: '#/$defs/ReadinessChecks/required',
            keyword: 'required',
            params: { missingProperty: 'migrations' },
            message: "must have required property '" + 'migrations' + "'",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        for (const key1 in data4) {
          if (!(key1 === 'database' || key1 === 'jobQueue' || key1 === 'migrations')) {
            const err15 = {
              instancePath: instancePath + '/checks',
              schemaPath: '#/$defs/ReadinessChecks/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        if (data4.database !== undefined) {
          let data5 = data4.database;
          if (!(data5 === 'up' || data5 === 'down')) {
            const err16 = {
              instancePath: instancePath + '/checks/database',
              schemaPath: '#/$defs/ReadinessChecks/properties/database/enum',
              keyword: 'enum',
              params: { allowedValues: schema4.properties.database.enum },
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
        if (data4.jobQueue !== undefined) {
          let data6 = data4.jobQueue;
          if (!(data6 === 'running' || data6 === 'stopped')) {
            const err17 = {
              instancePath: instancePath + '/checks/jobQueue',
              schemaPath: '#/$defs/ReadinessChecks/properties/jobQueue/enum',
              keyword: 'enum',
              params: { allowedValues: schema4.properties.jobQueue.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data4.migrations !== undefined) {
          let data7 = data4.migrations;
          if (!(data7 === 'applied' || data7 === 'pending' || data7 === 'unknown')) {
            const err18 = {
              instancePath: instancePath + '/checks/migrations',
              schemaPath: '#/$defs/ReadinessChecks/properties/migrations/enum',
              keyword: 'enum',
              params: { allowedValues: schema4.properties.migrations.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/checks',
          schemaPath: '#/$defs/ReadinessChecks/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
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
      instancePath,
      schemaPath: '#/type',
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
  validateNotReadyResponse.errors = vErrors;
  return errors === 0;
}
const schema5 = {
  title: 'ErrorCode',
  description:
    "A stable machine-readable error code, for the callers that act on an error rather than show its message. VALIDATION_FAILED: a body, query string or path parameters that do not match their schema (`errors` names each field). RATE_LIMITED: too many requests (Retry-After). ORDER_*: the order of a created value (ORDER_CREATED_MISSING: no created value; ORDER_EXISTS: one already exists; ORDER_REVISION_CONFLICT: it changed meanwhile; ORDER_PAID: it is paid; ORDER_LOGIN_REQUIRED / ORDER_NOT_YOURS: it belongs to a customer account; ORDER_CLAIM_INVALID: a claim link that is invalid, used or expired). INTAKE_*, UNKNOWN_QUESTION, INVALID_ANSWER: an intake step or checkout the flow does not allow. CHECKOUT_DATA_REFUSED, PAYMENT_*: checkout and the payments ledger; CARD_DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD, INCORRECT_CVC, PROCESSING_ERROR, AMOUNT_TOO_LARGE: the gateway declined the card (402). UPLOAD_INTAKE_NOT_OPEN: an upload for no open intake. FOLLOWUP_UNDER_REVIEW: a follow-up held for a clinician; FOLLOWUP_COMPLETED: this refill's follow-up visit is already completed; FOLLOWUP_NOT_DUE: the follow-up opens later (a set number of days before the refill's bill date); FOLLOWUP_NOT_ELIGIBLE: the order asks for no follow-up (not a prescribed, active subscription). FLOW_DRAFT_CONFLICT, FLOW_PUBLISH_REJECTED, FLOW_DRAFT_EXISTS: a flow draft saved on an old revision, published with analysis errors, or started while the flow has one. SUBSCRIPTION_CHANGED: another action changed the subscription at the same moment (reload and try again); SUBSCRIPTION_NOT_CURRENT: an older order of a subscription (act on the current one); SUBSCRIPTION_ACTION_REFUSED: the action is not possible in the subscription's status; SUBSCRIPTION_NOTHING_TO_SKIP: no scheduled next shipment; RETENTION_OFFER_USED: the offer was already accepted; CANCELLATION_FLOW_UNKNOWN: a cancellation flow version the tenant never published; CANCELLATION_ANSWERS_REFUSED: answers that do not take the cancellation flow to an outcome (the message names the first wrong one); CHAT_ATTACHMENT_UNKNOWN: a chat message naming a file that is not one the sender uploaded; ACCOUNT_*: the customer's profile (ACCOUNT_EMAIL_TAKEN: another user of the tenant has the email; ACCOUNT_PASSWORD_INCORRECT: the current password is wrong; ACCOUNT_MASQUERADE_REFUSED: staff acting as the customer may not change the login, the card, the name, the phone or the shipping address; ACCOUNT_NO_SUBSCRIPTION: no subscription to bill a card on file to). ORDER_NOTHING_TO_REFUND: an admin's refund of an order that holds no money (not paid, or already refunded or released). USER_*: staff managing users (USER_DEACTIVATED: the account is deactivated, at login, on every request of its tokens, or when acting on it; USER_SELF_CHANGE_REFUSED: an admin deactivating themselves; USER_LAST_ADMIN: the tenant's last active admin; USER_NOT_A_CUSTOMER: an action only a customer's account takes). MASQUERADE_REFUSED: staff acting as the customer (a mask token) may not decide where medication goes or who the patient is (a checkout shipping elsewhere than the customer's profile, an identity check). API_NOT_READY: the readiness check failed (503; the body's `checks` says which). An error no code above describes has the code of its status: BAD_REQUEST (400 and other 4xx), UNAUTHENTICATED (401: no valid login or Token), FORBIDDEN (403), NOT_FOUND (404), CONFLICT (409), PAYLOAD_TOO_LARGE (413), UNSUPPORTED_MEDIA_TYPE (415), UNPROCESSABLE (422), RATE_LIMITED (429), INTERNAL_ERROR (500 and other 5xx), SERVICE_UNAVAILABLE (503).",
  type: 'string',
  enum: [
    'VALIDATION_FAILED',
    'RATE_LIMITED',
    'ORDER_CREATED_MISSING',
    'ORDER_EXISTS',
    'ORDER_REVISION_CONFLICT',
    'ORDER_PAID',
    'ORDER_LOGIN_REQUIRED',
    'ORDER_NOT_YOURS',
    'INTAKE_ENDED',
    'INTAKE_NOT_OPEN',
    'INTAKE_HARD_STOPPED',
    'INTAKE_INCOMPLETE',
    'ORDER_NOT_ELIGIBLE',
    'UNKNOWN_QUESTION',
    'INVALID_ANSWER',
    'CHECKOUT_DATA_REFUSED',
    'ORDER_CLAIM_INVALID',
    'PAYMENT_NOT_COMPLETED',
    'PAYMENT_IN_PROGRESS',
    'PAYMENT_CANCELLED',
    'PAYMENT_GATEWAY_UNAVAILABLE',
    'CARD_DECLINED',
    'INSUFFICIENT_FUNDS',
    'EXPIRED_CARD',
    'INCORRECT_CVC',
    'PROCESSING_ERROR',
    'AMOUNT_TOO_LARGE',
    'UPLOAD_INTAKE_NOT_OPEN',
    'FOLLOWUP_UNDER_REVIEW',
    'FLOW_DRAFT_CONFLICT',
    'FLOW_PUBLISH_REJECTED',
    'FOLLOWUP_COMPLETED',
    'FOLLOWUP_NOT_DUE',
    'FOLLOWUP_NOT_ELIGIBLE',
    'FLOW_DRAFT_EXISTS',
    'SUBSCRIPTION_CHANGED',
    'SUBSCRIPTION_NOT_CURRENT',
    'SUBSCRIPTION_ACTION_REFUSED',
    'SUBSCRIPTION_NOTHING_TO_SKIP',
    'RETENTION_OFFER_USED',
    'CANCELLATION_FLOW_UNKNOWN',
    'CANCELLATION_ANSWERS_REFUSED',
    'CHAT_ATTACHMENT_UNKNOWN',
    'ACCOUNT_EMAIL_TAKEN',
    'ACCOUNT_PASSWORD_INCORRECT',
    'ACCOUNT_MASQUERADE_REFUSED',
    'MASQUERADE_REFUSED',
    'ACCOUNT_NO_SUBSCRIPTION',
    'ORDER_NOTHING_TO_REFUND',
    'USER_DEACTIVATED',
    'USER_SELF_CHANGE_REFUSED',
    'USER_LAST_ADMIN',
    'USER_NOT_A_CUSTOMER',
    'BAD_REQUEST',
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'CONFLICT',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'UNPROCESSABLE',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
    'API_NOT_READY',
  ],
};
function validateErrorCode(
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
    data === 'VALIDATION_FAILED' ||
    data === 'RATE_LIMITED' ||
    data === 'ORDER_CREATED_MISSING' ||
    data === 'ORDER_EXISTS' ||
    data === 'ORDER_REVISION_CONFLICT' ||
    data === 'ORDER_PAID' ||
    data === 'ORDER_LOGIN_REQUIRED' ||
    data === 'ORDER_NOT_YOURS' ||
    data === 'INTAKE_ENDED' ||
    data === 'INTAKE_NOT_OPEN' ||
    data === 'INTAKE_HARD_STOPPED' ||
    data === 'INTAKE_INCOMPLETE' ||
    data === 'ORDER_NOT_ELIGIBLE' ||
    data === 'UNKNOWN_QUESTION' ||
    data === 'INVALID_ANSWER' ||
    data === 'CHECKOUT_DATA_REFUSED' ||
    data === 'ORDER_CLAIM_INVALID' ||
    data === 'PAYMENT_NOT_COMPLETED' ||
    data === 'PAYMENT_IN_PROGRESS' ||
    data === 'PAYMENT_CANCELLED' ||
    data === 'PAYMENT_GATEWAY_UNAVAILABLE' ||
    data === 'CARD_DECLINED' ||
    data === 'INSUFFICIENT_FUNDS' ||
    data === 'EXPIRED_CARD' ||
    data === 'INCORRECT_CVC' ||
    data === 'PROCESSING_ERROR' ||
    data === 'AMOUNT_TOO_LARGE' ||
    data === 'UPLOAD_INTAKE_NOT_OPEN' ||
    data === 'FOLLOWUP_UNDER_REVIEW' ||
    data === 'FLOW_DRAFT_CONFLICT' ||
    data === 'FLOW_PUBLISH_REJECTED' ||
    data === 'FOLLOWUP_COMPLETED' ||
    data === 'FOLLOWUP_NOT_DUE' ||
    data === 'FOLLOWUP_NOT_ELIGIBLE' ||
    data === 'FLOW_DRAFT_EXISTS' ||
    data === 'SUBSCRIPTION_CHANGED' ||
    data === 'SUBSCRIPTION_NOT_CURRENT' ||
    data === 'SUBSCRIPTION_ACTION_REFUSED' ||
    data === 'SUBSCRIPTION_NOTHING_TO_SKIP' ||
    data === 'RETENTION_OFFER_USED' ||
    data === 'CANCELLATION_FLOW_UNKNOWN' ||
    data === 'CANCELLATION_ANSWERS_REFUSED' ||
    data === 'CHAT_ATTACHMENT_UNKNOWN' ||
    data === 'ACCOUNT_EMAIL_TAKEN' ||
    data === 'ACCOUNT_PASSWORD_INCORRECT' ||
    data === 'ACCOUNT_MASQUERADE_REFUSED' ||
    data === 'MASQUERADE_REFUSED' ||
    data === 'ACCOUNT_NO_SUBSCRIPTION' ||
    data === 'ORDER_NOTHING_TO_REFUND' ||
    data === 'USER_DEACTIVATED' ||
    data === 'USER_SELF_CHANGE_REFUSED' ||
    data === 'USER_LAST_ADMIN' ||
    data === 'USER_NOT_A_CUSTOMER' ||
    data === 'BAD_REQUEST' ||
    data === 'UNAUTHENTICATED' ||
    data === 'FORBIDDEN' ||
    data === 'NOT_FOUND' ||
    data === 'CONFLICT' ||
    data === 'PAYLOAD_TOO_LARGE' ||
    data === 'UNSUPPORTED_MEDIA_TYPE' ||
    data === 'UNPROCESSABLE' ||
    data === 'INTERNAL_ERROR' ||
    data === 'SERVICE_UNAVAILABLE' ||
    data === 'API_NOT_READY'
  )) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: schema5.enum },
      message: 'must be equal to one of the allowed values',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateErrorCode.errors = vErrors;
  return errors === 0;
}
function validateErrorResponse(
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
    if (data.statusCode === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'statusCode' },
        message: "must have required property '" + 'statusCode' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.error === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'error' },
        message: "must have required property '" + 'error' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.code === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'code' },
        message: "must have required property '" + 'code' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'message' },
        message: "must have required property '" + 'message' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'statusCode' ||
        key0 === 'error' ||
        key0 === 'message' ||
        key0 === 'code' ||
        key0 === 'errors'
      )) {
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
    if (data.statusCode !== undefined) {
      let data0 = data.statusCode;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + '/statusCode',
          schemaPath: '#/properties/statusCode/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 599 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/statusCode',
            schemaPath: '#/properties/statusCode/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 599 },
            message: 'must be <= 599',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0 < 400 || isNaN(data0)) {
          const err7 = {
            instancePath: instancePath + '/statusCode',
            schemaPath: '#/properties/statusCode/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 400 },
            message: 'must be >= 400',
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
    if (data.error !== undefined) {
      let data1 = data.error;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err8 = {
            instancePath: instancePath + '/error',
            schemaPath: '#/properties/error/minLength',
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
      } else {
        const err9 = {
          instancePath: instancePath + '/error',
          schemaPath: '#/properties/error/type',
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
    if (data.message !== undefined) {
      let data2 = data.message;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err10 = {
            instancePath: instancePath + '/message',
            schemaPath: '#/properties/message/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
    if (data.code !== undefined) {
      let data3 = data.code;
      if (typeof data3 !== 'string') {
        const err12 = {
          instancePath: instancePath + '/code',
          schemaPath: '#/$defs/ErrorCode/type',
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
      if (!(
        data3 === 'VALIDATION_FAILED' ||
        data3 === 'RATE_LIMITED' ||
        data3 === 'ORDER_CREATED_MISSING' ||
        data3 === 'ORDER_EXISTS' ||
        data3 === 'ORDER_REVISION_CONFLICT' ||
        data3 === 'ORDER_PAID' ||
        data3 === 'ORDER_LOGIN_REQUIRED' ||
        data3 === 'ORDER_NOT_YOURS' ||
        data3 === 'INTAKE_ENDED' ||
        data3 === 'INTAKE_NOT_OPEN' ||
        data3 === 'INTAKE_HARD_STOPPED' ||
        data3 === 'INTAKE_INCOMPLETE' ||
        data3 === 'ORDER_NOT_ELIGIBLE' ||
        data3 === 'UNKNOWN_QUESTION' ||
        data3 === 'INVALID_ANSWER' ||
        data3 === 'CHECKOUT_DATA_REFUSED' ||
        data3 === 'ORDER_CLAIM_INVALID' ||
        data3 === 'PAYMENT_NOT_COMPLETED' ||
        data3 === 'PAYMENT_IN_PROGRESS' ||
        data3 === 'PAYMENT_CANCELLED' ||
        data3 === 'PAYMENT_GATEWAY_UNAVAILABLE' ||
        data3 === 'CARD_DECLINED' ||
        data3 === 'INSUFFICIENT_FUNDS' ||
        data3 === 'EXPIRED_CARD' ||
        data3 === 'INCORRECT_CVC' ||
        data3 === 'PROCESSING_ERROR' ||
        data3 === 'AMOUNT_TOO_LARGE' ||
        data3 === 'UPLOAD_INTAKE_NOT_OPEN' ||
        data3 === 'FOLLOWUP_UNDER_REVIEW' ||
        data3 === 'FLOW_DRAFT_CONFLICT' ||
        data3 === 'FLOW_PUBLISH_REJECTED' ||
        data3 === 'FOLLOWUP_COMPLETED' ||
        data3 === 'FOLLOWUP_NOT_DUE' ||
        data3 === 'FOLLOWUP_NOT_ELIGIBLE' ||
        data3 === 'FLOW_DRAFT_EXISTS' ||
        data3 === 'SUBSCRIPTION_CHANGED' ||
        data3 === 'SUBSCRIPTION_NOT_CURRENT' ||
        data3 === 'SUBSCRIPTION_ACTION_REFUSED' ||
        data3 === 'SUBSCRIPTION_NOTHING_TO_SKIP' ||
        data3 === 'RETENTION_OFFER_USED' ||
        data3 === 'CANCELLATION_FLOW_UNKNOWN' ||
        data3 === 'CANCELLATION_ANSWERS_REFUSED' ||
        data3 === 'CHAT_ATTACHMENT_UNKNOWN' ||
        data3 === 'ACCOUNT_EMAIL_TAKEN' ||
        data3 === 'ACCOUNT_PASSWORD_INCORRECT' ||
        data3 === 'ACCOUNT_MASQUERADE_REFUSED' ||
        data3 === 'MASQUERADE_REFUSED' ||
        data3 === 'ACCOUNT_NO_SUBSCRIPTION' ||
        data3 === 'ORDER_NOTHING_TO_REFUND' ||
        data3 === 'USER_DEACTIVATED' ||
        data3 === 'USER_SELF_CHANGE_REFUSED' ||
        data3 === 'USER_LAST_ADMIN' ||
        data3 === 'USER_NOT_A_CUSTOMER' ||
        data3 === 'BAD_REQUEST' ||
        data3 === 'UNAUTHENTICATED' ||
        data3 === 'FORBIDDEN' ||
        data3 === 'NOT_FOUND' ||
        data3 === 'CONFLICT' ||
        data3 === 'PAYLOAD_TOO_LARGE' ||
        data3 === 'UNSUPPORTED_MEDIA_TYPE' ||
        data3 === 'UNPROCESSABLE' ||
        data3 === 'INTERNAL_ERROR' ||
        data3 === 'SERVICE_UNAVAILABLE' ||
        data3 === 'API_NOT_READY'
      )) {
        const err13 = {
          instancePath: instancePath + '/code',
          schemaPath: '#/$defs/ErrorCode/enum',
          keyword: 'enum',
          params: { allowedValues: schema5.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.errors !== undefined) {
      let data4 = data.errors;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
            if (data5.path === undefined) {
              const err14 = {
                instancePath: instancePath + '/errors/' + i0,
                schemaPath: '#/$defs/SchemaIssue/required',
                keyword: 'required',
                params: { missingProperty: 'path' },
                message: "must have required property '" + 'path' + "'",
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (data5.message === undefined) {
              const err15 = {
                instancePath: instancePath + '/errors/' + i0,
                schemaPath: '#/$defs/SchemaIssue/required',
                keyword: 'required',
                params: { missingProperty: 'message' },
                message: "must have required property '" + 'message' + "'",
              };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
            for (const key1 in data5) {
              if (!(key1 === 'path' || key1 === 'message')) {
                const err16 = {
                  instancePath: instancePath + '/errors/' + i0,
                  schemaPath: '#/$defs/SchemaIssue/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key1 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data5.path !== undefined) {
              let data6 = data5.path;
              if (typeof data6 === 'string') {
                if (!shared.pattern27.test(data6)) {
                  const err17 = {
                    instancePath: instancePath + '/errors/' + i0 + '/path',
                    schemaPath: '#/$defs/SchemaIssue/properties/path/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^(/[\\s\\S]*)?$' },
                    message: 'must match pattern "' + '^(/[\\s\\S]*)?$' + '"',
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
                  instancePath: instancePath + '/errors/' + i0 + '/path',
                  schemaPath: '#/$defs/SchemaIssue/properties/path/type',
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
            if (data5.message !== undefined) {
              let data7 = data5.message;
              if (typeof data7 === 'string') {
                if (shared.func0(data7) < 1) {
                  const err19 = {
                    instancePath: instancePath + '/errors/' + i0 + '/message',
                    schemaPath: '#/$defs/SchemaIssue/properties/message/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
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
                  instancePath: instancePath + '/errors/' + i0 + '/message',
                  schemaPath: '#/$defs/SchemaIssue/properties/message/type',
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
          } else {
            const err21 = {
              instancePath: instancePath + '/errors/' + i0,
              schemaPath: '#/$defs/SchemaIssue/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = {
          instancePath: instancePath + '/errors',
          schemaPath: '#/properties/errors/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
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
  validateErrorResponse.errors = vErrors;
  return errors === 0;
}
function validateSchemaIssue(
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
    if (data.path === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'path' },
        message: "must have required property '" + 'path' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.message === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'message' },
        message: "must have required property '" + 'message' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'path' || key0 === 'message')) {
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
    if (data.path !== undefined) {
      let data0 = data.path;
      if (typeof data0 === 'string') {
        if (!shared.pattern27.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/path',
            schemaPath: '#/properties/path/pattern',
            keyword: 'pattern',
            params: { pattern: '^(/[\\s\\S]*)?$' },
            message: 'must match pattern "' + '^(/[\\s\\S]*)?$' + '"',
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
          instancePath: instancePath + '/path',
          schemaPath: '#/properties/path/type',
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
    if (data.message !== undefined) {
      let data1 = data.message;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err5 = {
            instancePath: instancePath + '/message',
            schemaPath: '#/properties/message/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/type',
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
  validateSchemaIssue.errors = vErrors;
  return errors === 0;
}
function validateRequestFailure(
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
    if (data.statusText === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'statusText' },
        message: "must have required property '" + 'statusText' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.url === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'url' },
        message: "must have required property '" + 'url' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.error === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'error' },
        message: "must have required property '" + 'error' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'status' || key0 === 'statusText' || key0 === 'url' || key0 === 'error')) {
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
    if (data.status !== undefined) {
      let data0 = data.status;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 599 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/status',
            schemaPath: '#/properties/status/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 599 },
            message: 'must be <= 599',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err7 = {
            instancePath: instancePath + '/status',
            schemaPath: '#/properties/status/minimum',
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
    if (data.statusText !== undefined) {
      if (typeof data.statusText !== 'string') {
        const err8 = {
          instancePath: instancePath + '/statusText',
          schemaPath: '#/properties/statusText/type',
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
    if (data.url !== undefined) {
      if (typeof data.url !== 'string') {
        const err9 = {
          instancePath: instancePath + '/url',
          schemaPath: '#/properties/url/type',
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
  validateRequestFailure.errors = vErrors;
  return errors === 0;
}
function validateLoginRequest(
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
    if (data.password === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'password' },
        message: "must have required property '" + 'password' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'email' || key0 === 'password')) {
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
    if (data.password !== undefined) {
      let data1 = data.password;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 1024) {
          const err6 = {
            instancePath: instancePath + '/password',
            schemaPath: '#/properties/password/maxLength',
            keyword: 'maxLength',
            params: { limit: 1024 },
            message: 'must NOT have more than 1024 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (shared.func0(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/password',
            schemaPath: '#/properties/password/minLength',
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
      } else {
        const err8 = {
          instancePath: instancePath + '/password',
          schemaPath: '#/properties/password/type',
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
  validateLoginRequest.errors = vErrors;
  return errors === 0;
}
function validateLoginResponse(
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
    if (data.token === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'token' },
        message: "must have required property '" + 'token' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'token')) {
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
    if (data.token !== undefined) {
      let data0 = data.token;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 4096) {
          const err2 = {
            instancePath: instancePath + '/token',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/maxLength',
            keyword: 'maxLength',
            params: { limit: 4096 },
            message: 'must NOT have more than 4096 characters',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!shared.pattern4.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/token',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' + '"',
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
          instancePath: instancePath + '/token',
          schemaPath: 'tokens.schema.json#/$defs/Jwt/type',
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
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validateLoginResponse.errors = vErrors;
  return errors === 0;
}
function validateCurrentUserResponse(
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
    if (data.userId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'userId' },
        message: "must have required property '" + 'userId' + "'",
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
    if (data.role === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'role' },
        message: "must have required property '" + 'role' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.tenantId === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'tenantId' },
        message: "must have required property '" + 'tenantId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'userId' || key0 === 'email' || key0 === 'role' || key0 === 'tenantId')) {
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
    if (data.userId !== undefined) {
      let data0 = data.userId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + '/userId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err7 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.email !== undefined) {
      let data1 = data.email;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 254) {
          const err8 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (!shared.formats0.test(data1)) {
          const err9 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'common.schema.json#/$defs/Email/type',
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
    if (data.role !== undefined) {
      let data2 = data.role;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/role',
          schemaPath: 'enums.schema.json#/$defs/Role/type',
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
      if (!(data2 === 0 || data2 === 1 || data2 === 2)) {
        const err12 = {
          instancePath: instancePath + '/role',
          schemaPath: 'enums.schema.json#/$defs/Role/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema7.enum },
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
    if (data.tenantId !== undefined) {
      let data3 = data.tenantId;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err13 = {
          instancePath: instancePath + '/tenantId',
          schemaPath: 'common.schema.json#/$defs/TenantId/type',
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
        if (data3 > 2147483647 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/tenantId',
            schemaPath: 'common.schema.json#/$defs/TenantId/maximum',
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
        if (data3 < 1 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/tenantId',
            schemaPath: 'common.schema.json#/$defs/TenantId/minimum',
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
  validateCurrentUserResponse.errors = vErrors;
  return errors === 0;
}
function validateOrderRevision(
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
  if (!(typeof data == 'number' && !(data % 1) && !isNaN(data) && isFinite(data))) {
    const err0 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'integer' },
      message: 'must be integer',
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (typeof data == 'number' && isFinite(data)) {
    if (data > 2147483647 || isNaN(data)) {
      const err1 = {
        instancePath,
        schemaPath: '#/maximum',
        keyword: 'maximum',
        params: { comparison: '<=', limit: 2147483647 },
        message: 'must be <= 2147483647',
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data < 1 || isNaN(data)) {
      const err2 = {
        instancePath,
        schemaPath: '#/minimum',
        keyword: 'minimum',
        params: { comparison: '>=', limit: 1 },
        message: 'must be >= 1',
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  validateOrderRevision.errors = vErrors;
  return errors === 0;
}
function validateIntakeState(
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
  if (typeof data === 'string') {
    if (!pattern0.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: { pattern: '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' },
        message: 'must match pattern "' + '^(q[1-9][0-9]*|checkout|stop[1-9][0-9]*)$' + '"',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: '#/type',
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
  validateIntakeState.errors = vErrors;
  return errors === 0;
}
function validatePublicFlowPathParams(
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
    if (data.key === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'key' },
        message: "must have required property '" + 'key' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'key')) {
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
    if (data.key !== undefined) {
      let data0 = data.key;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/type',
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
      if (!(data0 === 'intake' || data0 === 'followup' || data0 === 'quiz' || data0 === 'cancellation')) {
        const err3 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema11.enum },
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
  validatePublicFlowPathParams.errors = vErrors;
  return errors === 0;
}
function validatePublicFlowVersionPathParams(
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
    if (data.key === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'key' },
        message: "must have required property '" + 'key' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.version === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'version' },
        message: "must have required property '" + 'version' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'key' || key0 === 'version')) {
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
    if (data.key !== undefined) {
      let data0 = data.key;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/type',
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
      if (!(data0 === 'intake' || data0 === 'followup' || data0 === 'quiz' || data0 === 'cancellation')) {
        const err4 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema11.enum },
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
    if (data.version !== undefined) {
      let data1 = data.version;
      if (typeof data1 === 'string') {
        if (!shared.pattern9.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/version',
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
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/version',
          schemaPath: 'common.schema.json#/$defs/DigitString/type',
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
  validatePublicFlowVersionPathParams.errors = vErrors;
  return errors === 0;
}
