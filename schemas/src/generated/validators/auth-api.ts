/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const MasqueradeRequest = /* @__PURE__ */ named<types.MasqueradeRequest>(
  'MasqueradeRequest',
  validateMasqueradeRequest,
);
export const MasqueradeResponse = /* @__PURE__ */ named<types.MasqueradeResponse>(
  'MasqueradeResponse',
  validateMasqueradeResponse,
);
export const MasqueradeInfo = /* @__PURE__ */ named<types.MasqueradeInfo>(
  'MasqueradeInfo',
  validateMasqueradeInfo,
);
export const AuthMeResponse = /* @__PURE__ */ named<types.AuthMeResponse>(
  'AuthMeResponse',
  validateAuthMeResponse,
);
export const AuditAction = /* @__PURE__ */ named<types.AuditAction>('AuditAction', validateAuditAction);
export const AuditLogQuery = /* @__PURE__ */ named<types.AuditLogQuery>(
  'AuditLogQuery',
  validateAuditLogQuery,
);
export const AuditMasqueradeSession = /* @__PURE__ */ named<types.AuditMasqueradeSession>(
  'AuditMasqueradeSession',
  validateAuditMasqueradeSession,
);
export const AuditLogEntry = /* @__PURE__ */ named<types.AuditLogEntry>(
  'AuditLogEntry',
  validateAuditLogEntry,
);
export const AuditLogResponse = /* @__PURE__ */ named<types.AuditLogResponse>(
  'AuditLogResponse',
  validateAuditLogResponse,
);
function validateMasqueradeRequest(
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
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + '/userId',
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
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err3 = {
            instancePath: instancePath + '/userId',
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
        if (data0 < 1 || isNaN(data0)) {
          const err4 = {
            instancePath: instancePath + '/userId',
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
  validateMasqueradeRequest.errors = vErrors;
  return errors === 0;
}
function validateMasqueradeResponse(
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
    if (data.maskToken === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'maskToken' },
        message: "must have required property '" + 'maskToken' + "'",
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
    if (data.masqueradeId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'masqueradeId' },
        message: "must have required property '" + 'masqueradeId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.expiresAt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'expiresAt' },
        message: "must have required property '" + 'expiresAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'maskToken' || key0 === 'userId' || key0 === 'masqueradeId' || key0 === 'expiresAt')) {
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
    if (data.maskToken !== undefined) {
      let data0 = data.maskToken;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 4096) {
          const err5 = {
            instancePath: instancePath + '/maskToken',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/maxLength',
            keyword: 'maxLength',
            params: { limit: 4096 },
            message: 'must NOT have more than 4096 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (!shared.pattern4.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/maskToken',
            schemaPath: 'tokens.schema.json#/$defs/Jwt/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' + '"',
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
          instancePath: instancePath + '/maskToken',
          schemaPath: 'tokens.schema.json#/$defs/Jwt/type',
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
    if (data.userId !== undefined) {
      let data1 = data.userId;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/userId',
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
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 2147483647 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/userId',
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
        if (data1 < 1 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/userId',
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
    if (data.masqueradeId !== undefined) {
      let data2 = data.masqueradeId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/masqueradeId',
          schemaPath: 'tokens.schema.json#/$defs/MasqueradeId/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 1 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/masqueradeId',
            schemaPath: 'tokens.schema.json#/$defs/MasqueradeId/minimum',
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
    if (data.expiresAt !== undefined) {
      let data3 = data.expiresAt;
      if (typeof data3 === 'string') {
        if (!shared.formats2.validate(data3)) {
          const err13 = {
            instancePath: instancePath + '/expiresAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/expiresAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
  validateMasqueradeResponse.errors = vErrors;
  return errors === 0;
}
const schema0 = {
  title: 'MasqueradeInfo',
  description:
    "Who is acting for the customer when a request carries a mask token: the staff user, their email (the storefront's masquerade banner names them) and their role (0 admin, 2 agent).",
  type: 'object',
  required: ['masqueradeId', 'email', 'role'],
  additionalProperties: false,
  properties: {
    masqueradeId: { $ref: 'tokens.schema.json#/$defs/MasqueradeId' },
    email: { $ref: 'common.schema.json#/$defs/Email' },
    role: { type: 'integer', enum: [0, 2] },
  },
};
function validateMasqueradeInfo(
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
    if (data.masqueradeId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'masqueradeId' },
        message: "must have required property '" + 'masqueradeId' + "'",
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
    for (const key0 in data) {
      if (!(key0 === 'masqueradeId' || key0 === 'email' || key0 === 'role')) {
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
    if (data.masqueradeId !== undefined) {
      let data0 = data.masqueradeId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/masqueradeId',
          schemaPath: 'tokens.schema.json#/$defs/MasqueradeId/type',
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
            instancePath: instancePath + '/masqueradeId',
            schemaPath: 'tokens.schema.json#/$defs/MasqueradeId/minimum',
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
    if (data.role !== undefined) {
      let data2 = data.role;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err9 = {
          instancePath: instancePath + '/role',
          schemaPath: '#/properties/role/type',
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
      if (!(data2 === 0 || data2 === 2)) {
        const err10 = {
          instancePath: instancePath + '/role',
          schemaPath: '#/properties/role/enum',
          keyword: 'enum',
          params: { allowedValues: schema0.properties.role.enum },
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
  validateMasqueradeInfo.errors = vErrors;
  return errors === 0;
}
function validateAuthMeResponse(
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
      if (!(
        key0 === 'userId' ||
        key0 === 'email' ||
        key0 === 'role' ||
        key0 === 'tenantId' ||
        key0 === 'masquerade'
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
    if (data.masquerade !== undefined) {
      if (
        !validateMasqueradeInfo(data.masquerade, {
          instancePath: instancePath + '/masquerade',
          parentData: data,
          parentDataProperty: 'masquerade',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null ? validateMasqueradeInfo.errors : vErrors.concat(validateMasqueradeInfo.errors);
        errors = vErrors.length;
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
  validateAuthMeResponse.errors = vErrors;
  return errors === 0;
}
const schema1 = {
  title: 'AuditAction',
  description: 'What an audited request did: read for GET and HEAD, write for any other method.',
  type: 'string',
  enum: ['read', 'write'],
};
function validateAuditAction(
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
  if (!(data === 'read' || data === 'write')) {
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
  validateAuditAction.errors = vErrors;
  return errors === 0;
}
const schema2 = {
  title: 'AuditLogQuery',
  description:
    'Query string of GET /api/admin/audit. Filters (all optional, combined with AND): the user whose data was touched (subjectUserId, or subjectEmail), who touched it (actorUserId, or actorEmail), action, resource, masquerade=true (only requests made with a mask token), session (one masquerade session), from and to (UTC days, both included). Keyset pages: before= the id of the last entry of the previous page. limit 1 to 500 (default 100).',
  type: 'object',
  additionalProperties: false,
  properties: {
    subjectUserId: { $ref: 'common.schema.json#/$defs/DigitString' },
    actorUserId: { $ref: 'common.schema.json#/$defs/DigitString' },
    subjectEmail: {
      description: "The subject's email, matched whole and without regard to case.",
      type: 'string',
      minLength: 1,
      maxLength: 320,
    },
    actorEmail: {
      description: "The actor's email, matched whole and without regard to case.",
      type: 'string',
      minLength: 1,
      maxLength: 320,
    },
    action: { $ref: '#/$defs/AuditAction' },
    resource: { type: 'string', pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' },
    masquerade: { type: 'string', enum: ['true'] },
    session: { $ref: '#/$defs/MasqueradeSessionKey' },
    from: { $ref: '#/$defs/AuditDay' },
    to: { $ref: '#/$defs/AuditDay' },
    before: {
      description: "Entries older than this entry id (the previous page's nextBefore).",
      type: 'string',
      pattern: '^[1-9][0-9]{0,17}$',
    },
    limit: { type: 'string', pattern: '^([1-9][0-9]?|[1-4][0-9]{2}|500)$' },
  },
};
const pattern0 = new RegExp('^[a-z0-9][a-z0-9_-]{0,63}$', 'u');
const pattern1 = new RegExp('^[0-9a-f]{32}$', 'u');
const pattern2 = new RegExp('^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', 'u');
const pattern3 = new RegExp('^[1-9][0-9]{0,17}$', 'u');
const pattern4 = new RegExp('^([1-9][0-9]?|[1-4][0-9]{2}|500)$', 'u');
function validateAuditLogQuery(
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
      if (!shared.func1.call(schema2.properties, key0)) {
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
    if (data.subjectUserId !== undefined) {
      let data0 = data.subjectUserId;
      if (typeof data0 === 'string') {
        if (!shared.pattern9.test(data0)) {
          const err1 = {
            instancePath: instancePath + '/subjectUserId',
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
          instancePath: instancePath + '/subjectUserId',
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
    if (data.actorUserId !== undefined) {
      let data1 = data.actorUserId;
      if (typeof data1 === 'string') {
        if (!shared.pattern9.test(data1)) {
          const err3 = {
            instancePath: instancePath + '/actorUserId',
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
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/actorUserId',
          schemaPath: 'common.schema.json#/$defs/DigitString/type',
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
    if (data.subjectEmail !== undefined) {
      let data2 = data.subjectEmail;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 320) {
          const err5 = {
            instancePath: instancePath + '/subjectEmail',
            schemaPath: '#/properties/subjectEmail/maxLength',
            keyword: 'maxLength',
            params: { limit: 320 },
            message: 'must NOT have more than 320 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (shared.func0(data2) < 1) {
          const err6 = {
            instancePath: instancePath + '/subjectEmail',
            schemaPath: '#/properties/subjectEmail/minLength',
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
      } else {
        const err7 = {
          instancePath: instancePath + '/subjectEmail',
          schemaPath: '#/properties/subjectEmail/type',
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
    if (data.actorEmail !== undefined) {
      let data3 = data.actorEmail;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) > 320) {
          const err8 = {
            instancePath: instancePath + '/actorEmail',
            schemaPath: '#/properties/actorEmail/maxLength',
            keyword: 'maxLength',
            params: { limit: 320 },
            message: 'must NOT have more than 320 characters',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (shared.func0(data3) < 1) {
          const err9 = {
            instancePath: instancePath + '/actorEmail',
            schemaPath: '#/properties/actorEmail/minLength',
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
          instancePath: instancePath + '/actorEmail',
          schemaPath: '#/properties/actorEmail/type',
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
    if (data.action !== undefined) {
      let data4 = data.action;
      if (typeof data4 !== 'string') {
        const err11 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/$defs/AuditAction/type',
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
      if (!(data4 === 'read' || data4 === 'write')) {
        const err12 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/$defs/AuditAction/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.enum },
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
    if (data.resource !== undefined) {
      let data5 = data.resource;
      if (typeof data5 === 'string') {
        if (!pattern0.test(data5)) {
          const err13 = {
            instancePath: instancePath + '/resource',
            schemaPath: '#/properties/resource/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z0-9][a-z0-9_-]{0,63}$' },
            message: 'must match pattern "' + '^[a-z0-9][a-z0-9_-]{0,63}$' + '"',
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
          instancePath: instancePath + '/resource',
          schemaPath: '#/properties/resource/type',
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
    if (data.masquerade !== undefined) {
      let data6 = data.masquerade;
      if (typeof data6 !== 'string') {
        const err15 = {
          instancePath: instancePath + '/masquerade',
          schemaPath: '#/properties/masquerade/type',
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
      if (!(data6 === 'true')) {
        const err16 = {
          instancePath: instancePath + '/masquerade',
          schemaPath: '#/properties/masquerade/enum',
          keyword: 'enum',
          params: { allowedValues: schema2.properties.masquerade.enum },
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
    if (data.session !== undefined) {
      let data7 = data.session;
      if (typeof data7 === 'string') {
        if (!pattern1.test(data7)) {
          const err17 = {
            instancePath: instancePath + '/session',
            schemaPath: '#/$defs/MasqueradeSessionKey/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9a-f]{32}$' },
            message: 'must match pattern "' + '^[0-9a-f]{32}$' + '"',
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
          instancePath: instancePath + '/session',
          schemaPath: '#/$defs/MasqueradeSessionKey/type',
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
    if (data.from !== undefined) {
      let data8 = data.from;
      if (typeof data8 === 'string') {
        if (!pattern2.test(data8)) {
          const err19 = {
            instancePath: instancePath + '/from',
            schemaPath: '#/$defs/AuditDay/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' },
            message: 'must match pattern "' + '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' + '"',
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
          instancePath: instancePath + '/from',
          schemaPath: '#/$defs/AuditDay/type',
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
    if (data.to !== undefined) {
      let data9 = data.to;
      if (typeof data9 === 'string') {
        if (!pattern2.test(data9)) {
          const err21 = {
            instancePath: instancePath + '/to',
            schemaPath: '#/$defs/AuditDay/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' },
            message: 'must match pattern "' + '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' + '"',
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
          instancePath: instancePath + '/to',
          schemaPath: '#/$defs/AuditDay/type',
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
    if (data.before !== undefined) {
      let data10 = data.before;
      if (typeof data10 === 'string') {
        if (!pattern3.test(data10)) {
          const err23 = {
            instancePath: instancePath + '/before',
            schemaPath: '#/properties/before/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]{0,17}$' },
            message: 'must match pattern "' + '^[1-9][0-9]{0,17}$' + '"',
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
          instancePath: instancePath + '/before',
          schemaPath: '#/properties/before/type',
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
    if (data.limit !== undefined) {
      let data11 = data.limit;
      if (typeof data11 === 'string') {
        if (!pattern4.test(data11)) {
          const err25 = {
            instancePath: instancePath + '/limit',
            schemaPath: '#/properties/limit/pattern',
            keyword: 'pattern',
            params: { pattern: '^([1-9][0-9]?|[1-4][0-9]{2}|500)$' },
            message: 'must match pattern "' + '^([1-9][0-9]?|[1-4][0-9]{2}|500)$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      } else {
        const err26 = {
          instancePath: instancePath + '/limit',
          schemaPath: '#/properties/limit/type',
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
    }
  } else {
    const err27 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validateAuditLogQuery.errors = vErrors;
  return errors === 0;
}
const schema3 = {
  title: 'AuditMasqueradeSession',
  description:
    'One masquerade session (every request made with one mask token): who acted as whom, from the first to the last request, and how many requests it made (in the whole log, not only this page).',
  type: 'object',
  required: [
    'key',
    'actorUserId',
    'actorEmail',
    'subjectUserId',
    'subjectEmail',
    'firstAt',
    'lastAt',
    'requests',
  ],
  additionalProperties: false,
  properties: {
    key: { $ref: '#/$defs/MasqueradeSessionKey' },
    actorUserId: { $ref: 'common.schema.json#/$defs/UserId' },
    actorEmail: { type: ['string', 'null'] },
    subjectUserId: { anyOf: [{ $ref: 'common.schema.json#/$defs/UserId' }, { type: 'null' }] },
    subjectEmail: { type: ['string', 'null'] },
    firstAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    lastAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    requests: { type: 'integer', minimum: 1 },
  },
};
function validateAuditMasqueradeSession(
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
    if (data.actorUserId === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'actorUserId' },
        message: "must have required property '" + 'actorUserId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.actorEmail === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'actorEmail' },
        message: "must have required property '" + 'actorEmail' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.subjectUserId === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subjectUserId' },
        message: "must have required property '" + 'subjectUserId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.subjectEmail === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subjectEmail' },
        message: "must have required property '" + 'subjectEmail' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.firstAt === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'firstAt' },
        message: "must have required property '" + 'firstAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.lastAt === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lastAt' },
        message: "must have required property '" + 'lastAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.requests === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'requests' },
        message: "must have required property '" + 'requests' + "'",
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
        key0 === 'key' ||
        key0 === 'actorUserId' ||
        key0 === 'actorEmail' ||
        key0 === 'subjectUserId' ||
        key0 === 'subjectEmail' ||
        key0 === 'firstAt' ||
        key0 === 'lastAt' ||
        key0 === 'requests'
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
    if (data.key !== undefined) {
      let data0 = data.key;
      if (typeof data0 === 'string') {
        if (!pattern1.test(data0)) {
          const err9 = {
            instancePath: instancePath + '/key',
            schemaPath: '#/$defs/MasqueradeSessionKey/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9a-f]{32}$' },
            message: 'must match pattern "' + '^[0-9a-f]{32}$' + '"',
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
          instancePath: instancePath + '/key',
          schemaPath: '#/$defs/MasqueradeSessionKey/type',
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
    if (data.actorUserId !== undefined) {
      let data1 = data.actorUserId;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err11 = {
          instancePath: instancePath + '/actorUserId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
        if (data1 > 2147483647 || isNaN(data1)) {
          const err12 = {
            instancePath: instancePath + '/actorUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err13 = {
            instancePath: instancePath + '/actorUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
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
    if (data.actorEmail !== undefined) {
      let data2 = data.actorEmail;
      if (typeof data2 !== 'string' && data2 !== null) {
        const err14 = {
          instancePath: instancePath + '/actorEmail',
          schemaPath: '#/properties/actorEmail/type',
          keyword: 'type',
          params: { type: schema3.properties.actorEmail.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.subjectUserId !== undefined) {
      let data3 = data.subjectUserId;
      const _errs11 = errors;
      let valid3 = false;
      const _errs12 = errors;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err15 = {
          instancePath: instancePath + '/subjectUserId',
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
            instancePath: instancePath + '/subjectUserId',
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
            instancePath: instancePath + '/subjectUserId',
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
      var _valid0 = _errs12 === errors;
      valid3 = valid3 || _valid0;
      const _errs15 = errors;
      if (data3 !== null) {
        const err18 = {
          instancePath: instancePath + '/subjectUserId',
          schemaPath: '#/properties/subjectUserId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      var _valid0 = _errs15 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err19 = {
          instancePath: instancePath + '/subjectUserId',
          schemaPath: '#/properties/subjectUserId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
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
    if (data.subjectEmail !== undefined) {
      let data4 = data.subjectEmail;
      if (typeof data4 !== 'string' && data4 !== null) {
        const err20 = {
          instancePath: instancePath + '/subjectEmail',
          schemaPath: '#/properties/subjectEmail/type',
          keyword: 'type',
          params: { type: schema3.properties.subjectEmail.type },
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
    if (data.firstAt !== undefined) {
      let data5 = data.firstAt;
      if (typeof data5 === 'string') {
        if (!shared.formats2.validate(data5)) {
          const err21 = {
            instancePath: instancePath + '/firstAt',
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
          instancePath: instancePath + '/firstAt',
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
    if (data.lastAt !== undefined) {
      let data6 = data.lastAt;
      if (typeof data6 === 'string') {
        if (!shared.formats2.validate(data6)) {
          const err23 = {
            instancePath: instancePath + '/lastAt',
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
          instancePath: instancePath + '/lastAt',
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
    }
    if (data.requests !== undefined) {
      let data7 = data.requests;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err25 = {
          instancePath: instancePath + '/requests',
          schemaPath: '#/properties/requests/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (typeof data7 == 'number' && isFinite(data7)) {
        if (data7 < 1 || isNaN(data7)) {
          const err26 = {
            instancePath: instancePath + '/requests',
            schemaPath: '#/properties/requests/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
      }
    }
  } else {
    const err27 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validateAuditMasqueradeSession.errors = vErrors;
  return errors === 0;
}
const schema4 = {
  title: 'AuditLogEntry',
  description:
    'One audit_log row: who (actor) did what (action on resource) to whose data (subject), through which request, with which outcome.',
  type: 'object',
  required: [
    'id',
    'occurredAt',
    'actorUserId',
    'actorRole',
    'subjectUserId',
    'masquerade',
    'action',
    'resource',
    'resourceId',
    'method',
    'path',
    'statusCode',
    'ip',
    'actorEmail',
    'subjectEmail',
    'masqueradeSession',
  ],
  additionalProperties: false,
  properties: {
    id: {
      description: "The entry's id (a bigint, as a digit string); higher is newer.",
      type: 'string',
      pattern: '^[1-9][0-9]*$',
    },
    occurredAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    actorUserId: { $ref: 'common.schema.json#/$defs/UserId' },
    actorRole: { $ref: 'enums.schema.json#/$defs/Role' },
    subjectUserId: { anyOf: [{ $ref: 'common.schema.json#/$defs/UserId' }, { type: 'null' }] },
    masquerade: {
      description: 'True when the actor sent a mask token, acting as the subject.',
      type: 'boolean',
    },
    action: { $ref: '#/$defs/AuditAction' },
    resource: { type: 'string', minLength: 1 },
    resourceId: { type: ['string', 'null'] },
    method: { type: 'string', minLength: 1 },
    path: { description: 'The request path without its query string.', type: 'string', minLength: 1 },
    statusCode: { type: 'integer', minimum: 100, maximum: 599 },
    ip: { type: 'string' },
    actorEmail: {
      description: "The actor's email as the users table has it now; null when the user is gone.",
      type: ['string', 'null'],
    },
    subjectEmail: {
      description:
        "The subject's email as the users table has it now; null without a subject or when the user is gone.",
      type: ['string', 'null'],
    },
    masqueradeSession: {
      description:
        'The masquerade session of a request made with a mask token (null for other requests and for entries recorded before sessions were).',
      anyOf: [{ $ref: '#/$defs/MasqueradeSessionKey' }, { type: 'null' }],
    },
  },
};
function validateAuditLogEntry(
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
    if (data.occurredAt === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'occurredAt' },
        message: "must have required property '" + 'occurredAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.actorUserId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'actorUserId' },
        message: "must have required property '" + 'actorUserId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.actorRole === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'actorRole' },
        message: "must have required property '" + 'actorRole' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.subjectUserId === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subjectUserId' },
        message: "must have required property '" + 'subjectUserId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.masquerade === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'masquerade' },
        message: "must have required property '" + 'masquerade' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.action === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'action' },
        message: "must have required property '" + 'action' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.resource === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'resource' },
        message: "must have required property '" + 'resource' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.resourceId === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'resourceId' },
        message: "must have required property '" + 'resourceId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.method === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'method' },
        message: "must have required property '" + 'method' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.path === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'path' },
        message: "must have required property '" + 'path' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.statusCode === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'statusCode' },
        message: "must have required property '" + 'statusCode' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (data.ip === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'ip' },
        message: "must have required property '" + 'ip' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.actorEmail === undefined) {
      const err13 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'actorEmail' },
        message: "must have required property '" + 'actorEmail' + "'",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.subjectEmail === undefined) {
      const err14 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'subjectEmail' },
        message: "must have required property '" + 'subjectEmail' + "'",
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (data.masqueradeSession === undefined) {
      const err15 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'masqueradeSession' },
        message: "must have required property '" + 'masqueradeSession' + "'",
      };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema4.properties, key0)) {
        const err16 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
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
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!shared.pattern11.test(data0)) {
          const err17 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]*$' },
            message: 'must match pattern "' + '^[1-9][0-9]*$' + '"',
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
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
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
      let data1 = data.occurredAt;
      if (typeof data1 === 'string') {
        if (!shared.formats2.validate(data1)) {
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
    if (data.actorUserId !== undefined) {
      let data2 = data.actorUserId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err21 = {
          instancePath: instancePath + '/actorUserId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 2147483647 || isNaN(data2)) {
          const err22 = {
            instancePath: instancePath + '/actorUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err23 = {
            instancePath: instancePath + '/actorUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
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
    if (data.actorRole !== undefined) {
      let data3 = data.actorRole;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err24 = {
          instancePath: instancePath + '/actorRole',
          schemaPath: 'enums.schema.json#/$defs/Role/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (!(data3 === 0 || data3 === 1 || data3 === 2)) {
        const err25 = {
          instancePath: instancePath + '/actorRole',
          schemaPath: 'enums.schema.json#/$defs/Role/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema7.enum },
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
    if (data.subjectUserId !== undefined) {
      let data4 = data.subjectUserId;
      const _errs14 = errors;
      let valid4 = false;
      const _errs15 = errors;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err26 = {
          instancePath: instancePath + '/subjectUserId',
          schemaPath: 'common.schema.json#/$defs/UserId/type',
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
        if (data4 > 2147483647 || isNaN(data4)) {
          const err27 = {
            instancePath: instancePath + '/subjectUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err28 = {
            instancePath: instancePath + '/subjectUserId',
            schemaPath: 'common.schema.json#/$defs/UserId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
      }
      var _valid0 = _errs15 === errors;
      valid4 = valid4 || _valid0;
      const _errs18 = errors;
      if (data4 !== null) {
        const err29 = {
          instancePath: instancePath + '/subjectUserId',
          schemaPath: '#/properties/subjectUserId/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      var _valid0 = _errs18 === errors;
      valid4 = valid4 || _valid0;
      if (!valid4) {
        const err30 = {
          instancePath: instancePath + '/subjectUserId',
          schemaPath: '#/properties/subjectUserId/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
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
    if (data.masquerade !== undefined) {
      if (typeof data.masquerade !== 'boolean') {
        const err31 = {
          instancePath: instancePath + '/masquerade',
          schemaPath: '#/properties/masquerade/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.action !== undefined) {
      let data6 = data.action;
      if (typeof data6 !== 'string') {
        const err32 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/$defs/AuditAction/type',
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
      if (!(data6 === 'read' || data6 === 'write')) {
        const err33 = {
          instancePath: instancePath + '/action',
          schemaPath: '#/$defs/AuditAction/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.enum },
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
    if (data.resource !== undefined) {
      let data7 = data.resource;
      if (typeof data7 === 'string') {
        if (shared.func0(data7) < 1) {
          const err34 = {
            instancePath: instancePath + '/resource',
            schemaPath: '#/properties/resource/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
      } else {
        const err35 = {
          instancePath: instancePath + '/resource',
          schemaPath: '#/properties/resource/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.resourceId !== undefined) {
      let data8 = data.resourceId;
      if (typeof data8 !== 'string' && data8 !== null) {
        const err36 = {
          instancePath: instancePath + '/resourceId',
          schemaPath: '#/properties/resourceId/type',
          keyword: 'type',
          params: { type: schema4.properties.resourceId.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.method !== undefined) {
      let data9 = data.method;
      if (typeof data9 === 'string') {
        if (shared.func0(data9) < 1) {
          const err37 = {
            instancePath: instancePath + '/method',
            schemaPath: '#/properties/method/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      } else {
        const err38 = {
          instancePath: instancePath + '/method',
          schemaPath: '#/properties/method/type',
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
    if (data.path !== undefined) {
      let data10 = data.path;
      if (typeof data10 === 'string') {
        if (shared.func0(data10) < 1) {
          const err39 = {
            instancePath: instancePath + '/path',
            schemaPath: '#/properties/path/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      } else {
        const err40 = {
          instancePath: instancePath + '/path',
          schemaPath: '#/properties/path/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.statusCode !== undefined) {
      let data11 = data.statusCode;
      if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err41 = {
          instancePath: instancePath + '/statusCode',
          schemaPath: '#/properties/statusCode/type',
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
      if (typeof data11 == 'number' && isFinite(data11)) {
        if (data11 > 599 || isNaN(data11)) {
          const err42 = {
            instancePath: instancePath + '/statusCode',
            schemaPath: '#/properties/statusCode/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 599 },
            message: 'must be <= 599',
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
        if (data11 < 100 || isNaN(data11)) {
          const err43 = {
            instancePath: instancePath + '/statusCode',
            schemaPath: '#/properties/statusCode/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 100 },
            message: 'must be >= 100',
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    }
    if (data.ip !== undefined) {
      if (typeof data.ip !== 'string') {
        const err44 = {
          instancePath: instancePath + '/ip',
          schemaPath: '#/properties/ip/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.actorEmail !== undefined) {
      let data13 = data.actorEmail;
      if (typeof data13 !== 'string' && data13 !== null) {
        const err45 = {
          instancePath: instancePath + '/actorEmail',
          schemaPath: '#/properties/actorEmail/type',
          keyword: 'type',
          params: { type: schema4.properties.actorEmail.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.subjectEmail !== undefined) {
      let data14 = data.subjectEmail;
      if (typeof data14 !== 'string' && data14 !== null) {
        const err46 = {
          instancePath: instancePath + '/subjectEmail',
          schemaPath: '#/properties/subjectEmail/type',
          keyword: 'type',
          params: { type: schema4.properties.subjectEmail.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.masqueradeSession !== undefined) {
      let data15 = data.masqueradeSession;
      const _errs42 = errors;
      let valid7 = false;
      const _errs43 = errors;
      if (typeof data15 === 'string') {
        if (!pattern1.test(data15)) {
          const err47 = {
            instancePath: instancePath + '/masqueradeSession',
            schemaPath: '#/$defs/MasqueradeSessionKey/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9a-f]{32}$' },
            message: 'must match pattern "' + '^[0-9a-f]{32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      } else {
        const err48 = {
          instancePath: instancePath + '/masqueradeSession',
          schemaPath: '#/$defs/MasqueradeSessionKey/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
      var _valid1 = _errs43 === errors;
      valid7 = valid7 || _valid1;
      const _errs46 = errors;
      if (data15 !== null) {
        const err49 = {
          instancePath: instancePath + '/masqueradeSession',
          schemaPath: '#/properties/masqueradeSession/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
      var _valid1 = _errs46 === errors;
      valid7 = valid7 || _valid1;
      if (!valid7) {
        const err50 = {
          instancePath: instancePath + '/masqueradeSession',
          schemaPath: '#/properties/masqueradeSession/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      } else {
        errors = _errs42;
        if (vErrors !== null) {
          if (_errs42) {
            vErrors.length = _errs42;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err51 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err51];
    } else {
      vErrors.push(err51);
    }
    errors++;
  }
  validateAuditLogEntry.errors = vErrors;
  return errors === 0;
}
function validateAuditLogResponse(
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
    if (data.sessions === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'sessions' },
        message: "must have required property '" + 'sessions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.nextBefore === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'nextBefore' },
        message: "must have required property '" + 'nextBefore' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'items' || key0 === 'sessions' || key0 === 'nextBefore')) {
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
    if (data.items !== undefined) {
      let data0 = data.items;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validateAuditLogEntry(data0[i0], {
              instancePath: instancePath + '/items/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null ? validateAuditLogEntry.errors : vErrors.concat(validateAuditLogEntry.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err4 = {
          instancePath: instancePath + '/items',
          schemaPath: '#/properties/items/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.sessions !== undefined) {
      let data2 = data.sessions;
      if (Array.isArray(data2)) {
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validateAuditMasqueradeSession(data2[i1], {
              instancePath: instancePath + '/sessions/' + i1,
              parentData: data2,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null
                ? validateAuditMasqueradeSession.errors
                : vErrors.concat(validateAuditMasqueradeSession.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/sessions',
          schemaPath: '#/properties/sessions/type',
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
    if (data.nextBefore !== undefined) {
      let data4 = data.nextBefore;
      const _errs9 = errors;
      let valid5 = false;
      const _errs10 = errors;
      if (typeof data4 === 'string') {
        if (!shared.pattern11.test(data4)) {
          const err6 = {
            instancePath: instancePath + '/nextBefore',
            schemaPath: '#/properties/nextBefore/anyOf/0/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]*$' },
            message: 'must match pattern "' + '^[1-9][0-9]*$' + '"',
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
          instancePath: instancePath + '/nextBefore',
          schemaPath: '#/properties/nextBefore/anyOf/0/type',
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
      var _valid0 = _errs10 === errors;
      valid5 = valid5 || _valid0;
      const _errs12 = errors;
      if (data4 !== null) {
        const err8 = {
          instancePath: instancePath + '/nextBefore',
          schemaPath: '#/properties/nextBefore/anyOf/1/type',
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
      var _valid0 = _errs12 === errors;
      valid5 = valid5 || _valid0;
      if (!valid5) {
        const err9 = {
          instancePath: instancePath + '/nextBefore',
          schemaPath: '#/properties/nextBefore/anyOf',
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
  validateAuditLogResponse.errors = vErrors;
  return errors === 0;
}
