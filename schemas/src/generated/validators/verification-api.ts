/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const VerificationRequest = /* @__PURE__ */ named<types.VerificationRequest>(
  'VerificationRequest',
  validateVerificationRequest,
);
export const VerificationQuery = /* @__PURE__ */ named<types.VerificationQuery>(
  'VerificationQuery',
  validateVerificationQuery,
);
export const VerificationResponse = /* @__PURE__ */ named<types.VerificationResponse>(
  'VerificationResponse',
  validateVerificationResponse,
);
function validateVerificationRequest(
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
    if (data.idFileId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'idFileId' },
        message: "must have required property '" + 'idFileId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.selfieFileId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'selfieFileId' },
        message: "must have required property '" + 'selfieFileId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'created' || key0 === 'idFileId' || key0 === 'selfieFileId')) {
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
    if (data.created !== undefined) {
      let data0 = data.created;
      if (typeof data0 === 'string') {
        if (!shared.pattern16.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/created',
            schemaPath: 'common.schema.json#/$defs/CreatedValue/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$' + '"',
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
          instancePath: instancePath + '/created',
          schemaPath: 'common.schema.json#/$defs/CreatedValue/type',
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
    if (data.idFileId !== undefined) {
      let data1 = data.idFileId;
      if (typeof data1 === 'string') {
        if (!shared.formats3.test(data1)) {
          const err6 = {
            instancePath: instancePath + '/idFileId',
            schemaPath: '#/$defs/FileId/format',
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
          instancePath: instancePath + '/idFileId',
          schemaPath: '#/$defs/FileId/type',
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
    if (data.selfieFileId !== undefined) {
      let data2 = data.selfieFileId;
      if (typeof data2 === 'string') {
        if (!shared.formats3.test(data2)) {
          const err8 = {
            instancePath: instancePath + '/selfieFileId',
            schemaPath: '#/$defs/FileId/format',
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
          instancePath: instancePath + '/selfieFileId',
          schemaPath: '#/$defs/FileId/type',
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
  validateVerificationRequest.errors = vErrors;
  return errors === 0;
}
function validateVerificationQuery(
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
  validateVerificationQuery.errors = vErrors;
  return errors === 0;
}
const schema0 = {
  title: 'VerificationResponse',
  description:
    'An identity check: pending until the identity service decides, then verified or failed (with the reason to show).',
  type: 'object',
  required: ['verificationId', 'status', 'reason', 'createdAt', 'decidedAt'],
  additionalProperties: false,
  properties: {
    verificationId: { type: 'string', format: 'uuid' },
    status: { enum: ['pending', 'verified', 'failed'] },
    reason: { type: ['string', 'null'] },
    createdAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    decidedAt: { anyOf: [{ $ref: 'common.schema.json#/$defs/DateTime' }, { type: 'null' }] },
  },
};
function validateVerificationResponse(
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
    if (data.verificationId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'verificationId' },
        message: "must have required property '" + 'verificationId' + "'",
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
    if (data.decidedAt === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'decidedAt' },
        message: "must have required property '" + 'decidedAt' + "'",
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
        key0 === 'verificationId' ||
        key0 === 'status' ||
        key0 === 'reason' ||
        key0 === 'createdAt' ||
        key0 === 'decidedAt'
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
    if (data.verificationId !== undefined) {
      let data0 = data.verificationId;
      if (typeof data0 === 'string') {
        if (!shared.formats3.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/verificationId',
            schemaPath: '#/properties/verificationId/format',
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
          instancePath: instancePath + '/verificationId',
          schemaPath: '#/properties/verificationId/type',
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
    if (data.status !== undefined) {
      let data1 = data.status;
      if (!(data1 === 'pending' || data1 === 'verified' || data1 === 'failed')) {
        const err8 = {
          instancePath: instancePath + '/status',
          schemaPath: '#/properties/status/enum',
          keyword: 'enum',
          params: { allowedValues: schema0.properties.status.enum },
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
    if (data.reason !== undefined) {
      let data2 = data.reason;
      if (typeof data2 !== 'string' && data2 !== null) {
        const err9 = {
          instancePath: instancePath + '/reason',
          schemaPath: '#/properties/reason/type',
          keyword: 'type',
          params: { type: schema0.properties.reason.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.createdAt !== undefined) {
      let data3 = data.createdAt;
      if (typeof data3 === 'string') {
        if (!shared.formats2.validate(data3)) {
          const err10 = {
            instancePath: instancePath + '/createdAt',
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
          instancePath: instancePath + '/createdAt',
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
    if (data.decidedAt !== undefined) {
      let data4 = data.decidedAt;
      const _errs11 = errors;
      let valid2 = false;
      const _errs12 = errors;
      if (typeof data4 === 'string') {
        if (!shared.formats2.validate(data4)) {
          const err12 = {
            instancePath: instancePath + '/decidedAt',
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
          instancePath: instancePath + '/decidedAt',
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
      var _valid0 = _errs12 === errors;
      valid2 = valid2 || _valid0;
      const _errs15 = errors;
      if (data4 !== null) {
        const err14 = {
          instancePath: instancePath + '/decidedAt',
          schemaPath: '#/properties/decidedAt/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      var _valid0 = _errs15 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err15 = {
          instancePath: instancePath + '/decidedAt',
          schemaPath: '#/properties/decidedAt/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
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
  validateVerificationResponse.errors = vErrors;
  return errors === 0;
}
