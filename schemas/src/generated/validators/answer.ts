/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const AnswerValue = /* @__PURE__ */ named<types.AnswerValue>('AnswerValue', validateAnswerValue);
export const HeightWeight = /* @__PURE__ */ named<types.HeightWeight>('HeightWeight', validateHeightWeight);
export const UploadedFile = /* @__PURE__ */ named<types.UploadedFile>('UploadedFile', validateUploadedFile);
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
    for (const key0 in data) {
      if (!(
        key0 === 'fileId' ||
        key0 === 'name' ||
        key0 === 'contentType' ||
        key0 === 'size' ||
        key0 === 'url'
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
    if (data.fileId !== undefined) {
      let data0 = data.fileId;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err5 = {
            instancePath: instancePath + '/fileId',
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
            instancePath: instancePath + '/fileId',
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
          instancePath: instancePath + '/fileId',
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
    if (data.name !== undefined) {
      if (typeof data.name !== 'string') {
        const err8 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
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
    if (data.contentType !== undefined) {
      let data2 = data.contentType;
      if (typeof data2 === 'string') {
        if (!shared.pattern12.test(data2)) {
          const err9 = {
            instancePath: instancePath + '/contentType',
            schemaPath: '#/properties/contentType/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z]+/[a-z0-9.+-]+$' },
            message: 'must match pattern "' + '^[a-z]+/[a-z0-9.+-]+$' + '"',
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
          instancePath: instancePath + '/contentType',
          schemaPath: '#/properties/contentType/type',
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
    if (data.size !== undefined) {
      let data3 = data.size;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err11 = {
          instancePath: instancePath + '/size',
          schemaPath: '#/properties/size/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + '/size',
            schemaPath: '#/properties/size/maximum',
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
        if (data3 < 0 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + '/size',
            schemaPath: '#/properties/size/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.url !== undefined) {
      if (typeof data.url !== 'string') {
        const err14 = {
          instancePath: instancePath + '/url',
          schemaPath: '#/properties/url/type',
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
  validate0.errors = vErrors;
  return errors === 0;
}
export function validateAnswerValue(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/answer.schema.json" */ let vErrors = null;
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
  if (typeof data !== 'string') {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf/0/type',
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
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (!(typeof data == 'number' && isFinite(data))) {
    const err1 = {
      instancePath,
      schemaPath: '#/anyOf/1/type',
      keyword: 'type',
      params: { type: 'number' },
      message: 'must be number',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  const _errs5 = errors;
  if (typeof data !== 'boolean') {
    const err2 = {
      instancePath,
      schemaPath: '#/anyOf/2/type',
      keyword: 'type',
      params: { type: 'boolean' },
      message: 'must be boolean',
    };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  var _valid0 = _errs5 === errors;
  valid0 = valid0 || _valid0;
  const _errs7 = errors;
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (typeof data[i0] !== 'string') {
        const err3 = {
          instancePath: instancePath + '/' + i0,
          schemaPath: '#/anyOf/3/items/type',
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
      schemaPath: '#/anyOf/3/type',
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
  var _valid0 = _errs7 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var items0 = true;
  }
  const _errs11 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.feet === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/$defs/HeightWeight/required',
        keyword: 'required',
        params: { missingProperty: 'feet' },
        message: "must have required property '" + 'feet' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.inches === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/$defs/HeightWeight/required',
        keyword: 'required',
        params: { missingProperty: 'inches' },
        message: "must have required property '" + 'inches' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.pounds === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/$defs/HeightWeight/required',
        keyword: 'required',
        params: { missingProperty: 'pounds' },
        message: "must have required property '" + 'pounds' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'feet' || key0 === 'inches' || key0 === 'pounds' || key0 === 'bmi')) {
        const err8 = {
          instancePath,
          schemaPath: '#/$defs/HeightWeight/additionalProperties',
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
    if (data.feet !== undefined) {
      let data1 = data.feet;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err9 = {
          instancePath: instancePath + '/feet',
          schemaPath: '#/$defs/HeightWeight/properties/feet/type',
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
        if (data1 > 8 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/feet',
            schemaPath: '#/$defs/HeightWeight/properties/feet/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 8 },
            message: 'must be <= 8',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data1 < 3 || isNaN(data1)) {
          const err11 = {
            instancePath: instancePath + '/feet',
            schemaPath: '#/$defs/HeightWeight/properties/feet/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 3 },
            message: 'must be >= 3',
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
    if (data.inches !== undefined) {
      let data2 = data.inches;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err12 = {
          instancePath: instancePath + '/inches',
          schemaPath: '#/$defs/HeightWeight/properties/inches/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 11 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/inches',
            schemaPath: '#/$defs/HeightWeight/properties/inches/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 11 },
            message: 'must be <= 11',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err14 = {
            instancePath: instancePath + '/inches',
            schemaPath: '#/$defs/HeightWeight/properties/inches/minimum',
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
    if (data.pounds !== undefined) {
      let data3 = data.pounds;
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 1000 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/pounds',
            schemaPath: '#/$defs/HeightWeight/properties/pounds/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 1000 },
            message: 'must be <= 1000',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 50 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/pounds',
            schemaPath: '#/$defs/HeightWeight/properties/pounds/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 50 },
            message: 'must be >= 50',
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
          instancePath: instancePath + '/pounds',
          schemaPath: '#/$defs/HeightWeight/properties/pounds/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.bmi !== undefined) {
      let data4 = data.bmi;
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 < 0 || isNaN(data4)) {
          const err18 = {
            instancePath: instancePath + '/bmi',
            schemaPath: '#/$defs/HeightWeight/properties/bmi/minimum',
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
      } else {
        const err19 = {
          instancePath: instancePath + '/bmi',
          schemaPath: '#/$defs/HeightWeight/properties/bmi/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
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
      schemaPath: '#/$defs/HeightWeight/type',
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
  var _valid0 = _errs11 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs23 = errors;
  if (Array.isArray(data)) {
    const len1 = data.length;
    for (let i1 = 0; i1 < len1; i1++) {
      if (
        !validate0(data[i1], {
          instancePath: instancePath + '/' + i1,
          parentData: data,
          parentDataProperty: i1,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err21 = {
      instancePath,
      schemaPath: '#/anyOf/5/type',
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
  var _valid0 = _errs23 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (items0 !== true) {
      items0 = true;
    }
  }
  if (!valid0) {
    const err22 = {
      instancePath,
      schemaPath: '#/anyOf',
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
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validateAnswerValue.errors = vErrors;
  evaluated0.props = props0;
  evaluated0.items = items0;
  return errors === 0;
}
function validateHeightWeight(
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
    if (data.feet === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'feet' },
        message: "must have required property '" + 'feet' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.inches === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'inches' },
        message: "must have required property '" + 'inches' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.pounds === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'pounds' },
        message: "must have required property '" + 'pounds' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'feet' || key0 === 'inches' || key0 === 'pounds' || key0 === 'bmi')) {
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
    if (data.feet !== undefined) {
      let data0 = data.feet;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/feet',
          schemaPath: '#/properties/feet/type',
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
        if (data0 > 8 || isNaN(data0)) {
          const err5 = {
            instancePath: instancePath + '/feet',
            schemaPath: '#/properties/feet/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 8 },
            message: 'must be <= 8',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data0 < 3 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/feet',
            schemaPath: '#/properties/feet/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 3 },
            message: 'must be >= 3',
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
    if (data.inches !== undefined) {
      let data1 = data.inches;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/inches',
          schemaPath: '#/properties/inches/type',
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
        if (data1 > 11 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/inches',
            schemaPath: '#/properties/inches/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 11 },
            message: 'must be <= 11',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/inches',
            schemaPath: '#/properties/inches/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.pounds !== undefined) {
      let data2 = data.pounds;
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 1000 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/pounds',
            schemaPath: '#/properties/pounds/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 1000 },
            message: 'must be <= 1000',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data2 < 50 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/pounds',
            schemaPath: '#/properties/pounds/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 50 },
            message: 'must be >= 50',
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
          instancePath: instancePath + '/pounds',
          schemaPath: '#/properties/pounds/type',
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
    if (data.bmi !== undefined) {
      let data3 = data.bmi;
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + '/bmi',
            schemaPath: '#/properties/bmi/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
          instancePath: instancePath + '/bmi',
          schemaPath: '#/properties/bmi/type',
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
  validateHeightWeight.errors = vErrors;
  return errors === 0;
}
function validateUploadedFile(
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
    for (const key0 in data) {
      if (!(
        key0 === 'fileId' ||
        key0 === 'name' ||
        key0 === 'contentType' ||
        key0 === 'size' ||
        key0 === 'url'
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
    if (data.fileId !== undefined) {
      let data0 = data.fileId;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err5 = {
            instancePath: instancePath + '/fileId',
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
            instancePath: instancePath + '/fileId',
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
          instancePath: instancePath + '/fileId',
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
    if (data.name !== undefined) {
      if (typeof data.name !== 'string') {
        const err8 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
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
    if (data.contentType !== undefined) {
      let data2 = data.contentType;
      if (typeof data2 === 'string') {
        if (!shared.pattern12.test(data2)) {
          const err9 = {
            instancePath: instancePath + '/contentType',
            schemaPath: '#/properties/contentType/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z]+/[a-z0-9.+-]+$' },
            message: 'must match pattern "' + '^[a-z]+/[a-z0-9.+-]+$' + '"',
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
          instancePath: instancePath + '/contentType',
          schemaPath: '#/properties/contentType/type',
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
    if (data.size !== undefined) {
      let data3 = data.size;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err11 = {
          instancePath: instancePath + '/size',
          schemaPath: '#/properties/size/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + '/size',
            schemaPath: '#/properties/size/maximum',
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
        if (data3 < 0 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + '/size',
            schemaPath: '#/properties/size/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.url !== undefined) {
      if (typeof data.url !== 'string') {
        const err14 = {
          instancePath: instancePath + '/url',
          schemaPath: '#/properties/url/type',
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
  validateUploadedFile.errors = vErrors;
  return errors === 0;
}
