/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import { validateQuizData } from './quiz-data.js';
import * as shared from './shared.js';

export const CookieName = /* @__PURE__ */ named<types.CookieName>('CookieName', validateCookieName);
export const CookieValues = /* @__PURE__ */ named<types.CookieValues>('CookieValues', validateCookieValues);
export const CookieVersion = /* @__PURE__ */ named<types.CookieVersion>(
  'CookieVersion',
  validateCookieVersion,
);
export const RedirectFrom = /* @__PURE__ */ named<types.RedirectFrom>('RedirectFrom', validateRedirectFrom);
export const DUserCookie = /* @__PURE__ */ named<types.DUserCookie>('DUserCookie', validateDUserCookie);
export const DShippingCookie = /* @__PURE__ */ named<types.DShippingCookie>(
  'DShippingCookie',
  validateDShippingCookie,
);
export const DCartCookie = /* @__PURE__ */ named<types.DCartCookie>('DCartCookie', validateDCartCookie);
export const AdvData = /* @__PURE__ */ named<types.AdvData>('AdvData', validateAdvData);
export const AdvParams = /* @__PURE__ */ named<types.AdvParams>('AdvParams', validateAdvParams);
export const AdvCookies = /* @__PURE__ */ named<types.AdvCookies>('AdvCookies', validateAdvCookies);
export const DAdvDataCookie = /* @__PURE__ */ named<types.DAdvDataCookie>(
  'DAdvDataCookie',
  validateDAdvDataCookie,
);
export const DQuizDataCookie = /* @__PURE__ */ named<types.DQuizDataCookie>(
  'DQuizDataCookie',
  validateDQuizDataCookie,
);
export const DPaymentCookie = /* @__PURE__ */ named<types.DPaymentCookie>(
  'DPaymentCookie',
  validateDPaymentCookie,
);
const schema0 = {
  title: 'CookieName',
  description:
    "Every cookie name. `userId` is the logged-in (or masqueraded) user's id; `viewport` remembers the viewport class for 365 days; all others live 3600 s.",
  type: 'string',
  enum: [
    'dUser',
    'dShipping',
    'd_cart',
    'dAdvData',
    'dVersion',
    'dVerified',
    'dWait',
    'dCompl',
    'dQuizData',
    'dPayment',
    'created',
    'userRole',
    'token',
    'userId',
    'agentId',
    'redirect_from',
    'followup',
    'pCreated',
    'viewport',
  ],
};
function validateCookieName(
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
    data === 'dUser' ||
    data === 'dShipping' ||
    data === 'd_cart' ||
    data === 'dAdvData' ||
    data === 'dVersion' ||
    data === 'dVerified' ||
    data === 'dWait' ||
    data === 'dCompl' ||
    data === 'dQuizData' ||
    data === 'dPayment' ||
    data === 'created' ||
    data === 'userRole' ||
    data === 'token' ||
    data === 'userId' ||
    data === 'agentId' ||
    data === 'redirect_from' ||
    data === 'followup' ||
    data === 'pCreated' ||
    data === 'viewport'
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
  validateCookieName.errors = vErrors;
  return errors === 0;
}
const schema1 = {
  title: 'CookieValues',
  description:
    "The value each cookie holds once read. Strings are stored as they are; objects, numbers and booleans are stored as JSON (so userRole 0 reads back from the cookie text '0').",
  type: 'object',
  additionalProperties: false,
  properties: {
    dUser: { $ref: '#/$defs/DUserCookie' },
    dShipping: { $ref: '#/$defs/DShippingCookie' },
    d_cart: { $ref: '#/$defs/DCartCookie' },
    dAdvData: { $ref: '#/$defs/DAdvDataCookie' },
    dVersion: { $ref: '#/$defs/CookieVersion' },
    dVerified: { description: "True once the patient's identity is verified.", type: 'boolean' },
    dWait: {
      description: 'True while the patient waits for identity verification to finish (/start/wait).',
      type: 'boolean',
    },
    dCompl: { description: 'True once the intake is complete (/start/compl).', type: 'boolean' },
    dQuizData: { $ref: '#/$defs/DQuizDataCookie' },
    dPayment: { $ref: '#/$defs/DPaymentCookie' },
    created: { $ref: 'common.schema.json#/$defs/CreatedValue' },
    userRole: { $ref: 'enums.schema.json#/$defs/Role' },
    token: { $ref: 'tokens.schema.json#/$defs/Jwt' },
    userId: { $ref: 'common.schema.json#/$defs/UserId' },
    agentId: { $ref: 'common.schema.json#/$defs/UserId' },
    redirect_from: { $ref: '#/$defs/RedirectFrom' },
    followup: { $ref: 'common.schema.json#/$defs/OrderId' },
    pCreated: { $ref: 'common.schema.json#/$defs/CreatedValue' },
    viewport: {
      description: 'The viewport class: mobile below 768 px, tablet below 1200 px, desktop from 1200 px.',
      type: 'string',
      enum: ['mobile', 'tablet', 'desktop'],
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
    for (const key0 in data) {
      if (!(key0 === 'firstName' || key0 === 'lastName' || key0 === 'phone' || key0 === 'email')) {
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
        if (shared.func0(data0) < 1) {
          const err5 = {
            instancePath: instancePath + '/firstName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
            instancePath: instancePath + '/firstName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
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
          instancePath: instancePath + '/firstName',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.lastName !== undefined) {
      let data1 = data.lastName;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err8 = {
            instancePath: instancePath + '/lastName',
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
            instancePath: instancePath + '/lastName',
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
          instancePath: instancePath + '/lastName',
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
    if (data.phone !== undefined) {
      let data2 = data.phone;
      if (typeof data2 === 'string') {
        if (!shared.pattern1.test(data2)) {
          const err11 = {
            instancePath: instancePath + '/phone',
            schemaPath: 'common.schema.json#/$defs/UsPhone/pattern',
            keyword: 'pattern',
            params: { pattern: '^[2-9][0-9]{9}$' },
            message: 'must match pattern "' + '^[2-9][0-9]{9}$' + '"',
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
          instancePath: instancePath + '/phone',
          schemaPath: 'common.schema.json#/$defs/UsPhone/type',
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
    if (data.email !== undefined) {
      let data3 = data.email;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) > 254) {
          const err13 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!shared.formats0.test(data3)) {
          const err14 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'common.schema.json#/$defs/Email/type',
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
    if (data.amount === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'amount' },
        message: "must have required property '" + 'amount' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.productName === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'productName' },
        message: "must have required property '" + 'productName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.productPrice === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'productPrice' },
        message: "must have required property '" + 'productPrice' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.productShipping === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'productShipping' },
        message: "must have required property '" + 'productShipping' + "'",
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
        key0 === 'amount' ||
        key0 === 'productName' ||
        key0 === 'productPrice' ||
        key0 === 'productShipping'
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
    if (data.amount !== undefined) {
      let data0 = data.amount;
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 < 0 || isNaN(data0)) {
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
        if (0.01 === 0 || ((res0 = data0 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
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
    if (data.productName !== undefined) {
      let data1 = data.productName;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err8 = {
            instancePath: instancePath + '/productName',
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
            instancePath: instancePath + '/productName',
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
          instancePath: instancePath + '/productName',
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
    if (data.productPrice !== undefined) {
      let data2 = data.productPrice;
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/productPrice',
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
        let res1;
        if (0.01 === 0 || ((res1 = data2 / 0.01), Math.abs(Math.round(res1) - res1) > 1e-9)) {
          const err12 = {
            instancePath: instancePath + '/productPrice',
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
          instancePath: instancePath + '/productPrice',
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
    if (data.productShipping !== undefined) {
      let data3 = data.productShipping;
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/productShipping',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
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
        let res2;
        if (0.01 === 0 || ((res2 = data3 / 0.01), Math.abs(Math.round(res2) - res2) > 1e-9)) {
          const err15 = {
            instancePath: instancePath + '/productShipping',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/productShipping',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
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
  if (!validate3(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
    errors = vErrors.length;
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
  if (!validateQuizData(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validateQuizData.errors : vErrors.concat(validateQuizData.errors);
    errors = vErrors.length;
  }
  validate5.errors = vErrors;
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
  if (!validate6(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
    errors = vErrors.length;
  }
  validate7.errors = vErrors;
  return errors === 0;
}
const pattern0 = new RegExp('^/(?![/\\\\])\\S*$', 'u');
function validateCookieValues(
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
      if (!shared.func1.call(schema1.properties, key0)) {
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
    if (data.dUser !== undefined) {
      if (
        !validate0(data.dUser, {
          instancePath: instancePath + '/dUser',
          parentData: data,
          parentDataProperty: 'dUser',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
        errors = vErrors.length;
      }
    }
    if (data.dShipping !== undefined) {
      if (
        !validate1(data.dShipping, {
          instancePath: instancePath + '/dShipping',
          parentData: data,
          parentDataProperty: 'dShipping',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
      }
    }
    if (data.d_cart !== undefined) {
      if (
        !validate2(data.d_cart, {
          instancePath: instancePath + '/d_cart',
          parentData: data,
          parentDataProperty: 'd_cart',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
        errors = vErrors.length;
      }
    }
    if (data.dAdvData !== undefined) {
      if (
        !validate4(data.dAdvData, {
          instancePath: instancePath + '/dAdvData',
          parentData: data,
          parentDataProperty: 'dAdvData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    if (data.dVersion !== undefined) {
      let data4 = data.dVersion;
      if (typeof data4 !== 'string') {
        const err1 = {
          instancePath: instancePath + '/dVersion',
          schemaPath: '#/$defs/CookieVersion/type',
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
      if (!(data4 === 'v2' || data4 === 'v3')) {
        const err2 = {
          instancePath: instancePath + '/dVersion',
          schemaPath: '#/$defs/CookieVersion/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema10.enum },
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
    if (data.dVerified !== undefined) {
      if (typeof data.dVerified !== 'boolean') {
        const err3 = {
          instancePath: instancePath + '/dVerified',
          schemaPath: '#/properties/dVerified/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.dWait !== undefined) {
      if (typeof data.dWait !== 'boolean') {
        const err4 = {
          instancePath: instancePath + '/dWait',
          schemaPath: '#/properties/dWait/type',
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
    if (data.dCompl !== undefined) {
      if (typeof data.dCompl !== 'boolean') {
        const err5 = {
          instancePath: instancePath + '/dCompl',
          schemaPath: '#/properties/dCompl/type',
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
    if (data.dQuizData !== undefined) {
      if (
        !validate5(data.dQuizData, {
          instancePath: instancePath + '/dQuizData',
          parentData: data,
          parentDataProperty: 'dQuizData',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
    if (data.dPayment !== undefined) {
      if (
        !validate7(data.dPayment, {
          instancePath: instancePath + '/dPayment',
          parentData: data,
          parentDataProperty: 'dPayment',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
        errors = vErrors.length;
      }
    }
    if (data.created !== undefined) {
      let data10 = data.created;
      if (typeof data10 === 'string') {
        if (!shared.pattern16.test(data10)) {
          const err6 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
    if (data.userRole !== undefined) {
      let data11 = data.userRole;
      if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err8 = {
          instancePath: instancePath + '/userRole',
          schemaPath: 'enums.schema.json#/$defs/Role/type',
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
      if (!(data11 === 0 || data11 === 1 || data11 === 2)) {
        const err9 = {
          instancePath: instancePath + '/userRole',
          schemaPath: 'enums.schema.json#/$defs/Role/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema7.enum },
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
    if (data.token !== undefined) {
      let data12 = data.token;
      if (typeof data12 === 'string') {
        if (shared.func0(data12) > 4096) {
          const err10 = {
            instancePath: instancePath + '/token',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/maxLength',
            keyword: 'maxLength',
            params: { limit: 4096 },
            message: 'must NOT have more than 4096 characters',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (!shared.pattern4.test(data12)) {
          const err11 = {
            instancePath: instancePath + '/token',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' + '"',
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
          instancePath: instancePath + '/token',
          schemaPath: 'tokens.schema.json#/$defs/Jwt/type',
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
    if (data.userId !== undefined) {
      let data13 = data.userId;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err13 = {
          instancePath: instancePath + '/userId',
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
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 > 2147483647 || isNaN(data13)) {
          const err14 = {
            instancePath: instancePath + '/userId',
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
        if (data13 < 1 || isNaN(data13)) {
          const err15 = {
            instancePath: instancePath + '/userId',
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
    if (data.agentId !== undefined) {
      let data14 = data.agentId;
      if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err16 = {
          instancePath: instancePath + '/agentId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
      if (typeof data14 == 'number' && isFinite(data14)) {
        if (data14 > 2147483647 || isNaN(data14)) {
          const err17 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data14 < 1 || isNaN(data14)) {
          const err18 = {
            instancePath: instancePath + '/agentId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.redirect_from !== undefined) {
      let data15 = data.redirect_from;
      if (typeof data15 === 'string') {
        if (shared.func0(data15) > 2048) {
          const err19 = {
            instancePath: instancePath + '/redirect_from',
            schemaPath: '#/$defs/RedirectFrom/maxLength',
            keyword: 'maxLength',
            params: { limit: 2048 },
            message: 'must NOT have more than 2048 characters',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (!pattern0.test(data15)) {
          const err20 = {
            instancePath: instancePath + '/redirect_from',
            schemaPath: '#/$defs/RedirectFrom/pattern',
            keyword: 'pattern',
            params: { pattern: '^/(?![/\\\\])\\S*$' },
            message: 'must match pattern "' + '^/(?![/\\\\])\\S*$' + '"',
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
          instancePath: instancePath + '/redirect_from',
          schemaPath: '#/$defs/RedirectFrom/type',
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
    if (data.followup !== undefined) {
      let data16 = data.followup;
      if (typeof data16 === 'string') {
        if (!shared.pattern10.test(data16)) {
          const err22 = {
            instancePath: instancePath + '/followup',
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
          instancePath: instancePath + '/followup',
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
    if (data.pCreated !== undefined) {
      let data17 = data.pCreated;
      if (typeof data17 === 'string') {
        if (!shared.pattern16.test(data17)) {
          const err24 = {
            instancePath: instancePath + '/pCreated',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/pCreated',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
    if (data.viewport !== undefined) {
      let data18 = data.viewport;
      if (typeof data18 !== 'string') {
        const err26 = {
          instancePath: instancePath + '/viewport',
          schemaPath: '#/properties/viewport/type',
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
      if (!(data18 === 'mobile' || data18 === 'tablet' || data18 === 'desktop')) {
        const err27 = {
          instancePath: instancePath + '/viewport',
          schemaPath: '#/properties/viewport/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.properties.viewport.enum },
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
  validateCookieValues.errors = vErrors;
  return errors === 0;
}
function validateCookieVersion(
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
  if (!(data === 'v2' || data === 'v3')) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: shared.schema10.enum },
      message: 'must be equal to one of the allowed values',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateCookieVersion.errors = vErrors;
  return errors === 0;
}
function validateRedirectFrom(
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
    if (!pattern0.test(data)) {
      const err1 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: { pattern: '^/(?![/\\\\])\\S*$' },
        message: 'must match pattern "' + '^/(?![/\\\\])\\S*$' + '"',
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
  validateRedirectFrom.errors = vErrors;
  return errors === 0;
}
function validateDUserCookie(
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
    for (const key0 in data) {
      if (!(key0 === 'firstName' || key0 === 'lastName' || key0 === 'phone' || key0 === 'email')) {
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
        if (shared.func0(data0) < 1) {
          const err5 = {
            instancePath: instancePath + '/firstName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
            instancePath: instancePath + '/firstName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
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
          instancePath: instancePath + '/firstName',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.lastName !== undefined) {
      let data1 = data.lastName;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err8 = {
            instancePath: instancePath + '/lastName',
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
            instancePath: instancePath + '/lastName',
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
          instancePath: instancePath + '/lastName',
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
    if (data.phone !== undefined) {
      let data2 = data.phone;
      if (typeof data2 === 'string') {
        if (!shared.pattern1.test(data2)) {
          const err11 = {
            instancePath: instancePath + '/phone',
            schemaPath: 'common.schema.json#/$defs/UsPhone/pattern',
            keyword: 'pattern',
            params: { pattern: '^[2-9][0-9]{9}$' },
            message: 'must match pattern "' + '^[2-9][0-9]{9}$' + '"',
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
          instancePath: instancePath + '/phone',
          schemaPath: 'common.schema.json#/$defs/UsPhone/type',
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
    if (data.email !== undefined) {
      let data3 = data.email;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) > 254) {
          const err13 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!shared.formats0.test(data3)) {
          const err14 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'common.schema.json#/$defs/Email/type',
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
  validateDUserCookie.errors = vErrors;
  return errors === 0;
}
function validateDShippingCookie(
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
  validateDShippingCookie.errors = vErrors;
  return errors === 0;
}
function validateDCartCookie(
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
    if (data.amount === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'amount' },
        message: "must have required property '" + 'amount' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.productName === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'productName' },
        message: "must have required property '" + 'productName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.productPrice === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'productPrice' },
        message: "must have required property '" + 'productPrice' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.productShipping === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'productShipping' },
        message: "must have required property '" + 'productShipping' + "'",
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
        key0 === 'amount' ||
        key0 === 'productName' ||
        key0 === 'productPrice' ||
        key0 === 'productShipping'
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
    if (data.amount !== undefined) {
      let data0 = data.amount;
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 < 0 || isNaN(data0)) {
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
        if (0.01 === 0 || ((res0 = data0 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
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
    if (data.productName !== undefined) {
      let data1 = data.productName;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err8 = {
            instancePath: instancePath + '/productName',
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
            instancePath: instancePath + '/productName',
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
          instancePath: instancePath + '/productName',
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
    if (data.productPrice !== undefined) {
      let data2 = data.productPrice;
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/productPrice',
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
        let res1;
        if (0.01 === 0 || ((res1 = data2 / 0.01), Math.abs(Math.round(res1) - res1) > 1e-9)) {
          const err12 = {
            instancePath: instancePath + '/productPrice',
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
          instancePath: instancePath + '/productPrice',
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
    if (data.productShipping !== undefined) {
      let data3 = data.productShipping;
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/productShipping',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
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
        let res2;
        if (0.01 === 0 || ((res2 = data3 / 0.01), Math.abs(Math.round(res2) - res2) > 1e-9)) {
          const err15 = {
            instancePath: instancePath + '/productShipping',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/productShipping',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
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
  validateDCartCookie.errors = vErrors;
  return errors === 0;
}
function validateAdvData(
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
  validateAdvData.errors = vErrors;
  return errors === 0;
}
function validateAdvParams(
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
    if (Object.keys(data).length > 50) {
      const err0 = {
        instancePath,
        schemaPath: '#/maxProperties',
        keyword: 'maxProperties',
        params: { limit: 50 },
        message: 'must NOT have more than 50 properties',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      const _errs1 = errors;
      if (typeof key0 === 'string') {
        if (shared.func0(key0) > 100) {
          const err1 = {
            instancePath,
            schemaPath: '#/propertyNames/maxLength',
            keyword: 'maxLength',
            params: { limit: 100 },
            message: 'must NOT have more than 100 characters',
            propertyName: key0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (shared.func0(key0) < 1) {
          const err2 = {
            instancePath,
            schemaPath: '#/propertyNames/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            propertyName: key0,
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err3 = {
          instancePath,
          schemaPath: '#/propertyNames',
          keyword: 'propertyNames',
          params: { propertyName: key0 },
          message: 'property name must be valid',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      let data0 = data[key1];
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 2048) {
          const err4 = {
            instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
            schemaPath: '#/additionalProperties/maxLength',
            keyword: 'maxLength',
            params: { limit: 2048 },
            message: 'must NOT have more than 2048 characters',
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
          instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
          schemaPath: '#/additionalProperties/type',
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
  validateAdvParams.errors = vErrors;
  return errors === 0;
}
function validateAdvCookies(
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
      if (!(key0 === 'fbp' || key0 === 'fbc')) {
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
    if (data.fbp !== undefined) {
      let data0 = data.fbp;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 512) {
          const err1 = {
            instancePath: instancePath + '/fbp',
            schemaPath: '#/properties/fbp/maxLength',
            keyword: 'maxLength',
            params: { limit: 512 },
            message: 'must NOT have more than 512 characters',
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
          instancePath: instancePath + '/fbp',
          schemaPath: '#/properties/fbp/type',
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
    if (data.fbc !== undefined) {
      let data1 = data.fbc;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 512) {
          const err3 = {
            instancePath: instancePath + '/fbc',
            schemaPath: '#/properties/fbc/maxLength',
            keyword: 'maxLength',
            params: { limit: 512 },
            message: 'must NOT have more than 512 characters',
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
          instancePath: instancePath + '/fbc',
          schemaPath: '#/properties/fbc/type',
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
  validateAdvCookies.errors = vErrors;
  return errors === 0;
}
function validateDAdvDataCookie(
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
  if (!validate3(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
    errors = vErrors.length;
  }
  validateDAdvDataCookie.errors = vErrors;
  return errors === 0;
}
function validateDQuizDataCookie(
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
  if (!validateQuizData(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validateQuizData.errors : vErrors.concat(validateQuizData.errors);
    errors = vErrors.length;
  }
  validateDQuizDataCookie.errors = vErrors;
  return errors === 0;
}
function validateDPaymentCookie(
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
  if (!validate6(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
    errors = vErrors.length;
  }
  validateDPaymentCookie.errors = vErrors;
  return errors === 0;
}
