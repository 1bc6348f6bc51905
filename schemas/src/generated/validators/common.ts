/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const TenantId = /* @__PURE__ */ named<types.TenantId>('TenantId', validateTenantId);
export const QuestionId = /* @__PURE__ */ named<types.QuestionId>('QuestionId', validateQuestionId);
export const MedId = /* @__PURE__ */ named<types.MedId>('MedId', validateMedId);
export const StateCode = /* @__PURE__ */ named<types.StateCode>('StateCode', validateStateCode);
export const AssetPath = /* @__PURE__ */ named<types.AssetPath>('AssetPath', validateAssetPath);
export const Email = /* @__PURE__ */ named<types.Email>('Email', validateEmail);
export const PostalAddress = /* @__PURE__ */ named<types.PostalAddress>(
  'PostalAddress',
  validatePostalAddress,
);
export const UserId = /* @__PURE__ */ named<types.UserId>('UserId', validateUserId);
export const OrderId = /* @__PURE__ */ named<types.OrderId>('OrderId', validateOrderId);
export const CreatedValue = /* @__PURE__ */ named<types.CreatedValue>('CreatedValue', validateCreatedValue);
export const NewCreatedValue = /* @__PURE__ */ named<types.NewCreatedValue>(
  'NewCreatedValue',
  validateNewCreatedValue,
);
export const IpAddress = /* @__PURE__ */ named<types.IpAddress>('IpAddress', validateIpAddress);
function validateTenantId(
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
  validateTenantId.errors = vErrors;
  return errors === 0;
}
function validateQuestionId(
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
  validateQuestionId.errors = vErrors;
  return errors === 0;
}
function validateMedId(
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
  validateMedId.errors = vErrors;
  return errors === 0;
}
function validateStateCode(
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
    if (!shared.pattern2.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: { pattern: '^[A-Z]{2}$' },
        message: 'must match pattern "' + '^[A-Z]{2}$' + '"',
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
  validateStateCode.errors = vErrors;
  return errors === 0;
}
function validateAssetPath(
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
    if (!shared.pattern19.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: { pattern: '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' },
        message:
          'must match pattern "' + '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' + '"',
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
  validateAssetPath.errors = vErrors;
  return errors === 0;
}
function validateEmail(
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
    if (shared.func0(data) > 254) {
      const err0 = {
        instancePath,
        schemaPath: '#/maxLength',
        keyword: 'maxLength',
        params: { limit: 254 },
        message: 'must NOT have more than 254 characters',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (!shared.formats0.test(data)) {
      const err1 = {
        instancePath,
        schemaPath: '#/format',
        keyword: 'format',
        params: { format: 'email' },
        message: 'must match format "' + 'email' + '"',
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
  validateEmail.errors = vErrors;
  return errors === 0;
}
function validatePostalAddress(
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
  validatePostalAddress.errors = vErrors;
  return errors === 0;
}
function validateUserId(
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
  validateUserId.errors = vErrors;
  return errors === 0;
}
function validateOrderId(
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
    if (!shared.pattern10.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' },
        message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$' + '"',
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
  validateOrderId.errors = vErrors;
  return errors === 0;
}
function validateCreatedValue(
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
        schemaPath: '#/pattern',
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
  validateCreatedValue.errors = vErrors;
  return errors === 0;
}
function validateNewCreatedValue(
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
  validateNewCreatedValue.errors = vErrors;
  return errors === 0;
}
function validateIpAddress(
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
  if (typeof data === 'string') {
    if (!shared.formats5.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: '#/anyOf/0/format',
        keyword: 'format',
        params: { format: 'ipv4' },
        message: 'must match format "' + 'ipv4' + '"',
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
      schemaPath: '#/anyOf/0/type',
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
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (typeof data === 'string') {
    if (!shared.formats6.test(data)) {
      const err2 = {
        instancePath,
        schemaPath: '#/anyOf/1/format',
        keyword: 'format',
        params: { format: 'ipv6' },
        message: 'must match format "' + 'ipv6' + '"',
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
      schemaPath: '#/anyOf/1/type',
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
  var _valid0 = _errs3 === errors;
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
  validateIpAddress.errors = vErrors;
  return errors === 0;
}
