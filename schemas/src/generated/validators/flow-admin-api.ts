/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import { validateFlowVersion } from './flow-version.js';
import * as shared from './shared.js';

export const FlowKeyPathParams = /* @__PURE__ */ named<types.FlowKeyPathParams>(
  'FlowKeyPathParams',
  validateFlowKeyPathParams,
);
export const FlowVersionPathParams = /* @__PURE__ */ named<types.FlowVersionPathParams>(
  'FlowVersionPathParams',
  validateFlowVersionPathParams,
);
export const CreateFlowDraftRequest = /* @__PURE__ */ named<types.CreateFlowDraftRequest>(
  'CreateFlowDraftRequest',
  validateCreateFlowDraftRequest,
);
export const InstrumentId = /* @__PURE__ */ named<types.InstrumentId>('InstrumentId', validateInstrumentId);
export const InstrumentSummary = /* @__PURE__ */ named<types.InstrumentSummary>(
  'InstrumentSummary',
  validateInstrumentSummary,
);
export const InstrumentListResponse = /* @__PURE__ */ named<types.InstrumentListResponse>(
  'InstrumentListResponse',
  validateInstrumentListResponse,
);
export const SaveFlowDraftRequest = /* @__PURE__ */ named<types.SaveFlowDraftRequest>(
  'SaveFlowDraftRequest',
  validateSaveFlowDraftRequest,
);
export const PublishFlowDraftRequest = /* @__PURE__ */ named<types.PublishFlowDraftRequest>(
  'PublishFlowDraftRequest',
  validatePublishFlowDraftRequest,
);
export const FlowRevision = /* @__PURE__ */ named<types.FlowRevision>('FlowRevision', validateFlowRevision);
export const FlowFinding = /* @__PURE__ */ named<types.FlowFinding>('FlowFinding', validateFlowFinding);
export const FlowVersionSummary = /* @__PURE__ */ named<types.FlowVersionSummary>(
  'FlowVersionSummary',
  validateFlowVersionSummary,
);
export const FlowSummary = /* @__PURE__ */ named<types.FlowSummary>('FlowSummary', validateFlowSummary);
export const FlowListResponse = /* @__PURE__ */ named<types.FlowListResponse>(
  'FlowListResponse',
  validateFlowListResponse,
);
export const FlowVersionDetail = /* @__PURE__ */ named<types.FlowVersionDetail>(
  'FlowVersionDetail',
  validateFlowVersionDetail,
);
export const PublishFlowDraftResponse = /* @__PURE__ */ named<types.PublishFlowDraftResponse>(
  'PublishFlowDraftResponse',
  validatePublishFlowDraftResponse,
);
export const FlowDraftConflictResponse = /* @__PURE__ */ named<types.FlowDraftConflictResponse>(
  'FlowDraftConflictResponse',
  validateFlowDraftConflictResponse,
);
export const FlowPublishRejectedResponse = /* @__PURE__ */ named<types.FlowPublishRejectedResponse>(
  'FlowPublishRejectedResponse',
  validateFlowPublishRejectedResponse,
);
function validateFlowKeyPathParams(
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
  validateFlowKeyPathParams.errors = vErrors;
  return errors === 0;
}
const pattern0 = new RegExp('^[1-9][0-9]{0,8}$', 'u');
function validateFlowVersionPathParams(
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
        if (!pattern0.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]{0,8}$' },
            message: 'must match pattern "' + '^[1-9][0-9]{0,8}$' + '"',
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
          schemaPath: '#/properties/version/type',
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
  validateFlowVersionPathParams.errors = vErrors;
  return errors === 0;
}
const pattern1 = new RegExp('^[a-z0-9]+(-[a-z0-9]+)*$', 'u');
function validateCreateFlowDraftRequest(
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
      if (!(key0 === 'fromVersion' || key0 === 'instrument')) {
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
    if (data.fromVersion !== undefined) {
      let data0 = data.fromVersion;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err1 = {
          instancePath: instancePath + '/fromVersion',
          schemaPath: '#/properties/fromVersion/type',
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
            instancePath: instancePath + '/fromVersion',
            schemaPath: '#/properties/fromVersion/maximum',
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
            instancePath: instancePath + '/fromVersion',
            schemaPath: '#/properties/fromVersion/minimum',
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
    if (data.instrument !== undefined) {
      let data1 = data.instrument;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) > 40) {
          const err4 = {
            instancePath: instancePath + '/instrument',
            schemaPath: '#/$defs/InstrumentId/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern1.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/instrument',
            schemaPath: '#/$defs/InstrumentId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
            message: 'must match pattern "' + '^[a-z0-9]+(-[a-z0-9]+)*$' + '"',
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
          instancePath: instancePath + '/instrument',
          schemaPath: '#/$defs/InstrumentId/type',
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
    if (data.instrument !== undefined) {
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        if (data.fromVersion !== undefined) {
          const err7 = {
            instancePath: instancePath + '/fromVersion',
            schemaPath: '#/dependentSchemas/instrument/properties/fromVersion/false schema',
            keyword: 'false schema',
            params: {},
            message: 'boolean schema is false',
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
  validateCreateFlowDraftRequest.errors = vErrors;
  return errors === 0;
}
function validateInstrumentId(
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
    if (shared.func0(data) > 40) {
      const err0 = {
        instancePath,
        schemaPath: '#/maxLength',
        keyword: 'maxLength',
        params: { limit: 40 },
        message: 'must NOT have more than 40 characters',
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
        params: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        message: 'must match pattern "' + '^[a-z0-9]+(-[a-z0-9]+)*$' + '"',
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
  validateInstrumentId.errors = vErrors;
  return errors === 0;
}
function validateInstrumentSummary(
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
    if (data.key === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'key' },
        message: "must have required property '" + 'key' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.description === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'description' },
        message: "must have required property '" + 'description' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.questionCount === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questionCount' },
        message: "must have required property '" + 'questionCount' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.totals === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'totals' },
        message: "must have required property '" + 'totals' + "'",
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
        key0 === 'key' ||
        key0 === 'title' ||
        key0 === 'description' ||
        key0 === 'questionCount' ||
        key0 === 'totals'
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
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 40) {
          const err7 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/InstrumentId/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err8 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/InstrumentId/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
            message: 'must match pattern "' + '^[a-z0-9]+(-[a-z0-9]+)*$' + '"',
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
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/InstrumentId/type',
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
    if (data.key !== undefined) {
      let data1 = data.key;
      if (typeof data1 !== 'string') {
        const err10 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/type',
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
      if (!(data1 === 'intake' || data1 === 'followup' || data1 === 'quiz' || data1 === 'cancellation')) {
        const err11 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema11.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      if (typeof data.title !== 'string') {
        const err12 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
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
    if (data.description !== undefined) {
      if (typeof data.description !== 'string') {
        const err13 = {
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
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
    if (data.questionCount !== undefined) {
      let data4 = data.questionCount;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err14 = {
          instancePath: instancePath + '/questionCount',
          schemaPath: '#/properties/questionCount/type',
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
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err15 = {
            instancePath: instancePath + '/questionCount',
            schemaPath: '#/properties/questionCount/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.totals !== undefined) {
      let data5 = data.totals;
      if (Array.isArray(data5)) {
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data5[i0] !== 'string') {
            const err16 = {
              instancePath: instancePath + '/totals/' + i0,
              schemaPath: '#/properties/totals/items/type',
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
          instancePath: instancePath + '/totals',
          schemaPath: '#/properties/totals/type',
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
  validateInstrumentSummary.errors = vErrors;
  return errors === 0;
}
function validateInstrumentListResponse(
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
        !validateInstrumentSummary(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateInstrumentSummary.errors
            : vErrors.concat(validateInstrumentSummary.errors);
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
  validateInstrumentListResponse.errors = vErrors;
  return errors === 0;
}
function validateSaveFlowDraftRequest(
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
    if (data.document === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'document' },
        message: "must have required property '" + 'document' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.revision === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revision' },
        message: "must have required property '" + 'revision' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'document' || key0 === 'revision')) {
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
    if (data.document !== undefined) {
      if (
        !validateFlowVersion(data.document, {
          instancePath: instancePath + '/document',
          parentData: data,
          parentDataProperty: 'document',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateFlowVersion.errors : vErrors.concat(validateFlowVersion.errors);
        errors = vErrors.length;
      }
    }
    if (data.revision !== undefined) {
      let data1 = data.revision;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err3 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/FlowRevision/type',
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
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 2147483647 || isNaN(data1)) {
          const err4 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/maximum',
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
        if (data1 < 1 || isNaN(data1)) {
          const err5 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/minimum',
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
  validateSaveFlowDraftRequest.errors = vErrors;
  return errors === 0;
}
function validatePublishFlowDraftRequest(
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
    if (data.revision === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revision' },
        message: "must have required property '" + 'revision' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'revision')) {
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
    if (data.revision !== undefined) {
      let data0 = data.revision;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/FlowRevision/type',
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
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/maximum',
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
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/minimum',
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
  validatePublishFlowDraftRequest.errors = vErrors;
  return errors === 0;
}
function validateFlowRevision(
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
  validateFlowRevision.errors = vErrors;
  return errors === 0;
}
function validateFlowFinding(
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
    if (data.severity === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'severity' },
        message: "must have required property '" + 'severity' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.code === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'code' },
        message: "must have required property '" + 'code' + "'",
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
    for (const key0 in data) {
      if (!(key0 === 'severity' || key0 === 'code' || key0 === 'questionId' || key0 === 'message')) {
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
    if (data.severity !== undefined) {
      let data0 = data.severity;
      if (typeof data0 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/severity',
          schemaPath: '#/properties/severity/type',
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
      if (!(data0 === 'error' || data0 === 'warning')) {
        const err5 = {
          instancePath: instancePath + '/severity',
          schemaPath: '#/properties/severity/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema19.properties.severity.enum },
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
    if (data.code !== undefined) {
      let data1 = data.code;
      if (typeof data1 === 'string') {
        if (!shared.pattern28.test(data1)) {
          const err6 = {
            instancePath: instancePath + '/code',
            schemaPath: '#/properties/code/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z-]*$' },
            message: 'must match pattern "' + '^[a-z][a-z-]*$' + '"',
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
          instancePath: instancePath + '/code',
          schemaPath: '#/properties/code/type',
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
      let data2 = data.questionId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 2147483647 || isNaN(data2)) {
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
        if (data2 < 1 || isNaN(data2)) {
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
      let data3 = data.message;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) < 1) {
          const err11 = {
            instancePath: instancePath + '/message',
            schemaPath: '#/properties/message/minLength',
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
      } else {
        const err12 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/type',
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
  validateFlowFinding.errors = vErrors;
  return errors === 0;
}
const schema0 = {
  title: 'FlowVersionSummary',
  description:
    "One version of a flow in the admins' list, with the orders pinned to it: inFlight counts those not yet paid.",
  type: 'object',
  required: [
    'version',
    'status',
    'title',
    'questionCount',
    'createdAt',
    'publishedAt',
    'updatedAt',
    'revision',
    'inFlight',
    'total',
  ],
  additionalProperties: false,
  properties: {
    version: { type: 'integer', minimum: 1 },
    status: { $ref: 'enums.schema.json#/$defs/FlowStatus' },
    title: { type: 'string' },
    questionCount: {
      description: 'Questions of the version, not counting content screens (type image).',
      type: 'integer',
      minimum: 0,
    },
    createdAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    publishedAt: { anyOf: [{ $ref: 'common.schema.json#/$defs/DateTime' }, { type: 'null' }] },
    updatedAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    revision: { $ref: '#/$defs/FlowRevision' },
    inFlight: {
      description: 'Orders pinned to this version that are not paid yet.',
      type: 'integer',
      minimum: 0,
    },
    total: { description: 'All orders pinned to this version.', type: 'integer', minimum: 0 },
  },
};
function validateFlowVersionSummary(
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
    if (data.title === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.questionCount === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questionCount' },
        message: "must have required property '" + 'questionCount' + "'",
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
    if (data.publishedAt === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'publishedAt' },
        message: "must have required property '" + 'publishedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.updatedAt === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'updatedAt' },
        message: "must have required property '" + 'updatedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.revision === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revision' },
        message: "must have required property '" + 'revision' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.inFlight === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'inFlight' },
        message: "must have required property '" + 'inFlight' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.total === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'total' },
        message: "must have required property '" + 'total' + "'",
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
    if (data.version !== undefined) {
      let data0 = data.version;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err11 = {
          instancePath: instancePath + '/version',
          schemaPath: '#/properties/version/type',
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
        if (data0 < 1 || isNaN(data0)) {
          const err12 = {
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/minimum',
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
    if (data.status !== undefined) {
      let data1 = data.status;
      if (typeof data1 !== 'string') {
        const err13 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/FlowStatus/type',
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
      if (!(data1 === 'draft' || data1 === 'published' || data1 === 'archived')) {
        const err14 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/FlowStatus/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema14.enum },
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
    if (data.title !== undefined) {
      if (typeof data.title !== 'string') {
        const err15 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
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
    if (data.questionCount !== undefined) {
      let data3 = data.questionCount;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err16 = {
          instancePath: instancePath + '/questionCount',
          schemaPath: '#/properties/questionCount/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err17 = {
            instancePath: instancePath + '/questionCount',
            schemaPath: '#/properties/questionCount/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.createdAt !== undefined) {
      let data4 = data.createdAt;
      if (typeof data4 === 'string') {
        if (!shared.formats2.validate(data4)) {
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
    if (data.publishedAt !== undefined) {
      let data5 = data.publishedAt;
      const _errs15 = errors;
      let valid3 = false;
      const _errs16 = errors;
      if (typeof data5 === 'string') {
        if (!shared.formats2.validate(data5)) {
          const err20 = {
            instancePath: instancePath + '/publishedAt',
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
          instancePath: instancePath + '/publishedAt',
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
      var _valid0 = _errs16 === errors;
      valid3 = valid3 || _valid0;
      const _errs19 = errors;
      if (data5 !== null) {
        const err22 = {
          instancePath: instancePath + '/publishedAt',
          schemaPath: '#/properties/publishedAt/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      var _valid0 = _errs19 === errors;
      valid3 = valid3 || _valid0;
      if (!valid3) {
        const err23 = {
          instancePath: instancePath + '/publishedAt',
          schemaPath: '#/properties/publishedAt/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      } else {
        errors = _errs15;
        if (vErrors !== null) {
          if (_errs15) {
            vErrors.length = _errs15;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.updatedAt !== undefined) {
      let data6 = data.updatedAt;
      if (typeof data6 === 'string') {
        if (!shared.formats2.validate(data6)) {
          const err24 = {
            instancePath: instancePath + '/updatedAt',
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
          instancePath: instancePath + '/updatedAt',
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
    if (data.revision !== undefined) {
      let data7 = data.revision;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err26 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/FlowRevision/type',
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
      if (typeof data7 == 'number' && isFinite(data7)) {
        if (data7 > 2147483647 || isNaN(data7)) {
          const err27 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/maximum',
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
        if (data7 < 1 || isNaN(data7)) {
          const err28 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/minimum',
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
    }
    if (data.inFlight !== undefined) {
      let data8 = data.inFlight;
      if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
        const err29 = {
          instancePath: instancePath + '/inFlight',
          schemaPath: '#/properties/inFlight/type',
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
            instancePath: instancePath + '/inFlight',
            schemaPath: '#/properties/inFlight/minimum',
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
    if (data.total !== undefined) {
      let data9 = data.total;
      if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
        const err31 = {
          instancePath: instancePath + '/total',
          schemaPath: '#/properties/total/type',
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
            instancePath: instancePath + '/total',
            schemaPath: '#/properties/total/minimum',
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
  validateFlowVersionSummary.errors = vErrors;
  return errors === 0;
}
function validateFlowSummary(
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
    if (data.publishedVersion === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'publishedVersion' },
        message: "must have required property '" + 'publishedVersion' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.draftVersion === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'draftVersion' },
        message: "must have required property '" + 'draftVersion' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.versions === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'versions' },
        message: "must have required property '" + 'versions' + "'",
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
        key0 === 'key' ||
        key0 === 'publishedVersion' ||
        key0 === 'draftVersion' ||
        key0 === 'versions'
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
    if (data.key !== undefined) {
      let data0 = data.key;
      if (typeof data0 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/key',
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
          instancePath: instancePath + '/key',
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
    if (data.publishedVersion !== undefined) {
      let data1 = data.publishedVersion;
      const _errs6 = errors;
      let valid2 = false;
      const _errs7 = errors;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/publishedVersion',
          schemaPath: '#/properties/publishedVersion/anyOf/0/type',
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
        if (data1 < 1 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/publishedVersion',
            schemaPath: '#/properties/publishedVersion/anyOf/0/minimum',
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
      var _valid0 = _errs7 === errors;
      valid2 = valid2 || _valid0;
      const _errs9 = errors;
      if (data1 !== null) {
        const err9 = {
          instancePath: instancePath + '/publishedVersion',
          schemaPath: '#/properties/publishedVersion/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      var _valid0 = _errs9 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err10 = {
          instancePath: instancePath + '/publishedVersion',
          schemaPath: '#/properties/publishedVersion/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
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
    if (data.draftVersion !== undefined) {
      let data2 = data.draftVersion;
      const _errs12 = errors;
      let valid3 = false;
      const _errs13 = errors;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/draftVersion',
          schemaPath: '#/properties/draftVersion/anyOf/0/type',
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
            instancePath: instancePath + '/draftVersion',
            schemaPath: '#/properties/draftVersion/anyOf/0/minimum',
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
      var _valid1 = _errs13 === errors;
      valid3 = valid3 || _valid1;
      const _errs15 = errors;
      if (data2 !== null) {
        const err13 = {
          instancePath: instancePath + '/draftVersion',
          schemaPath: '#/properties/draftVersion/anyOf/1/type',
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
      var _valid1 = _errs15 === errors;
      valid3 = valid3 || _valid1;
      if (!valid3) {
        const err14 = {
          instancePath: instancePath + '/draftVersion',
          schemaPath: '#/properties/draftVersion/anyOf',
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
        errors = _errs12;
        if (vErrors !== null) {
          if (_errs12) {
            vErrors.length = _errs12;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.versions !== undefined) {
      let data3 = data.versions;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validateFlowVersionSummary(data3[i0], {
              instancePath: instancePath + '/versions/' + i0,
              parentData: data3,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null
                ? validateFlowVersionSummary.errors
                : vErrors.concat(validateFlowVersionSummary.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/versions',
          schemaPath: '#/properties/versions/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validateFlowSummary.errors = vErrors;
  return errors === 0;
}
function validateFlowListResponse(
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
        !validateFlowSummary(data[i0], {
          instancePath: instancePath + '/' + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateFlowSummary.errors : vErrors.concat(validateFlowSummary.errors);
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
  validateFlowListResponse.errors = vErrors;
  return errors === 0;
}
function validateFlowVersionDetail(
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
    if (data.status === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'status' },
        message: "must have required property '" + 'status' + "'",
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
    if (data.publishedAt === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'publishedAt' },
        message: "must have required property '" + 'publishedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.updatedAt === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'updatedAt' },
        message: "must have required property '" + 'updatedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.document === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'document' },
        message: "must have required property '" + 'document' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.findings === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'findings' },
        message: "must have required property '" + 'findings' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(shared.schema17.properties, key0)) {
        const err9 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.key !== undefined) {
      let data0 = data.key;
      if (typeof data0 !== 'string') {
        const err10 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/type',
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
      if (!(data0 === 'intake' || data0 === 'followup' || data0 === 'quiz' || data0 === 'cancellation')) {
        const err11 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema11.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.version !== undefined) {
      let data1 = data.version;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err12 = {
          instancePath: instancePath + '/version',
          schemaPath: '#/properties/version/type',
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
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 < 1 || isNaN(data1)) {
          const err13 = {
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/minimum',
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
    if (data.status !== undefined) {
      let data2 = data.status;
      if (typeof data2 !== 'string') {
        const err14 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/FlowStatus/type',
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
      if (!(data2 === 'draft' || data2 === 'published' || data2 === 'archived')) {
        const err15 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/FlowStatus/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema14.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.revision !== undefined) {
      let data3 = data.revision;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err16 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/FlowRevision/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err17 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/maximum',
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
        if (data3 < 1 || isNaN(data3)) {
          const err18 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/minimum',
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
    if (data.createdAt !== undefined) {
      let data4 = data.createdAt;
      if (typeof data4 === 'string') {
        if (!shared.formats2.validate(data4)) {
          const err19 = {
            instancePath: instancePath + '/createdAt',
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
          instancePath: instancePath + '/createdAt',
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
    if (data.publishedAt !== undefined) {
      let data5 = data.publishedAt;
      const _errs17 = errors;
      let valid5 = false;
      const _errs18 = errors;
      if (typeof data5 === 'string') {
        if (!shared.formats2.validate(data5)) {
          const err21 = {
            instancePath: instancePath + '/publishedAt',
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
          instancePath: instancePath + '/publishedAt',
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
      var _valid0 = _errs18 === errors;
      valid5 = valid5 || _valid0;
      const _errs21 = errors;
      if (data5 !== null) {
        const err23 = {
          instancePath: instancePath + '/publishedAt',
          schemaPath: '#/properties/publishedAt/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      var _valid0 = _errs21 === errors;
      valid5 = valid5 || _valid0;
      if (!valid5) {
        const err24 = {
          instancePath: instancePath + '/publishedAt',
          schemaPath: '#/properties/publishedAt/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      } else {
        errors = _errs17;
        if (vErrors !== null) {
          if (_errs17) {
            vErrors.length = _errs17;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.updatedAt !== undefined) {
      let data6 = data.updatedAt;
      if (typeof data6 === 'string') {
        if (!shared.formats2.validate(data6)) {
          const err25 = {
            instancePath: instancePath + '/updatedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/updatedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.document !== undefined) {
      if (
        !validateFlowVersion(data.document, {
          instancePath: instancePath + '/document',
          parentData: data,
          parentDataProperty: 'document',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateFlowVersion.errors : vErrors.concat(validateFlowVersion.errors);
        errors = vErrors.length;
      }
    }
    if (data.findings !== undefined) {
      let data8 = data.findings;
      if (Array.isArray(data8)) {
        const len0 = data8.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !shared.validate20(data8[i0], {
              instancePath: instancePath + '/findings/' + i0,
              parentData: data8,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate20.errors : vErrors.concat(shared.validate20.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err27 = {
          instancePath: instancePath + '/findings',
          schemaPath: '#/properties/findings/type',
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
  validateFlowVersionDetail.errors = vErrors;
  return errors === 0;
}
function validatePublishFlowDraftResponse(
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
    if (data.published === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'published' },
        message: "must have required property '" + 'published' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.archivedVersion === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'archivedVersion' },
        message: "must have required property '" + 'archivedVersion' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'published' || key0 === 'archivedVersion')) {
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
    if (data.published !== undefined) {
      if (
        !validateFlowVersionDetail(data.published, {
          instancePath: instancePath + '/published',
          parentData: data,
          parentDataProperty: 'published',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors =
          vErrors === null
            ? validateFlowVersionDetail.errors
            : vErrors.concat(validateFlowVersionDetail.errors);
        errors = vErrors.length;
      }
    }
    if (data.archivedVersion !== undefined) {
      let data1 = data.archivedVersion;
      const _errs4 = errors;
      let valid1 = false;
      const _errs5 = errors;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err3 = {
          instancePath: instancePath + '/archivedVersion',
          schemaPath: '#/properties/archivedVersion/anyOf/0/type',
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
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 < 1 || isNaN(data1)) {
          const err4 = {
            instancePath: instancePath + '/archivedVersion',
            schemaPath: '#/properties/archivedVersion/anyOf/0/minimum',
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
      var _valid0 = _errs5 === errors;
      valid1 = valid1 || _valid0;
      const _errs7 = errors;
      if (data1 !== null) {
        const err5 = {
          instancePath: instancePath + '/archivedVersion',
          schemaPath: '#/properties/archivedVersion/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs7 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err6 = {
          instancePath: instancePath + '/archivedVersion',
          schemaPath: '#/properties/archivedVersion/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      } else {
        errors = _errs4;
        if (vErrors !== null) {
          if (_errs4) {
            vErrors.length = _errs4;
          } else {
            vErrors = null;
          }
        }
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
  validatePublishFlowDraftResponse.errors = vErrors;
  return errors === 0;
}
function validateFlowDraftConflictResponse(
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
    if (data.revision === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'revision' },
        message: "must have required property '" + 'revision' + "'",
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
        key0 === 'revision'
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
      if (409 !== data.statusCode) {
        const err6 = {
          instancePath: instancePath + '/statusCode',
          schemaPath: '#/properties/statusCode/const',
          keyword: 'const',
          params: { allowedValue: 409 },
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
      if ('FLOW_DRAFT_CONFLICT' !== data.code) {
        const err9 = {
          instancePath: instancePath + '/code',
          schemaPath: '#/properties/code/const',
          keyword: 'const',
          params: { allowedValue: 'FLOW_DRAFT_CONFLICT' },
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
    if (data.revision !== undefined) {
      let data4 = data.revision;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err12 = {
          instancePath: instancePath + '/revision',
          schemaPath: '#/$defs/FlowRevision/type',
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
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 2147483647 || isNaN(data4)) {
          const err13 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/maximum',
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
        if (data4 < 1 || isNaN(data4)) {
          const err14 = {
            instancePath: instancePath + '/revision',
            schemaPath: '#/$defs/FlowRevision/minimum',
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
  validateFlowDraftConflictResponse.errors = vErrors;
  return errors === 0;
}
function validateFlowPublishRejectedResponse(
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
    if (data.errors === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'errors' },
        message: "must have required property '" + 'errors' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.findings === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'findings' },
        message: "must have required property '" + 'findings' + "'",
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
        key0 === 'statusCode' ||
        key0 === 'error' ||
        key0 === 'code' ||
        key0 === 'message' ||
        key0 === 'errors' ||
        key0 === 'findings'
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
    if (data.statusCode !== undefined) {
      if (422 !== data.statusCode) {
        const err7 = {
          instancePath: instancePath + '/statusCode',
          schemaPath: '#/properties/statusCode/const',
          keyword: 'const',
          params: { allowedValue: 422 },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
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
    if (data.code !== undefined) {
      if ('FLOW_PUBLISH_REJECTED' !== data.code) {
        const err10 = {
          instancePath: instancePath + '/code',
          schemaPath: '#/properties/code/const',
          keyword: 'const',
          params: { allowedValue: 'FLOW_PUBLISH_REJECTED' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.message !== undefined) {
      let data3 = data.message;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) < 1) {
          const err11 = {
            instancePath: instancePath + '/message',
            schemaPath: '#/properties/message/minLength',
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
      } else {
        const err12 = {
          instancePath: instancePath + '/message',
          schemaPath: '#/properties/message/type',
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
    if (data.errors !== undefined) {
      let data4 = data.errors;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
            if (data5.path === undefined) {
              const err13 = {
                instancePath: instancePath + '/errors/' + i0,
                schemaPath: 'api.schema.json#/$defs/SchemaIssue/required',
                keyword: 'required',
                params: { missingProperty: 'path' },
                message: "must have required property '" + 'path' + "'",
              };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data5.message === undefined) {
              const err14 = {
                instancePath: instancePath + '/errors/' + i0,
                schemaPath: 'api.schema.json#/$defs/SchemaIssue/required',
                keyword: 'required',
                params: { missingProperty: 'message' },
                message: "must have required property '" + 'message' + "'",
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            for (const key1 in data5) {
              if (!(key1 === 'path' || key1 === 'message')) {
                const err15 = {
                  instancePath: instancePath + '/errors/' + i0,
                  schemaPath: 'api.schema.json#/$defs/SchemaIssue/additionalProperties',
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
            if (data5.path !== undefined) {
              let data6 = data5.path;
              if (typeof data6 === 'string') {
                if (!shared.pattern27.test(data6)) {
                  const err16 = {
                    instancePath: instancePath + '/errors/' + i0 + '/path',
                    schemaPath: 'api.schema.json#/$defs/SchemaIssue/properties/path/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^(/[\\s\\S]*)?$' },
                    message: 'must match pattern "' + '^(/[\\s\\S]*)?$' + '"',
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
                  instancePath: instancePath + '/errors/' + i0 + '/path',
                  schemaPath: 'api.schema.json#/$defs/SchemaIssue/properties/path/type',
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
            if (data5.message !== undefined) {
              let data7 = data5.message;
              if (typeof data7 === 'string') {
                if (shared.func0(data7) < 1) {
                  const err18 = {
                    instancePath: instancePath + '/errors/' + i0 + '/message',
                    schemaPath: 'api.schema.json#/$defs/SchemaIssue/properties/message/minLength',
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
                  instancePath: instancePath + '/errors/' + i0 + '/message',
                  schemaPath: 'api.schema.json#/$defs/SchemaIssue/properties/message/type',
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
              instancePath: instancePath + '/errors/' + i0,
              schemaPath: 'api.schema.json#/$defs/SchemaIssue/type',
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
      } else {
        const err21 = {
          instancePath: instancePath + '/errors',
          schemaPath: '#/properties/errors/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.findings !== undefined) {
      let data8 = data.findings;
      if (Array.isArray(data8)) {
        const len1 = data8.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !shared.validate20(data8[i1], {
              instancePath: instancePath + '/findings/' + i1,
              parentData: data8,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate20.errors : vErrors.concat(shared.validate20.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err22 = {
          instancePath: instancePath + '/findings',
          schemaPath: '#/properties/findings/type',
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
  validateFlowPublishRejectedResponse.errors = vErrors;
  return errors === 0;
}
