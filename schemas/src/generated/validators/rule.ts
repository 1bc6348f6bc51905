/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const ValueRef = /* @__PURE__ */ named<types.ValueRef>('ValueRef', validateValueRef);
export const Operand = /* @__PURE__ */ named<types.Operand>('Operand', validateOperand);
export const Condition = /* @__PURE__ */ named<types.Condition>('Condition', validateCondition);
export const Expression = /* @__PURE__ */ named<types.Expression>('Expression', validateExpression);
export const RuleName = /* @__PURE__ */ named<types.RuleName>('RuleName', validateRuleName);
export const Calculation = /* @__PURE__ */ named<types.Calculation>('Calculation', validateCalculation);
export const ConditionalBranch = /* @__PURE__ */ named<types.ConditionalBranch>(
  'ConditionalBranch',
  validateConditionalBranch,
);
export const AnswerCheck = /* @__PURE__ */ named<types.AnswerCheck>('AnswerCheck', validateAnswerCheck);
export const Alert = /* @__PURE__ */ named<types.Alert>('Alert', validateAlert);
export const ProductSelector = /* @__PURE__ */ named<types.ProductSelector>(
  'ProductSelector',
  validateProductSelector,
);
export const EligibilityRule = /* @__PURE__ */ named<types.EligibilityRule>(
  'EligibilityRule',
  validateEligibilityRule,
);
export const ProtocolAssertion = /* @__PURE__ */ named<types.ProtocolAssertion>(
  'ProtocolAssertion',
  validateProtocolAssertion,
);
function validateValueRef(
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
    if (!shared.pattern20.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: {
          pattern:
            '^(?:(?:answer|bmi|weight|height|age|score)\\.[1-9][0-9]{0,9}|(?:total|calc)\\.[a-z][a-z0-9_]{0,63})$',
        },
        message:
          'must match pattern "' +
          '^(?:(?:answer|bmi|weight|height|age|score)\\.[1-9][0-9]{0,9}|(?:total|calc)\\.[a-z][a-z0-9_]{0,63})$' +
          '"',
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
  validateValueRef.errors = vErrors;
  return errors === 0;
}
function validateOperand(
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
  if (!(typeof data == 'number' && isFinite(data))) {
    const err0 = {
      instancePath,
      schemaPath: '#/anyOf/0/type',
      keyword: 'type',
      params: { type: 'number' },
      message: 'must be number',
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
  if (typeof data === 'string') {
    if (!shared.pattern20.test(data)) {
      const err1 = {
        instancePath,
        schemaPath: '#/$defs/ValueRef/pattern',
        keyword: 'pattern',
        params: {
          pattern:
            '^(?:(?:answer|bmi|weight|height|age|score)\\.[1-9][0-9]{0,9}|(?:total|calc)\\.[a-z][a-z0-9_]{0,63})$',
        },
        message:
          'must match pattern "' +
          '^(?:(?:answer|bmi|weight|height|age|score)\\.[1-9][0-9]{0,9}|(?:total|calc)\\.[a-z][a-z0-9_]{0,63})$' +
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
      instancePath,
      schemaPath: '#/$defs/ValueRef/type',
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
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err3 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
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
  validateOperand.errors = vErrors;
  return errors === 0;
}
function validateCondition(
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
  let passing0 = null;
  const _errs1 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.all === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/oneOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'all' },
        message: "must have required property '" + 'all' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'all')) {
        const err1 = {
          instancePath,
          schemaPath: '#/oneOf/0/additionalProperties',
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
    if (data.all !== undefined) {
      let data0 = data.all;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err2 = {
            instancePath: instancePath + '/all',
            schemaPath: '#/oneOf/0/properties/all/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !shared.validate13(data0[i0], {
              instancePath: instancePath + '/all/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/all',
          schemaPath: '#/oneOf/0/properties/all/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
      schemaPath: '#/oneOf/0/type',
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
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props1 = true;
  }
  const _errs7 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.any === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/oneOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'any' },
        message: "must have required property '" + 'any' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key1 in data) {
      if (!(key1 === 'any')) {
        const err6 = {
          instancePath,
          schemaPath: '#/oneOf/1/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key1 },
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
    if (data.any !== undefined) {
      let data2 = data.any;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err7 = {
            instancePath: instancePath + '/any',
            schemaPath: '#/oneOf/1/properties/any/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !shared.validate13(data2[i1], {
              instancePath: instancePath + '/any/' + i1,
              parentData: data2,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/any',
          schemaPath: '#/oneOf/1/properties/any/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
      schemaPath: '#/oneOf/1/type',
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
  var _valid0 = _errs7 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props1 !== true) {
        props1 = true;
      }
    }
    const _errs13 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.not === undefined) {
        const err10 = {
          instancePath,
          schemaPath: '#/oneOf/2/required',
          keyword: 'required',
          params: { missingProperty: 'not' },
          message: "must have required property '" + 'not' + "'",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      for (const key2 in data) {
        if (!(key2 === 'not')) {
          const err11 = {
            instancePath,
            schemaPath: '#/oneOf/2/additionalProperties',
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
      if (data.not !== undefined) {
        if (
          !shared.validate13(data.not, {
            instancePath: instancePath + '/not',
            parentData: data,
            parentDataProperty: 'not',
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
          errors = vErrors.length;
        }
      }
    } else {
      const err12 = {
        instancePath,
        schemaPath: '#/oneOf/2/type',
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
    var _valid0 = _errs13 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
        if (props1 !== true) {
          props1 = true;
        }
      }
      const _errs17 = errors;
      if (data && typeof data == 'object' && !Array.isArray(data)) {
        if (Object.keys(data).length > 2) {
          const err13 = {
            instancePath,
            schemaPath: '#/oneOf/3/maxProperties',
            keyword: 'maxProperties',
            params: { limit: 2 },
            message: 'must NOT have more than 2 properties',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (Object.keys(data).length < 2) {
          const err14 = {
            instancePath,
            schemaPath: '#/oneOf/3/minProperties',
            keyword: 'minProperties',
            params: { limit: 2 },
            message: 'must NOT have fewer than 2 properties',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data.value === undefined) {
          const err15 = {
            instancePath,
            schemaPath: '#/oneOf/3/required',
            keyword: 'required',
            params: { missingProperty: 'value' },
            message: "must have required property '" + 'value' + "'",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        for (const key3 in data) {
          if (!(
            key3 === 'value' ||
            key3 === 'below' ||
            key3 === 'above' ||
            key3 === 'at_least' ||
            key3 === 'at_most' ||
            key3 === 'equals' ||
            key3 === 'not_equals'
          )) {
            const err16 = {
              instancePath,
              schemaPath: '#/oneOf/3/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key3 },
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
        if (data.value !== undefined) {
          let data5 = data.value;
          if (typeof data5 === 'string') {
            if (!shared.pattern20.test(data5)) {
              const err17 = {
                instancePath: instancePath + '/value',
                schemaPath: '#/$defs/ValueRef/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^(?:(?:answer|bmi|weight|height|age|score)\\.[1-9][0-9]{0,9}|(?:total|calc)\\.[a-z][a-z0-9_]{0,63})$',
                },
                message:
                  'must match pattern "' +
                  '^(?:(?:answer|bmi|weight|height|age|score)\\.[1-9][0-9]{0,9}|(?:total|calc)\\.[a-z][a-z0-9_]{0,63})$' +
                  '"',
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
              instancePath: instancePath + '/value',
              schemaPath: '#/$defs/ValueRef/type',
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
        if (data.below !== undefined) {
          if (
            !shared.validate11(data.below, {
              instancePath: instancePath + '/below',
              parentData: data,
              parentDataProperty: 'below',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate11.errors : vErrors.concat(shared.validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.above !== undefined) {
          if (
            !shared.validate11(data.above, {
              instancePath: instancePath + '/above',
              parentData: data,
              parentDataProperty: 'above',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate11.errors : vErrors.concat(shared.validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.at_least !== undefined) {
          if (
            !shared.validate11(data.at_least, {
              instancePath: instancePath + '/at_least',
              parentData: data,
              parentDataProperty: 'at_least',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate11.errors : vErrors.concat(shared.validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.at_most !== undefined) {
          if (
            !shared.validate11(data.at_most, {
              instancePath: instancePath + '/at_most',
              parentData: data,
              parentDataProperty: 'at_most',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate11.errors : vErrors.concat(shared.validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.equals !== undefined) {
          if (
            !shared.validate11(data.equals, {
              instancePath: instancePath + '/equals',
              parentData: data,
              parentDataProperty: 'equals',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate11.errors : vErrors.concat(shared.validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.not_equals !== undefined) {
          if (
            !shared.validate11(data.not_equals, {
              instancePath: instancePath + '/not_equals',
              parentData: data,
              parentDataProperty: 'not_equals',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate11.errors : vErrors.concat(shared.validate11.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err19 = {
          instancePath,
          schemaPath: '#/oneOf/3/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      var _valid0 = _errs17 === errors;
      if (_valid0 && valid0) {
        valid0 = false;
        passing0 = [passing0, 3];
      } else {
        if (_valid0) {
          valid0 = true;
          passing0 = 3;
          if (props1 !== true) {
            props1 = true;
          }
        }
        const _errs29 = errors;
        if (data && typeof data == 'object' && !Array.isArray(data)) {
          if (Object.keys(data).length > 2) {
            const err20 = {
              instancePath,
              schemaPath: '#/oneOf/4/maxProperties',
              keyword: 'maxProperties',
              params: { limit: 2 },
              message: 'must NOT have more than 2 properties',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (Object.keys(data).length < 2) {
            const err21 = {
              instancePath,
              schemaPath: '#/oneOf/4/minProperties',
              keyword: 'minProperties',
              params: { limit: 2 },
              message: 'must NOT have fewer than 2 properties',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          if (data.question === undefined) {
            const err22 = {
              instancePath,
              schemaPath: '#/oneOf/4/required',
              keyword: 'required',
              params: { missingProperty: 'question' },
              message: "must have required property '" + 'question' + "'",
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
          for (const key4 in data) {
            if (!(key4 === 'question' || key4 === 'any_of' || key4 === 'all_of' || key4 === 'answered')) {
              const err23 = {
                instancePath,
                schemaPath: '#/oneOf/4/additionalProperties',
                keyword: 'additionalProperties',
                params: { additionalProperty: key4 },
                message: 'must NOT have additional properties',
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          }
          if (data.question !== undefined) {
            let data12 = data.question;
            if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
              const err24 = {
                instancePath: instancePath + '/question',
                schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
            if (typeof data12 == 'number' && isFinite(data12)) {
              if (data12 > 2147483647 || isNaN(data12)) {
                const err25 = {
                  instancePath: instancePath + '/question',
                  schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
                  keyword: 'maximum',
                  params: { comparison: '<=', limit: 2147483647 },
                  message: 'must be <= 2147483647',
                };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
              if (data12 < 1 || isNaN(data12)) {
                const err26 = {
                  instancePath: instancePath + '/question',
                  schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
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
          if (data.any_of !== undefined) {
            let data13 = data.any_of;
            if (Array.isArray(data13)) {
              if (data13.length < 1) {
                const err27 = {
                  instancePath: instancePath + '/any_of',
                  schemaPath: '#/oneOf/4/properties/any_of/minItems',
                  keyword: 'minItems',
                  params: { limit: 1 },
                  message: 'must NOT have fewer than 1 items',
                };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
              const len2 = data13.length;
              for (let i2 = 0; i2 < len2; i2++) {
                let data14 = data13[i2];
                if (typeof data14 === 'string') {
                  if (shared.func0(data14) < 1) {
                    const err28 = {
                      instancePath: instancePath + '/any_of/' + i2,
                      schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                  if (!shared.pattern0.test(data14)) {
                    const err29 = {
                      instancePath: instancePath + '/any_of/' + i2,
                      schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
                      keyword: 'pattern',
                      params: { pattern: '\\S' },
                      message: 'must match pattern "' + '\\S' + '"',
                    };
                    if (vErrors === null) {
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                } else {
                  const err30 = {
                    instancePath: instancePath + '/any_of/' + i2,
                    schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
                    keyword: 'type',
                    params: { type: 'string' },
                    message: 'must be string',
                  };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              }
            } else {
              const err31 = {
                instancePath: instancePath + '/any_of',
                schemaPath: '#/oneOf/4/properties/any_of/type',
                keyword: 'type',
                params: { type: 'array' },
                message: 'must be array',
              };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          }
          if (data.all_of !== undefined) {
            let data15 = data.all_of;
            if (Array.isArray(data15)) {
              if (data15.length < 1) {
                const err32 = {
                  instancePath: instancePath + '/all_of',
                  schemaPath: '#/oneOf/4/properties/all_of/minItems',
                  keyword: 'minItems',
                  params: { limit: 1 },
                  message: 'must NOT have fewer than 1 items',
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
              const len3 = data15.length;
              for (let i3 = 0; i3 < len3; i3++) {
                let data16 = data15[i3];
                if (typeof data16 === 'string') {
                  if (shared.func0(data16) < 1) {
                    const err33 = {
                      instancePath: instancePath + '/all_of/' + i3,
                      schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
                      keyword: 'minLength',
                      params: { limit: 1 },
                      message: 'must NOT have fewer than 1 characters',
                    };
                    if (vErrors === null) {
                      vErrors = [err33];
                    } else {
                      vErrors.push(err33);
                    }
                    errors++;
                  }
                  if (!shared.pattern0.test(data16)) {
                    const err34 = {
                      instancePath: instancePath + '/all_of/' + i3,
                      schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
                      keyword: 'pattern',
                      params: { pattern: '\\S' },
                      message: 'must match pattern "' + '\\S' + '"',
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
                    instancePath: instancePath + '/all_of/' + i3,
                    schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
            } else {
              const err36 = {
                instancePath: instancePath + '/all_of',
                schemaPath: '#/oneOf/4/properties/all_of/type',
                keyword: 'type',
                params: { type: 'array' },
                message: 'must be array',
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
          if (data.answered !== undefined) {
            if (typeof data.answered !== 'boolean') {
              const err37 = {
                instancePath: instancePath + '/answered',
                schemaPath: '#/oneOf/4/properties/answered/type',
                keyword: 'type',
                params: { type: 'boolean' },
                message: 'must be boolean',
              };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          }
        } else {
          const err38 = {
            instancePath,
            schemaPath: '#/oneOf/4/type',
            keyword: 'type',
            params: { type: 'object' },
            message: 'must be object',
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        var _valid0 = _errs29 === errors;
        if (_valid0 && valid0) {
          valid0 = false;
          passing0 = [passing0, 4];
        } else {
          if (_valid0) {
            valid0 = true;
            passing0 = 4;
            if (props1 !== true) {
              props1 = true;
            }
          }
          const _errs47 = errors;
          if (data && typeof data == 'object' && !Array.isArray(data)) {
            if (data.alert === undefined) {
              const err39 = {
                instancePath,
                schemaPath: '#/oneOf/5/required',
                keyword: 'required',
                params: { missingProperty: 'alert' },
                message: "must have required property '" + 'alert' + "'",
              };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
            for (const key5 in data) {
              if (!(key5 === 'alert')) {
                const err40 = {
                  instancePath,
                  schemaPath: '#/oneOf/5/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key5 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
            if (data.alert !== undefined) {
              let data18 = data.alert;
              if (typeof data18 === 'string') {
                if (shared.func0(data18) > 64) {
                  const err41 = {
                    instancePath: instancePath + '/alert',
                    schemaPath: '#/$defs/RuleName/maxLength',
                    keyword: 'maxLength',
                    params: { limit: 64 },
                    message: 'must NOT have more than 64 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err41];
                  } else {
                    vErrors.push(err41);
                  }
                  errors++;
                }
                if (!shared.pattern17.test(data18)) {
                  const err42 = {
                    instancePath: instancePath + '/alert',
                    schemaPath: '#/$defs/RuleName/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z][a-z0-9_]*$' },
                    message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              } else {
                const err43 = {
                  instancePath: instancePath + '/alert',
                  schemaPath: '#/$defs/RuleName/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
          } else {
            const err44 = {
              instancePath,
              schemaPath: '#/oneOf/5/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
          var _valid0 = _errs47 === errors;
          if (_valid0 && valid0) {
            valid0 = false;
            passing0 = [passing0, 5];
          } else {
            if (_valid0) {
              valid0 = true;
              passing0 = 5;
              if (props1 !== true) {
                props1 = true;
              }
            }
            const _errs53 = errors;
            if (data && typeof data == 'object' && !Array.isArray(data)) {
              if (Object.keys(data).length > 2) {
                const err45 = {
                  instancePath,
                  schemaPath: '#/oneOf/6/maxProperties',
                  keyword: 'maxProperties',
                  params: { limit: 2 },
                  message: 'must NOT have more than 2 properties',
                };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
              if (Object.keys(data).length < 2) {
                const err46 = {
                  instancePath,
                  schemaPath: '#/oneOf/6/minProperties',
                  keyword: 'minProperties',
                  params: { limit: 2 },
                  message: 'must NOT have fewer than 2 properties',
                };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
              if (data.order === undefined) {
                const err47 = {
                  instancePath,
                  schemaPath: '#/oneOf/6/required',
                  keyword: 'required',
                  params: { missingProperty: 'order' },
                  message: "must have required property '" + 'order' + "'",
                };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
              for (const key6 in data) {
                if (!(key6 === 'order' || key6 === 'at_least' || key6 === 'starting_step_above')) {
                  const err48 = {
                    instancePath,
                    schemaPath: '#/oneOf/6/additionalProperties',
                    keyword: 'additionalProperties',
                    params: { additionalProperty: key6 },
                    message: 'must NOT have additional properties',
                  };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              }
              if (data.order !== undefined) {
                if (
                  !shared.validate12(data.order, {
                    instancePath: instancePath + '/order',
                    parentData: data,
                    parentDataProperty: 'order',
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors =
                    vErrors === null ? shared.validate12.errors : vErrors.concat(shared.validate12.errors);
                  errors = vErrors.length;
                }
              }
              if (data.at_least !== undefined) {
                let data20 = data.at_least;
                if (!(typeof data20 == 'number' && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
                  const err49 = {
                    instancePath: instancePath + '/at_least',
                    schemaPath: '#/oneOf/6/properties/at_least/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
                if (typeof data20 == 'number' && isFinite(data20)) {
                  if (data20 > 100 || isNaN(data20)) {
                    const err50 = {
                      instancePath: instancePath + '/at_least',
                      schemaPath: '#/oneOf/6/properties/at_least/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 100 },
                      message: 'must be <= 100',
                    };
                    if (vErrors === null) {
                      vErrors = [err50];
                    } else {
                      vErrors.push(err50);
                    }
                    errors++;
                  }
                  if (data20 < 1 || isNaN(data20)) {
                    const err51 = {
                      instancePath: instancePath + '/at_least',
                      schemaPath: '#/oneOf/6/properties/at_least/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err51];
                    } else {
                      vErrors.push(err51);
                    }
                    errors++;
                  }
                }
              }
              if (data.starting_step_above !== undefined) {
                let data21 = data.starting_step_above;
                if (!(typeof data21 == 'number' && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
                  const err52 = {
                    instancePath: instancePath + '/starting_step_above',
                    schemaPath: '#/oneOf/6/properties/starting_step_above/type',
                    keyword: 'type',
                    params: { type: 'integer' },
                    message: 'must be integer',
                  };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
                if (typeof data21 == 'number' && isFinite(data21)) {
                  if (data21 > 100 || isNaN(data21)) {
                    const err53 = {
                      instancePath: instancePath + '/starting_step_above',
                      schemaPath: '#/oneOf/6/properties/starting_step_above/maximum',
                      keyword: 'maximum',
                      params: { comparison: '<=', limit: 100 },
                      message: 'must be <= 100',
                    };
                    if (vErrors === null) {
                      vErrors = [err53];
                    } else {
                      vErrors.push(err53);
                    }
                    errors++;
                  }
                  if (data21 < 1 || isNaN(data21)) {
                    const err54 = {
                      instancePath: instancePath + '/starting_step_above',
                      schemaPath: '#/oneOf/6/properties/starting_step_above/minimum',
                      keyword: 'minimum',
                      params: { comparison: '>=', limit: 1 },
                      message: 'must be >= 1',
                    };
                    if (vErrors === null) {
                      vErrors = [err54];
                    } else {
                      vErrors.push(err54);
                    }
                    errors++;
                  }
                }
              }
            } else {
              const err55 = {
                instancePath,
                schemaPath: '#/oneOf/6/type',
                keyword: 'type',
                params: { type: 'object' },
                message: 'must be object',
              };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
            var _valid0 = _errs53 === errors;
            if (_valid0 && valid0) {
              valid0 = false;
              passing0 = [passing0, 6];
            } else {
              if (_valid0) {
                valid0 = true;
                passing0 = 6;
                if (props1 !== true) {
                  props1 = true;
                }
              }
            }
          }
        }
      }
    }
  }
  if (!valid0) {
    const err56 = {
      instancePath,
      schemaPath: '#/oneOf',
      keyword: 'oneOf',
      params: { passingSchemas: passing0 },
      message: 'must match exactly one schema in oneOf',
    };
    if (vErrors === null) {
      vErrors = [err56];
    } else {
      vErrors.push(err56);
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
  validateCondition.errors = vErrors;
  evaluated0.props = props1;
  return errors === 0;
}
function validateExpression(
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
  if (!shared.validate11(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? shared.validate11.errors : vErrors.concat(shared.validate11.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  const _errs2 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.sum === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/anyOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'sum' },
        message: "must have required property '" + 'sum' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'sum')) {
        const err1 = {
          instancePath,
          schemaPath: '#/anyOf/1/additionalProperties',
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
    if (data.sum !== undefined) {
      let data0 = data.sum;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err2 = {
            instancePath: instancePath + '/sum',
            schemaPath: '#/anyOf/1/properties/sum/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !shared.validate19(data0[i0], {
              instancePath: instancePath + '/sum/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate19.errors : vErrors.concat(shared.validate19.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/sum',
          schemaPath: '#/anyOf/1/properties/sum/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
      schemaPath: '#/anyOf/1/type',
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
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props1 = true;
  }
  const _errs8 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.difference === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/anyOf/2/required',
        keyword: 'required',
        params: { missingProperty: 'difference' },
        message: "must have required property '" + 'difference' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key1 in data) {
      if (!(key1 === 'difference')) {
        const err6 = {
          instancePath,
          schemaPath: '#/anyOf/2/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key1 },
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
    if (data.difference !== undefined) {
      let data2 = data.difference;
      if (Array.isArray(data2)) {
        if (data2.length < 2) {
          const err7 = {
            instancePath: instancePath + '/difference',
            schemaPath: '#/anyOf/2/properties/difference/minItems',
            keyword: 'minItems',
            params: { limit: 2 },
            message: 'must NOT have fewer than 2 items',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !shared.validate19(data2[i1], {
              instancePath: instancePath + '/difference/' + i1,
              parentData: data2,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate19.errors : vErrors.concat(shared.validate19.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/difference',
          schemaPath: '#/anyOf/2/properties/difference/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
      schemaPath: '#/anyOf/2/type',
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
  var _valid0 = _errs8 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props1 !== true) {
      props1 = true;
    }
  }
  const _errs14 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.product === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/anyOf/3/required',
        keyword: 'required',
        params: { missingProperty: 'product' },
        message: "must have required property '" + 'product' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    for (const key2 in data) {
      if (!(key2 === 'product')) {
        const err11 = {
          instancePath,
          schemaPath: '#/anyOf/3/additionalProperties',
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
    if (data.product !== undefined) {
      let data4 = data.product;
      if (Array.isArray(data4)) {
        if (data4.length < 2) {
          const err12 = {
            instancePath: instancePath + '/product',
            schemaPath: '#/anyOf/3/properties/product/minItems',
            keyword: 'minItems',
            params: { limit: 2 },
            message: 'must NOT have fewer than 2 items',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        const len2 = data4.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !shared.validate19(data4[i2], {
              instancePath: instancePath + '/product/' + i2,
              parentData: data4,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate19.errors : vErrors.concat(shared.validate19.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err13 = {
          instancePath: instancePath + '/product',
          schemaPath: '#/anyOf/3/properties/product/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
      schemaPath: '#/anyOf/3/type',
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
  var _valid0 = _errs14 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props1 !== true) {
      props1 = true;
    }
  }
  const _errs20 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.quotient === undefined) {
      const err15 = {
        instancePath,
        schemaPath: '#/anyOf/4/required',
        keyword: 'required',
        params: { missingProperty: 'quotient' },
        message: "must have required property '" + 'quotient' + "'",
      };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    for (const key3 in data) {
      if (!(key3 === 'quotient')) {
        const err16 = {
          instancePath,
          schemaPath: '#/anyOf/4/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key3 },
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
    if (data.quotient !== undefined) {
      let data6 = data.quotient;
      if (Array.isArray(data6)) {
        if (data6.length > 2) {
          const err17 = {
            instancePath: instancePath + '/quotient',
            schemaPath: '#/anyOf/4/properties/quotient/maxItems',
            keyword: 'maxItems',
            params: { limit: 2 },
            message: 'must NOT have more than 2 items',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data6.length < 2) {
          const err18 = {
            instancePath: instancePath + '/quotient',
            schemaPath: '#/anyOf/4/properties/quotient/minItems',
            keyword: 'minItems',
            params: { limit: 2 },
            message: 'must NOT have fewer than 2 items',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        const len3 = data6.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (
            !shared.validate19(data6[i3], {
              instancePath: instancePath + '/quotient/' + i3,
              parentData: data6,
              parentDataProperty: i3,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate19.errors : vErrors.concat(shared.validate19.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/quotient',
          schemaPath: '#/anyOf/4/properties/quotient/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
      schemaPath: '#/anyOf/4/type',
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
  var _valid0 = _errs20 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props1 !== true) {
      props1 = true;
    }
  }
  if (!valid0) {
    const err21 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
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
  validateExpression.errors = vErrors;
  evaluated0.props = props1;
  return errors === 0;
}
function validateRuleName(
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
    if (shared.func0(data) > 64) {
      const err0 = {
        instancePath,
        schemaPath: '#/maxLength',
        keyword: 'maxLength',
        params: { limit: 64 },
        message: 'must NOT have more than 64 characters',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (!shared.pattern17.test(data)) {
      const err1 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: { pattern: '^[a-z][a-z0-9_]*$' },
        message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
  validateRuleName.errors = vErrors;
  return errors === 0;
}
function validateCalculation(
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
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.value === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'value' },
        message: "must have required property '" + 'value' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'name' ||
        key0 === 'title' ||
        key0 === 'unit' ||
        key0 === 'decimals' ||
        key0 === 'value'
      )) {
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
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 64) {
          const err4 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/RuleName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!shared.pattern17.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/RuleName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: '#/$defs/RuleName/type',
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
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
        if (!shared.pattern0.test(data1)) {
          const err8 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/title',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.unit !== undefined) {
      if (typeof data.unit !== 'string') {
        const err10 = {
          instancePath: instancePath + '/unit',
          schemaPath: '#/properties/unit/type',
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
    if (data.decimals !== undefined) {
      let data3 = data.decimals;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err11 = {
          instancePath: instancePath + '/decimals',
          schemaPath: '#/properties/decimals/type',
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
        if (data3 > 6 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + '/decimals',
            schemaPath: '#/properties/decimals/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 6 },
            message: 'must be <= 6',
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
            instancePath: instancePath + '/decimals',
            schemaPath: '#/properties/decimals/minimum',
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
    if (data.value !== undefined) {
      if (
        !shared.validate19(data.value, {
          instancePath: instancePath + '/value',
          parentData: data,
          parentDataProperty: 'value',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate19.errors : vErrors.concat(shared.validate19.errors);
        errors = vErrors.length;
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
  validateCalculation.errors = vErrors;
  return errors === 0;
}
function validateConditionalBranch(
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
    if (data.if === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'if' },
        message: "must have required property '" + 'if' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.next === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'next' },
        message: "must have required property '" + 'next' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'if' || key0 === 'next')) {
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
    if (data.if !== undefined) {
      if (
        !shared.validate13(data.if, {
          instancePath: instancePath + '/if',
          parentData: data,
          parentDataProperty: 'if',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.next !== undefined) {
      let data1 = data.next;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err3 = {
          instancePath: instancePath + '/next',
          schemaPath: '#/properties/next/type',
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
            instancePath: instancePath + '/next',
            schemaPath: '#/properties/next/maximum',
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
        if (data1 < 0 || isNaN(data1)) {
          const err5 = {
            instancePath: instancePath + '/next',
            schemaPath: '#/properties/next/minimum',
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
  validateConditionalBranch.errors = vErrors;
  return errors === 0;
}
function validateAnswerCheck(
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
    if (data.require === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'require' },
        message: "must have required property '" + 'require' + "'",
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
      if (!(key0 === 'require' || key0 === 'message')) {
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
    if (data.require !== undefined) {
      if (
        !shared.validate13(data.require, {
          instancePath: instancePath + '/require',
          parentData: data,
          parentDataProperty: 'require',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.message !== undefined) {
      let data1 = data.message;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err3 = {
            instancePath: instancePath + '/message',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
        if (!shared.pattern0.test(data1)) {
          const err4 = {
            instancePath: instancePath + '/message',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/message',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
  validateAnswerCheck.errors = vErrors;
  return errors === 0;
}
function validateAlert(
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
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.if === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'if' },
        message: "must have required property '" + 'if' + "'",
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
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'if' || key0 === 'title' || key0 === 'message' || key0 === 'flag')) {
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
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 64) {
          const err5 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/RuleName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (!shared.pattern17.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/RuleName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: '#/$defs/RuleName/type',
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
    if (data.if !== undefined) {
      if (
        !shared.validate13(data.if, {
          instancePath: instancePath + '/if',
          parentData: data,
          parentDataProperty: 'if',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.title !== undefined) {
      let data2 = data.title;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err8 = {
            instancePath: instancePath + '/title',
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
        if (!shared.pattern0.test(data2)) {
          const err9 = {
            instancePath: instancePath + '/title',
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
          instancePath: instancePath + '/title',
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
    if (data.message !== undefined) {
      let data3 = data.message;
      if (typeof data3 === 'string') {
        if (shared.func0(data3) < 1) {
          const err11 = {
            instancePath: instancePath + '/message',
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
            instancePath: instancePath + '/message',
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
          instancePath: instancePath + '/message',
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
    if (data.flag !== undefined) {
      let data4 = data.flag;
      if (typeof data4 === 'string') {
        if (shared.func0(data4) < 1) {
          const err14 = {
            instancePath: instancePath + '/flag',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (!shared.pattern0.test(data4)) {
          const err15 = {
            instancePath: instancePath + '/flag',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/flag',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
  validateAlert.errors = vErrors;
  return errors === 0;
}
function validateProductSelector(
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
    if (Object.keys(data).length < 1) {
      const err0 = {
        instancePath,
        schemaPath: '#/minProperties',
        keyword: 'minProperties',
        params: { limit: 1 },
        message: 'must NOT have fewer than 1 properties',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'meds' || key0 === 'ingredients' || key0 === 'forms')) {
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
    if (data.meds !== undefined) {
      let data0 = data.meds;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err2 = {
            instancePath: instancePath + '/meds',
            schemaPath: '#/properties/meds/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
            const err3 = {
              instancePath: instancePath + '/meds/' + i0,
              schemaPath: 'common.schema.json#/$defs/MedId/type',
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
                instancePath: instancePath + '/meds/' + i0,
                schemaPath: 'common.schema.json#/$defs/MedId/maximum',
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
                instancePath: instancePath + '/meds/' + i0,
                schemaPath: 'common.schema.json#/$defs/MedId/minimum',
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
          instancePath: instancePath + '/meds',
          schemaPath: '#/properties/meds/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.ingredients !== undefined) {
      let data2 = data.ingredients;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err7 = {
            instancePath: instancePath + '/ingredients',
            schemaPath: '#/properties/ingredients/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data3 = data2[i1];
          if (typeof data3 === 'string') {
            if (!shared.pattern21.test(data3)) {
              const err8 = {
                instancePath: instancePath + '/ingredients/' + i1,
                schemaPath: 'product.schema.json#/$defs/Ingredient/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-z0-9-]*$' },
                message: 'must match pattern "' + '^[a-z][a-z0-9-]*$' + '"',
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
              instancePath: instancePath + '/ingredients/' + i1,
              schemaPath: 'product.schema.json#/$defs/Ingredient/type',
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
          instancePath: instancePath + '/ingredients',
          schemaPath: '#/properties/ingredients/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.forms !== undefined) {
      let data4 = data.forms;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err11 = {
            instancePath: instancePath + '/forms',
            schemaPath: '#/properties/forms/minItems',
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
        const len2 = data4.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data5 = data4[i2];
          if (typeof data5 !== 'string') {
            const err12 = {
              instancePath: instancePath + '/forms/' + i2,
              schemaPath: 'product.schema.json#/$defs/ProductForm/type',
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
          if (!(
            data5 === 'topical' ||
            data5 === 'oral' ||
            data5 === 'injectable' ||
            data5 === 'supplement'
          )) {
            const err13 = {
              instancePath: instancePath + '/forms/' + i2,
              schemaPath: 'product.schema.json#/$defs/ProductForm/enum',
              keyword: 'enum',
              params: { allowedValues: shared.schema13.enum },
              message: 'must be equal to one of the allowed values',
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
          instancePath: instancePath + '/forms',
          schemaPath: '#/properties/forms/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validateProductSelector.errors = vErrors;
  return errors === 0;
}
function validateEligibilityRule(
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
  let valid0 = false;
  let passing0 = null;
  const _errs2 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.exclude === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/oneOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'exclude' },
        message: "must have required property '" + 'exclude' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.at_most !== undefined) {
      const err1 = {
        instancePath: instancePath + '/at_most',
        schemaPath: '#/oneOf/0/properties/at_most/false schema',
        keyword: 'false schema',
        params: {},
        message: 'boolean schema is false',
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.of !== undefined) {
      const err2 = {
        instancePath: instancePath + '/of',
        schemaPath: '#/oneOf/0/properties/of/false schema',
        keyword: 'false schema',
        params: {},
        message: 'boolean schema is false',
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.start_step !== undefined) {
      const err3 = {
        instancePath: instancePath + '/start_step',
        schemaPath: '#/oneOf/0/properties/start_step/false schema',
        keyword: 'false schema',
        params: {},
        message: 'boolean schema is false',
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
    var props0 = {};
    props0.exclude = true;
    props0.at_most = true;
    props0.of = true;
    props0.start_step = true;
  }
  const _errs3 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.at_most === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/oneOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'at_most' },
        message: "must have required property '" + 'at_most' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.of === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/oneOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'of' },
        message: "must have required property '" + 'of' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.exclude !== undefined) {
      const err6 = {
        instancePath: instancePath + '/exclude',
        schemaPath: '#/oneOf/1/properties/exclude/false schema',
        keyword: 'false schema',
        params: {},
        message: 'boolean schema is false',
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.start_step !== undefined) {
      const err7 = {
        instancePath: instancePath + '/start_step',
        schemaPath: '#/oneOf/1/properties/start_step/false schema',
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
  var _valid0 = _errs3 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
      if (props0 !== true) {
        props0 = props0 || {};
        props0.at_most = true;
        props0.of = true;
        props0.exclude = true;
        props0.start_step = true;
      }
    }
    const _errs4 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.start_step === undefined) {
        const err8 = {
          instancePath,
          schemaPath: '#/oneOf/2/required',
          keyword: 'required',
          params: { missingProperty: 'start_step' },
          message: "must have required property '" + 'start_step' + "'",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (data.exclude !== undefined) {
        const err9 = {
          instancePath: instancePath + '/exclude',
          schemaPath: '#/oneOf/2/properties/exclude/false schema',
          keyword: 'false schema',
          params: {},
          message: 'boolean schema is false',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (data.at_most !== undefined) {
        const err10 = {
          instancePath: instancePath + '/at_most',
          schemaPath: '#/oneOf/2/properties/at_most/false schema',
          keyword: 'false schema',
          params: {},
          message: 'boolean schema is false',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    if (_valid0 && valid0) {
      valid0 = false;
      passing0 = [passing0, 2];
    } else {
      if (_valid0) {
        valid0 = true;
        passing0 = 2;
        if (props0 !== true) {
          props0 = props0 || {};
          props0.start_step = true;
          props0.exclude = true;
          props0.at_most = true;
        }
      }
    }
  }
  if (!valid0) {
    const err11 = {
      instancePath,
      schemaPath: '#/oneOf',
      keyword: 'oneOf',
      params: { passingSchemas: passing0 },
      message: 'must match exactly one schema in oneOf',
    };
    if (vErrors === null) {
      vErrors = [err11];
    } else {
      vErrors.push(err11);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err12 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err13 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'name' ||
        key0 === 'title' ||
        key0 === 'if' ||
        key0 === 'exclude' ||
        key0 === 'at_most' ||
        key0 === 'of' ||
        key0 === 'start_step'
      )) {
        const err14 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data7 = data.name;
      if (typeof data7 === 'string') {
        if (shared.func0(data7) > 64) {
          const err15 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/RuleName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (!shared.pattern17.test(data7)) {
          const err16 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/RuleName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: '#/$defs/RuleName/type',
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
    if (data.title !== undefined) {
      let data8 = data.title;
      if (typeof data8 === 'string') {
        if (shared.func0(data8) < 1) {
          const err18 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
        if (!shared.pattern0.test(data8)) {
          const err19 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/title',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.if !== undefined) {
      if (
        !shared.validate13(data.if, {
          instancePath: instancePath + '/if',
          parentData: data,
          parentDataProperty: 'if',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.exclude !== undefined) {
      if (
        !shared.validate12(data.exclude, {
          instancePath: instancePath + '/exclude',
          parentData: data,
          parentDataProperty: 'exclude',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate12.errors : vErrors.concat(shared.validate12.errors);
        errors = vErrors.length;
      }
    }
    if (data.at_most !== undefined) {
      let data11 = data.at_most;
      if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err21 = {
          instancePath: instancePath + '/at_most',
          schemaPath: '#/properties/at_most/type',
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
      if (typeof data11 == 'number' && isFinite(data11)) {
        if (data11 > 100 || isNaN(data11)) {
          const err22 = {
            instancePath: instancePath + '/at_most',
            schemaPath: '#/properties/at_most/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 100 },
            message: 'must be <= 100',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data11 < 1 || isNaN(data11)) {
          const err23 = {
            instancePath: instancePath + '/at_most',
            schemaPath: '#/properties/at_most/minimum',
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
    if (data.of !== undefined) {
      if (
        !shared.validate12(data.of, {
          instancePath: instancePath + '/of',
          parentData: data,
          parentDataProperty: 'of',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate12.errors : vErrors.concat(shared.validate12.errors);
        errors = vErrors.length;
      }
    }
    if (data.start_step !== undefined) {
      let data13 = data.start_step;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err24 = {
          instancePath: instancePath + '/start_step',
          schemaPath: '#/properties/start_step/type',
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
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 > 100 || isNaN(data13)) {
          const err25 = {
            instancePath: instancePath + '/start_step',
            schemaPath: '#/properties/start_step/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 100 },
            message: 'must be <= 100',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data13 < 1 || isNaN(data13)) {
          const err26 = {
            instancePath: instancePath + '/start_step',
            schemaPath: '#/properties/start_step/minimum',
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
  validateEligibilityRule.errors = vErrors;
  return errors === 0;
}
function validateProtocolAssertion(
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
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.never === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'never' },
        message: "must have required property '" + 'never' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'title' || key0 === 'at' || key0 === 'never')) {
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
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 64) {
          const err4 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/RuleName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!shared.pattern17.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/$defs/RuleName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: '#/$defs/RuleName/type',
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
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
        if (!shared.pattern0.test(data1)) {
          const err8 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/title',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.at !== undefined) {
      let data2 = data.at;
      if (typeof data2 !== 'string') {
        const err10 = {
          instancePath: instancePath + '/at',
          schemaPath: '#/properties/at/type',
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
      if (!(data2 === 'checkout' || data2 === 'any_end')) {
        const err11 = {
          instancePath: instancePath + '/at',
          schemaPath: '#/properties/at/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema18.properties.at.enum },
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
    if (data.never !== undefined) {
      if (
        !shared.validate13(data.never, {
          instancePath: instancePath + '/never',
          parentData: data,
          parentDataProperty: 'never',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
        errors = vErrors.length;
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
  validateProtocolAssertion.errors = vErrors;
  return errors === 0;
}
