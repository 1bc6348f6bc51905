/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import { validateAnswerValue } from './answer.js';
import * as shared from './shared.js';

export const QuizData = /* @__PURE__ */ named<types.QuizData>('QuizData', validateQuizData);
export function validateQuizData(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/quiz-data.schema.json" */ let vErrors = null;
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
      const _errs1 = errors;
      if (typeof key0 === 'string') {
        if (!shared.pattern11.test(key0)) {
          const err0 = {
            instancePath,
            schemaPath: '#/propertyNames/pattern',
            keyword: 'pattern',
            params: { pattern: '^[1-9][0-9]*$' },
            message: 'must match pattern "' + '^[1-9][0-9]*$' + '"',
            propertyName: key0,
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err1 = {
          instancePath,
          schemaPath: '#/propertyNames',
          keyword: 'propertyNames',
          params: { propertyName: key0 },
          message: 'property name must be valid',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      if (
        !validateAnswerValue(data[key1], {
          instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
          parentData: data,
          parentDataProperty: key1,
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateAnswerValue.errors : vErrors.concat(validateAnswerValue.errors);
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
  validateQuizData.errors = vErrors;
  return errors === 0;
}
