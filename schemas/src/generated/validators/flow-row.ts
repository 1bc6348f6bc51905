/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const FlowRow = /* @__PURE__ */ named<types.FlowRow>('FlowRow', validateFlowRow);
const schema0 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://telehealth.local/schemas/flow-row.schema.json',
  title: 'FlowRow',
  description:
    'One row of GET /api/flows: a route (path) of a flow version, under a step. Rows are derived from the published flow versions and grouped by version then step.',
  type: 'object',
  required: ['version', 'step', 'path'],
  additionalProperties: false,
  properties: {
    version: {
      description: "The flow version as 'v' and its number (for example 'v2').",
      type: 'string',
      pattern: '^v[1-9][0-9]*$',
    },
    step: {
      description:
        'The step the route belongs to: home (lead pages), questions (the questionnaire) or followup.',
      type: 'string',
      enum: ['home', 'questions', 'followup'],
    },
    path: { $ref: 'common.schema.json#/$defs/RoutePath' },
  },
};
const pattern0 = new RegExp('^v[1-9][0-9]*$', 'u');
export function validateFlowRow(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/flow-row.schema.json" */ let vErrors = null;
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
    if (data.step === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'step' },
        message: "must have required property '" + 'step' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.path === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'path' },
        message: "must have required property '" + 'path' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'version' || key0 === 'step' || key0 === 'path')) {
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
    if (data.version !== undefined) {
      let data0 = data.version;
      if (typeof data0 === 'string') {
        if (!pattern0.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/pattern',
            keyword: 'pattern',
            params: { pattern: '^v[1-9][0-9]*$' },
            message: 'must match pattern "' + '^v[1-9][0-9]*$' + '"',
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
          instancePath: instancePath + '/version',
          schemaPath: '#/properties/version/type',
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
    if (data.step !== undefined) {
      let data1 = data.step;
      if (typeof data1 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/step',
          schemaPath: '#/properties/step/type',
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
      if (!(data1 === 'home' || data1 === 'questions' || data1 === 'followup')) {
        const err7 = {
          instancePath: instancePath + '/step',
          schemaPath: '#/properties/step/enum',
          keyword: 'enum',
          params: { allowedValues: schema0.properties.step.enum },
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
    if (data.path !== undefined) {
      let data2 = data.path;
      if (typeof data2 === 'string') {
        if (!shared.pattern22.test(data2)) {
          const err8 = {
            instancePath: instancePath + '/path',
            schemaPath: 'common.schema.json#/$defs/RoutePath/pattern',
            keyword: 'pattern',
            params: { pattern: '^/[A-Za-z0-9/_\\-{}.]*$' },
            message: 'must match pattern "' + '^/[A-Za-z0-9/_\\-{}.]*$' + '"',
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
          instancePath: instancePath + '/path',
          schemaPath: 'common.schema.json#/$defs/RoutePath/type',
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
  validateFlowRow.errors = vErrors;
  return errors === 0;
}
