/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const RecoverPasswordRequest = /* @__PURE__ */ named<types.RecoverPasswordRequest>(
  'RecoverPasswordRequest',
  validateRecoverPasswordRequest,
);
export const RecoverPasswordResponse = /* @__PURE__ */ named<types.RecoverPasswordResponse>(
  'RecoverPasswordResponse',
  validateRecoverPasswordResponse,
);
export const PasswordResetToken = /* @__PURE__ */ named<types.PasswordResetToken>(
  'PasswordResetToken',
  validatePasswordResetToken,
);
export const ResetPasswordRequest = /* @__PURE__ */ named<types.ResetPasswordRequest>(
  'ResetPasswordRequest',
  validateResetPasswordRequest,
);
export const PasswordLinkPurpose = /* @__PURE__ */ named<types.PasswordLinkPurpose>(
  'PasswordLinkPurpose',
  validatePasswordLinkPurpose,
);
export const ResetPasswordResponse = /* @__PURE__ */ named<types.ResetPasswordResponse>(
  'ResetPasswordResponse',
  validateResetPasswordResponse,
);
export const PasswordRecoverJobData = /* @__PURE__ */ named<types.PasswordRecoverJobData>(
  'PasswordRecoverJobData',
  validatePasswordRecoverJobData,
);
export const OutboundEmailKind = /* @__PURE__ */ named<types.OutboundEmailKind>(
  'OutboundEmailKind',
  validateOutboundEmailKind,
);
export const EmailEvent = /* @__PURE__ */ named<types.EmailEvent>('EmailEvent', validateEmailEvent);
export const EmailLine = /* @__PURE__ */ named<types.EmailLine>('EmailLine', validateEmailLine);
export const EmailJobData = /* @__PURE__ */ named<types.EmailJobData>('EmailJobData', validateEmailJobData);
function validateRecoverPasswordRequest(
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
    for (const key0 in data) {
      if (!(key0 === 'email')) {
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
    if (data.email !== undefined) {
      let data0 = data.email;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 254) {
          const err2 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!shared.formats0.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'common.schema.json#/$defs/Email/type',
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
  validateRecoverPasswordRequest.errors = vErrors;
  return errors === 0;
}
function validateRecoverPasswordResponse(
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
      if ('If an account exists for that email, a reset link has been sent.' !== data.message) {
        const err2 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/const',
          keyword: 'const',
          params: { allowedValue: 'If an account exists for that email, a reset link has been sent.' },
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
  validateRecoverPasswordResponse.errors = vErrors;
  return errors === 0;
}
function validatePasswordResetToken(
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
    if (shared.func0(data) > 256) {
      const err0 = {
        instancePath,
        schemaPath: '#/maxLength',
        keyword: 'maxLength',
        params: { limit: 256 },
        message: 'must NOT have more than 256 characters',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (shared.func0(data) < 1) {
      const err1 = {
        instancePath,
        schemaPath: '#/minLength',
        keyword: 'minLength',
        params: { limit: 1 },
        message: 'must NOT have fewer than 1 characters',
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
      schemaPath: '#/type',
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
  validatePasswordResetToken.errors = vErrors;
  return errors === 0;
}
function validateResetPasswordRequest(
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
      if (!(key0 === 'token' || key0 === 'password')) {
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
    if (data.token !== undefined) {
      let data0 = data.token;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 256) {
          const err3 = {
            instancePath: instancePath + '/token',
            schemaPath: '#/$defs/PasswordResetToken/maxLength',
            keyword: 'maxLength',
            params: { limit: 256 },
            message: 'must NOT have more than 256 characters',
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
            instancePath: instancePath + '/token',
            schemaPath: '#/$defs/PasswordResetToken/minLength',
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
          instancePath: instancePath + '/token',
          schemaPath: '#/$defs/PasswordResetToken/type',
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
        if (shared.func0(data1) > 72) {
          const err6 = {
            instancePath: instancePath + '/password',
            schemaPath: '#/properties/password/maxLength',
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
            instancePath: instancePath + '/password',
            schemaPath: '#/properties/password/minLength',
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
  validateResetPasswordRequest.errors = vErrors;
  return errors === 0;
}
const schema0 = {
  title: 'PasswordLinkPurpose',
  description:
    "What a password link is for: `reset` (asked for on the recover page) or `account_setup` (emailed to a new customer after their first purchase, to set their first password). Set links carry it in their query (`/login/reset?token=…&purpose=account_setup`) for the page's words; the API holds the truth.",
  type: 'string',
  enum: ['reset', 'account_setup'],
};
function validatePasswordLinkPurpose(
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
  if (!(data === 'reset' || data === 'account_setup')) {
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
  validatePasswordLinkPurpose.errors = vErrors;
  return errors === 0;
}
const schema1 = {
  title: 'ResetPasswordResponse',
  description:
    'POST /api/auth/reset answer: the password was changed. A reset link: log in with the new password. An account setup link (`purpose` `account_setup`): the customer is logged in with `token`, a login token as POST /api/auth/login answers.',
  type: 'object',
  required: ['message', 'purpose'],
  additionalProperties: false,
  properties: {
    message: {
      enum: [
        'Your password has been reset. You can now log in with your new password.',
        'Your password is set. Welcome to your account.',
      ],
    },
    purpose: { $ref: '#/$defs/PasswordLinkPurpose' },
    token: { $ref: 'tokens.schema.json#/$defs/Jwt' },
  },
};
function validateResetPasswordResponse(
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
    if (data.purpose === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'purpose' },
        message: "must have required property '" + 'purpose' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'message' || key0 === 'purpose' || key0 === 'token')) {
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
      let data0 = data.message;
      if (!(
        data0 === 'Your password has been reset. You can now log in with your new password.' ||
        data0 === 'Your password is set. Welcome to your account.'
      )) {
        const err3 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.properties.message.enum },
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
    if (data.purpose !== undefined) {
      let data1 = data.purpose;
      if (typeof data1 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/purpose',
          schemaPath: '#/$defs/PasswordLinkPurpose/type',
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
      if (!(data1 === 'reset' || data1 === 'account_setup')) {
        const err5 = {
          instancePath: instancePath + '/purpose',
          schemaPath: '#/$defs/PasswordLinkPurpose/enum',
          keyword: 'enum',
          params: { allowedValues: schema0.enum },
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
    if (data.token !== undefined) {
      let data2 = data.token;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 4096) {
          const err6 = {
            instancePath: instancePath + '/token',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/maxLength',
            keyword: 'maxLength',
            params: { limit: 4096 },
            message: 'must NOT have more than 4096 characters',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!shared.pattern4.test(data2)) {
          const err7 = {
            instancePath: instancePath + '/token',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' + '"',
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
          instancePath: instancePath + '/token',
          schemaPath: 'tokens.schema.json#/$defs/Jwt/type',
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
  validateResetPasswordResponse.errors = vErrors;
  return errors === 0;
}
const pattern0 = new RegExp('^https?://[^/?#\\s]+$', 'u');
function validatePasswordRecoverJobData(
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
    if (data.baseUrl === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'baseUrl' },
        message: "must have required property '" + 'baseUrl' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'tenantId' || key0 === 'email' || key0 === 'baseUrl')) {
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
    if (data.tenantId !== undefined) {
      let data0 = data.tenantId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/tenantId',
          schemaPath: '#/properties/tenantId/type',
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
            instancePath: instancePath + '/tenantId',
            schemaPath: '#/properties/tenantId/minimum',
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
    if (data.email !== undefined) {
      let data1 = data.email;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 254) {
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
        if (!shared.formats0.test(data1)) {
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
    if (data.baseUrl !== undefined) {
      let data2 = data.baseUrl;
      if (typeof data2 === 'string') {
        if (!pattern0.test(data2)) {
          const err9 = {
            instancePath: instancePath + '/baseUrl',
            schemaPath: '#/properties/baseUrl/pattern',
            keyword: 'pattern',
            params: { pattern: '^https?://[^/?#\\s]+$' },
            message: 'must match pattern "' + '^https?://[^/?#\\s]+$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (!shared.formats7(data2)) {
          const err10 = {
            instancePath: instancePath + '/baseUrl',
            schemaPath: '#/properties/baseUrl/format',
            keyword: 'format',
            params: { format: 'uri' },
            message: 'must match format "' + 'uri' + '"',
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
          instancePath: instancePath + '/baseUrl',
          schemaPath: '#/properties/baseUrl/type',
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
  validatePasswordRecoverJobData.errors = vErrors;
  return errors === 0;
}
const schema2 = {
  title: 'OutboundEmailKind',
  description:
    "What an email is for: `intake_recover` (a link to resume an intake), `password_reset` (a password reset link), `order_claim` (a link for an account owner to confirm that an order paid with their email is theirs), `care_team_alert` (tells the tenant's care team that an order needs clinical review: no patient data, only a link to the admin area), `account_setup` (a new customer's link to set a password after their first purchase), `order_confirmation` (the paid order: items, what was charged or authorised, what happens next), `clinician_decision` (the treatment was prescribed or not), `subscription_changed` (paused, resumed, skipped or cancelled), `chat_reply` (a care-team reply waits in the account; no message text), `followup_due` (a follow-up visit is due).",
  type: 'string',
  enum: [
    'intake_recover',
    'password_reset',
    'order_claim',
    'care_team_alert',
    'account_setup',
    'order_confirmation',
    'clinician_decision',
    'subscription_changed',
    'chat_reply',
    'followup_due',
  ],
};
function validateOutboundEmailKind(
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
    data === 'intake_recover' ||
    data === 'password_reset' ||
    data === 'order_claim' ||
    data === 'care_team_alert' ||
    data === 'account_setup' ||
    data === 'order_confirmation' ||
    data === 'clinician_decision' ||
    data === 'subscription_changed' ||
    data === 'chat_reply' ||
    data === 'followup_due'
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
  validateOutboundEmailKind.errors = vErrors;
  return errors === 0;
}
function validateEmailEvent(
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
    if (data.metric === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'metric' },
        message: "must have required property '" + 'metric' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.profile === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'profile' },
        message: "must have required property '" + 'profile' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.properties === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'properties' },
        message: "must have required property '" + 'properties' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'metric' || key0 === 'profile' || key0 === 'properties' || key0 === 'lines')) {
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
    if (data.metric !== undefined) {
      let data0 = data.metric;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.name === undefined) {
          const err4 = {
            instancePath: instancePath + '/metric',
            schemaPath: '#/properties/metric/required',
            keyword: 'required',
            params: { missingProperty: 'name' },
            message: "must have required property '" + 'name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(key1 === 'name')) {
            const err5 = {
              instancePath: instancePath + '/metric',
              schemaPath: '#/properties/metric/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data0.name !== undefined) {
          let data1 = data0.name;
          if (typeof data1 === 'string') {
            if (shared.func0(data1) < 1) {
              const err6 = {
                instancePath: instancePath + '/metric/name',
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
            if (!shared.pattern0.test(data1)) {
              const err7 = {
                instancePath: instancePath + '/metric/name',
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
              instancePath: instancePath + '/metric/name',
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
      } else {
        const err9 = {
          instancePath: instancePath + '/metric',
          schemaPath: '#/properties/metric/type',
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
    }
    if (data.profile !== undefined) {
      let data2 = data.profile;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.email === undefined) {
          const err10 = {
            instancePath: instancePath + '/profile',
            schemaPath: '#/properties/profile/required',
            keyword: 'required',
            params: { missingProperty: 'email' },
            message: "must have required property '" + 'email' + "'",
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        for (const key2 in data2) {
          if (!(key2 === 'email')) {
            const err11 = {
              instancePath: instancePath + '/profile',
              schemaPath: '#/properties/profile/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
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
        if (data2.email !== undefined) {
          let data3 = data2.email;
          if (typeof data3 === 'string') {
            if (shared.func0(data3) > 254) {
              const err12 = {
                instancePath: instancePath + '/profile/email',
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
                instancePath: instancePath + '/profile/email',
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
              instancePath: instancePath + '/profile/email',
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
      } else {
        const err15 = {
          instancePath: instancePath + '/profile',
          schemaPath: '#/properties/profile/type',
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
    }
    if (data.properties !== undefined) {
      let data4 = data.properties;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        for (const key3 in data4) {
          let data5 = data4[key3];
          if (typeof data5 === 'string') {
            if (shared.func0(data5) > 4096) {
              const err16 = {
                instancePath: instancePath + '/properties/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/properties/additionalProperties/maxLength',
                keyword: 'maxLength',
                params: { limit: 4096 },
                message: 'must NOT have more than 4096 characters',
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
              instancePath: instancePath + '/properties/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/properties/additionalProperties/type',
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
          instancePath: instancePath + '/properties',
          schemaPath: '#/properties/properties/type',
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
    if (data.lines !== undefined) {
      let data6 = data.lines;
      if (Array.isArray(data6)) {
        if (data6.length > 50) {
          const err19 = {
            instancePath: instancePath + '/lines',
            schemaPath: '#/properties/lines/maxItems',
            keyword: 'maxItems',
            params: { limit: 50 },
            message: 'must NOT have more than 50 items',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data7 = data6[i0];
          if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
            if (data7.label === undefined) {
              const err20 = {
                instancePath: instancePath + '/lines/' + i0,
                schemaPath: '#/$defs/EmailLine/required',
                keyword: 'required',
                params: { missingProperty: 'label' },
                message: "must have required property '" + 'label' + "'",
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
            if (data7.value === undefined) {
              const err21 = {
                instancePath: instancePath + '/lines/' + i0,
                schemaPath: '#/$defs/EmailLine/required',
                keyword: 'required',
                params: { missingProperty: 'value' },
                message: "must have required property '" + 'value' + "'",
              };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            for (const key4 in data7) {
              if (!(key4 === 'label' || key4 === 'value')) {
                const err22 = {
                  instancePath: instancePath + '/lines/' + i0,
                  schemaPath: '#/$defs/EmailLine/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key4 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
            if (data7.label !== undefined) {
              let data8 = data7.label;
              if (typeof data8 === 'string') {
                if (shared.func0(data8) > 500) {
                  const err23 = {
                    instancePath: instancePath + '/lines/' + i0 + '/label',
                    schemaPath: '#/$defs/EmailLine/properties/label/maxLength',
                    keyword: 'maxLength',
                    params: { limit: 500 },
                    message: 'must NOT have more than 500 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                if (shared.func0(data8) < 1) {
                  const err24 = {
                    instancePath: instancePath + '/lines/' + i0 + '/label',
                    schemaPath: '#/$defs/EmailLine/properties/label/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
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
                  instancePath: instancePath + '/lines/' + i0 + '/label',
                  schemaPath: '#/$defs/EmailLine/properties/label/type',
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
            if (data7.value !== undefined) {
              let data9 = data7.value;
              if (typeof data9 === 'string') {
                if (shared.func0(data9) > 500) {
                  const err26 = {
                    instancePath: instancePath + '/lines/' + i0 + '/value',
                    schemaPath: '#/$defs/EmailLine/properties/value/maxLength',
                    keyword: 'maxLength',
                    params: { limit: 500 },
                    message: 'must NOT have more than 500 characters',
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
                  instancePath: instancePath + '/lines/' + i0 + '/value',
                  schemaPath: '#/$defs/EmailLine/properties/value/type',
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
          } else {
            const err28 = {
              instancePath: instancePath + '/lines/' + i0,
              schemaPath: '#/$defs/EmailLine/type',
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
        }
      } else {
        const err29 = {
          instancePath: instancePath + '/lines',
          schemaPath: '#/properties/lines/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validateEmailEvent.errors = vErrors;
  return errors === 0;
}
function validateEmailLine(
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
    if (data.value === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'value' },
        message: "must have required property '" + 'value' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'label' || key0 === 'value')) {
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
        if (shared.func0(data0) > 500) {
          const err3 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/properties/label/maxLength',
            keyword: 'maxLength',
            params: { limit: 500 },
            message: 'must NOT have more than 500 characters',
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
            instancePath: instancePath + '/label',
            schemaPath: '#/properties/label/minLength',
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
          instancePath: instancePath + '/label',
          schemaPath: '#/properties/label/type',
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
    if (data.value !== undefined) {
      let data1 = data.value;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 500) {
          const err6 = {
            instancePath: instancePath + '/value',
            schemaPath: '#/properties/value/maxLength',
            keyword: 'maxLength',
            params: { limit: 500 },
            message: 'must NOT have more than 500 characters',
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
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/type',
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
  validateEmailLine.errors = vErrors;
  return errors === 0;
}
function validateEmailJobData(
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
    if (data.event === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'event' },
        message: "must have required property '" + 'event' + "'",
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
        key0 === 'tenantId' ||
        key0 === 'kind' ||
        key0 === 'subject' ||
        key0 === 'event' ||
        key0 === 'outboxId'
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
    if (data.tenantId !== undefined) {
      let data0 = data.tenantId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + '/tenantId',
          schemaPath: '#/properties/tenantId/type',
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
        if (data0 < 1 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/tenantId',
            schemaPath: '#/properties/tenantId/minimum',
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
    if (data.kind !== undefined) {
      let data1 = data.kind;
      if (typeof data1 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/$defs/OutboundEmailKind/type',
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
        data1 === 'intake_recover' ||
        data1 === 'password_reset' ||
        data1 === 'order_claim' ||
        data1 === 'care_team_alert' ||
        data1 === 'account_setup' ||
        data1 === 'order_confirmation' ||
        data1 === 'clinician_decision' ||
        data1 === 'subscription_changed' ||
        data1 === 'chat_reply' ||
        data1 === 'followup_due'
      )) {
        const err8 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/$defs/OutboundEmailKind/enum',
          keyword: 'enum',
          params: { allowedValues: schema2.enum },
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
    if (data.subject !== undefined) {
      let data2 = data.subject;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err9 = {
            instancePath: instancePath + '/subject',
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
        if (!shared.pattern0.test(data2)) {
          const err10 = {
            instancePath: instancePath + '/subject',
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
          instancePath: instancePath + '/subject',
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
    if (data.event !== undefined) {
      if (
        !validateEmailEvent(data.event, {
          instancePath: instancePath + '/event',
          parentData: data,
          parentDataProperty: 'event',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateEmailEvent.errors : vErrors.concat(validateEmailEvent.errors);
        errors = vErrors.length;
      }
    }
    if (data.outboxId !== undefined) {
      let data4 = data.outboxId;
      if (typeof data4 === 'string') {
        if (!shared.formats3.test(data4)) {
          const err12 = {
            instancePath: instancePath + '/outboxId',
            schemaPath: '#/properties/outboxId/format',
            keyword: 'format',
            params: { format: 'uuid' },
            message: 'must match format "' + 'uuid' + '"',
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
          instancePath: instancePath + '/outboxId',
          schemaPath: '#/properties/outboxId/type',
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
  validateEmailJobData.errors = vErrors;
  return errors === 0;
}
