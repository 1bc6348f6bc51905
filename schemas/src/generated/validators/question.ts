/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import { validateAnswerValue } from './answer.js';
import * as shared from './shared.js';

export const Question = /* @__PURE__ */ named<types.Question>('Question', validateQuestion);
export const QuestionOption = /* @__PURE__ */ named<types.QuestionOption>(
  'QuestionOption',
  validateQuestionOption,
);
export const NextQuestionMap = /* @__PURE__ */ named<types.NextQuestionMap>(
  'NextQuestionMap',
  validateNextQuestionMap,
);
export const HardStopCondition = /* @__PURE__ */ named<types.HardStopCondition>(
  'HardStopCondition',
  validateHardStopCondition,
);
export const TotalName = /* @__PURE__ */ named<types.TotalName>('TotalName', validateTotalName);
export const TotalBranch = /* @__PURE__ */ named<types.TotalBranch>('TotalBranch', validateTotalBranch);
export const QuestionInput = /* @__PURE__ */ named<types.QuestionInput>(
  'QuestionInput',
  validateQuestionInput,
);
const schema0 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://telehealth.local/schemas/question.schema.json',
  title: 'Question',
  description:
    'One screen of a questionnaire. Rules (the rule language of rule.schema.json): with `is_hard_stop`, `hard_stop_if` also ends the intake when it holds for the answers so far, this one included; `ask_if` asks the question only when it holds for the answers before it (otherwise the patient passes over it as over a content screen: its `Final`, else `next`). Branching: `next_question_map` maps an answer (an option_text) to the next question id, 0 meaning checkout; the special key `Final` (always 0) sends any answer to checkout. Without a matching entry, `next` is used.',
  type: 'object',
  required: ['id', 'title', 'type', 'QuestionOptions', 'next_question_map', 'next', 'prev', 'is_hard_stop'],
  additionalProperties: false,
  properties: {
    id: { $ref: 'common.schema.json#/$defs/QuestionId' },
    tenant_id: { $ref: 'common.schema.json#/$defs/TenantId' },
    title: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
    description: { type: ['string', 'null'] },
    type: { $ref: 'enums.schema.json#/$defs/QuestionType' },
    mapped_field: {
      description: 'The patient or order field this answer fills (for example `dob`, `sex`, `state`).',
      type: ['string', 'null'],
      pattern: '^[a-z][a-zA-Z0-9_.]*$',
    },
    free_field: {
      description:
        "Label of an optional free-text detail shown with the answer (for example 'Please list them'); null for none.",
      type: ['string', 'null'],
    },
    placeholder: { type: 'string' },
    input: { $ref: '#/$defs/QuestionInput' },
    image: { $ref: 'common.schema.json#/$defs/AssetPath' },
    QuestionOptions: {
      description: 'The choices of a single or multiple choice question; empty for other types.',
      type: 'array',
      items: { $ref: '#/$defs/QuestionOption' },
    },
    next_question_map: { $ref: '#/$defs/NextQuestionMap' },
    next: { anyOf: [{ $ref: 'common.schema.json#/$defs/QuestionId' }, { type: 'null' }] },
    prev: { anyOf: [{ $ref: 'common.schema.json#/$defs/QuestionId' }, { type: 'null' }] },
    is_hard_stop: { type: 'boolean' },
    hard_stop_response: {
      description: 'The answers (option texts) that end the intake at this question.',
      type: 'array',
      items: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
    },
    hard_stop_when: { $ref: '#/$defs/HardStopCondition' },
    hard_stop_if: { $ref: 'rule.schema.json#/$defs/Condition' },
    next_when: {
      description:
        'Branches on a total of the flow, checked in order after the hard stop and before `next_question_map`: the first whose condition holds takes every answer that does not stop to its `next` (0 = checkout).',
      type: 'array',
      minItems: 1,
      items: { $ref: '#/$defs/TotalBranch' },
    },
    next_if: {
      description:
        'Branches on a condition over the answers so far (this one included), checked in order after `next_when` and before `next_question_map`: the first that holds takes every answer that does not stop to its `next` (0 = checkout).',
      type: 'array',
      minItems: 1,
      items: { $ref: 'rule.schema.json#/$defs/ConditionalBranch' },
    },
    ask_if: { $ref: 'rule.schema.json#/$defs/Condition' },
    checks: {
      description: "Checks across answers: an answer is accepted only when every check's condition holds.",
      type: 'array',
      minItems: 1,
      items: { $ref: 'rule.schema.json#/$defs/AnswerCheck' },
    },
    alerts: {
      description:
        'Alerts the answer raises: shown to the patient, flagged for a clinician when they say so; the intake goes on.',
      type: 'array',
      minItems: 1,
      items: { $ref: 'rule.schema.json#/$defs/Alert' },
    },
    hard_stop_message: { type: ['string', 'null'] },
    value: { $ref: 'answer.schema.json' },
  },
  $defs: {
    QuestionOption: {
      title: 'QuestionOption',
      description:
        'One choice. `score` is its score when the question counts towards a total of the flow; `code` and `system` name it in a code system for FHIR exchange. In a cancellation flow, `outcome` names how the flow ends when this option ends it (map to 0 or Final; every option that ends a cancellation flow names one, and only those), and `reason` the cancellation reason choosing it records.',
      type: 'object',
      required: ['option_text'],
      additionalProperties: false,
      properties: {
        option_text: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
        description: { type: 'string' },
        exclusive: {
          description:
            "Multiple choice: choosing this option clears the others (for example 'None of these').",
          type: 'boolean',
        },
        score: {
          description:
            "The option's score in a scored instrument (PHQ-9: 0 to 3); a total of the flow sums the scores of the chosen options.",
          type: 'number',
        },
        outcome: { $ref: 'enums.schema.json#/$defs/CancellationOutcome' },
        reason: { $ref: 'enums.schema.json#/$defs/CancellationReason' },
        code: {
          description:
            "The option's code in FHIR exports (`valueCoding.code`), such as a LOINC answer code; without one, exports write the option text with its whitespace collapsed. Routing and rules still name the option by its text.",
          type: 'string',
          pattern: '^[^\\s]+( [^\\s]+)*$',
        },
        system: {
          description: "The code system of `code` (a URI: LOINC's is loinc.org over http); only with a code.",
          type: 'string',
          pattern: '^\\S+$',
        },
      },
      dependentRequired: { system: ['code'] },
    },
    NextQuestionMap: {
      title: 'NextQuestionMap',
      description:
        'Answer (option_text) to next question id; 0 means checkout. `Final: 0` sends every answer to checkout.',
      type: 'object',
      propertyNames: { minLength: 1 },
      properties: { Final: { const: 0 } },
      additionalProperties: { type: 'integer', minimum: 0, maximum: 2147483647 },
    },
    HardStopCondition: {
      title: 'HardStopCondition',
      description:
        "A measured hard stop: the intake ends when the measure is below `below` or above `above` (for a total also at least `at_least` or at most `at_most`); any bound that holds stops. `bmi` is computed from a height_weight answer, `age` (whole years) from a date_of_birth answer, `value` is a number answer, `total` is the flow's total named `total` (the sum of the chosen options' scores of its questions answered so far, this one included).",
      type: 'object',
      required: ['measure'],
      minProperties: 2,
      additionalProperties: false,
      properties: {
        measure: { type: 'string', enum: ['value', 'bmi', 'age', 'total'] },
        total: { $ref: '#/$defs/TotalName' },
        below: { type: 'number' },
        above: { type: 'number' },
        at_least: { type: 'number' },
        at_most: { type: 'number' },
      },
      if: { properties: { measure: { const: 'total' } } },
      then: {
        required: ['total'],
        properties: { total: true },
        anyOf: [
          { required: ['below'], properties: { below: true } },
          { required: ['above'], properties: { above: true } },
          { required: ['at_least'], properties: { at_least: true } },
          { required: ['at_most'], properties: { at_most: true } },
        ],
      },
      else: {
        not: {
          anyOf: [
            { required: ['total'], properties: { total: true } },
            { required: ['at_least'], properties: { at_least: true } },
            { required: ['at_most'], properties: { at_most: true } },
          ],
        },
      },
    },
    TotalName: {
      title: 'TotalName',
      description: 'The name of a total of the flow (`phq9`), as flow-version `totals` define it.',
      type: 'string',
      pattern: '^[a-z][a-z0-9_]*$',
      maxLength: 64,
    },
    TotalBranch: {
      title: 'TotalBranch',
      description:
        'A branch on a total: it holds when the total is below `below`, above `above`, at least `at_least` or at most `at_most` (any bound that is given and holds), and then leads to `next` (a question id, 0 = checkout). Bands are written as branches in order: the first that holds is taken.',
      type: 'object',
      required: ['total', 'next'],
      minProperties: 3,
      additionalProperties: false,
      properties: {
        total: { $ref: '#/$defs/TotalName' },
        below: { type: 'number' },
        above: { type: 'number' },
        at_least: { type: 'number' },
        at_most: { type: 'number' },
        next: { type: 'integer', minimum: 0, maximum: 2147483647 },
      },
    },
    QuestionInput: {
      title: 'QuestionInput',
      description: 'Limits of a free input: number bounds and unit, accepted upload types and size.',
      type: 'object',
      additionalProperties: false,
      properties: {
        min: { type: 'number' },
        max: { type: 'number' },
        unit: { type: 'string' },
        accept: { type: 'array', items: { type: 'string', pattern: '^[a-z]+/[a-z0-9.+*-]+$' }, minItems: 1 },
        max_size_mb: { type: 'number', exclusiveMinimum: 0 },
        max_files: { type: 'integer', minimum: 1, maximum: 2147483647 },
      },
    },
  },
};
const pattern0 = new RegExp('^[a-z][a-zA-Z0-9_.]*$', 'u');
const pattern1 = new RegExp('^[a-z]+/[a-z0-9.+*-]+$', 'u');
const pattern2 = new RegExp('^[^\\s]+( [^\\s]+)*$', 'u');
const pattern3 = new RegExp('^\\S+$', 'u');
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
    if (data.option_text === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'option_text' },
        message: "must have required property '" + 'option_text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'option_text' ||
        key0 === 'description' ||
        key0 === 'exclusive' ||
        key0 === 'score' ||
        key0 === 'outcome' ||
        key0 === 'reason' ||
        key0 === 'code' ||
        key0 === 'system'
      )) {
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
    if (data.option_text !== undefined) {
      let data0 = data.option_text;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/option_text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!shared.pattern0.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/option_text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/option_text',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.description !== undefined) {
      if (typeof data.description !== 'string') {
        const err5 = {
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
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
    if (data.exclusive !== undefined) {
      if (typeof data.exclusive !== 'boolean') {
        const err6 = {
          instancePath: instancePath + '/exclusive',
          schemaPath: '#/properties/exclusive/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.score !== undefined) {
      let data3 = data.score;
      if (!(typeof data3 == 'number' && isFinite(data3))) {
        const err7 = {
          instancePath: instancePath + '/score',
          schemaPath: '#/properties/score/type',
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
    if (data.outcome !== undefined) {
      let data4 = data.outcome;
      if (typeof data4 !== 'string') {
        const err8 = {
          instancePath: instancePath + '/outcome',
          schemaPath: 'enums.schema.json#/$defs/CancellationOutcome/type',
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
      if (!(
        data4 === 'cancel' ||
        data4 === 'pause' ||
        data4 === 'skip' ||
        data4 === 'accept_offer' ||
        data4 === 'contact_support' ||
        data4 === 'keep'
      )) {
        const err9 = {
          instancePath: instancePath + '/outcome',
          schemaPath: 'enums.schema.json#/$defs/CancellationOutcome/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema2.enum },
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
    if (data.reason !== undefined) {
      let data5 = data.reason;
      if (typeof data5 !== 'string') {
        const err10 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/type',
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
      if (!(
        data5 === 'too_expensive' ||
        data5 === 'travelling' ||
        data5 === 'not_seeing_results' ||
        data5 === 'side_effects' ||
        data5 === 'reached_my_goal' ||
        data5 === 'prefer_another_treatment' ||
        data5 === 'switching_provider' ||
        data5 === 'clinician_advised' ||
        data5 === 'other'
      )) {
        const err11 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema1.enum },
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
    if (data.code !== undefined) {
      let data6 = data.code;
      if (typeof data6 === 'string') {
        if (!pattern2.test(data6)) {
          const err12 = {
            instancePath: instancePath + '/code',
            schemaPath: '#/properties/code/pattern',
            keyword: 'pattern',
            params: { pattern: '^[^\\s]+( [^\\s]+)*$' },
            message: 'must match pattern "' + '^[^\\s]+( [^\\s]+)*$' + '"',
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
          instancePath: instancePath + '/code',
          schemaPath: '#/properties/code/type',
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
    if (data.system !== undefined) {
      let data7 = data.system;
      if (typeof data7 === 'string') {
        if (!pattern3.test(data7)) {
          const err14 = {
            instancePath: instancePath + '/system',
            schemaPath: '#/properties/system/pattern',
            keyword: 'pattern',
            params: { pattern: '^\\S+$' },
            message: 'must match pattern "' + '^\\S+$' + '"',
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
          instancePath: instancePath + '/system',
          schemaPath: '#/properties/system/type',
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
    if (data.system !== undefined) {
      if (data.code === undefined) {
        const err16 = {
          instancePath,
          schemaPath: '#/dependentRequired',
          keyword: 'dependentRequired',
          params: { property: 'system', missingProperty: 'code', depsCount: 1, deps: 'code' },
          message: 'must have property code when property system is present',
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
  validate0.errors = vErrors;
  return errors === 0;
}
const schema1 = {
  title: 'HardStopCondition',
  description:
    "A measured hard stop: the intake ends when the measure is below `below` or above `above` (for a total also at least `at_least` or at most `at_most`); any bound that holds stops. `bmi` is computed from a height_weight answer, `age` (whole years) from a date_of_birth answer, `value` is a number answer, `total` is the flow's total named `total` (the sum of the chosen options' scores of its questions answered so far, this one included).",
  type: 'object',
  required: ['measure'],
  minProperties: 2,
  additionalProperties: false,
  properties: {
    measure: { type: 'string', enum: ['value', 'bmi', 'age', 'total'] },
    total: { $ref: '#/$defs/TotalName' },
    below: { type: 'number' },
    above: { type: 'number' },
    at_least: { type: 'number' },
    at_most: { type: 'number' },
  },
  if: { properties: { measure: { const: 'total' } } },
  then: {
    required: ['total'],
    properties: { total: true },
    anyOf: [
      { required: ['below'], properties: { below: true } },
      { required: ['above'], properties: { above: true } },
      { required: ['at_least'], properties: { at_least: true } },
      { required: ['at_most'], properties: { at_most: true } },
    ],
  },
  else: {
    not: {
      anyOf: [
        { required: ['total'], properties: { total: true } },
        { required: ['at_least'], properties: { at_least: true } },
        { required: ['at_most'], properties: { at_most: true } },
      ],
    },
  },
};
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
  const _errs1 = errors;
  let valid0 = true;
  const _errs2 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.measure !== undefined) {
      if ('total' !== data.measure) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
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
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    const _errs5 = errors;
    let valid2 = false;
    const _errs6 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.below === undefined) {
        const err1 = {
          instancePath,
          schemaPath: '#/then/anyOf/0/required',
          keyword: 'required',
          params: { missingProperty: 'below' },
          message: "must have required property '" + 'below' + "'",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    var _valid1 = _errs6 === errors;
    valid2 = valid2 || _valid1;
    if (_valid1) {
      var props0 = {};
      props0.below = true;
    }
    const _errs7 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.above === undefined) {
        const err2 = {
          instancePath,
          schemaPath: '#/then/anyOf/1/required',
          keyword: 'required',
          params: { missingProperty: 'above' },
          message: "must have required property '" + 'above' + "'",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid1 = _errs7 === errors;
    valid2 = valid2 || _valid1;
    if (_valid1) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.above = true;
      }
    }
    const _errs8 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.at_least === undefined) {
        const err3 = {
          instancePath,
          schemaPath: '#/then/anyOf/2/required',
          keyword: 'required',
          params: { missingProperty: 'at_least' },
          message: "must have required property '" + 'at_least' + "'",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    var _valid1 = _errs8 === errors;
    valid2 = valid2 || _valid1;
    if (_valid1) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.at_least = true;
      }
    }
    const _errs9 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.at_most === undefined) {
        const err4 = {
          instancePath,
          schemaPath: '#/then/anyOf/3/required',
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
    }
    var _valid1 = _errs9 === errors;
    valid2 = valid2 || _valid1;
    if (_valid1) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.at_most = true;
      }
    }
    if (!valid2) {
      const err5 = {
        instancePath,
        schemaPath: '#/then/anyOf',
        keyword: 'anyOf',
        params: {},
        message: 'must match a schema in anyOf',
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    } else {
      errors = _errs5;
      if (vErrors !== null) {
        if (_errs5) {
          vErrors.length = _errs5;
        } else {
          vErrors = null;
        }
      }
    }
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.total === undefined) {
        const err6 = {
          instancePath,
          schemaPath: '#/then/required',
          keyword: 'required',
          params: { missingProperty: 'total' },
          message: "must have required property '" + 'total' + "'",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (props0 !== true) {
        props0 = props0 || {};
        props0.total = true;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    if (valid0) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.measure = true;
      }
    }
    ifClause0 = 'then';
  } else {
    const _errs10 = errors;
    const _errs11 = errors;
    const _errs12 = errors;
    const _errs13 = errors;
    let valid4 = false;
    const _errs14 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.total === undefined && (missing0 = 'total')) {
        const err7 = {};
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    var _valid2 = _errs14 === errors;
    valid4 = valid4 || _valid2;
    if (_valid2) {
      var props1 = {};
      props1.total = true;
    }
    const _errs15 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing1;
      if (data.at_least === undefined && (missing1 = 'at_least')) {
        const err8 = {};
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    var _valid2 = _errs15 === errors;
    valid4 = valid4 || _valid2;
    if (_valid2) {
      if (props1 !== true) {
        props1 = props1 || {};
        props1.at_least = true;
      }
    }
    const _errs16 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing2;
      if (data.at_most === undefined && (missing2 = 'at_most')) {
        const err9 = {};
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    var _valid2 = _errs16 === errors;
    valid4 = valid4 || _valid2;
    if (_valid2) {
      if (props1 !== true) {
        props1 = props1 || {};
        props1.at_most = true;
      }
    }
    if (!valid4) {
      const err10 = {};
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    } else {
      errors = _errs13;
      if (vErrors !== null) {
        if (_errs13) {
          vErrors.length = _errs13;
        } else {
          vErrors = null;
        }
      }
    }
    var valid3 = _errs12 === errors;
    if (valid3) {
      const err11 = {
        instancePath,
        schemaPath: '#/else/not',
        keyword: 'not',
        params: {},
        message: 'must NOT be valid',
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
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
    var _valid0 = _errs10 === errors;
    valid0 = _valid0;
    ifClause0 = 'else';
  }
  if (!valid0) {
    const err12 = {
      instancePath,
      schemaPath: '#/if',
      keyword: 'if',
      params: { failingKeyword: ifClause0 },
      message: 'must match "' + ifClause0 + '" schema',
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (Object.keys(data).length < 2) {
      const err13 = {
        instancePath,
        schemaPath: '#/minProperties',
        keyword: 'minProperties',
        params: { limit: 2 },
        message: 'must NOT have fewer than 2 properties',
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.measure === undefined) {
      const err14 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'measure' },
        message: "must have required property '" + 'measure' + "'",
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'measure' ||
        key0 === 'total' ||
        key0 === 'below' ||
        key0 === 'above' ||
        key0 === 'at_least' ||
        key0 === 'at_most'
      )) {
        const err15 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
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
    if (data.measure !== undefined) {
      let data1 = data.measure;
      if (typeof data1 !== 'string') {
        const err16 = {
          instancePath: instancePath + '/measure',
          schemaPath: '#/properties/measure/type',
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
      if (!(data1 === 'value' || data1 === 'bmi' || data1 === 'age' || data1 === 'total')) {
        const err17 = {
          instancePath: instancePath + '/measure',
          schemaPath: '#/properties/measure/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.properties.measure.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.total !== undefined) {
      let data2 = data.total;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 64) {
          const err18 = {
            instancePath: instancePath + '/total',
            schemaPath: '#/$defs/TotalName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (!shared.pattern17.test(data2)) {
          const err19 = {
            instancePath: instancePath + '/total',
            schemaPath: '#/$defs/TotalName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/total',
          schemaPath: '#/$defs/TotalName/type',
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
    if (data.below !== undefined) {
      let data3 = data.below;
      if (!(typeof data3 == 'number' && isFinite(data3))) {
        const err21 = {
          instancePath: instancePath + '/below',
          schemaPath: '#/properties/below/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.above !== undefined) {
      let data4 = data.above;
      if (!(typeof data4 == 'number' && isFinite(data4))) {
        const err22 = {
          instancePath: instancePath + '/above',
          schemaPath: '#/properties/above/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.at_least !== undefined) {
      let data5 = data.at_least;
      if (!(typeof data5 == 'number' && isFinite(data5))) {
        const err23 = {
          instancePath: instancePath + '/at_least',
          schemaPath: '#/properties/at_least/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.at_most !== undefined) {
      let data6 = data.at_most;
      if (!(typeof data6 == 'number' && isFinite(data6))) {
        const err24 = {
          instancePath: instancePath + '/at_most',
          schemaPath: '#/properties/at_most/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
  } else {
    const err25 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
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
    if (Object.keys(data).length < 3) {
      const err0 = {
        instancePath,
        schemaPath: '#/minProperties',
        keyword: 'minProperties',
        params: { limit: 3 },
        message: 'must NOT have fewer than 3 properties',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.total === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'total' },
        message: "must have required property '" + 'total' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.next === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'next' },
        message: "must have required property '" + 'next' + "'",
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
        key0 === 'total' ||
        key0 === 'below' ||
        key0 === 'above' ||
        key0 === 'at_least' ||
        key0 === 'at_most' ||
        key0 === 'next'
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
    if (data.total !== undefined) {
      let data0 = data.total;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 64) {
          const err4 = {
            instancePath: instancePath + '/total',
            schemaPath: '#/$defs/TotalName/maxLength',
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
            instancePath: instancePath + '/total',
            schemaPath: '#/$defs/TotalName/pattern',
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
          instancePath: instancePath + '/total',
          schemaPath: '#/$defs/TotalName/type',
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
    if (data.below !== undefined) {
      let data1 = data.below;
      if (!(typeof data1 == 'number' && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/below',
          schemaPath: '#/properties/below/type',
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
    if (data.above !== undefined) {
      let data2 = data.above;
      if (!(typeof data2 == 'number' && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/above',
          schemaPath: '#/properties/above/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.at_least !== undefined) {
      let data3 = data.at_least;
      if (!(typeof data3 == 'number' && isFinite(data3))) {
        const err9 = {
          instancePath: instancePath + '/at_least',
          schemaPath: '#/properties/at_least/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.at_most !== undefined) {
      let data4 = data.at_most;
      if (!(typeof data4 == 'number' && isFinite(data4))) {
        const err10 = {
          instancePath: instancePath + '/at_most',
          schemaPath: '#/properties/at_most/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.next !== undefined) {
      let data5 = data.next;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err11 = {
          instancePath: instancePath + '/next',
          schemaPath: '#/properties/next/type',
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
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 > 2147483647 || isNaN(data5)) {
          const err12 = {
            instancePath: instancePath + '/next',
            schemaPath: '#/properties/next/maximum',
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
        if (data5 < 0 || isNaN(data5)) {
          const err13 = {
            instancePath: instancePath + '/next',
            schemaPath: '#/properties/next/minimum',
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
  validate5.errors = vErrors;
  return errors === 0;
}
export function validateQuestion(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/question.schema.json" */ let vErrors = null;
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
    if (data.type === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'type' },
        message: "must have required property '" + 'type' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.QuestionOptions === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'QuestionOptions' },
        message: "must have required property '" + 'QuestionOptions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.next_question_map === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'next_question_map' },
        message: "must have required property '" + 'next_question_map' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.next === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'next' },
        message: "must have required property '" + 'next' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.prev === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prev' },
        message: "must have required property '" + 'prev' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.is_hard_stop === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'is_hard_stop' },
        message: "must have required property '" + 'is_hard_stop' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema0.properties, key0)) {
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
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err9 = {
          instancePath: instancePath + '/id',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err10 = {
            instancePath: instancePath + '/id',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err11 = {
            instancePath: instancePath + '/id',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.tenant_id !== undefined) {
      let data1 = data.tenant_id;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err12 = {
          instancePath: instancePath + '/tenant_id',
          schemaPath: 'common.schema.json#/$defs/TenantId/type',
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
        if (data1 > 2147483647 || isNaN(data1)) {
          const err13 = {
            instancePath: instancePath + '/tenant_id',
            schemaPath: 'common.schema.json#/$defs/TenantId/maximum',
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
        if (data1 < 1 || isNaN(data1)) {
          const err14 = {
            instancePath: instancePath + '/tenant_id',
            schemaPath: 'common.schema.json#/$defs/TenantId/minimum',
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
    if (data.title !== undefined) {
      let data2 = data.title;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err15 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (!shared.pattern0.test(data2)) {
          const err16 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/title',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.description !== undefined) {
      let data3 = data.description;
      if (typeof data3 !== 'string' && data3 !== null) {
        const err18 = {
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
          keyword: 'type',
          params: { type: schema0.properties.description.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data4 = data.type;
      if (typeof data4 !== 'string') {
        const err19 = {
          instancePath: instancePath + '/type',
          schemaPath: 'enums.schema.json#/$defs/QuestionType/type',
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
      if (!(
        data4 === 'single_choice' ||
        data4 === 'multiple_choice' ||
        data4 === 'text' ||
        data4 === 'number' ||
        data4 === 'date_of_birth' ||
        data4 === 'height_weight' ||
        data4 === 'email' ||
        data4 === 'phone' ||
        data4 === 'file_upload' ||
        data4 === 'consent' ||
        data4 === 'image'
      )) {
        const err20 = {
          instancePath: instancePath + '/type',
          schemaPath: 'enums.schema.json#/$defs/QuestionType/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema12.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.mapped_field !== undefined) {
      let data5 = data.mapped_field;
      if (typeof data5 !== 'string' && data5 !== null) {
        const err21 = {
          instancePath: instancePath + '/mapped_field',
          schemaPath: '#/properties/mapped_field/type',
          keyword: 'type',
          params: { type: schema0.properties.mapped_field.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data5 === 'string') {
        if (!pattern0.test(data5)) {
          const err22 = {
            instancePath: instancePath + '/mapped_field',
            schemaPath: '#/properties/mapped_field/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-zA-Z0-9_.]*$' },
            message: 'must match pattern "' + '^[a-z][a-zA-Z0-9_.]*$' + '"',
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
    if (data.free_field !== undefined) {
      let data6 = data.free_field;
      if (typeof data6 !== 'string' && data6 !== null) {
        const err23 = {
          instancePath: instancePath + '/free_field',
          schemaPath: '#/properties/free_field/type',
          keyword: 'type',
          params: { type: schema0.properties.free_field.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.placeholder !== undefined) {
      if (typeof data.placeholder !== 'string') {
        const err24 = {
          instancePath: instancePath + '/placeholder',
          schemaPath: '#/properties/placeholder/type',
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
    if (data.input !== undefined) {
      let data8 = data.input;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
        for (const key1 in data8) {
          if (!(
            key1 === 'min' ||
            key1 === 'max' ||
            key1 === 'unit' ||
            key1 === 'accept' ||
            key1 === 'max_size_mb' ||
            key1 === 'max_files'
          )) {
            const err25 = {
              instancePath: instancePath + '/input',
              schemaPath: '#/$defs/QuestionInput/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data8.min !== undefined) {
          let data9 = data8.min;
          if (!(typeof data9 == 'number' && isFinite(data9))) {
            const err26 = {
              instancePath: instancePath + '/input/min',
              schemaPath: '#/$defs/QuestionInput/properties/min/type',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be number',
            };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
        }
        if (data8.max !== undefined) {
          let data10 = data8.max;
          if (!(typeof data10 == 'number' && isFinite(data10))) {
            const err27 = {
              instancePath: instancePath + '/input/max',
              schemaPath: '#/$defs/QuestionInput/properties/max/type',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be number',
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data8.unit !== undefined) {
          if (typeof data8.unit !== 'string') {
            const err28 = {
              instancePath: instancePath + '/input/unit',
              schemaPath: '#/$defs/QuestionInput/properties/unit/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data8.accept !== undefined) {
          let data12 = data8.accept;
          if (Array.isArray(data12)) {
            if (data12.length < 1) {
              const err29 = {
                instancePath: instancePath + '/input/accept',
                schemaPath: '#/$defs/QuestionInput/properties/accept/minItems',
                keyword: 'minItems',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 items',
              };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            const len0 = data12.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data13 = data12[i0];
              if (typeof data13 === 'string') {
                if (!pattern1.test(data13)) {
                  const err30 = {
                    instancePath: instancePath + '/input/accept/' + i0,
                    schemaPath: '#/$defs/QuestionInput/properties/accept/items/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z]+/[a-z0-9.+*-]+$' },
                    message: 'must match pattern "' + '^[a-z]+/[a-z0-9.+*-]+$' + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
              } else {
                const err31 = {
                  instancePath: instancePath + '/input/accept/' + i0,
                  schemaPath: '#/$defs/QuestionInput/properties/accept/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
          } else {
            const err32 = {
              instancePath: instancePath + '/input/accept',
              schemaPath: '#/$defs/QuestionInput/properties/accept/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data8.max_size_mb !== undefined) {
          let data14 = data8.max_size_mb;
          if (typeof data14 == 'number' && isFinite(data14)) {
            if (data14 <= 0 || isNaN(data14)) {
              const err33 = {
                instancePath: instancePath + '/input/max_size_mb',
                schemaPath: '#/$defs/QuestionInput/properties/max_size_mb/exclusiveMinimum',
                keyword: 'exclusiveMinimum',
                params: { comparison: '>', limit: 0 },
                message: 'must be > 0',
              };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          } else {
            const err34 = {
              instancePath: instancePath + '/input/max_size_mb',
              schemaPath: '#/$defs/QuestionInput/properties/max_size_mb/type',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be number',
            };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
        if (data8.max_files !== undefined) {
          let data15 = data8.max_files;
          if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
            const err35 = {
              instancePath: instancePath + '/input/max_files',
              schemaPath: '#/$defs/QuestionInput/properties/max_files/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
          if (typeof data15 == 'number' && isFinite(data15)) {
            if (data15 > 2147483647 || isNaN(data15)) {
              const err36 = {
                instancePath: instancePath + '/input/max_files',
                schemaPath: '#/$defs/QuestionInput/properties/max_files/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 2147483647 },
                message: 'must be <= 2147483647',
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            if (data15 < 1 || isNaN(data15)) {
              const err37 = {
                instancePath: instancePath + '/input/max_files',
                schemaPath: '#/$defs/QuestionInput/properties/max_files/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          }
        }
      } else {
        const err38 = {
          instancePath: instancePath + '/input',
          schemaPath: '#/$defs/QuestionInput/type',
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
    }
    if (data.image !== undefined) {
      let data16 = data.image;
      if (typeof data16 === 'string') {
        if (!shared.pattern19.test(data16)) {
          const err39 = {
            instancePath: instancePath + '/image',
            schemaPath: 'common.schema.json#/$defs/AssetPath/pattern',
            keyword: 'pattern',
            params: { pattern: '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' },
            message:
              'must match pattern "' +
              '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' +
              '"',
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
          instancePath: instancePath + '/image',
          schemaPath: 'common.schema.json#/$defs/AssetPath/type',
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
    if (data.QuestionOptions !== undefined) {
      let data17 = data.QuestionOptions;
      if (Array.isArray(data17)) {
        const len1 = data17.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate0(data17[i1], {
              instancePath: instancePath + '/QuestionOptions/' + i1,
              parentData: data17,
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
        const err41 = {
          instancePath: instancePath + '/QuestionOptions',
          schemaPath: '#/properties/QuestionOptions/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    if (data.next_question_map !== undefined) {
      let data19 = data.next_question_map;
      if (data19 && typeof data19 == 'object' && !Array.isArray(data19)) {
        for (const key2 in data19) {
          const _errs49 = errors;
          if (typeof key2 === 'string') {
            if (shared.func0(key2) < 1) {
              const err42 = {
                instancePath: instancePath + '/next_question_map',
                schemaPath: '#/$defs/NextQuestionMap/propertyNames/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                propertyName: key2,
              };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          }
          var valid13 = _errs49 === errors;
          if (!valid13) {
            const err43 = {
              instancePath: instancePath + '/next_question_map',
              schemaPath: '#/$defs/NextQuestionMap/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key2 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        for (const key3 in data19) {
          if (!(key3 === 'Final')) {
            let data20 = data19[key3];
            if (!(typeof data20 == 'number' && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
              const err44 = {
                instancePath:
                  instancePath + '/next_question_map/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/NextQuestionMap/additionalProperties/type',
                keyword: 'type',
                params: { type: 'integer' },
                message: 'must be integer',
              };
              if (vErrors === null) {
                vErrors = [err44];
              } else {
                vErrors.push(err44);
              }
              errors++;
            }
            if (typeof data20 == 'number' && isFinite(data20)) {
              if (data20 > 2147483647 || isNaN(data20)) {
                const err45 = {
                  instancePath:
                    instancePath + '/next_question_map/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/$defs/NextQuestionMap/additionalProperties/maximum',
                  keyword: 'maximum',
                  params: { comparison: '<=', limit: 2147483647 },
                  message: 'must be <= 2147483647',
                };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
              if (data20 < 0 || isNaN(data20)) {
                const err46 = {
                  instancePath:
                    instancePath + '/next_question_map/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/$defs/NextQuestionMap/additionalProperties/minimum',
                  keyword: 'minimum',
                  params: { comparison: '>=', limit: 0 },
                  message: 'must be >= 0',
                };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
          }
        }
        if (data19.Final !== undefined) {
          if (0 !== data19.Final) {
            const err47 = {
              instancePath: instancePath + '/next_question_map/Final',
              schemaPath: '#/$defs/NextQuestionMap/properties/Final/const',
              keyword: 'const',
              params: { allowedValue: 0 },
              message: 'must be equal to constant',
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
      } else {
        const err48 = {
          instancePath: instancePath + '/next_question_map',
          schemaPath: '#/$defs/NextQuestionMap/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.next !== undefined) {
      let data22 = data.next;
      const _errs55 = errors;
      let valid16 = false;
      const _errs56 = errors;
      if (!(typeof data22 == 'number' && !(data22 % 1) && !isNaN(data22) && isFinite(data22))) {
        const err49 = {
          instancePath: instancePath + '/next',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
      if (typeof data22 == 'number' && isFinite(data22)) {
        if (data22 > 2147483647 || isNaN(data22)) {
          const err50 = {
            instancePath: instancePath + '/next',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
        if (data22 < 1 || isNaN(data22)) {
          const err51 = {
            instancePath: instancePath + '/next',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
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
      var _valid0 = _errs56 === errors;
      valid16 = valid16 || _valid0;
      const _errs59 = errors;
      if (data22 !== null) {
        const err52 = {
          instancePath: instancePath + '/next',
          schemaPath: '#/properties/next/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
      var _valid0 = _errs59 === errors;
      valid16 = valid16 || _valid0;
      if (!valid16) {
        const err53 = {
          instancePath: instancePath + '/next',
          schemaPath: '#/properties/next/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      } else {
        errors = _errs55;
        if (vErrors !== null) {
          if (_errs55) {
            vErrors.length = _errs55;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.prev !== undefined) {
      let data23 = data.prev;
      const _errs62 = errors;
      let valid18 = false;
      const _errs63 = errors;
      if (!(typeof data23 == 'number' && !(data23 % 1) && !isNaN(data23) && isFinite(data23))) {
        const err54 = {
          instancePath: instancePath + '/prev',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      if (typeof data23 == 'number' && isFinite(data23)) {
        if (data23 > 2147483647 || isNaN(data23)) {
          const err55 = {
            instancePath: instancePath + '/prev',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        if (data23 < 1 || isNaN(data23)) {
          const err56 = {
            instancePath: instancePath + '/prev',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      }
      var _valid1 = _errs63 === errors;
      valid18 = valid18 || _valid1;
      const _errs66 = errors;
      if (data23 !== null) {
        const err57 = {
          instancePath: instancePath + '/prev',
          schemaPath: '#/properties/prev/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
      var _valid1 = _errs66 === errors;
      valid18 = valid18 || _valid1;
      if (!valid18) {
        const err58 = {
          instancePath: instancePath + '/prev',
          schemaPath: '#/properties/prev/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      } else {
        errors = _errs62;
        if (vErrors !== null) {
          if (_errs62) {
            vErrors.length = _errs62;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.is_hard_stop !== undefined) {
      if (typeof data.is_hard_stop !== 'boolean') {
        const err59 = {
          instancePath: instancePath + '/is_hard_stop',
          schemaPath: '#/properties/is_hard_stop/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
    }
    if (data.hard_stop_response !== undefined) {
      let data25 = data.hard_stop_response;
      if (Array.isArray(data25)) {
        const len2 = data25.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data26 = data25[i2];
          if (typeof data26 === 'string') {
            if (shared.func0(data26) < 1) {
              const err60 = {
                instancePath: instancePath + '/hard_stop_response/' + i2,
                schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err60];
              } else {
                vErrors.push(err60);
              }
              errors++;
            }
            if (!shared.pattern0.test(data26)) {
              const err61 = {
                instancePath: instancePath + '/hard_stop_response/' + i2,
                schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
                keyword: 'pattern',
                params: { pattern: '\\S' },
                message: 'must match pattern "' + '\\S' + '"',
              };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          } else {
            const err62 = {
              instancePath: instancePath + '/hard_stop_response/' + i2,
              schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
      } else {
        const err63 = {
          instancePath: instancePath + '/hard_stop_response',
          schemaPath: '#/properties/hard_stop_response/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
    }
    if (data.hard_stop_when !== undefined) {
      if (
        !validate1(data.hard_stop_when, {
          instancePath: instancePath + '/hard_stop_when',
          parentData: data,
          parentDataProperty: 'hard_stop_when',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
      }
    }
    if (data.hard_stop_if !== undefined) {
      if (
        !shared.validate13(data.hard_stop_if, {
          instancePath: instancePath + '/hard_stop_if',
          parentData: data,
          parentDataProperty: 'hard_stop_if',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.next_when !== undefined) {
      let data29 = data.next_when;
      if (Array.isArray(data29)) {
        if (data29.length < 1) {
          const err64 = {
            instancePath: instancePath + '/next_when',
            schemaPath: '#/properties/next_when/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
        const len3 = data29.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (
            !validate2(data29[i3], {
              instancePath: instancePath + '/next_when/' + i3,
              parentData: data29,
              parentDataProperty: i3,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err65 = {
          instancePath: instancePath + '/next_when',
          schemaPath: '#/properties/next_when/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
    if (data.next_if !== undefined) {
      let data31 = data.next_if;
      if (Array.isArray(data31)) {
        if (data31.length < 1) {
          const err66 = {
            instancePath: instancePath + '/next_if',
            schemaPath: '#/properties/next_if/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err66];
          } else {
            vErrors.push(err66);
          }
          errors++;
        }
        const len4 = data31.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (
            !validate3(data31[i4], {
              instancePath: instancePath + '/next_if/' + i4,
              parentData: data31,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err67 = {
          instancePath: instancePath + '/next_if',
          schemaPath: '#/properties/next_if/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.ask_if !== undefined) {
      if (
        !shared.validate13(data.ask_if, {
          instancePath: instancePath + '/ask_if',
          parentData: data,
          parentDataProperty: 'ask_if',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate13.errors : vErrors.concat(shared.validate13.errors);
        errors = vErrors.length;
      }
    }
    if (data.checks !== undefined) {
      let data34 = data.checks;
      if (Array.isArray(data34)) {
        if (data34.length < 1) {
          const err68 = {
            instancePath: instancePath + '/checks',
            schemaPath: '#/properties/checks/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
        const len5 = data34.length;
        for (let i5 = 0; i5 < len5; i5++) {
          if (
            !validate4(data34[i5], {
              instancePath: instancePath + '/checks/' + i5,
              parentData: data34,
              parentDataProperty: i5,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err69 = {
          instancePath: instancePath + '/checks',
          schemaPath: '#/properties/checks/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
    if (data.alerts !== undefined) {
      let data36 = data.alerts;
      if (Array.isArray(data36)) {
        if (data36.length < 1) {
          const err70 = {
            instancePath: instancePath + '/alerts',
            schemaPath: '#/properties/alerts/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err70];
          } else {
            vErrors.push(err70);
          }
          errors++;
        }
        const len6 = data36.length;
        for (let i6 = 0; i6 < len6; i6++) {
          if (
            !validate5(data36[i6], {
              instancePath: instancePath + '/alerts/' + i6,
              parentData: data36,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err71 = {
          instancePath: instancePath + '/alerts',
          schemaPath: '#/properties/alerts/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
    if (data.hard_stop_message !== undefined) {
      let data38 = data.hard_stop_message;
      if (typeof data38 !== 'string' && data38 !== null) {
        const err72 = {
          instancePath: instancePath + '/hard_stop_message',
          schemaPath: '#/properties/hard_stop_message/type',
          keyword: 'type',
          params: { type: schema0.properties.hard_stop_message.type },
          message: 'must be string,null',
        };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
    }
    if (data.value !== undefined) {
      if (
        !validateAnswerValue(data.value, {
          instancePath: instancePath + '/value',
          parentData: data,
          parentDataProperty: 'value',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validateAnswerValue.errors : vErrors.concat(validateAnswerValue.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err73 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err73];
    } else {
      vErrors.push(err73);
    }
    errors++;
  }
  validateQuestion.errors = vErrors;
  return errors === 0;
}
function validateQuestionOption(
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
    if (data.option_text === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'option_text' },
        message: "must have required property '" + 'option_text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'option_text' ||
        key0 === 'description' ||
        key0 === 'exclusive' ||
        key0 === 'score' ||
        key0 === 'outcome' ||
        key0 === 'reason' ||
        key0 === 'code' ||
        key0 === 'system'
      )) {
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
    if (data.option_text !== undefined) {
      let data0 = data.option_text;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/option_text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (!shared.pattern0.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/option_text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/option_text',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.description !== undefined) {
      if (typeof data.description !== 'string') {
        const err5 = {
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
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
    if (data.exclusive !== undefined) {
      if (typeof data.exclusive !== 'boolean') {
        const err6 = {
          instancePath: instancePath + '/exclusive',
          schemaPath: '#/properties/exclusive/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.score !== undefined) {
      let data3 = data.score;
      if (!(typeof data3 == 'number' && isFinite(data3))) {
        const err7 = {
          instancePath: instancePath + '/score',
          schemaPath: '#/properties/score/type',
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
    if (data.outcome !== undefined) {
      let data4 = data.outcome;
      if (typeof data4 !== 'string') {
        const err8 = {
          instancePath: instancePath + '/outcome',
          schemaPath: 'enums.schema.json#/$defs/CancellationOutcome/type',
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
      if (!(
        data4 === 'cancel' ||
        data4 === 'pause' ||
        data4 === 'skip' ||
        data4 === 'accept_offer' ||
        data4 === 'contact_support' ||
        data4 === 'keep'
      )) {
        const err9 = {
          instancePath: instancePath + '/outcome',
          schemaPath: 'enums.schema.json#/$defs/CancellationOutcome/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema2.enum },
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
    if (data.reason !== undefined) {
      let data5 = data.reason;
      if (typeof data5 !== 'string') {
        const err10 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/type',
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
      if (!(
        data5 === 'too_expensive' ||
        data5 === 'travelling' ||
        data5 === 'not_seeing_results' ||
        data5 === 'side_effects' ||
        data5 === 'reached_my_goal' ||
        data5 === 'prefer_another_treatment' ||
        data5 === 'switching_provider' ||
        data5 === 'clinician_advised' ||
        data5 === 'other'
      )) {
        const err11 = {
          instancePath: instancePath + '/reason',
          schemaPath: 'enums.schema.json#/$defs/CancellationReason/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema1.enum },
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
    if (data.code !== undefined) {
      let data6 = data.code;
      if (typeof data6 === 'string') {
        if (!pattern2.test(data6)) {
          const err12 = {
            instancePath: instancePath + '/code',
            schemaPath: '#/properties/code/pattern',
            keyword: 'pattern',
            params: { pattern: '^[^\\s]+( [^\\s]+)*$' },
            message: 'must match pattern "' + '^[^\\s]+( [^\\s]+)*$' + '"',
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
          instancePath: instancePath + '/code',
          schemaPath: '#/properties/code/type',
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
    if (data.system !== undefined) {
      let data7 = data.system;
      if (typeof data7 === 'string') {
        if (!pattern3.test(data7)) {
          const err14 = {
            instancePath: instancePath + '/system',
            schemaPath: '#/properties/system/pattern',
            keyword: 'pattern',
            params: { pattern: '^\\S+$' },
            message: 'must match pattern "' + '^\\S+$' + '"',
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
          instancePath: instancePath + '/system',
          schemaPath: '#/properties/system/type',
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
    if (data.system !== undefined) {
      if (data.code === undefined) {
        const err16 = {
          instancePath,
          schemaPath: '#/dependentRequired',
          keyword: 'dependentRequired',
          params: { property: 'system', missingProperty: 'code', depsCount: 1, deps: 'code' },
          message: 'must have property code when property system is present',
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
  validateQuestionOption.errors = vErrors;
  return errors === 0;
}
function validateNextQuestionMap(
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
      const _errs1 = errors;
      if (typeof key0 === 'string') {
        if (shared.func0(key0) < 1) {
          const err0 = {
            instancePath,
            schemaPath: '#/propertyNames/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
      if (!(key1 === 'Final')) {
        let data0 = data[key1];
        if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
          const err2 = {
            instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
            schemaPath: '#/additionalProperties/type',
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
              instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/additionalProperties/maximum',
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
          if (data0 < 0 || isNaN(data0)) {
            const err4 = {
              instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/additionalProperties/minimum',
              keyword: 'minimum',
              params: { comparison: '>=', limit: 0 },
              message: 'must be >= 0',
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
    }
    if (data.Final !== undefined) {
      if (0 !== data.Final) {
        const err5 = {
          instancePath: instancePath + '/Final',
          schemaPath: '#/properties/Final/const',
          keyword: 'const',
          params: { allowedValue: 0 },
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
  validateNextQuestionMap.errors = vErrors;
  return errors === 0;
}
function validateHardStopCondition(
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
    if (data.measure !== undefined) {
      if ('total' !== data.measure) {
        const err0 = {};
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
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
  let ifClause0;
  if (_valid0) {
    const _errs4 = errors;
    const _errs5 = errors;
    let valid2 = false;
    const _errs6 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.below === undefined) {
        const err1 = {
          instancePath,
          schemaPath: '#/then/anyOf/0/required',
          keyword: 'required',
          params: { missingProperty: 'below' },
          message: "must have required property '" + 'below' + "'",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    var _valid1 = _errs6 === errors;
    valid2 = valid2 || _valid1;
    if (_valid1) {
      var props0 = {};
      props0.below = true;
    }
    const _errs7 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.above === undefined) {
        const err2 = {
          instancePath,
          schemaPath: '#/then/anyOf/1/required',
          keyword: 'required',
          params: { missingProperty: 'above' },
          message: "must have required property '" + 'above' + "'",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    var _valid1 = _errs7 === errors;
    valid2 = valid2 || _valid1;
    if (_valid1) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.above = true;
      }
    }
    const _errs8 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.at_least === undefined) {
        const err3 = {
          instancePath,
          schemaPath: '#/then/anyOf/2/required',
          keyword: 'required',
          params: { missingProperty: 'at_least' },
          message: "must have required property '" + 'at_least' + "'",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    var _valid1 = _errs8 === errors;
    valid2 = valid2 || _valid1;
    if (_valid1) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.at_least = true;
      }
    }
    const _errs9 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.at_most === undefined) {
        const err4 = {
          instancePath,
          schemaPath: '#/then/anyOf/3/required',
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
    }
    var _valid1 = _errs9 === errors;
    valid2 = valid2 || _valid1;
    if (_valid1) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.at_most = true;
      }
    }
    if (!valid2) {
      const err5 = {
        instancePath,
        schemaPath: '#/then/anyOf',
        keyword: 'anyOf',
        params: {},
        message: 'must match a schema in anyOf',
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    } else {
      errors = _errs5;
      if (vErrors !== null) {
        if (_errs5) {
          vErrors.length = _errs5;
        } else {
          vErrors = null;
        }
      }
    }
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.total === undefined) {
        const err6 = {
          instancePath,
          schemaPath: '#/then/required',
          keyword: 'required',
          params: { missingProperty: 'total' },
          message: "must have required property '" + 'total' + "'",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (props0 !== true) {
        props0 = props0 || {};
        props0.total = true;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    if (valid0) {
      if (props0 !== true) {
        props0 = props0 || {};
        props0.measure = true;
      }
    }
    ifClause0 = 'then';
  } else {
    const _errs10 = errors;
    const _errs11 = errors;
    const _errs12 = errors;
    const _errs13 = errors;
    let valid4 = false;
    const _errs14 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing0;
      if (data.total === undefined && (missing0 = 'total')) {
        const err7 = {};
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    var _valid2 = _errs14 === errors;
    valid4 = valid4 || _valid2;
    if (_valid2) {
      var props1 = {};
      props1.total = true;
    }
    const _errs15 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing1;
      if (data.at_least === undefined && (missing1 = 'at_least')) {
        const err8 = {};
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    var _valid2 = _errs15 === errors;
    valid4 = valid4 || _valid2;
    if (_valid2) {
      if (props1 !== true) {
        props1 = props1 || {};
        props1.at_least = true;
      }
    }
    const _errs16 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      let missing2;
      if (data.at_most === undefined && (missing2 = 'at_most')) {
        const err9 = {};
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    var _valid2 = _errs16 === errors;
    valid4 = valid4 || _valid2;
    if (_valid2) {
      if (props1 !== true) {
        props1 = props1 || {};
        props1.at_most = true;
      }
    }
    if (!valid4) {
      const err10 = {};
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    } else {
      errors = _errs13;
      if (vErrors !== null) {
        if (_errs13) {
          vErrors.length = _errs13;
        } else {
          vErrors = null;
        }
      }
    }
    var valid3 = _errs12 === errors;
    if (valid3) {
      const err11 = {
        instancePath,
        schemaPath: '#/else/not',
        keyword: 'not',
        params: {},
        message: 'must NOT be valid',
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
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
    var _valid0 = _errs10 === errors;
    valid0 = _valid0;
    ifClause0 = 'else';
  }
  if (!valid0) {
    const err12 = {
      instancePath,
      schemaPath: '#/if',
      keyword: 'if',
      params: { failingKeyword: ifClause0 },
      message: 'must match "' + ifClause0 + '" schema',
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (Object.keys(data).length < 2) {
      const err13 = {
        instancePath,
        schemaPath: '#/minProperties',
        keyword: 'minProperties',
        params: { limit: 2 },
        message: 'must NOT have fewer than 2 properties',
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.measure === undefined) {
      const err14 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'measure' },
        message: "must have required property '" + 'measure' + "'",
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'measure' ||
        key0 === 'total' ||
        key0 === 'below' ||
        key0 === 'above' ||
        key0 === 'at_least' ||
        key0 === 'at_most'
      )) {
        const err15 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
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
    if (data.measure !== undefined) {
      let data1 = data.measure;
      if (typeof data1 !== 'string') {
        const err16 = {
          instancePath: instancePath + '/measure',
          schemaPath: '#/properties/measure/type',
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
      if (!(data1 === 'value' || data1 === 'bmi' || data1 === 'age' || data1 === 'total')) {
        const err17 = {
          instancePath: instancePath + '/measure',
          schemaPath: '#/properties/measure/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.properties.measure.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.total !== undefined) {
      let data2 = data.total;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) > 64) {
          const err18 = {
            instancePath: instancePath + '/total',
            schemaPath: '#/$defs/TotalName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (!shared.pattern17.test(data2)) {
          const err19 = {
            instancePath: instancePath + '/total',
            schemaPath: '#/$defs/TotalName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/total',
          schemaPath: '#/$defs/TotalName/type',
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
    if (data.below !== undefined) {
      let data3 = data.below;
      if (!(typeof data3 == 'number' && isFinite(data3))) {
        const err21 = {
          instancePath: instancePath + '/below',
          schemaPath: '#/properties/below/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.above !== undefined) {
      let data4 = data.above;
      if (!(typeof data4 == 'number' && isFinite(data4))) {
        const err22 = {
          instancePath: instancePath + '/above',
          schemaPath: '#/properties/above/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.at_least !== undefined) {
      let data5 = data.at_least;
      if (!(typeof data5 == 'number' && isFinite(data5))) {
        const err23 = {
          instancePath: instancePath + '/at_least',
          schemaPath: '#/properties/at_least/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.at_most !== undefined) {
      let data6 = data.at_most;
      if (!(typeof data6 == 'number' && isFinite(data6))) {
        const err24 = {
          instancePath: instancePath + '/at_most',
          schemaPath: '#/properties/at_most/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
  } else {
    const err25 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validateHardStopCondition.errors = vErrors;
  return errors === 0;
}
function validateTotalName(
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
  validateTotalName.errors = vErrors;
  return errors === 0;
}
function validateTotalBranch(
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
    if (Object.keys(data).length < 3) {
      const err0 = {
        instancePath,
        schemaPath: '#/minProperties',
        keyword: 'minProperties',
        params: { limit: 3 },
        message: 'must NOT have fewer than 3 properties',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.total === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'total' },
        message: "must have required property '" + 'total' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.next === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'next' },
        message: "must have required property '" + 'next' + "'",
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
        key0 === 'total' ||
        key0 === 'below' ||
        key0 === 'above' ||
        key0 === 'at_least' ||
        key0 === 'at_most' ||
        key0 === 'next'
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
    if (data.total !== undefined) {
      let data0 = data.total;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 64) {
          const err4 = {
            instancePath: instancePath + '/total',
            schemaPath: '#/$defs/TotalName/maxLength',
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
            instancePath: instancePath + '/total',
            schemaPath: '#/$defs/TotalName/pattern',
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
          instancePath: instancePath + '/total',
          schemaPath: '#/$defs/TotalName/type',
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
    if (data.below !== undefined) {
      let data1 = data.below;
      if (!(typeof data1 == 'number' && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/below',
          schemaPath: '#/properties/below/type',
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
    if (data.above !== undefined) {
      let data2 = data.above;
      if (!(typeof data2 == 'number' && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/above',
          schemaPath: '#/properties/above/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.at_least !== undefined) {
      let data3 = data.at_least;
      if (!(typeof data3 == 'number' && isFinite(data3))) {
        const err9 = {
          instancePath: instancePath + '/at_least',
          schemaPath: '#/properties/at_least/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.at_most !== undefined) {
      let data4 = data.at_most;
      if (!(typeof data4 == 'number' && isFinite(data4))) {
        const err10 = {
          instancePath: instancePath + '/at_most',
          schemaPath: '#/properties/at_most/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.next !== undefined) {
      let data5 = data.next;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err11 = {
          instancePath: instancePath + '/next',
          schemaPath: '#/properties/next/type',
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
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 > 2147483647 || isNaN(data5)) {
          const err12 = {
            instancePath: instancePath + '/next',
            schemaPath: '#/properties/next/maximum',
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
        if (data5 < 0 || isNaN(data5)) {
          const err13 = {
            instancePath: instancePath + '/next',
            schemaPath: '#/properties/next/minimum',
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
  validateTotalBranch.errors = vErrors;
  return errors === 0;
}
function validateQuestionInput(
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
      if (!(
        key0 === 'min' ||
        key0 === 'max' ||
        key0 === 'unit' ||
        key0 === 'accept' ||
        key0 === 'max_size_mb' ||
        key0 === 'max_files'
      )) {
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
    if (data.min !== undefined) {
      let data0 = data.min;
      if (!(typeof data0 == 'number' && isFinite(data0))) {
        const err1 = {
          instancePath: instancePath + '/min',
          schemaPath: '#/properties/min/type',
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
    }
    if (data.max !== undefined) {
      let data1 = data.max;
      if (!(typeof data1 == 'number' && isFinite(data1))) {
        const err2 = {
          instancePath: instancePath + '/max',
          schemaPath: '#/properties/max/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.unit !== undefined) {
      if (typeof data.unit !== 'string') {
        const err3 = {
          instancePath: instancePath + '/unit',
          schemaPath: '#/properties/unit/type',
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
    if (data.accept !== undefined) {
      let data3 = data.accept;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err4 = {
            instancePath: instancePath + '/accept',
            schemaPath: '#/properties/accept/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === 'string') {
            if (!pattern1.test(data4)) {
              const err5 = {
                instancePath: instancePath + '/accept/' + i0,
                schemaPath: '#/properties/accept/items/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z]+/[a-z0-9.+*-]+$' },
                message: 'must match pattern "' + '^[a-z]+/[a-z0-9.+*-]+$' + '"',
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
              instancePath: instancePath + '/accept/' + i0,
              schemaPath: '#/properties/accept/items/type',
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
          instancePath: instancePath + '/accept',
          schemaPath: '#/properties/accept/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.max_size_mb !== undefined) {
      let data5 = data.max_size_mb;
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 <= 0 || isNaN(data5)) {
          const err8 = {
            instancePath: instancePath + '/max_size_mb',
            schemaPath: '#/properties/max_size_mb/exclusiveMinimum',
            keyword: 'exclusiveMinimum',
            params: { comparison: '>', limit: 0 },
            message: 'must be > 0',
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
          instancePath: instancePath + '/max_size_mb',
          schemaPath: '#/properties/max_size_mb/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.max_files !== undefined) {
      let data6 = data.max_files;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err10 = {
          instancePath: instancePath + '/max_files',
          schemaPath: '#/properties/max_files/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 > 2147483647 || isNaN(data6)) {
          const err11 = {
            instancePath: instancePath + '/max_files',
            schemaPath: '#/properties/max_files/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data6 < 1 || isNaN(data6)) {
          const err12 = {
            instancePath: instancePath + '/max_files',
            schemaPath: '#/properties/max_files/minimum',
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
  validateQuestionInput.errors = vErrors;
  return errors === 0;
}
