/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const CheckoutRequest = /* @__PURE__ */ named<types.CheckoutRequest>(
  'CheckoutRequest',
  validateCheckoutRequest,
);
export const CheckoutProduct = /* @__PURE__ */ named<types.CheckoutProduct>(
  'CheckoutProduct',
  validateCheckoutProduct,
);
export const CheckoutPayment = /* @__PURE__ */ named<types.CheckoutPayment>(
  'CheckoutPayment',
  validateCheckoutPayment,
);
export const PaymentCard = /* @__PURE__ */ named<types.PaymentCard>('PaymentCard', validatePaymentCard);
export const CheckoutResponse = /* @__PURE__ */ named<types.CheckoutResponse>(
  'CheckoutResponse',
  validateCheckoutResponse,
);
export const OrderClaimToken = /* @__PURE__ */ named<types.OrderClaimToken>(
  'OrderClaimToken',
  validateOrderClaimToken,
);
export const ClaimOrderRequest = /* @__PURE__ */ named<types.ClaimOrderRequest>(
  'ClaimOrderRequest',
  validateClaimOrderRequest,
);
export const ClaimOrderResponse = /* @__PURE__ */ named<types.ClaimOrderResponse>(
  'ClaimOrderResponse',
  validateClaimOrderResponse,
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
    for (const key0 in data) {
      if (!(key0 === 'med' || key0 === 'quantity' || key0 === 'dosage')) {
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
    if (data.med !== undefined) {
      let data0 = data.med;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + '/med',
          schemaPath: 'common.schema.json#/$defs/MedId/type',
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
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/maximum',
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
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/minimum',
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
    if (data.quantity !== undefined) {
      let data1 = data.quantity;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err5 = {
          instancePath: instancePath + '/quantity',
          schemaPath: '#/properties/quantity/type',
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
        if (data1 > 12 || isNaN(data1)) {
          const err6 = {
            instancePath: instancePath + '/quantity',
            schemaPath: '#/properties/quantity/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 12 },
            message: 'must be <= 12',
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
            instancePath: instancePath + '/quantity',
            schemaPath: '#/properties/quantity/minimum',
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
    if (data.dosage !== undefined) {
      let data2 = data.dosage;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 40) {
          const err8 = {
            instancePath: instancePath + '/dosage',
            schemaPath: 'order.schema.json#/$defs/Dosage/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
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
            instancePath: instancePath + '/dosage',
            schemaPath: 'order.schema.json#/$defs/Dosage/minLength',
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
            instancePath: instancePath + '/dosage',
            schemaPath: 'order.schema.json#/$defs/Dosage/pattern',
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
          instancePath: instancePath + '/dosage',
          schemaPath: 'order.schema.json#/$defs/Dosage/type',
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
    if (data.paySource === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'paySource' },
        message: "must have required property '" + 'paySource' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.card === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'card' },
        message: "must have required property '" + 'card' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'paySource' || key0 === 'card')) {
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
    if (data.paySource !== undefined) {
      if ('CREDITCARD' !== data.paySource) {
        const err3 = {
          instancePath: instancePath + '/paySource',
          schemaPath: '#/properties/paySource/const',
          keyword: 'const',
          params: { allowedValue: 'CREDITCARD' },
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
  validate3.errors = vErrors;
  return errors === 0;
}
function validateCheckoutRequest(
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
    if (data.products === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'products' },
        message: "must have required property '" + 'products' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.shipping === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'shipping' },
        message: "must have required property '" + 'shipping' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.payment === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'payment' },
        message: "must have required property '" + 'payment' + "'",
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
        key0 === 'created' ||
        key0 === 'revision' ||
        key0 === 'products' ||
        key0 === 'shipping' ||
        key0 === 'payment'
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
    if (data.created !== undefined) {
      let data0 = data.created;
      if (typeof data0 === 'string') {
        if (!shared.pattern16.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
    if (data.revision !== undefined) {
      let data1 = data.revision;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/revision',
          schemaPath: 'api.schema.json#/$defs/OrderRevision/type',
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
            instancePath: instancePath + '/revision',
            schemaPath: 'api.schema.json#/$defs/OrderRevision/maximum',
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
            instancePath: instancePath + '/revision',
            schemaPath: 'api.schema.json#/$defs/OrderRevision/minimum',
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
    if (data.products !== undefined) {
      let data2 = data.products;
      if (Array.isArray(data2)) {
        if (data2.length > 10) {
          const err10 = {
            instancePath: instancePath + '/products',
            schemaPath: '#/properties/products/maxItems',
            keyword: 'maxItems',
            params: { limit: 10 },
            message: 'must NOT have more than 10 items',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data2.length < 1) {
          const err11 = {
            instancePath: instancePath + '/products',
            schemaPath: '#/properties/products/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate0(data2[i0], {
              instancePath: instancePath + '/products/' + i0,
              parentData: data2,
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
        const err12 = {
          instancePath: instancePath + '/products',
          schemaPath: '#/properties/products/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.shipping !== undefined) {
      if (
        !validate1(data.shipping, {
          instancePath: instancePath + '/shipping',
          parentData: data,
          parentDataProperty: 'shipping',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
      }
    }
    if (data.payment !== undefined) {
      if (
        !validate3(data.payment, {
          instancePath: instancePath + '/payment',
          parentData: data,
          parentDataProperty: 'payment',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
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
  validateCheckoutRequest.errors = vErrors;
  return errors === 0;
}
function validateCheckoutProduct(
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
    for (const key0 in data) {
      if (!(key0 === 'med' || key0 === 'quantity' || key0 === 'dosage')) {
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
    if (data.med !== undefined) {
      let data0 = data.med;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + '/med',
          schemaPath: 'common.schema.json#/$defs/MedId/type',
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
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/maximum',
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
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/minimum',
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
    if (data.quantity !== undefined) {
      let data1 = data.quantity;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err5 = {
          instancePath: instancePath + '/quantity',
          schemaPath: '#/properties/quantity/type',
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
        if (data1 > 12 || isNaN(data1)) {
          const err6 = {
            instancePath: instancePath + '/quantity',
            schemaPath: '#/properties/quantity/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 12 },
            message: 'must be <= 12',
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
            instancePath: instancePath + '/quantity',
            schemaPath: '#/properties/quantity/minimum',
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
    if (data.dosage !== undefined) {
      let data2 = data.dosage;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 40) {
          const err8 = {
            instancePath: instancePath + '/dosage',
            schemaPath: 'order.schema.json#/$defs/Dosage/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
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
            instancePath: instancePath + '/dosage',
            schemaPath: 'order.schema.json#/$defs/Dosage/minLength',
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
            instancePath: instancePath + '/dosage',
            schemaPath: 'order.schema.json#/$defs/Dosage/pattern',
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
          instancePath: instancePath + '/dosage',
          schemaPath: 'order.schema.json#/$defs/Dosage/type',
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
  validateCheckoutProduct.errors = vErrors;
  return errors === 0;
}
function validateCheckoutPayment(
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
    if (data.paySource === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'paySource' },
        message: "must have required property '" + 'paySource' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.card === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'card' },
        message: "must have required property '" + 'card' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'paySource' || key0 === 'card')) {
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
    if (data.paySource !== undefined) {
      if ('CREDITCARD' !== data.paySource) {
        const err3 = {
          instancePath: instancePath + '/paySource',
          schemaPath: '#/properties/paySource/const',
          keyword: 'const',
          params: { allowedValue: 'CREDITCARD' },
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
  validateCheckoutPayment.errors = vErrors;
  return errors === 0;
}
function validatePaymentCard(
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
  validatePaymentCard.errors = vErrors;
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
  validate5.errors = vErrors;
  return errors === 0;
}
function validateCheckoutResponse(
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
    if (data.payment === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'payment' },
        message: "must have required property '" + 'payment' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.selectedProduct === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'selectedProduct' },
        message: "must have required property '" + 'selectedProduct' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.transactionId === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'transactionId' },
        message: "must have required property '" + 'transactionId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.revision === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revision' },
        message: "must have required property '" + 'revision' + "'",
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
        key0 === 'orderId' ||
        key0 === 'created' ||
        key0 === 'price' ||
        key0 === 'payment' ||
        key0 === 'selectedProduct' ||
        key0 === 'userId' ||
        key0 === 'transactionId' ||
        key0 === 'revision'
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
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err8 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'order.schema.json#/properties/orderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'order.schema.json#/properties/orderId/type',
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
    if (data.created !== undefined) {
      let data1 = data.created;
      if (typeof data1 === 'string') {
        if (!shared.pattern16.test(data1)) {
          const err10 = {
            instancePath: instancePath + '/created',
            schemaPath: 'order.schema.json#/properties/created/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'order.schema.json#/properties/created/type',
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
    if (data.price !== undefined) {
      let data2 = data.price;
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
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
        let res0;
        if (0.01 === 0 || ((res0 = data2 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err13 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/price',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.payment !== undefined) {
      if (
        !validate4(data.payment, {
          instancePath: instancePath + '/payment',
          parentData: data,
          parentDataProperty: 'payment',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    if (data.selectedProduct !== undefined) {
      if (
        !validate5(data.selectedProduct, {
          instancePath: instancePath + '/selectedProduct',
          parentData: data,
          parentDataProperty: 'selectedProduct',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
    if (data.userId !== undefined) {
      let data5 = data.userId;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err15 = {
          instancePath: instancePath + '/userId',
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
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 > 2147483647 || isNaN(data5)) {
          const err16 = {
            instancePath: instancePath + '/userId',
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
        if (data5 < 1 || isNaN(data5)) {
          const err17 = {
            instancePath: instancePath + '/userId',
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
    if (data.transactionId !== undefined) {
      let data6 = data.transactionId;
      if (typeof data6 === 'string') {
        if (shared.func0(data6) < 1) {
          const err18 = {
            instancePath: instancePath + '/transactionId',
            schemaPath: '#/properties/transactionId/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
          instancePath: instancePath + '/transactionId',
          schemaPath: '#/properties/transactionId/type',
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
    if (data.revision !== undefined) {
      let data7 = data.revision;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err20 = {
          instancePath: instancePath + '/revision',
          schemaPath: 'api.schema.json#/$defs/OrderRevision/type',
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
      if (typeof data7 == 'number' && isFinite(data7)) {
        if (data7 > 2147483647 || isNaN(data7)) {
          const err21 = {
            instancePath: instancePath + '/revision',
            schemaPath: 'api.schema.json#/$defs/OrderRevision/maximum',
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
        if (data7 < 1 || isNaN(data7)) {
          const err22 = {
            instancePath: instancePath + '/revision',
            schemaPath: 'api.schema.json#/$defs/OrderRevision/minimum',
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
  validateCheckoutResponse.errors = vErrors;
  return errors === 0;
}
function validateOrderClaimToken(
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
  validateOrderClaimToken.errors = vErrors;
  return errors === 0;
}
function validateClaimOrderRequest(
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
        if (shared.func0(data0) > 256) {
          const err2 = {
            instancePath: instancePath + '/token',
            schemaPath: '#/$defs/OrderClaimToken/maxLength',
            keyword: 'maxLength',
            params: { limit: 256 },
            message: 'must NOT have more than 256 characters',
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
            instancePath: instancePath + '/token',
            schemaPath: '#/$defs/OrderClaimToken/minLength',
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
          instancePath: instancePath + '/token',
          schemaPath: '#/$defs/OrderClaimToken/type',
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
  validateClaimOrderRequest.errors = vErrors;
  return errors === 0;
}
function validateClaimOrderResponse(
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
      if (!(key0 === 'orderId' || key0 === 'message')) {
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
    if (data.orderId !== undefined) {
      let data0 = data.orderId;
      if (typeof data0 === 'string') {
        if (!shared.pattern10.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/orderId',
            schemaPath: 'order.schema.json#/properties/orderId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/orderId',
          schemaPath: 'order.schema.json#/properties/orderId/type',
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
      if ('The order is now in your account. Log in to see it.' !== data.message) {
        const err5 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/const',
          keyword: 'const',
          params: { allowedValue: 'The order is now in your account. Log in to see it.' },
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
  validateClaimOrderResponse.errors = vErrors;
  return errors === 0;
}
