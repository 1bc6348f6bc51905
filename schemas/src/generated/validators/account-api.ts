/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';
import { validateStartData } from './start-data.js';

export const ProfileDetails = /* @__PURE__ */ named<types.ProfileDetails>(
  'ProfileDetails',
  validateProfileDetails,
);
export const AccountProfile = /* @__PURE__ */ named<types.AccountProfile>(
  'AccountProfile',
  validateAccountProfile,
);
export const UpdateAccountProfileRequest = /* @__PURE__ */ named<types.UpdateAccountProfileRequest>(
  'UpdateAccountProfileRequest',
  validateUpdateAccountProfileRequest,
);
export const ChangePasswordRequest = /* @__PURE__ */ named<types.ChangePasswordRequest>(
  'ChangePasswordRequest',
  validateChangePasswordRequest,
);
export const ChangePasswordResponse = /* @__PURE__ */ named<types.ChangePasswordResponse>(
  'ChangePasswordResponse',
  validateChangePasswordResponse,
);
export const CardOnFile = /* @__PURE__ */ named<types.CardOnFile>('CardOnFile', validateCardOnFile);
export const ReplaceCardRequest = /* @__PURE__ */ named<types.ReplaceCardRequest>(
  'ReplaceCardRequest',
  validateReplaceCardRequest,
);
export const SubscriptionsQuery = /* @__PURE__ */ named<types.SubscriptionsQuery>(
  'SubscriptionsQuery',
  validateSubscriptionsQuery,
);
export const SubscriptionPathParams = /* @__PURE__ */ named<types.SubscriptionPathParams>(
  'SubscriptionPathParams',
  validateSubscriptionPathParams,
);
export const SubscriptionAction = /* @__PURE__ */ named<types.SubscriptionAction>(
  'SubscriptionAction',
  validateSubscriptionAction,
);
export const OrderStatusColor = /* @__PURE__ */ named<types.OrderStatusColor>(
  'OrderStatusColor',
  validateOrderStatusColor,
);
export const OrderStatusDisplay = /* @__PURE__ */ named<types.OrderStatusDisplay>(
  'OrderStatusDisplay',
  validateOrderStatusDisplay,
);
export const RetentionOfferId = /* @__PURE__ */ named<types.RetentionOfferId>(
  'RetentionOfferId',
  validateRetentionOfferId,
);
export const RetentionOfferRequest = /* @__PURE__ */ named<types.RetentionOfferRequest>(
  'RetentionOfferRequest',
  validateRetentionOfferRequest,
);
export const AcceptedRetentionOffer = /* @__PURE__ */ named<types.AcceptedRetentionOffer>(
  'AcceptedRetentionOffer',
  validateAcceptedRetentionOffer,
);
export const CancelSubscriptionRequest = /* @__PURE__ */ named<types.CancelSubscriptionRequest>(
  'CancelSubscriptionRequest',
  validateCancelSubscriptionRequest,
);
export const CancellationFlowRequest = /* @__PURE__ */ named<types.CancellationFlowRequest>(
  'CancellationFlowRequest',
  validateCancellationFlowRequest,
);
export const CancellationFlowResponse = /* @__PURE__ */ named<types.CancellationFlowResponse>(
  'CancellationFlowResponse',
  validateCancellationFlowResponse,
);
export const SubscriptionCancellation = /* @__PURE__ */ named<types.SubscriptionCancellation>(
  'SubscriptionCancellation',
  validateSubscriptionCancellation,
);
export const Subscription = /* @__PURE__ */ named<types.Subscription>('Subscription', validateSubscription);
export const SubscriptionListResponse = /* @__PURE__ */ named<types.SubscriptionListResponse>(
  'SubscriptionListResponse',
  validateSubscriptionListResponse,
);
export const ChatThreadsQuery = /* @__PURE__ */ named<types.ChatThreadsQuery>(
  'ChatThreadsQuery',
  validateChatThreadsQuery,
);
export const ChatThreadPathParams = /* @__PURE__ */ named<types.ChatThreadPathParams>(
  'ChatThreadPathParams',
  validateChatThreadPathParams,
);
export const CreateChatThreadRequest = /* @__PURE__ */ named<types.CreateChatThreadRequest>(
  'CreateChatThreadRequest',
  validateCreateChatThreadRequest,
);
export const ChatMessageRequest = /* @__PURE__ */ named<types.ChatMessageRequest>(
  'ChatMessageRequest',
  validateChatMessageRequest,
);
export const ChatThread = /* @__PURE__ */ named<types.ChatThread>('ChatThread', validateChatThread);
export const ChatThreadListResponse = /* @__PURE__ */ named<types.ChatThreadListResponse>(
  'ChatThreadListResponse',
  validateChatThreadListResponse,
);
export const ChatMessage = /* @__PURE__ */ named<types.ChatMessage>('ChatMessage', validateChatMessage);
export const ChatMessageListResponse = /* @__PURE__ */ named<types.ChatMessageListResponse>(
  'ChatMessageListResponse',
  validateChatMessageListResponse,
);
export const CreateChatThreadResponse = /* @__PURE__ */ named<types.CreateChatThreadResponse>(
  'CreateChatThreadResponse',
  validateCreateChatThreadResponse,
);
export const ChatReadQuery = /* @__PURE__ */ named<types.ChatReadQuery>(
  'ChatReadQuery',
  validateChatReadQuery,
);
export const ChatReadEvent = /* @__PURE__ */ named<types.ChatReadEvent>(
  'ChatReadEvent',
  validateChatReadEvent,
);
export const ChatInboxQuery = /* @__PURE__ */ named<types.ChatInboxQuery>(
  'ChatInboxQuery',
  validateChatInboxQuery,
);
export const ChatInboxThread = /* @__PURE__ */ named<types.ChatInboxThread>(
  'ChatInboxThread',
  validateChatInboxThread,
);
export const ChatInboxResponse = /* @__PURE__ */ named<types.ChatInboxResponse>(
  'ChatInboxResponse',
  validateChatInboxResponse,
);
export const ChatUnreadResponse = /* @__PURE__ */ named<types.ChatUnreadResponse>(
  'ChatUnreadResponse',
  validateChatUnreadResponse,
);
export const FollowupSubmitRequest = /* @__PURE__ */ named<types.FollowupSubmitRequest>(
  'FollowupSubmitRequest',
  validateFollowupSubmitRequest,
);
export const FollowupSubmitResponse = /* @__PURE__ */ named<types.FollowupSubmitResponse>(
  'FollowupSubmitResponse',
  validateFollowupSubmitResponse,
);
export const FollowupState = /* @__PURE__ */ named<types.FollowupState>(
  'FollowupState',
  validateFollowupState,
);
export const FollowupListResponse = /* @__PURE__ */ named<types.FollowupListResponse>(
  'FollowupListResponse',
  validateFollowupListResponse,
);
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
    if (data.line1 === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'line1' },
        message: "must have required property '" + 'line1' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.city === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'city' },
        message: "must have required property '" + 'city' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.postalCode === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'postalCode' },
        message: "must have required property '" + 'postalCode' + "'",
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
        key0 === 'line1' ||
        key0 === 'line2' ||
        key0 === 'city' ||
        key0 === 'state' ||
        key0 === 'postalCode'
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
    if (data.line1 !== undefined) {
      let data0 = data.line1;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err5 = {
            instancePath: instancePath + '/line1',
            schemaPath: '#/$defs/NonEmptyString/minLength',
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
        if (!shared.pattern0.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/line1',
            schemaPath: '#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/line1',
          schemaPath: '#/$defs/NonEmptyString/type',
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
    if (data.line2 !== undefined) {
      if (typeof data.line2 !== 'string') {
        const err8 = {
          instancePath: instancePath + '/line2',
          schemaPath: '#/properties/line2/type',
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
    if (data.city !== undefined) {
      let data2 = data.city;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err9 = {
            instancePath: instancePath + '/city',
            schemaPath: '#/$defs/NonEmptyString/minLength',
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
            instancePath: instancePath + '/city',
            schemaPath: '#/$defs/NonEmptyString/pattern',
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
          instancePath: instancePath + '/city',
          schemaPath: '#/$defs/NonEmptyString/type',
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
    if (data.state !== undefined) {
      let data3 = data.state;
      if (typeof data3 === 'string') {
        if (!shared.pattern2.test(data3)) {
          const err12 = {
            instancePath: instancePath + '/state',
            schemaPath: '#/$defs/StateCode/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Z]{2}$' },
            message: 'must match pattern "' + '^[A-Z]{2}$' + '"',
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
          instancePath: instancePath + '/state',
          schemaPath: '#/$defs/StateCode/type',
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
    if (data.postalCode !== undefined) {
      let data4 = data.postalCode;
      if (typeof data4 === 'string') {
        if (!shared.pattern3.test(data4)) {
          const err14 = {
            instancePath: instancePath + '/postalCode',
            schemaPath: '#/properties/postalCode/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{5}(-[0-9]{4})?$' },
            message: 'must match pattern "' + '^[0-9]{5}(-[0-9]{4})?$' + '"',
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
          instancePath: instancePath + '/postalCode',
          schemaPath: '#/properties/postalCode/type',
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
  validate0.errors = vErrors;
  return errors === 0;
}
function validateProfileDetails(
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
    if (data.phone === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'phone' },
        message: "must have required property '" + 'phone' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.address === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'address' },
        message: "must have required property '" + 'address' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'firstName' || key0 === 'lastName' || key0 === 'phone' || key0 === 'address')) {
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
    if (data.firstName !== undefined) {
      let data0 = data.firstName;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 100) {
          const err5 = {
            instancePath: instancePath + '/firstName',
            schemaPath: '#/properties/firstName/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (shared.func0(data0) < 1) {
          const err6 = {
            instancePath: instancePath + '/firstName',
            schemaPath: '#/properties/firstName/minLength',
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
            schemaPath: '#/properties/firstName/pattern',
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
          schemaPath: '#/properties/firstName/type',
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
        if (shared.func0(data1) > 100) {
          const err9 = {
            instancePath: instancePath + '/lastName',
            schemaPath: '#/properties/lastName/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (shared.func0(data1) < 1) {
          const err10 = {
            instancePath: instancePath + '/lastName',
            schemaPath: '#/properties/lastName/minLength',
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
        if (!shared.pattern0.test(data1)) {
          const err11 = {
            instancePath: instancePath + '/lastName',
            schemaPath: '#/properties/lastName/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/lastName',
          schemaPath: '#/properties/lastName/type',
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
    if (data.phone !== undefined) {
      let data2 = data.phone;
      if (typeof data2 === 'string') {
        if (!shared.pattern1.test(data2)) {
          const err13 = {
            instancePath: instancePath + '/phone',
            schemaPath: 'common.schema.json#/$defs/UsPhone/pattern',
            keyword: 'pattern',
            params: { pattern: '^[2-9][0-9]{9}$' },
            message: 'must match pattern "' + '^[2-9][0-9]{9}$' + '"',
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
          instancePath: instancePath + '/phone',
          schemaPath: 'common.schema.json#/$defs/UsPhone/type',
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
    if (data.address !== undefined) {
      if (
        !validate0(data.address, {
          instancePath: instancePath + '/address',
          parentData: data,
          parentDataProperty: 'address',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
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
  validateProfileDetails.errors = vErrors;
  return errors === 0;
}
function validateAccountProfile(
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
    if (data.details === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'details' },
        message: "must have required property '" + 'details' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'email' || key0 === 'details')) {
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
    if (data.details !== undefined) {
      let data1 = data.details;
      const _errs6 = errors;
      let valid2 = false;
      const _errs7 = errors;
      if (
        !validateProfileDetails(data1, {
          instancePath: instancePath + '/details',
          parentData: data,
          parentDataProperty: 'details',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null ? validateProfileDetails.errors : vErrors.concat(validateProfileDetails.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs7 === errors;
      valid2 = valid2 || _valid0;
      const _errs8 = errors;
      if (data1 !== null) {
        const err6 = {
          instancePath: instancePath + '/details',
          schemaPath: '#/properties/details/anyOf/1/type',
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
          instancePath: instancePath + '/details',
          schemaPath: '#/properties/details/anyOf',
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
  validateAccountProfile.errors = vErrors;
  return errors === 0;
}
function validateUpdateAccountProfileRequest(
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
    if (data.firstName === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'firstName' },
        message: "must have required property '" + 'firstName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.lastName === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lastName' },
        message: "must have required property '" + 'lastName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.phone === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'phone' },
        message: "must have required property '" + 'phone' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.address === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'address' },
        message: "must have required property '" + 'address' + "'",
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
        key0 === 'email' ||
        key0 === 'firstName' ||
        key0 === 'lastName' ||
        key0 === 'phone' ||
        key0 === 'address' ||
        key0 === 'currentPassword'
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
    if (data.email !== undefined) {
      let data0 = data.email;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 254) {
          const err6 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!shared.formats0.test(data0)) {
          const err7 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'common.schema.json#/$defs/Email/type',
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
    if (data.firstName !== undefined) {
      let data1 = data.firstName;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 100) {
          const err9 = {
            instancePath: instancePath + '/firstName',
            schemaPath: '#/properties/firstName/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (shared.func0(data1) < 1) {
          const err10 = {
            instancePath: instancePath + '/firstName',
            schemaPath: '#/properties/firstName/minLength',
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
        if (!shared.pattern0.test(data1)) {
          const err11 = {
            instancePath: instancePath + '/firstName',
            schemaPath: '#/properties/firstName/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/firstName',
          schemaPath: '#/properties/firstName/type',
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
    if (data.lastName !== undefined) {
      let data2 = data.lastName;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 100) {
          const err13 = {
            instancePath: instancePath + '/lastName',
            schemaPath: '#/properties/lastName/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (shared.func0(data2) < 1) {
          const err14 = {
            instancePath: instancePath + '/lastName',
            schemaPath: '#/properties/lastName/minLength',
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
        if (!shared.pattern0.test(data2)) {
          const err15 = {
            instancePath: instancePath + '/lastName',
            schemaPath: '#/properties/lastName/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/lastName',
          schemaPath: '#/properties/lastName/type',
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
    if (data.phone !== undefined) {
      let data3 = data.phone;
      if (typeof data3 === 'string') {
        if (!shared.pattern1.test(data3)) {
          const err17 = {
            instancePath: instancePath + '/phone',
            schemaPath: 'common.schema.json#/$defs/UsPhone/pattern',
            keyword: 'pattern',
            params: { pattern: '^[2-9][0-9]{9}$' },
            message: 'must match pattern "' + '^[2-9][0-9]{9}$' + '"',
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
          instancePath: instancePath + '/phone',
          schemaPath: 'common.schema.json#/$defs/UsPhone/type',
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
    if (data.address !== undefined) {
      if (
        !validate0(data.address, {
          instancePath: instancePath + '/address',
          parentData: data,
          parentDataProperty: 'address',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
        errors = vErrors.length;
      }
    }
    if (data.currentPassword !== undefined) {
      let data5 = data.currentPassword;
      if (typeof data5 === 'string') {
        if (shared.func0(data5) > 1024) {
          const err19 = {
            instancePath: instancePath + '/currentPassword',
            schemaPath: '#/properties/currentPassword/maxLength',
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
        if (shared.func0(data5) < 1) {
          const err20 = {
            instancePath: instancePath + '/currentPassword',
            schemaPath: '#/properties/currentPassword/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/currentPassword',
          schemaPath: '#/properties/currentPassword/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
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
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validateUpdateAccountProfileRequest.errors = vErrors;
  return errors === 0;
}
function validateChangePasswordRequest(
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
    if (data.currentPassword === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'currentPassword' },
        message: "must have required property '" + 'currentPassword' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.newPassword === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'newPassword' },
        message: "must have required property '" + 'newPassword' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'currentPassword' || key0 === 'newPassword')) {
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
    if (data.currentPassword !== undefined) {
      let data0 = data.currentPassword;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 1024) {
          const err3 = {
            instancePath: instancePath + '/currentPassword',
            schemaPath: '#/properties/currentPassword/maxLength',
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
        if (shared.func0(data0) < 1) {
          const err4 = {
            instancePath: instancePath + '/currentPassword',
            schemaPath: '#/properties/currentPassword/minLength',
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
          instancePath: instancePath + '/currentPassword',
          schemaPath: '#/properties/currentPassword/type',
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
    if (data.newPassword !== undefined) {
      let data1 = data.newPassword;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 72) {
          const err6 = {
            instancePath: instancePath + '/newPassword',
            schemaPath: '#/properties/newPassword/maxLength',
            keyword: 'maxLength',
            params: { limit: 72 },
            message: 'must NOT have more than 72 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (shared.func0(data1) < 8) {
          const err7 = {
            instancePath: instancePath + '/newPassword',
            schemaPath: '#/properties/newPassword/minLength',
            keyword: 'minLength',
            params: { limit: 8 },
            message: 'must NOT have fewer than 8 characters',
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
          instancePath: instancePath + '/newPassword',
          schemaPath: '#/properties/newPassword/type',
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
  validateChangePasswordRequest.errors = vErrors;
  return errors === 0;
}
function validateChangePasswordResponse(
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
    if (data.token === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'token' },
        message: "must have required property '" + 'token' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'message' || key0 === 'token')) {
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
    if (data.message !== undefined) {
      if ('Your password has been changed.' !== data.message) {
        const err3 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/const',
          keyword: 'const',
          params: { allowedValue: 'Your password has been changed.' },
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
    if (data.token !== undefined) {
      let data1 = data.token;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 4096) {
          const err4 = {
            instancePath: instancePath + '/token',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/maxLength',
            keyword: 'maxLength',
            params: { limit: 4096 },
            message: 'must NOT have more than 4096 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!shared.pattern4.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/token',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' + '"',
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
          instancePath: instancePath + '/token',
          schemaPath: 'tokens.schema.json#/$defs/Jwt/type',
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
  validateChangePasswordResponse.errors = vErrors;
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
  validate1.errors = vErrors;
  return errors === 0;
}
function validateCardOnFile(
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
    if (data.card === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'card' },
        message: "must have required property '" + 'card' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'card')) {
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
    if (data.card !== undefined) {
      let data0 = data.card;
      const _errs3 = errors;
      let valid1 = false;
      const _errs4 = errors;
      if (
        !validate1(data0, {
          instancePath: instancePath + '/card',
          parentData: data,
          parentDataProperty: 'card',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs4 === errors;
      valid1 = valid1 || _valid0;
      const _errs5 = errors;
      if (data0 !== null) {
        const err2 = {
          instancePath: instancePath + '/card',
          schemaPath: '#/properties/card/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      var _valid0 = _errs5 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err3 = {
          instancePath: instancePath + '/card',
          schemaPath: '#/properties/card/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      } else {
        errors = _errs3;
        if (vErrors !== null) {
          if (_errs3) {
            vErrors.length = _errs3;
          } else {
            vErrors = null;
          }
        }
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
  validateCardOnFile.errors = vErrors;
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
    if (data.number === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'number' },
        message: "must have required property '" + 'number' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.expiry === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'expiry' },
        message: "must have required property '" + 'expiry' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.cvc === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cvc' },
        message: "must have required property '" + 'cvc' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.name === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'number' || key0 === 'expiry' || key0 === 'cvc' || key0 === 'name')) {
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
    if (data.number !== undefined) {
      let data0 = data.number;
      if (typeof data0 === 'string') {
        if (!shared.pattern7.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/number',
            schemaPath: '#/properties/number/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{12,19}$' },
            message: 'must match pattern "' + '^[0-9]{12,19}$' + '"',
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
          instancePath: instancePath + '/number',
          schemaPath: '#/properties/number/type',
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
    if (data.expiry !== undefined) {
      let data1 = data.expiry;
      if (typeof data1 === 'string') {
        if (!shared.pattern6.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/expiry',
            schemaPath: '#/properties/expiry/pattern',
            keyword: 'pattern',
            params: { pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' },
            message: 'must match pattern "' + '^(0[1-9]|1[0-2])/[0-9]{2}$' + '"',
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
          instancePath: instancePath + '/expiry',
          schemaPath: '#/properties/expiry/type',
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
    if (data.cvc !== undefined) {
      let data2 = data.cvc;
      if (typeof data2 === 'string') {
        if (!shared.pattern8.test(data2)) {
          const err9 = {
            instancePath: instancePath + '/cvc',
            schemaPath: '#/properties/cvc/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{3,4}$' },
            message: 'must match pattern "' + '^[0-9]{3,4}$' + '"',
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
          instancePath: instancePath + '/cvc',
          schemaPath: '#/properties/cvc/type',
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
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) < 1) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (!shared.pattern0.test(data3)) {
          const err12 = {
            instancePath: instancePath + '/name',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
  validate2.errors = vErrors;
  return errors === 0;
}
function validateReplaceCardRequest(
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
    if (data.card === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'card' },
        message: "must have required property '" + 'card' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'card')) {
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
    if (data.card !== undefined) {
      if (
        !validate2(data.card, {
          instancePath: instancePath + '/card',
          parentData: data,
          parentDataProperty: 'card',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
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
  validateReplaceCardRequest.errors = vErrors;
  return errors === 0;
}
function validateSubscriptionsQuery(
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
      if (!(key0 === 'userId')) {
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
    if (data.userId !== undefined) {
      let data0 = data.userId;
      if (typeof data0 === 'string') {
        if (!shared.pattern9.test(data0)) {
          const err1 = {
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
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + '/userId',
          schemaPath: 'common.schema.json#/$defs/DigitString/type',
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
  validateSubscriptionsQuery.errors = vErrors;
  return errors === 0;
}
function validateSubscriptionPathParams(
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
    for (const key0 in data) {
      if (!(key0 === 'orderId')) {
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
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err2 = {
            instancePath: instancePath + '/orderId',
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
          instancePath: instancePath + '/orderId',
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
  validateSubscriptionPathParams.errors = vErrors;
  return errors === 0;
}
const schema0 = {
  title: 'SubscriptionAction',
  description: 'What was done to a subscription, as recorded in its event log.',
  type: 'string',
  enum: ['pause', 'resume', 'skip', 'retention_offer', 'cancel'],
};
function validateSubscriptionAction(
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
    data === 'pause' ||
    data === 'resume' ||
    data === 'skip' ||
    data === 'retention_offer' ||
    data === 'cancel'
  )) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: schema0.enum },
      message: 'must be equal to one of the allowed values',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateSubscriptionAction.errors = vErrors;
  return errors === 0;
}
const schema1 = {
  title: 'OrderStatusColor',
  description:
    "The colour token an order's display status is shown in (the web maps each to a theme colour).",
  type: 'string',
  enum: ['yellow', 'red', 'green', 'skyBlue', 'grey', 'neutral'],
};
function validateOrderStatusColor(
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
    data === 'yellow' ||
    data === 'red' ||
    data === 'green' ||
    data === 'skyBlue' ||
    data === 'grey' ||
    data === 'neutral'
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
  validateOrderStatusColor.errors = vErrors;
  return errors === 0;
}
function validateOrderStatusDisplay(
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
          schemaPath: '#/$defs/OrderStatusColor/type',
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
          schemaPath: '#/$defs/OrderStatusColor/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.enum },
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
  validateOrderStatusDisplay.errors = vErrors;
  return errors === 0;
}
const schema2 = {
  title: 'RetentionOfferId',
  description:
    'The retention offers a customer about to cancel can accept: next-shipment-20-off takes 20% off the next shipment.',
  type: 'string',
  enum: ['next-shipment-20-off'],
};
function validateRetentionOfferId(
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
  if (!(data === 'next-shipment-20-off')) {
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
  validateRetentionOfferId.errors = vErrors;
  return errors === 0;
}
function validateRetentionOfferRequest(
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
    if (data.offerId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'offerId' },
        message: "must have required property '" + 'offerId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'offerId')) {
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
    if (data.offerId !== undefined) {
      let data0 = data.offerId;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/offerId',
          schemaPath: '#/$defs/RetentionOfferId/type',
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
      if (!(data0 === 'next-shipment-20-off')) {
        const err3 = {
          instancePath: instancePath + '/offerId',
          schemaPath: '#/$defs/RetentionOfferId/enum',
          keyword: 'enum',
          params: { allowedValues: schema2.enum },
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
  validateRetentionOfferRequest.errors = vErrors;
  return errors === 0;
}
function validateAcceptedRetentionOffer(
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
    if (data.offerId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'offerId' },
        message: "must have required property '" + 'offerId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.description === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'description' },
        message: "must have required property '" + 'description' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.discountPercent === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'discountPercent' },
        message: "must have required property '" + 'discountPercent' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.appliesTo === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'appliesTo' },
        message: "must have required property '" + 'appliesTo' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.acceptedAt === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'acceptedAt' },
        message: "must have required property '" + 'acceptedAt' + "'",
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
        key0 === 'offerId' ||
        key0 === 'description' ||
        key0 === 'discountPercent' ||
        key0 === 'appliesTo' ||
        key0 === 'acceptedAt'
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
    if (data.offerId !== undefined) {
      let data0 = data.offerId;
      if (typeof data0 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/offerId',
          schemaPath: '#/$defs/RetentionOfferId/type',
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
      if (!(data0 === 'next-shipment-20-off')) {
        const err7 = {
          instancePath: instancePath + '/offerId',
          schemaPath: '#/$defs/RetentionOfferId/enum',
          keyword: 'enum',
          params: { allowedValues: schema2.enum },
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
    if (data.description !== undefined) {
      let data1 = data.description;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err8 = {
            instancePath: instancePath + '/description',
            schemaPath: '#/properties/description/minLength',
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
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
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
    if (data.discountPercent !== undefined) {
      let data2 = data.discountPercent;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/discountPercent',
          schemaPath: '#/properties/discountPercent/type',
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
        if (data2 > 100 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/discountPercent',
            schemaPath: '#/properties/discountPercent/maximum',
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
        if (data2 < 1 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/discountPercent',
            schemaPath: '#/properties/discountPercent/minimum',
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
    if (data.appliesTo !== undefined) {
      let data3 = data.appliesTo;
      const _errs10 = errors;
      let valid2 = false;
      const _errs11 = errors;
      if (typeof data3 === 'string') {
        if (!shared.formats1.validate(data3)) {
          const err13 = {
            instancePath: instancePath + '/appliesTo',
            schemaPath: '#/properties/appliesTo/anyOf/0/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
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
          instancePath: instancePath + '/appliesTo',
          schemaPath: '#/properties/appliesTo/anyOf/0/type',
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
      var _valid0 = _errs11 === errors;
      valid2 = valid2 || _valid0;
      const _errs13 = errors;
      if (data3 !== null) {
        const err15 = {
          instancePath: instancePath + '/appliesTo',
          schemaPath: '#/properties/appliesTo/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      var _valid0 = _errs13 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err16 = {
          instancePath: instancePath + '/appliesTo',
          schemaPath: '#/properties/appliesTo/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      } else {
        errors = _errs10;
        if (vErrors !== null) {
          if (_errs10) {
            vErrors.length = _errs10;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.acceptedAt !== undefined) {
      let data4 = data.acceptedAt;
      if (typeof data4 === 'string') {
        if (!shared.formats2.validate(data4)) {
          const err17 = {
            instancePath: instancePath + '/acceptedAt',
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
          instancePath: instancePath + '/acceptedAt',
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
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
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
  validateAcceptedRetentionOffer.errors = vErrors;
  return errors === 0;
}
function validateCancelSubscriptionRequest(
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
    if (data.reason === undefined && (missing0 = 'reason')) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.reason !== undefined) {
        if ('other' !== data.reason) {
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
      if (data.details === undefined) {
        const err2 = {
          instancePath,
          schemaPath: '#/then/required',
          keyword: 'required',
          params: { missingProperty: 'details' },
          message: "must have required property '" + 'details' + "'",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    if (valid0) {
      var props0 = {};
      props0.details = true;
      props0.reason = true;
    }
  }
  if (!valid0) {
    const err3 = {
      instancePath,
      schemaPath: '#/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
      message: 'must match "then" schema',
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.reason === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'reason' },
        message: "must have required property '" + 'reason' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'reason' || key0 === 'details')) {
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
    if (data.reason !== undefined) {
      let data1 = data.reason;
      if (typeof data1 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/type',
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
      if (!(
        data1 === 'too_expensive' ||
        data1 === 'travelling' ||
        data1 === 'not_seeing_results' ||
        data1 === 'side_effects' ||
        data1 === 'reached_my_goal' ||
        data1 === 'prefer_another_treatment' ||
        data1 === 'switching_provider' ||
        data1 === 'clinician_advised' ||
        data1 === 'other'
      )) {
        const err7 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema1.enum },
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
    if (data.details !== undefined) {
      let data2 = data.details;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 1000) {
          const err8 = {
            instancePath: instancePath + '/details',
            schemaPath: '#/properties/details/maxLength',
            keyword: 'maxLength',
            params: { limit: 1000 },
            message: 'must NOT have more than 1000 characters',
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
            instancePath: instancePath + '/details',
            schemaPath: '#/properties/details/minLength',
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
            instancePath: instancePath + '/details',
            schemaPath: '#/properties/details/pattern',
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
          instancePath: instancePath + '/details',
          schemaPath: '#/properties/details/type',
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
  validateCancelSubscriptionRequest.errors = vErrors;
  return errors === 0;
}
function validateCancellationFlowRequest(
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
    if (data.answers === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'answers' },
        message: "must have required property '" + 'answers' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'key' || key0 === 'version' || key0 === 'answers')) {
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
    if (data.key !== undefined) {
      if ('cancellation' !== data.key) {
        const err4 = {
          instancePath: instancePath + '/key',
          schemaPath: '#/properties/key/const',
          keyword: 'const',
          params: { allowedValue: 'cancellation' },
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
    if (data.version !== undefined) {
      let data1 = data.version;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err5 = {
          instancePath: instancePath + '/version',
          schemaPath: '#/properties/version/type',
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
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 2147483647 || isNaN(data1)) {
          const err6 = {
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/maximum',
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
        if (data1 < 1 || isNaN(data1)) {
          const err7 = {
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/minimum',
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
  validateCancellationFlowRequest.errors = vErrors;
  return errors === 0;
}
const schema3 = {
  title: 'Subscription',
  description:
    'One subscription of a customer: the newest original order of its purchase, with its display status.',
  type: 'object',
  required: [
    'orderId',
    'userId',
    'createdAt',
    'purchaseData',
    'orderData',
    'status',
    'prescription',
    'selectedProduct',
    'price',
    'displayStatus',
    'retentionOffer',
    'retentionOfferAvailable',
    'cancellation',
    'underReview',
  ],
  additionalProperties: false,
  properties: {
    orderId: { $ref: 'common.schema.json#/$defs/OrderId' },
    userId: { $ref: 'common.schema.json#/$defs/UserId' },
    createdAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    purchaseData: { $ref: 'order.schema.json#/$defs/PurchaseData' },
    orderData: { $ref: 'order.schema.json#/$defs/OrderData' },
    status: { $ref: 'order.schema.json#/properties/status' },
    prescription: { $ref: 'order.schema.json#/properties/prescription' },
    selectedProduct: { $ref: 'order.schema.json#/$defs/SelectedProducts' },
    price: { $ref: 'order.schema.json#/properties/price' },
    displayStatus: { $ref: '#/$defs/OrderStatusDisplay' },
    retentionOffer: { anyOf: [{ $ref: '#/$defs/AcceptedRetentionOffer' }, { type: 'null' }] },
    retentionOfferAvailable: {
      description: 'Whether a retention offer can still be accepted (none accepted yet and not cancelled).',
      type: 'boolean',
    },
    cancellation: { anyOf: [{ $ref: '#/$defs/SubscriptionCancellation' }, { type: 'null' }] },
    underReview: {
      description:
        'Held until a clinician resolves an open review of the order (a follow-up visit that stopped): no refill, only cancelling.',
      type: 'boolean',
    },
  },
};
const schema4 = {
  description: '1 means the subscription was reactivated; null or any other value means nothing special.',
  type: ['integer', 'null'],
  minimum: 0,
};
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
  validate5.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
function validate6(
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (typeof data == 'number' && isFinite(data)) {
    if (data < 0 || isNaN(data)) {
      const err0 = {
        instancePath,
        schemaPath: 'common.schema.json#/$defs/Money/minimum',
        keyword: 'minimum',
        params: { comparison: '>=', limit: 0 },
        message: 'must be >= 0',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    let res0;
    if (0.01 === 0 || ((res0 = data / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
      const err1 = {
        instancePath,
        schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
        keyword: 'multipleOf',
        params: { multipleOf: 0.01 },
        message: 'must be multiple of 0.01',
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = {
      instancePath,
      schemaPath: 'common.schema.json#/$defs/Money/type',
      keyword: 'type',
      params: { type: 'number' },
      message: 'must be number',
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
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
  validate7.errors = vErrors;
  return errors === 0;
}
const schema5 = {
  title: 'SubscriptionCancellation',
  description: 'Why and when a subscription was cancelled.',
  type: 'object',
  required: ['reason', 'details', 'cancelledAt'],
  additionalProperties: false,
  properties: {
    reason: { $ref: 'enums.schema.json#/$defs/CancellationReason' },
    details: { type: ['string', 'null'] },
    cancelledAt: { $ref: 'common.schema.json#/$defs/DateTime' },
  },
};
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
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.reason === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'reason' },
        message: "must have required property '" + 'reason' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.details === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'details' },
        message: "must have required property '" + 'details' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.cancelledAt === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cancelledAt' },
        message: "must have required property '" + 'cancelledAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'reason' || key0 === 'details' || key0 === 'cancelledAt')) {
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
    if (data.reason !== undefined) {
      let data0 = data.reason;
      if (typeof data0 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/type',
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
      if (!(
        data0 === 'too_expensive' ||
        data0 === 'travelling' ||
        data0 === 'not_seeing_results' ||
        data0 === 'side_effects' ||
        data0 === 'reached_my_goal' ||
        data0 === 'prefer_another_treatment' ||
        data0 === 'switching_provider' ||
        data0 === 'clinician_advised' ||
        data0 === 'other'
      )) {
        const err5 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema1.enum },
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
    if (data.details !== undefined) {
      let data1 = data.details;
      if (typeof data1 !== 'string' && data1 !== null) {
        const err6 = {
          instancePath: instancePath + '/details',
          schemaPath: '#/properties/details/type',
          keyword: 'type',
          params: { type: schema5.properties.details.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.cancelledAt !== undefined) {
      let data2 = data.cancelledAt;
      if (typeof data2 === 'string') {
        if (!shared.formats2.validate(data2)) {
          const err7 = {
            instancePath: instancePath + '/cancelledAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/cancelledAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
  validate8.errors = vErrors;
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
    if (data.purchaseData === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'purchaseData' },
        message: "must have required property '" + 'purchaseData' + "'",
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
    if (data.status === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'status' },
        message: "must have required property '" + 'status' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.prescription === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prescription' },
        message: "must have required property '" + 'prescription' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.selectedProduct === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'selectedProduct' },
        message: "must have required property '" + 'selectedProduct' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'price' },
        message: "must have required property '" + 'price' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.displayStatus === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'displayStatus' },
        message: "must have required property '" + 'displayStatus' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.retentionOffer === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'retentionOffer' },
        message: "must have required property '" + 'retentionOffer' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.retentionOfferAvailable === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'retentionOfferAvailable' },
        message: "must have required property '" + 'retentionOfferAvailable' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.cancellation === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cancellation' },
        message: "must have required property '" + 'cancellation' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.underReview === undefined) {
      const err13 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'underReview' },
        message: "must have required property '" + 'underReview' + "'",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema3.properties, key0)) {
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
    }
    if (data.createdAt !== undefined) {
      let data2 = data.createdAt;
      if (typeof data2 === 'string') {
        if (!shared.formats2.validate(data2)) {
          const err20 = {
            instancePath: instancePath + '/createdAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/createdAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.purchaseData !== undefined) {
      if (
        !validate3(data.purchaseData, {
          instancePath: instancePath + '/purchaseData',
          parentData: data,
          parentDataProperty: 'purchaseData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
      }
    }
    if (data.orderData !== undefined) {
      if (
        !validate4(data.orderData, {
          instancePath: instancePath + '/orderData',
          parentData: data,
          parentDataProperty: 'orderData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    if (data.status !== undefined) {
      let data5 = data.status;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5)) && data5 !== null) {
        const err22 = {
          instancePath: instancePath + '/status',
          schemaPath: 'order.schema.json#/properties/status/type',
          keyword: 'type',
          params: { type: schema4.type },
          message: 'must be integer,null',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err23 = {
            instancePath: instancePath + '/status',
            schemaPath: 'order.schema.json#/properties/status/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.prescription !== undefined) {
      if (
        !validate5(data.prescription, {
          instancePath: instancePath + '/prescription',
          parentData: data,
          parentDataProperty: 'prescription',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
    if (data.selectedProduct !== undefined) {
      if (
        !validate6(data.selectedProduct, {
          instancePath: instancePath + '/selectedProduct',
          parentData: data,
          parentDataProperty: 'selectedProduct',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
        errors = vErrors.length;
      }
    }
    if (data.price !== undefined) {
      if (
        !validate7(data.price, {
          instancePath: instancePath + '/price',
          parentData: data,
          parentDataProperty: 'price',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
        errors = vErrors.length;
      }
    }
    if (data.displayStatus !== undefined) {
      if (
        !validateOrderStatusDisplay(data.displayStatus, {
          instancePath: instancePath + '/displayStatus',
          parentData: data,
          parentDataProperty: 'displayStatus',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateOrderStatusDisplay.errors
            : vErrors.concat(validateOrderStatusDisplay.errors);
        errors = vErrors.length;
      }
    }
    if (data.retentionOffer !== undefined) {
      let data10 = data.retentionOffer;
      const _errs21 = errors;
      let valid5 = false;
      const _errs22 = errors;
      if (
        !validateAcceptedRetentionOffer(data10, {
          instancePath: instancePath + '/retentionOffer',
          parentData: data,
          parentDataProperty: 'retentionOffer',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateAcceptedRetentionOffer.errors
            : vErrors.concat(validateAcceptedRetentionOffer.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs22 === errors;
      valid5 = valid5 || _valid0;
      const _errs23 = errors;
      if (data10 !== null) {
        const err24 = {
          instancePath: instancePath + '/retentionOffer',
          schemaPath: '#/properties/retentionOffer/anyOf/1/type',
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
      var _valid0 = _errs23 === errors;
      valid5 = valid5 || _valid0;
      if (!valid5) {
        const err25 = {
          instancePath: instancePath + '/retentionOffer',
          schemaPath: '#/properties/retentionOffer/anyOf',
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
    if (data.retentionOfferAvailable !== undefined) {
      if (typeof data.retentionOfferAvailable !== 'boolean') {
        const err26 = {
          instancePath: instancePath + '/retentionOfferAvailable',
          schemaPath: '#/properties/retentionOfferAvailable/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.cancellation !== undefined) {
      let data12 = data.cancellation;
      const _errs28 = errors;
      let valid6 = false;
      const _errs29 = errors;
      if (
        !validate8(data12, {
          instancePath: instancePath + '/cancellation',
          parentData: data,
          parentDataProperty: 'cancellation',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs29 === errors;
      valid6 = valid6 || _valid1;
      const _errs30 = errors;
      if (data12 !== null) {
        const err27 = {
          instancePath: instancePath + '/cancellation',
          schemaPath: '#/properties/cancellation/anyOf/1/type',
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
      var _valid1 = _errs30 === errors;
      valid6 = valid6 || _valid1;
      if (!valid6) {
        const err28 = {
          instancePath: instancePath + '/cancellation',
          schemaPath: '#/properties/cancellation/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
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
    if (data.underReview !== undefined) {
      if (typeof data.underReview !== 'boolean') {
        const err29 = {
          instancePath: instancePath + '/underReview',
          schemaPath: '#/properties/underReview/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
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
  validate9.errors = vErrors;
  return errors === 0;
}
function validateCancellationFlowResponse(
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
    if (data.outcome === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'outcome' },
        message: "must have required property '" + 'outcome' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.subscription === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subscription' },
        message: "must have required property '" + 'subscription' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.chatThreadId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'chatThreadId' },
        message: "must have required property '" + 'chatThreadId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'outcome' || key0 === 'subscription' || key0 === 'chatThreadId')) {
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
    if (data.outcome !== undefined) {
      let data0 = data.outcome;
      if (typeof data0 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/outcome',
          schemaPath: 'enums.schema.json#/$defs/CancellationOutcome/type',
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
      if (!(
        data0 === 'cancel' ||
        data0 === 'pause' ||
        data0 === 'skip' ||
        data0 === 'accept_offer' ||
        data0 === 'contact_support' ||
        data0 === 'keep'
      )) {
        const err5 = {
          instancePath: instancePath + '/outcome',
          schemaPath: 'enums.schema.json#/$defs/CancellationOutcome/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema2.enum },
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
    if (data.subscription !== undefined) {
      if (
        !validate9(data.subscription, {
          instancePath: instancePath + '/subscription',
          parentData: data,
          parentDataProperty: 'subscription',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
        errors = vErrors.length;
      }
    }
    if (data.chatThreadId !== undefined) {
      let data2 = data.chatThreadId;
      const _errs7 = errors;
      let valid2 = false;
      const _errs8 = errors;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err6 = {
          instancePath: instancePath + '/chatThreadId',
          schemaPath: '#/properties/chatThreadId/anyOf/0/type',
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
        if (data2 < 1 || isNaN(data2)) {
          const err7 = {
            instancePath: instancePath + '/chatThreadId',
            schemaPath: '#/properties/chatThreadId/anyOf/0/minimum',
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
      var _valid0 = _errs8 === errors;
      valid2 = valid2 || _valid0;
      const _errs10 = errors;
      if (data2 !== null) {
        const err8 = {
          instancePath: instancePath + '/chatThreadId',
          schemaPath: '#/properties/chatThreadId/anyOf/1/type',
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
      var _valid0 = _errs10 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err9 = {
          instancePath: instancePath + '/chatThreadId',
          schemaPath: '#/properties/chatThreadId/anyOf',
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
  validateCancellationFlowResponse.errors = vErrors;
  return errors === 0;
}
function validateSubscriptionCancellation(
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
    if (data.reason === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'reason' },
        message: "must have required property '" + 'reason' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.details === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'details' },
        message: "must have required property '" + 'details' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.cancelledAt === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cancelledAt' },
        message: "must have required property '" + 'cancelledAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'reason' || key0 === 'details' || key0 === 'cancelledAt')) {
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
    if (data.reason !== undefined) {
      let data0 = data.reason;
      if (typeof data0 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/type',
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
      if (!(
        data0 === 'too_expensive' ||
        data0 === 'travelling' ||
        data0 === 'not_seeing_results' ||
        data0 === 'side_effects' ||
        data0 === 'reached_my_goal' ||
        data0 === 'prefer_another_treatment' ||
        data0 === 'switching_provider' ||
        data0 === 'clinician_advised' ||
        data0 === 'other'
      )) {
        const err5 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema1.enum },
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
    if (data.details !== undefined) {
      let data1 = data.details;
      if (typeof data1 !== 'string' && data1 !== null) {
        const err6 = {
          instancePath: instancePath + '/details',
          schemaPath: '#/properties/details/type',
          keyword: 'type',
          params: { type: schema5.properties.details.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.cancelledAt !== undefined) {
      let data2 = data.cancelledAt;
      if (typeof data2 === 'string') {
        if (!shared.formats2.validate(data2)) {
          const err7 = {
            instancePath: instancePath + '/cancelledAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/cancelledAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
  validateSubscriptionCancellation.errors = vErrors;
  return errors === 0;
}
export function validateSubscription(
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
    if (data.purchaseData === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'purchaseData' },
        message: "must have required property '" + 'purchaseData' + "'",
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
    if (data.status === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'status' },
        message: "must have required property '" + 'status' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.prescription === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prescription' },
        message: "must have required property '" + 'prescription' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.selectedProduct === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'selectedProduct' },
        message: "must have required property '" + 'selectedProduct' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'price' },
        message: "must have required property '" + 'price' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.displayStatus === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'displayStatus' },
        message: "must have required property '" + 'displayStatus' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.retentionOffer === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'retentionOffer' },
        message: "must have required property '" + 'retentionOffer' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.retentionOfferAvailable === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'retentionOfferAvailable' },
        message: "must have required property '" + 'retentionOfferAvailable' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.cancellation === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'cancellation' },
        message: "must have required property '" + 'cancellation' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.underReview === undefined) {
      const err13 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'underReview' },
        message: "must have required property '" + 'underReview' + "'",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema3.properties, key0)) {
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
    }
    if (data.createdAt !== undefined) {
      let data2 = data.createdAt;
      if (typeof data2 === 'string') {
        if (!shared.formats2.validate(data2)) {
          const err20 = {
            instancePath: instancePath + '/createdAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/createdAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.purchaseData !== undefined) {
      if (
        !validate3(data.purchaseData, {
          instancePath: instancePath + '/purchaseData',
          parentData: data,
          parentDataProperty: 'purchaseData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
      }
    }
    if (data.orderData !== undefined) {
      if (
        !validate4(data.orderData, {
          instancePath: instancePath + '/orderData',
          parentData: data,
          parentDataProperty: 'orderData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    if (data.status !== undefined) {
      let data5 = data.status;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5)) && data5 !== null) {
        const err22 = {
          instancePath: instancePath + '/status',
          schemaPath: 'order.schema.json#/properties/status/type',
          keyword: 'type',
          params: { type: schema4.type },
          message: 'must be integer,null',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err23 = {
            instancePath: instancePath + '/status',
            schemaPath: 'order.schema.json#/properties/status/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.prescription !== undefined) {
      if (
        !validate5(data.prescription, {
          instancePath: instancePath + '/prescription',
          parentData: data,
          parentDataProperty: 'prescription',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
    if (data.selectedProduct !== undefined) {
      if (
        !validate6(data.selectedProduct, {
          instancePath: instancePath + '/selectedProduct',
          parentData: data,
          parentDataProperty: 'selectedProduct',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
        errors = vErrors.length;
      }
    }
    if (data.price !== undefined) {
      if (
        !validate7(data.price, {
          instancePath: instancePath + '/price',
          parentData: data,
          parentDataProperty: 'price',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
        errors = vErrors.length;
      }
    }
    if (data.displayStatus !== undefined) {
      if (
        !validateOrderStatusDisplay(data.displayStatus, {
          instancePath: instancePath + '/displayStatus',
          parentData: data,
          parentDataProperty: 'displayStatus',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateOrderStatusDisplay.errors
            : vErrors.concat(validateOrderStatusDisplay.errors);
        errors = vErrors.length;
      }
    }
    if (data.retentionOffer !== undefined) {
      let data10 = data.retentionOffer;
      const _errs21 = errors;
      let valid5 = false;
      const _errs22 = errors;
      if (
        !validateAcceptedRetentionOffer(data10, {
          instancePath: instancePath + '/retentionOffer',
          parentData: data,
          parentDataProperty: 'retentionOffer',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateAcceptedRetentionOffer.errors
            : vErrors.concat(validateAcceptedRetentionOffer.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs22 === errors;
      valid5 = valid5 || _valid0;
      const _errs23 = errors;
      if (data10 !== null) {
        const err24 = {
          instancePath: instancePath + '/retentionOffer',
          schemaPath: '#/properties/retentionOffer/anyOf/1/type',
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
      var _valid0 = _errs23 === errors;
      valid5 = valid5 || _valid0;
      if (!valid5) {
        const err25 = {
          instancePath: instancePath + '/retentionOffer',
          schemaPath: '#/properties/retentionOffer/anyOf',
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
    if (data.retentionOfferAvailable !== undefined) {
      if (typeof data.retentionOfferAvailable !== 'boolean') {
        const err26 = {
          instancePath: instancePath + '/retentionOfferAvailable',
          schemaPath: '#/properties/retentionOfferAvailable/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.cancellation !== undefined) {
      let data12 = data.cancellation;
      const _errs28 = errors;
      let valid6 = false;
      const _errs29 = errors;
      if (
        !validate8(data12, {
          instancePath: instancePath + '/cancellation',
          parentData: data,
          parentDataProperty: 'cancellation',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
        errors = vErrors.length;
      }
      var _valid1 = _errs29 === errors;
      valid6 = valid6 || _valid1;
      const _errs30 = errors;
      if (data12 !== null) {
        const err27 = {
          instancePath: instancePath + '/cancellation',
          schemaPath: '#/properties/cancellation/anyOf/1/type',
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
      var _valid1 = _errs30 === errors;
      valid6 = valid6 || _valid1;
      if (!valid6) {
        const err28 = {
          instancePath: instancePath + '/cancellation',
          schemaPath: '#/properties/cancellation/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
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
    if (data.underReview !== undefined) {
      if (typeof data.underReview !== 'boolean') {
        const err29 = {
          instancePath: instancePath + '/underReview',
          schemaPath: '#/properties/underReview/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
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
  validateSubscription.errors = vErrors;
  return errors === 0;
}
function validateSubscriptionListResponse(
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
        !validate9(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
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
  validateSubscriptionListResponse.errors = vErrors;
  return errors === 0;
}
function validateChatThreadsQuery(
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
      if (!(key0 === 'userId')) {
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
    if (data.userId !== undefined) {
      let data0 = data.userId;
      if (typeof data0 === 'string') {
        if (!shared.pattern9.test(data0)) {
          const err1 = {
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
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + '/userId',
          schemaPath: 'common.schema.json#/$defs/DigitString/type',
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
  validateChatThreadsQuery.errors = vErrors;
  return errors === 0;
}
function validateChatThreadPathParams(
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
  validateChatThreadPathParams.errors = vErrors;
  return errors === 0;
}
function validateCreateChatThreadRequest(
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
    if (data.subject === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subject' },
        message: "must have required property '" + 'subject' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.body === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'body' },
        message: "must have required property '" + 'body' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'subject' || key0 === 'body' || key0 === 'userId' || key0 === 'attachments')) {
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
    if (data.subject !== undefined) {
      let data0 = data.subject;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 200) {
          const err3 = {
            instancePath: instancePath + '/subject',
            schemaPath: '#/properties/subject/maxLength',
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
        if (shared.func0(data0) < 1) {
          const err4 = {
            instancePath: instancePath + '/subject',
            schemaPath: '#/properties/subject/minLength',
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
            instancePath: instancePath + '/subject',
            schemaPath: '#/properties/subject/pattern',
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
          instancePath: instancePath + '/subject',
          schemaPath: '#/properties/subject/type',
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
    if (data.body !== undefined) {
      let data1 = data.body;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/body',
            schemaPath: '#/$defs/ChatMessageBody/minLength',
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
            instancePath: instancePath + '/body',
            schemaPath: '#/$defs/ChatMessageBody/pattern',
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
          instancePath: instancePath + '/body',
          schemaPath: '#/$defs/ChatMessageBody/type',
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
    if (data.userId !== undefined) {
      let data2 = data.userId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/userId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
        if (data2 > 2147483647 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
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
        if (data2 < 1 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/userId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
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
    if (data.attachments !== undefined) {
      let data3 = data.attachments;
      if (Array.isArray(data3)) {
        if (data3.length > 5) {
          const err13 = {
            instancePath: instancePath + '/attachments',
            schemaPath: '#/$defs/ChatAttachmentIds/maxItems',
            keyword: 'maxItems',
            params: { limit: 5 },
            message: 'must NOT have more than 5 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === 'string') {
            if (!shared.formats3.test(data4)) {
              const err14 = {
                instancePath: instancePath + '/attachments/' + i0,
                schemaPath: '#/$defs/ChatAttachmentIds/items/format',
                keyword: 'format',
                params: { format: 'uuid' },
                message: 'must match format "' + 'uuid' + '"',
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
              instancePath: instancePath + '/attachments/' + i0,
              schemaPath: '#/$defs/ChatAttachmentIds/items/type',
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
        let i1 = data3.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--;) {
            let item0 = data3[i1];
            if (typeof item0 !== 'string') {
              continue;
            }
            if (typeof indices0[item0] == 'number') {
              j0 = indices0[item0];
              const err16 = {
                instancePath: instancePath + '/attachments',
                schemaPath: '#/$defs/ChatAttachmentIds/uniqueItems',
                keyword: 'uniqueItems',
                params: { i: i1, j: j0 },
                message: 'must NOT have duplicate items (items ## ' + j0 + ' and ' + i1 + ' are identical)',
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/attachments',
          schemaPath: '#/$defs/ChatAttachmentIds/type',
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
  validateCreateChatThreadRequest.errors = vErrors;
  return errors === 0;
}
function validateChatMessageRequest(
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
    if (data.body === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'body' },
        message: "must have required property '" + 'body' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'body' || key0 === 'attachments')) {
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
    if (data.body !== undefined) {
      let data0 = data.body;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/body',
            schemaPath: '#/$defs/ChatMessageBody/minLength',
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
            instancePath: instancePath + '/body',
            schemaPath: '#/$defs/ChatMessageBody/pattern',
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
          instancePath: instancePath + '/body',
          schemaPath: '#/$defs/ChatMessageBody/type',
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
    if (data.attachments !== undefined) {
      let data1 = data.attachments;
      if (Array.isArray(data1)) {
        if (data1.length > 5) {
          const err5 = {
            instancePath: instancePath + '/attachments',
            schemaPath: '#/$defs/ChatAttachmentIds/maxItems',
            keyword: 'maxItems',
            params: { limit: 5 },
            message: 'must NOT have more than 5 items',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 === 'string') {
            if (!shared.formats3.test(data2)) {
              const err6 = {
                instancePath: instancePath + '/attachments/' + i0,
                schemaPath: '#/$defs/ChatAttachmentIds/items/format',
                keyword: 'format',
                params: { format: 'uuid' },
                message: 'must match format "' + 'uuid' + '"',
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
              instancePath: instancePath + '/attachments/' + i0,
              schemaPath: '#/$defs/ChatAttachmentIds/items/type',
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
        let i1 = data1.length;
        let j0;
        if (i1 > 1) {
          const indices0 = {};
          for (; i1--;) {
            let item0 = data1[i1];
            if (typeof item0 !== 'string') {
              continue;
            }
            if (typeof indices0[item0] == 'number') {
              j0 = indices0[item0];
              const err8 = {
                instancePath: instancePath + '/attachments',
                schemaPath: '#/$defs/ChatAttachmentIds/uniqueItems',
                keyword: 'uniqueItems',
                params: { i: i1, j: j0 },
                message: 'must NOT have duplicate items (items ## ' + j0 + ' and ' + i1 + ' are identical)',
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
              break;
            }
            indices0[item0] = i1;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/attachments',
          schemaPath: '#/$defs/ChatAttachmentIds/type',
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
  validateChatMessageRequest.errors = vErrors;
  return errors === 0;
}
export function validateChatThread(
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
    if (data.customerUserId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'customerUserId' },
        message: "must have required property '" + 'customerUserId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.subject === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subject' },
        message: "must have required property '" + 'subject' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.createdAt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'createdAt' },
        message: "must have required property '" + 'createdAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.lastMessageAt === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lastMessageAt' },
        message: "must have required property '" + 'lastMessageAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.unreadCount === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'unreadCount' },
        message: "must have required property '" + 'unreadCount' + "'",
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
        key0 === 'id' ||
        key0 === 'customerUserId' ||
        key0 === 'subject' ||
        key0 === 'createdAt' ||
        key0 === 'lastMessageAt' ||
        key0 === 'unreadCount'
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
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err7 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
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
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err8 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/minimum',
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
    if (data.customerUserId !== undefined) {
      let data1 = data.customerUserId;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err9 = {
          instancePath: instancePath + '/customerUserId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
            instancePath: instancePath + '/customerUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
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
            instancePath: instancePath + '/customerUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
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
    if (data.subject !== undefined) {
      let data2 = data.subject;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err12 = {
            instancePath: instancePath + '/subject',
            schemaPath: '#/properties/subject/minLength',
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
          instancePath: instancePath + '/subject',
          schemaPath: '#/properties/subject/type',
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
    if (data.createdAt !== undefined) {
      let data3 = data.createdAt;
      if (typeof data3 === 'string') {
        if (!shared.formats2.validate(data3)) {
          const err14 = {
            instancePath: instancePath + '/createdAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/createdAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.lastMessageAt !== undefined) {
      let data4 = data.lastMessageAt;
      if (typeof data4 === 'string') {
        if (!shared.formats2.validate(data4)) {
          const err16 = {
            instancePath: instancePath + '/lastMessageAt',
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
          instancePath: instancePath + '/lastMessageAt',
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
    if (data.unreadCount !== undefined) {
      let data5 = data.unreadCount;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err18 = {
          instancePath: instancePath + '/unreadCount',
          schemaPath: '#/properties/unreadCount/type',
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
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err19 = {
            instancePath: instancePath + '/unreadCount',
            schemaPath: '#/properties/unreadCount/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
  validateChatThread.errors = vErrors;
  return errors === 0;
}
function validateChatThreadListResponse(
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
        !validateChatThread(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateChatThread.errors : vErrors.concat(validateChatThread.errors);
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
  validateChatThreadListResponse.errors = vErrors;
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
  validate10.errors = vErrors;
  return errors === 0;
}
function validateChatMessage(
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
    if (data.threadId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'threadId' },
        message: "must have required property '" + 'threadId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.senderUserId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'senderUserId' },
        message: "must have required property '" + 'senderUserId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.senderRole === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'senderRole' },
        message: "must have required property '" + 'senderRole' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.body === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'body' },
        message: "must have required property '" + 'body' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.sentAt === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'sentAt' },
        message: "must have required property '" + 'sentAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.readAt === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'readAt' },
        message: "must have required property '" + 'readAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.attachments === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'attachments' },
        message: "must have required property '" + 'attachments' + "'",
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
        key0 === 'threadId' ||
        key0 === 'senderUserId' ||
        key0 === 'senderRole' ||
        key0 === 'body' ||
        key0 === 'sentAt' ||
        key0 === 'readAt' ||
        key0 === 'attachments'
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
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err9 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
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
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err10 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/minimum',
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
    if (data.threadId !== undefined) {
      let data1 = data.threadId;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err11 = {
          instancePath: instancePath + '/threadId',
          schemaPath: '#/properties/threadId/type',
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
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 < 1 || isNaN(data1)) {
          const err12 = {
            instancePath: instancePath + '/threadId',
            schemaPath: '#/properties/threadId/minimum',
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
    if (data.senderUserId !== undefined) {
      let data2 = data.senderUserId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err13 = {
          instancePath: instancePath + '/senderUserId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
            instancePath: instancePath + '/senderUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
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
            instancePath: instancePath + '/senderUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
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
    if (data.senderRole !== undefined) {
      let data3 = data.senderRole;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err16 = {
          instancePath: instancePath + '/senderRole',
          schemaPath: 'enums.schema.json#/$defs/Role/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (!(data3 === 0 || data3 === 1 || data3 === 2)) {
        const err17 = {
          instancePath: instancePath + '/senderRole',
          schemaPath: 'enums.schema.json#/$defs/Role/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema7.enum },
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
    if (data.body !== undefined) {
      let data4 = data.body;
      if (typeof data4 === 'string') {
        if (shared.func0(data4) > 5000) {
          const err18 = {
            instancePath: instancePath + '/body',
            schemaPath: '#/properties/body/maxLength',
            keyword: 'maxLength',
            params: { limit: 5000 },
            message: 'must NOT have more than 5000 characters',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (shared.func0(data4) < 1) {
          const err19 = {
            instancePath: instancePath + '/body',
            schemaPath: '#/properties/body/minLength',
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
          instancePath: instancePath + '/body',
          schemaPath: '#/properties/body/type',
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
    if (data.sentAt !== undefined) {
      let data5 = data.sentAt;
      if (typeof data5 === 'string') {
        if (!shared.formats2.validate(data5)) {
          const err21 = {
            instancePath: instancePath + '/sentAt',
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
          instancePath: instancePath + '/sentAt',
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
    if (data.readAt !== undefined) {
      let data6 = data.readAt;
      const _errs18 = errors;
      let valid4 = false;
      const _errs19 = errors;
      if (typeof data6 === 'string') {
        if (!shared.formats2.validate(data6)) {
          const err23 = {
            instancePath: instancePath + '/readAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/readAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
      var _valid0 = _errs19 === errors;
      valid4 = valid4 || _valid0;
      const _errs22 = errors;
      if (data6 !== null) {
        const err25 = {
          instancePath: instancePath + '/readAt',
          schemaPath: '#/properties/readAt/anyOf/1/type',
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
      var _valid0 = _errs22 === errors;
      valid4 = valid4 || _valid0;
      if (!valid4) {
        const err26 = {
          instancePath: instancePath + '/readAt',
          schemaPath: '#/properties/readAt/anyOf',
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
        errors = _errs18;
        if (vErrors !== null) {
          if (_errs18) {
            vErrors.length = _errs18;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.attachments !== undefined) {
      let data7 = data.attachments;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate10(data7[i0], {
              instancePath: instancePath + '/attachments/' + i0,
              parentData: data7,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err27 = {
          instancePath: instancePath + '/attachments',
          schemaPath: '#/properties/attachments/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validateChatMessage.errors = vErrors;
  return errors === 0;
}
function validateChatMessageListResponse(
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
        !validateChatMessage(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateChatMessage.errors : vErrors.concat(validateChatMessage.errors);
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
  validateChatMessageListResponse.errors = vErrors;
  return errors === 0;
}
function validateCreateChatThreadResponse(
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
    if (data.thread === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'thread' },
        message: "must have required property '" + 'thread' + "'",
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
      if (!(key0 === 'thread' || key0 === 'message')) {
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
    if (data.thread !== undefined) {
      if (
        !validateChatThread(data.thread, {
          instancePath: instancePath + '/thread',
          parentData: data,
          parentDataProperty: 'thread',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateChatThread.errors : vErrors.concat(validateChatThread.errors);
        errors = vErrors.length;
      }
    }
    if (data.message !== undefined) {
      if (
        !validateChatMessage(data.message, {
          instancePath: instancePath + '/message',
          parentData: data,
          parentDataProperty: 'message',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateChatMessage.errors : vErrors.concat(validateChatMessage.errors);
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
  validateCreateChatThreadResponse.errors = vErrors;
  return errors === 0;
}
function validateChatReadQuery(
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
      if (!(key0 === 'threadId')) {
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
    if (data.threadId !== undefined) {
      let data0 = data.threadId;
      if (typeof data0 === 'string') {
        if (!shared.pattern9.test(data0)) {
          const err1 = {
            instancePath: instancePath + '/threadId',
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
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + '/threadId',
          schemaPath: 'common.schema.json#/$defs/DigitString/type',
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
  validateChatReadQuery.errors = vErrors;
  return errors === 0;
}
function validateChatReadEvent(
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
    if (data.unread === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'unread' },
        message: "must have required property '" + 'unread' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'unread')) {
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
    if (data.unread !== undefined) {
      let data0 = data.unread;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + '/unread',
          schemaPath: '#/properties/unread/type',
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
        if (data0 < 0 || isNaN(data0)) {
          const err3 = {
            instancePath: instancePath + '/unread',
            schemaPath: '#/properties/unread/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
  validateChatReadEvent.errors = vErrors;
  return errors === 0;
}
const schema6 = {
  title: 'ChatInboxQuery',
  description:
    "Query string of GET /api/chat/inbox: q matches the customer's email or name (contains, any case) or id; unread 'true' keeps the threads with customer messages the care team has not read; threadId answers that one thread (the page of an open thread); page from 1, pageSize 1 to 100 (default 20).",
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { $ref: 'admin-api.schema.json#/$defs/AdminSearchQueryValue' },
    unread: { type: 'string', enum: ['true', 'false'] },
    threadId: { $ref: 'common.schema.json#/$defs/DigitString' },
    page: { $ref: 'admin-api.schema.json#/$defs/AdminPageQueryValue' },
    pageSize: { $ref: 'admin-api.schema.json#/$defs/AdminPageSizeQueryValue' },
  },
};
function validateChatInboxQuery(
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
        key0 === 'q' ||
        key0 === 'unread' ||
        key0 === 'threadId' ||
        key0 === 'page' ||
        key0 === 'pageSize'
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
    if (data.q !== undefined) {
      let data0 = data.q;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 200) {
          const err1 = {
            instancePath: instancePath + '/q',
            schemaPath: 'admin-api.schema.json#/$defs/AdminSearchQueryValue/maxLength',
            keyword: 'maxLength',
            params: { limit: 200 },
            message: 'must NOT have more than 200 characters',
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + '/q',
          schemaPath: 'admin-api.schema.json#/$defs/AdminSearchQueryValue/type',
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
    }
    if (data.unread !== undefined) {
      let data1 = data.unread;
      if (typeof data1 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/unread',
          schemaPath: '#/properties/unread/type',
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
      if (!(data1 === 'true' || data1 === 'false')) {
        const err4 = {
          instancePath: instancePath + '/unread',
          schemaPath: '#/properties/unread/enum',
          keyword: 'enum',
          params: { allowedValues: schema6.properties.unread.enum },
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
    if (data.threadId !== undefined) {
      let data2 = data.threadId;
      if (typeof data2 === 'string') {
        if (!shared.pattern9.test(data2)) {
          const err5 = {
            instancePath: instancePath + '/threadId',
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
          instancePath: instancePath + '/threadId',
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
    if (data.page !== undefined) {
      let data3 = data.page;
      if (typeof data3 === 'string') {
        if (!shared.pattern14.test(data3)) {
          const err7 = {
            instancePath: instancePath + '/page',
            schemaPath: 'admin-api.schema.json#/$defs/AdminPageQueryValue/pattern',
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
          schemaPath: 'admin-api.schema.json#/$defs/AdminPageQueryValue/type',
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
            schemaPath: 'admin-api.schema.json#/$defs/AdminPageSizeQueryValue/pattern',
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
          schemaPath: 'admin-api.schema.json#/$defs/AdminPageSizeQueryValue/type',
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
  validateChatInboxQuery.errors = vErrors;
  return errors === 0;
}
const schema7 = {
  title: 'ChatInboxThread',
  description:
    "A thread as the care team's inbox lists it: the customer (name from their profile, else their newest order's shipping; null when unknown), the last message (a preview of at most 140 characters, who wrote it, when) and how many of the customer's messages the care team has not read.",
  type: 'object',
  required: ['id', 'subject', 'customer', 'lastMessageAt', 'lastMessage', 'unreadCount'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1 },
    subject: { type: 'string', minLength: 1 },
    customer: {
      type: 'object',
      required: ['id', 'email', 'name'],
      additionalProperties: false,
      properties: {
        id: { $ref: 'common.schema.json#/$defs/UserId' },
        email: { type: 'string' },
        name: { type: ['string', 'null'] },
      },
    },
    lastMessageAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    lastMessage: {
      anyOf: [
        {
          type: 'object',
          required: ['id', 'preview', 'senderRole', 'senderUserId', 'sentAt'],
          additionalProperties: false,
          properties: {
            id: { type: 'integer', minimum: 1 },
            preview: { type: 'string', maxLength: 141 },
            senderRole: { $ref: 'enums.schema.json#/$defs/Role' },
            senderUserId: { $ref: 'common.schema.json#/$defs/UserId' },
            sentAt: { $ref: 'common.schema.json#/$defs/DateTime' },
          },
        },
        { type: 'null' },
      ],
    },
    unreadCount: { type: 'integer', minimum: 0 },
  },
};
function validateChatInboxThread(
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
    if (data.subject === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subject' },
        message: "must have required property '" + 'subject' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.customer === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'customer' },
        message: "must have required property '" + 'customer' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.lastMessageAt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lastMessageAt' },
        message: "must have required property '" + 'lastMessageAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.lastMessage === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lastMessage' },
        message: "must have required property '" + 'lastMessage' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.unreadCount === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'unreadCount' },
        message: "must have required property '" + 'unreadCount' + "'",
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
        key0 === 'id' ||
        key0 === 'subject' ||
        key0 === 'customer' ||
        key0 === 'lastMessageAt' ||
        key0 === 'lastMessage' ||
        key0 === 'unreadCount'
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
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err7 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
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
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 < 1 || isNaN(data0)) {
          const err8 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/minimum',
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
    if (data.subject !== undefined) {
      let data1 = data.subject;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err9 = {
            instancePath: instancePath + '/subject',
            schemaPath: '#/properties/subject/minLength',
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
      } else {
        const err10 = {
          instancePath: instancePath + '/subject',
          schemaPath: '#/properties/subject/type',
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
    if (data.customer !== undefined) {
      let data2 = data.customer;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.id === undefined) {
          const err11 = {
            instancePath: instancePath + '/customer',
            schemaPath: '#/properties/customer/required',
            keyword: 'required',
            params: { missingProperty: 'id' },
            message: "must have required property '" + 'id' + "'",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2.email === undefined) {
          const err12 = {
            instancePath: instancePath + '/customer',
            schemaPath: '#/properties/customer/required',
            keyword: 'required',
            params: { missingProperty: 'email' },
            message: "must have required property '" + 'email' + "'",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2.name === undefined) {
          const err13 = {
            instancePath: instancePath + '/customer',
            schemaPath: '#/properties/customer/required',
            keyword: 'required',
            params: { missingProperty: 'name' },
            message: "must have required property '" + 'name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!(key1 === 'id' || key1 === 'email' || key1 === 'name')) {
            const err14 = {
              instancePath: instancePath + '/customer',
              schemaPath: '#/properties/customer/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data2.id !== undefined) {
          let data3 = data2.id;
          if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
            const err15 = {
              instancePath: instancePath + '/customer/id',
              schemaPath: 'common.schema.json#/$defs/UserId/type',
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
          if (typeof data3 == 'number' && isFinite(data3)) {
            if (data3 > 2147483647 || isNaN(data3)) {
              const err16 = {
                instancePath: instancePath + '/customer/id',
                schemaPath: 'common.schema.json#/$defs/UserId/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 2147483647 },
                message: 'must be <= 2147483647',
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data3 < 1 || isNaN(data3)) {
              const err17 = {
                instancePath: instancePath + '/customer/id',
                schemaPath: 'common.schema.json#/$defs/UserId/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
        if (data2.email !== undefined) {
          if (typeof data2.email !== 'string') {
            const err18 = {
              instancePath: instancePath + '/customer/email',
              schemaPath: '#/properties/customer/properties/email/type',
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
        if (data2.name !== undefined) {
          let data5 = data2.name;
          if (typeof data5 !== 'string' && data5 !== null) {
            const err19 = {
              instancePath: instancePath + '/customer/name',
              schemaPath: '#/properties/customer/properties/name/type',
              keyword: 'type',
              params: { type: schema7.properties.customer.properties.name.type },
              message: 'must be string,null',
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
          instancePath: instancePath + '/customer',
          schemaPath: '#/properties/customer/type',
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
    if (data.lastMessageAt !== undefined) {
      let data6 = data.lastMessageAt;
      if (typeof data6 === 'string') {
        if (!shared.formats2.validate(data6)) {
          const err21 = {
            instancePath: instancePath + '/lastMessageAt',
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
          instancePath: instancePath + '/lastMessageAt',
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
    if (data.lastMessage !== undefined) {
      let data7 = data.lastMessage;
      const _errs20 = errors;
      let valid4 = false;
      const _errs21 = errors;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
        if (data7.id === undefined) {
          const err23 = {
            instancePath: instancePath + '/lastMessage',
            schemaPath: '#/properties/lastMessage/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'id' },
            message: "must have required property '" + 'id' + "'",
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        if (data7.preview === undefined) {
          const err24 = {
            instancePath: instancePath + '/lastMessage',
            schemaPath: '#/properties/lastMessage/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'preview' },
            message: "must have required property '" + 'preview' + "'",
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data7.senderRole === undefined) {
          const err25 = {
            instancePath: instancePath + '/lastMessage',
            schemaPath: '#/properties/lastMessage/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'senderRole' },
            message: "must have required property '" + 'senderRole' + "'",
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data7.senderUserId === undefined) {
          const err26 = {
            instancePath: instancePath + '/lastMessage',
            schemaPath: '#/properties/lastMessage/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'senderUserId' },
            message: "must have required property '" + 'senderUserId' + "'",
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data7.sentAt === undefined) {
          const err27 = {
            instancePath: instancePath + '/lastMessage',
            schemaPath: '#/properties/lastMessage/anyOf/0/required',
            keyword: 'required',
            params: { missingProperty: 'sentAt' },
            message: "must have required property '" + 'sentAt' + "'",
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        for (const key2 in data7) {
          if (!(
            key2 === 'id' ||
            key2 === 'preview' ||
            key2 === 'senderRole' ||
            key2 === 'senderUserId' ||
            key2 === 'sentAt'
          )) {
            const err28 = {
              instancePath: instancePath + '/lastMessage',
              schemaPath: '#/properties/lastMessage/anyOf/0/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
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
        if (data7.id !== undefined) {
          let data8 = data7.id;
          if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
            const err29 = {
              instancePath: instancePath + '/lastMessage/id',
              schemaPath: '#/properties/lastMessage/anyOf/0/properties/id/type',
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
            if (data8 < 1 || isNaN(data8)) {
              const err30 = {
                instancePath: instancePath + '/lastMessage/id',
                schemaPath: '#/properties/lastMessage/anyOf/0/properties/id/minimum',
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
        }
        if (data7.preview !== undefined) {
          let data9 = data7.preview;
          if (typeof data9 === 'string') {
            if (shared.func0(data9) > 141) {
              const err31 = {
                instancePath: instancePath + '/lastMessage/preview',
                schemaPath: '#/properties/lastMessage/anyOf/0/properties/preview/maxLength',
                keyword: 'maxLength',
                params: { limit: 141 },
                message: 'must NOT have more than 141 characters',
              };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          } else {
            const err32 = {
              instancePath: instancePath + '/lastMessage/preview',
              schemaPath: '#/properties/lastMessage/anyOf/0/properties/preview/type',
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
        }
        if (data7.senderRole !== undefined) {
          let data10 = data7.senderRole;
          if (!(typeof data10 == 'number' && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
            const err33 = {
              instancePath: instancePath + '/lastMessage/senderRole',
              schemaPath: 'enums.schema.json#/$defs/Role/type',
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
          if (!(data10 === 0 || data10 === 1 || data10 === 2)) {
            const err34 = {
              instancePath: instancePath + '/lastMessage/senderRole',
              schemaPath: 'enums.schema.json#/$defs/Role/enum',
              keyword: 'enum',
              params: { allowedValues: shared.schema7.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data7.senderUserId !== undefined) {
          let data11 = data7.senderUserId;
          if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
            const err35 = {
              instancePath: instancePath + '/lastMessage/senderUserId',
              schemaPath: 'common.schema.json#/$defs/UserId/type',
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
            if (data11 > 2147483647 || isNaN(data11)) {
              const err36 = {
                instancePath: instancePath + '/lastMessage/senderUserId',
                schemaPath: 'common.schema.json#/$defs/UserId/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 2147483647 },
                message: 'must be <= 2147483647',
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            if (data11 < 1 || isNaN(data11)) {
              const err37 = {
                instancePath: instancePath + '/lastMessage/senderUserId',
                schemaPath: 'common.schema.json#/$defs/UserId/minimum',
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
        if (data7.sentAt !== undefined) {
          let data12 = data7.sentAt;
          if (typeof data12 === 'string') {
            if (!shared.formats2.validate(data12)) {
              const err38 = {
                instancePath: instancePath + '/lastMessage/sentAt',
                schemaPath: 'common.schema.json#/$defs/DateTime/format',
                keyword: 'format',
                params: { format: 'date-time' },
                message: 'must match format "' + 'date-time' + '"',
              };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          } else {
            const err39 = {
              instancePath: instancePath + '/lastMessage/sentAt',
              schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
        }
      } else {
        const err40 = {
          instancePath: instancePath + '/lastMessage',
          schemaPath: '#/properties/lastMessage/anyOf/0/type',
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
      var _valid0 = _errs21 === errors;
      valid4 = valid4 || _valid0;
      const _errs37 = errors;
      if (data7 !== null) {
        const err41 = {
          instancePath: instancePath + '/lastMessage',
          schemaPath: '#/properties/lastMessage/anyOf/1/type',
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
      var _valid0 = _errs37 === errors;
      valid4 = valid4 || _valid0;
      if (!valid4) {
        const err42 = {
          instancePath: instancePath + '/lastMessage',
          schemaPath: '#/properties/lastMessage/anyOf',
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
        errors = _errs20;
        if (vErrors !== null) {
          if (_errs20) {
            vErrors.length = _errs20;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.unreadCount !== undefined) {
      let data13 = data.unreadCount;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err43 = {
          instancePath: instancePath + '/unreadCount',
          schemaPath: '#/properties/unreadCount/type',
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
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 < 0 || isNaN(data13)) {
          const err44 = {
            instancePath: instancePath + '/unreadCount',
            schemaPath: '#/properties/unreadCount/minimum',
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
  validateChatInboxThread.errors = vErrors;
  return errors === 0;
}
function validateChatInboxResponse(
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
            !validateChatInboxThread(data0[i0], {
              instancePath: instancePath + '/items/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null
                ? validateChatInboxThread.errors
                : vErrors.concat(validateChatInboxThread.errors);
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
  validateChatInboxResponse.errors = vErrors;
  return errors === 0;
}
function validateChatUnreadResponse(
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
    if (data.count === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'count' },
        message: "must have required property '" + 'count' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'count')) {
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
    if (data.count !== undefined) {
      let data0 = data.count;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + '/count',
          schemaPath: '#/properties/count/type',
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
        if (data0 < 0 || isNaN(data0)) {
          const err3 = {
            instancePath: instancePath + '/count',
            schemaPath: '#/properties/count/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
  validateChatUnreadResponse.errors = vErrors;
  return errors === 0;
}
function validateFollowupSubmitRequest(
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
    if (data.startData === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'startData' },
        message: "must have required property '" + 'startData' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'startData')) {
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
  validateFollowupSubmitRequest.errors = vErrors;
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
  validate11.errors = vErrors;
  return errors === 0;
}
function validateFollowupSubmitResponse(
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
    if (data.followupVisitId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'followupVisitId' },
        message: "must have required property '" + 'followupVisitId' + "'",
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
    if (data.billDate === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'billDate' },
        message: "must have required property '" + 'billDate' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.flowVersion === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'flowVersion' },
        message: "must have required property '" + 'flowVersion' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.submittedAt === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'submittedAt' },
        message: "must have required property '" + 'submittedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.answers === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'answers' },
        message: "must have required property '" + 'answers' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.beluga === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'beluga' },
        message: "must have required property '" + 'beluga' + "'",
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
        key0 === 'followupVisitId' ||
        key0 === 'orderId' ||
        key0 === 'billDate' ||
        key0 === 'flowVersion' ||
        key0 === 'submittedAt' ||
        key0 === 'answers' ||
        key0 === 'beluga'
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
    if (data.followupVisitId !== undefined) {
      let data0 = data.followupVisitId;
      if (typeof data0 === 'string') {
        if (!shared.formats3.test(data0)) {
          const err8 = {
            instancePath: instancePath + '/followupVisitId',
            schemaPath: '#/properties/followupVisitId/format',
            keyword: 'format',
            params: { format: 'uuid' },
            message: 'must match format "' + 'uuid' + '"',
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
          instancePath: instancePath + '/followupVisitId',
          schemaPath: '#/properties/followupVisitId/type',
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
      let data1 = data.orderId;
      if (typeof data1 === 'string') {
        if (!shared.pattern10.test(data1)) {
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
    if (data.billDate !== undefined) {
      let data2 = data.billDate;
      if (typeof data2 === 'string') {
        if (!shared.formats1.validate(data2)) {
          const err12 = {
            instancePath: instancePath + '/billDate',
            schemaPath: '#/properties/billDate/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
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
          instancePath: instancePath + '/billDate',
          schemaPath: '#/properties/billDate/type',
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
    if (data.flowVersion !== undefined) {
      let data3 = data.flowVersion;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/flowVersion',
          schemaPath: '#/properties/flowVersion/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 1 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/flowVersion',
            schemaPath: '#/properties/flowVersion/minimum',
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
    if (data.submittedAt !== undefined) {
      let data4 = data.submittedAt;
      if (typeof data4 === 'string') {
        if (!shared.formats2.validate(data4)) {
          const err16 = {
            instancePath: instancePath + '/submittedAt',
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
          instancePath: instancePath + '/submittedAt',
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
  validateFollowupSubmitResponse.errors = vErrors;
  return errors === 0;
}
const schema8 = {
  title: 'FollowupState',
  description:
    "Where the follow-up visit of one of the customer's subscriptions stands (engine rule followupDue): none (no refill coming; reason says why), upcoming (opens on opensOn), due, overdue (the bill date has come: the refill waits until it is done), under_review (an answer stopped at a safety question; a clinician looks first) or completed (this refill's follow-up is done, at completedAt). orderId is the order the customer sees, never the order system's recurring order.",
  type: 'object',
  required: ['orderId', 'phase', 'reason', 'billDate', 'opensOn', 'completedAt'],
  additionalProperties: false,
  properties: {
    orderId: { $ref: 'common.schema.json#/$defs/OrderId' },
    phase: { enum: ['none', 'upcoming', 'due', 'overdue', 'under_review', 'completed'] },
    reason: { enum: ['not_subscription', 'not_prescribed', 'paused', 'cancelled', 'no_refill', null] },
    billDate: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
    opensOn: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
    completedAt: { anyOf: [{ $ref: 'common.schema.json#/$defs/DateTime' }, { type: 'null' }] },
  },
};
export function validateFollowupState(
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
    if (data.phase === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'phase' },
        message: "must have required property '" + 'phase' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.reason === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'reason' },
        message: "must have required property '" + 'reason' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.billDate === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'billDate' },
        message: "must have required property '" + 'billDate' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.opensOn === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'opensOn' },
        message: "must have required property '" + 'opensOn' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.completedAt === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'completedAt' },
        message: "must have required property '" + 'completedAt' + "'",
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
        key0 === 'orderId' ||
        key0 === 'phase' ||
        key0 === 'reason' ||
        key0 === 'billDate' ||
        key0 === 'opensOn' ||
        key0 === 'completedAt'
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
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err7 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'common.schema.json#/$defs/OrderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'common.schema.json#/$defs/OrderId/type',
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
    if (data.phase !== undefined) {
      let data1 = data.phase;
      if (!(
        data1 === 'none' ||
        data1 === 'upcoming' ||
        data1 === 'due' ||
        data1 === 'overdue' ||
        data1 === 'under_review' ||
        data1 === 'completed'
      )) {
        const err9 = {
          instancePath: instancePath + '/phase',
          schemaPath: '#/properties/phase/enum',
          keyword: 'enum',
          params: { allowedValues: schema8.properties.phase.enum },
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
    if (data.reason !== undefined) {
      let data2 = data.reason;
      if (!(
        data2 === 'not_subscription' ||
        data2 === 'not_prescribed' ||
        data2 === 'paused' ||
        data2 === 'cancelled' ||
        data2 === 'no_refill' ||
        data2 === null
      )) {
        const err10 = {
          instancePath: instancePath + '/reason',
          schemaPath: '#/properties/reason/enum',
          keyword: 'enum',
          params: { allowedValues: schema8.properties.reason.enum },
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
    if (data.billDate !== undefined) {
      let data3 = data.billDate;
      const _errs8 = errors;
      let valid2 = false;
      const _errs9 = errors;
      if (typeof data3 === 'string') {
        if (!shared.formats1.validate(data3)) {
          const err11 = {
            instancePath: instancePath + '/billDate',
            schemaPath: '#/properties/billDate/anyOf/0/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
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
          instancePath: instancePath + '/billDate',
          schemaPath: '#/properties/billDate/anyOf/0/type',
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
      var _valid0 = _errs9 === errors;
      valid2 = valid2 || _valid0;
      const _errs11 = errors;
      if (data3 !== null) {
        const err13 = {
          instancePath: instancePath + '/billDate',
          schemaPath: '#/properties/billDate/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      var _valid0 = _errs11 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err14 = {
          instancePath: instancePath + '/billDate',
          schemaPath: '#/properties/billDate/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      } else {
        errors = _errs8;
        if (vErrors !== null) {
          if (_errs8) {
            vErrors.length = _errs8;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.opensOn !== undefined) {
      let data4 = data.opensOn;
      const _errs14 = errors;
      let valid3 = false;
      const _errs15 = errors;
      if (typeof data4 === 'string') {
        if (!shared.formats1.validate(data4)) {
          const err15 = {
            instancePath: instancePath + '/opensOn',
            schemaPath: '#/properties/opensOn/anyOf/0/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
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
          instancePath: instancePath + '/opensOn',
          schemaPath: '#/properties/opensOn/anyOf/0/type',
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
      var _valid1 = _errs15 === errors;
      valid3 = valid3 || _valid1;
      const _errs17 = errors;
      if (data4 !== null) {
        const err17 = {
          instancePath: instancePath + '/opensOn',
          schemaPath: '#/properties/opensOn/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      var _valid1 = _errs17 === errors;
      valid3 = valid3 || _valid1;
      if (!valid3) {
        const err18 = {
          instancePath: instancePath + '/opensOn',
          schemaPath: '#/properties/opensOn/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      } else {
        errors = _errs14;
        if (vErrors !== null) {
          if (_errs14) {
            vErrors.length = _errs14;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.completedAt !== undefined) {
      let data5 = data.completedAt;
      const _errs20 = errors;
      let valid4 = false;
      const _errs21 = errors;
      if (typeof data5 === 'string') {
        if (!shared.formats2.validate(data5)) {
          const err19 = {
            instancePath: instancePath + '/completedAt',
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
          instancePath: instancePath + '/completedAt',
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
      var _valid2 = _errs21 === errors;
      valid4 = valid4 || _valid2;
      const _errs24 = errors;
      if (data5 !== null) {
        const err21 = {
          instancePath: instancePath + '/completedAt',
          schemaPath: '#/properties/completedAt/anyOf/1/type',
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
      var _valid2 = _errs24 === errors;
      valid4 = valid4 || _valid2;
      if (!valid4) {
        const err22 = {
          instancePath: instancePath + '/completedAt',
          schemaPath: '#/properties/completedAt/anyOf',
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
        errors = _errs20;
        if (vErrors !== null) {
          if (_errs20) {
            vErrors.length = _errs20;
          } else {
            vErrors = null;
          }
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
  validateFollowupState.errors = vErrors;
  return errors === 0;
}
function validateFollowupListResponse(
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
        !validateFollowupState(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
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
  validateFollowupListResponse.errors = vErrors;
  return errors === 0;
}
