/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.
import { fullFormats as formats } from 'ajv-formats/dist/formats.js';

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import { validateQuestion } from './question.js';
import * as shared from './shared.js';

export const FlowVersion = /* @__PURE__ */ named<types.FlowVersion>('FlowVersion', validateFlowVersion);
export const FlowStep = /* @__PURE__ */ named<types.FlowStep>('FlowStep', validateFlowStep);
export const FlowTotal = /* @__PURE__ */ named<types.FlowTotal>('FlowTotal', validateFlowTotal);
export const FlowLayout = /* @__PURE__ */ named<types.FlowLayout>('FlowLayout', validateFlowLayout);
export const Position = /* @__PURE__ */ named<types.Position>('Position', validatePosition);
const schema0 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://telehealth.local/schemas/flow-version.schema.json',
  title: 'FlowVersion',
  description:
    "One version of a tenant's flow: its steps, its question graph and the builder's layout. Published versions are immutable; publishing a draft freezes it into the next version number.",
  type: 'object',
  required: [
    'schema_version',
    'tenant_id',
    'key',
    'version',
    'status',
    'title',
    'first_question_id',
    'steps',
    'questions',
    'layout',
  ],
  additionalProperties: false,
  properties: {
    schema_version: {
      description: 'Version of this document format; older formats are migrated explicitly.',
      const: 1,
    },
    tenant_id: { $ref: 'common.schema.json#/$defs/TenantId' },
    key: { $ref: 'enums.schema.json#/$defs/FlowKey' },
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
    status: { $ref: 'enums.schema.json#/$defs/FlowStatus' },
    title: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
    description: { type: 'string' },
    first_question_id: { $ref: 'common.schema.json#/$defs/QuestionId' },
    steps: { type: 'array', minItems: 1, items: { $ref: '#/$defs/FlowStep' } },
    questions: { type: 'array', minItems: 1, items: { $ref: 'question.schema.json' } },
    totals: {
      description:
        'Scores added up (scored instruments such as PHQ-9): each total is the sum of the scores of the chosen options of its questions. Hard stops (`hard_stop_when` with measure `total`) and branches (`next_when`) read them.',
      type: 'array',
      items: { $ref: '#/$defs/FlowTotal' },
    },
    calculations: {
      description:
        'Values calculated from the answers (pounds to lose, any arithmetic a protocol needs), defined once; conditions read them as `calc.{name}`.',
      type: 'array',
      items: { $ref: 'rule.schema.json#/$defs/Calculation' },
    },
    eligibility: {
      description:
        "Which products and doses the intake's answers allow: the storefront offers only those, and the API refuses a checkout that breaks a rule (naming it).",
      type: 'array',
      items: { $ref: 'rule.schema.json#/$defs/EligibilityRule' },
    },
    assertions: {
      description:
        'Protocol assertions, proven over every path before the flow is published ("never reach checkout with a BMI below 27").',
      type: 'array',
      items: { $ref: 'rule.schema.json#/$defs/ProtocolAssertion' },
    },
    layout: { $ref: '#/$defs/FlowLayout' },
    created_at: { $ref: 'common.schema.json#/$defs/DateTime' },
    published_at: { anyOf: [{ $ref: 'common.schema.json#/$defs/DateTime' }, { type: 'null' }] },
  },
  $defs: {
    FlowStep: {
      title: 'FlowStep',
      type: 'object',
      required: ['key', 'kind', 'path'],
      additionalProperties: false,
      properties: {
        key: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
        kind: { $ref: 'enums.schema.json#/$defs/FlowStepKind' },
        path: { $ref: 'common.schema.json#/$defs/RoutePath' },
        title: { type: 'string' },
        question_id: { $ref: 'common.schema.json#/$defs/QuestionId' },
        flow_step: {
          description:
            'The step name this route is published under in GET /api/flows rows (home, questions, followup).',
          type: 'string',
          enum: ['home', 'questions', 'followup'],
        },
      },
    },
    FlowTotal: {
      title: 'FlowTotal',
      description:
        'A total: the sum of the scores of the options chosen at `questions` (choice questions whose options carry scores; a question not answered on the patient\'s path adds nothing). `title` is how people read it ("PHQ-9 total score").',
      type: 'object',
      required: ['name', 'questions'],
      additionalProperties: false,
      properties: {
        name: { $ref: 'question.schema.json#/$defs/TotalName' },
        title: { type: 'string' },
        questions: { type: 'array', minItems: 1, items: { $ref: 'common.schema.json#/$defs/QuestionId' } },
      },
    },
    FlowLayout: {
      title: 'FlowLayout',
      description:
        'Builder positions per node id (`lead-qualify`, `lead-intro`, `q:<id>`, `checkout`, `stop:<id>`).',
      type: 'object',
      required: ['positions'],
      additionalProperties: false,
      properties: {
        positions: {
          type: 'object',
          propertyNames: { pattern: '^[a-z][a-z0-9:-]*$' },
          additionalProperties: { $ref: '#/$defs/Position' },
        },
      },
    },
    Position: {
      title: 'Position',
      type: 'object',
      required: ['x', 'y'],
      additionalProperties: false,
      properties: { x: { type: 'number' }, y: { type: 'number' } },
    },
  },
};
const schema1 = {
  title: 'FlowStep',
  type: 'object',
  required: ['key', 'kind', 'path'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    kind: { $ref: 'enums.schema.json#/$defs/FlowStepKind' },
    path: { $ref: 'common.schema.json#/$defs/RoutePath' },
    title: { type: 'string' },
    question_id: { $ref: 'common.schema.json#/$defs/QuestionId' },
    flow_step: {
      description:
        'The step name this route is published under in GET /api/flows rows (home, questions, followup).',
      type: 'string',
      enum: ['home', 'questions', 'followup'],
    },
  },
};
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
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
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
      if (!(
        key0 === 'key' ||
        key0 === 'kind' ||
        key0 === 'path' ||
        key0 === 'title' ||
        key0 === 'question_id' ||
        key0 === 'flow_step'
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
    if (data.key !== undefined) {
      let data0 = data.key;
      if (typeof data0 === 'string') {
        if (!shared.pattern21.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/key',
            schemaPath: '#/properties/key/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9-]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9-]*$' + '"',
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
          instancePath: instancePath + '/key',
          schemaPath: '#/properties/key/type',
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
    if (data.kind !== undefined) {
      let data1 = data.kind;
      if (typeof data1 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/kind',
          schemaPath: 'enums.schema.json#/$defs/FlowStepKind/type',
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
      if (!(
        data1 === 'lead-qualify' ||
        data1 === 'lead-intro' ||
        data1 === 'questions' ||
        data1 === 'question' ||
        data1 === 'page' ||
        data1 === 'checkout'
      )) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: 'enums.schema.json#/$defs/FlowStepKind/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema16.enum },
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
    if (data.title !== undefined) {
      if (typeof data.title !== 'string') {
        const err10 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
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
    if (data.question_id !== undefined) {
      let data4 = data.question_id;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err11 = {
          instancePath: instancePath + '/question_id',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 2147483647 || isNaN(data4)) {
          const err12 = {
            instancePath: instancePath + '/question_id',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
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
        if (data4 < 1 || isNaN(data4)) {
          const err13 = {
            instancePath: instancePath + '/question_id',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
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
    if (data.flow_step !== undefined) {
      let data5 = data.flow_step;
      if (typeof data5 !== 'string') {
        const err14 = {
          instancePath: instancePath + '/flow_step',
          schemaPath: '#/properties/flow_step/type',
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
      if (!(data5 === 'home' || data5 === 'questions' || data5 === 'followup')) {
        const err15 = {
          instancePath: instancePath + '/flow_step',
          schemaPath: '#/properties/flow_step/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.properties.flow_step.enum },
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
    if (data.questions === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questions' },
        message: "must have required property '" + 'questions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'title' || key0 === 'questions')) {
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
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 64) {
          const err3 = {
            instancePath: instancePath + '/name',
            schemaPath: 'question.schema.json#/$defs/TotalName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!shared.pattern17.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/name',
            schemaPath: 'question.schema.json#/$defs/TotalName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: 'question.schema.json#/$defs/TotalName/type',
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
    if (data.title !== undefined) {
      if (typeof data.title !== 'string') {
        const err6 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
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
    if (data.questions !== undefined) {
      let data2 = data.questions;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err7 = {
            instancePath: instancePath + '/questions',
            schemaPath: '#/properties/questions/minItems',
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
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
            const err8 = {
              instancePath: instancePath + '/questions/' + i0,
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
          if (typeof data3 == 'number' && isFinite(data3)) {
            if (data3 > 2147483647 || isNaN(data3)) {
              const err9 = {
                instancePath: instancePath + '/questions/' + i0,
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
            if (data3 < 1 || isNaN(data3)) {
              const err10 = {
                instancePath: instancePath + '/questions/' + i0,
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
      } else {
        const err11 = {
          instancePath: instancePath + '/questions',
          schemaPath: '#/properties/questions/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validate4.errors = vErrors;
  return errors === 0;
}
const pattern0 = new RegExp('^[a-z][a-z0-9:-]*$', 'u');
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
    if (data.positions === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'positions' },
        message: "must have required property '" + 'positions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'positions')) {
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
    if (data.positions !== undefined) {
      let data0 = data.positions;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        for (const key1 in data0) {
          const _errs4 = errors;
          if (typeof key1 === 'string') {
            if (!pattern0.test(key1)) {
              const err2 = {
                instancePath: instancePath + '/positions',
                schemaPath: '#/properties/positions/propertyNames/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-z0-9:-]*$' },
                message: 'must match pattern "' + '^[a-z][a-z0-9:-]*$' + '"',
                propertyName: key1,
              };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          }
          var valid1 = _errs4 === errors;
          if (!valid1) {
            const err3 = {
              instancePath: instancePath + '/positions',
              schemaPath: '#/properties/positions/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key1 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        for (const key2 in data0) {
          let data1 = data0[key2];
          if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
            if (data1.x === undefined) {
              const err4 = {
                instancePath: instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/Position/required',
                keyword: 'required',
                params: { missingProperty: 'x' },
                message: "must have required property '" + 'x' + "'",
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data1.y === undefined) {
              const err5 = {
                instancePath: instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/Position/required',
                keyword: 'required',
                params: { missingProperty: 'y' },
                message: "must have required property '" + 'y' + "'",
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            for (const key3 in data1) {
              if (!(key3 === 'x' || key3 === 'y')) {
                const err6 = {
                  instancePath: instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/$defs/Position/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key3 },
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
            if (data1.x !== undefined) {
              let data2 = data1.x;
              if (!(typeof data2 == 'number' && isFinite(data2))) {
                const err7 = {
                  instancePath:
                    instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/x',
                  schemaPath: '#/$defs/Position/properties/x/type',
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
            if (data1.y !== undefined) {
              let data3 = data1.y;
              if (!(typeof data3 == 'number' && isFinite(data3))) {
                const err8 = {
                  instancePath:
                    instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/y',
                  schemaPath: '#/$defs/Position/properties/y/type',
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
          } else {
            const err9 = {
              instancePath: instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/$defs/Position/type',
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
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/positions',
          schemaPath: '#/properties/positions/type',
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
  validate5.errors = vErrors;
  return errors === 0;
}
export function validateFlowVersion(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/flow-version.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.schema_version === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'schema_version' },
        message: "must have required property '" + 'schema_version' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.tenant_id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'tenant_id' },
        message: "must have required property '" + 'tenant_id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.key === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'key' },
        message: "must have required property '" + 'key' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.version === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'version' },
        message: "must have required property '" + 'version' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.status === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'status' },
        message: "must have required property '" + 'status' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.first_question_id === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'first_question_id' },
        message: "must have required property '" + 'first_question_id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.steps === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'steps' },
        message: "must have required property '" + 'steps' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.questions === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questions' },
        message: "must have required property '" + 'questions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.layout === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'layout' },
        message: "must have required property '" + 'layout' + "'",
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
    if (data.schema_version !== undefined) {
      if (1 !== data.schema_version) {
        const err11 = {
          instancePath: instancePath + '/schema_version',
          schemaPath: '#/properties/schema_version/const',
          keyword: 'const',
          params: { allowedValue: 1 },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
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
    if (data.key !== undefined) {
      let data2 = data.key;
      if (typeof data2 !== 'string') {
        const err15 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/type',
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
      if (!(data2 === 'intake' || data2 === 'followup' || data2 === 'quiz' || data2 === 'cancellation')) {
        const err16 = {
          instancePath: instancePath + '/key',
          schemaPath: 'enums.schema.json#/$defs/FlowKey/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema11.enum },
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
    if (data.version !== undefined) {
      let data3 = data.version;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err17 = {
          instancePath: instancePath + '/version',
          schemaPath: '#/properties/version/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err18 = {
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err19 = {
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.status !== undefined) {
      let data4 = data.status;
      if (typeof data4 !== 'string') {
        const err20 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/FlowStatus/type',
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
      if (!(data4 === 'draft' || data4 === 'published' || data4 === 'archived')) {
        const err21 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/FlowStatus/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema14.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data5 = data.title;
      if (typeof data5 === 'string') {
        if (shared.func0(data5) < 1) {
          const err22 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (!shared.pattern0.test(data5)) {
          const err23 = {
            instancePath: instancePath + '/title',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/title',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.description !== undefined) {
      if (typeof data.description !== 'string') {
        const err25 = {
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
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
    if (data.first_question_id !== undefined) {
      let data7 = data.first_question_id;
      if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
        const err26 = {
          instancePath: instancePath + '/first_question_id',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
            instancePath: instancePath + '/first_question_id',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
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
            instancePath: instancePath + '/first_question_id',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
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
    if (data.steps !== undefined) {
      let data8 = data.steps;
      if (Array.isArray(data8)) {
        if (data8.length < 1) {
          const err29 = {
            instancePath: instancePath + '/steps',
            schemaPath: '#/properties/steps/minItems',
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
        const len0 = data8.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate0(data8[i0], {
              instancePath: instancePath + '/steps/' + i0,
              parentData: data8,
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
        const err30 = {
          instancePath: instancePath + '/steps',
          schemaPath: '#/properties/steps/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.questions !== undefined) {
      let data10 = data.questions;
      if (Array.isArray(data10)) {
        if (data10.length < 1) {
          const err31 = {
            instancePath: instancePath + '/questions',
            schemaPath: '#/properties/questions/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        const len1 = data10.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validateQuestion(data10[i1], {
              instancePath: instancePath + '/questions/' + i1,
              parentData: data10,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validateQuestion.errors : vErrors.concat(validateQuestion.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err32 = {
          instancePath: instancePath + '/questions',
          schemaPath: '#/properties/questions/type',
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
    if (data.totals !== undefined) {
      let data12 = data.totals;
      if (Array.isArray(data12)) {
        const len2 = data12.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validate1(data12[i2], {
              instancePath: instancePath + '/totals/' + i2,
              parentData: data12,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err33 = {
          instancePath: instancePath + '/totals',
          schemaPath: '#/properties/totals/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.calculations !== undefined) {
      let data14 = data.calculations;
      if (Array.isArray(data14)) {
        const len3 = data14.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (
            !validate2(data14[i3], {
              instancePath: instancePath + '/calculations/' + i3,
              parentData: data14,
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
        const err34 = {
          instancePath: instancePath + '/calculations',
          schemaPath: '#/properties/calculations/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.eligibility !== undefined) {
      let data16 = data.eligibility;
      if (Array.isArray(data16)) {
        const len4 = data16.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (
            !validate3(data16[i4], {
              instancePath: instancePath + '/eligibility/' + i4,
              parentData: data16,
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
        const err35 = {
          instancePath: instancePath + '/eligibility',
          schemaPath: '#/properties/eligibility/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.assertions !== undefined) {
      let data18 = data.assertions;
      if (Array.isArray(data18)) {
        const len5 = data18.length;
        for (let i5 = 0; i5 < len5; i5++) {
          if (
            !validate4(data18[i5], {
              instancePath: instancePath + '/assertions/' + i5,
              parentData: data18,
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
        const err36 = {
          instancePath: instancePath + '/assertions',
          schemaPath: '#/properties/assertions/type',
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
    if (data.layout !== undefined) {
      if (
        !validate5(data.layout, {
          instancePath: instancePath + '/layout',
          parentData: data,
          parentDataProperty: 'layout',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
    if (data.created_at !== undefined) {
      let data21 = data.created_at;
      if (typeof data21 === 'string') {
        if (!shared.formats2.validate(data21)) {
          const err37 = {
            instancePath: instancePath + '/created_at',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/created_at',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
    if (data.published_at !== undefined) {
      let data22 = data.published_at;
      const _errs45 = errors;
      let valid19 = false;
      const _errs46 = errors;
      if (typeof data22 === 'string') {
        if (!shared.formats2.validate(data22)) {
          const err39 = {
            instancePath: instancePath + '/published_at',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/published_at',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
      var _valid0 = _errs46 === errors;
      valid19 = valid19 || _valid0;
      const _errs49 = errors;
      if (data22 !== null) {
        const err41 = {
          instancePath: instancePath + '/published_at',
          schemaPath: '#/properties/published_at/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
      var _valid0 = _errs49 === errors;
      valid19 = valid19 || _valid0;
      if (!valid19) {
        const err42 = {
          instancePath: instancePath + '/published_at',
          schemaPath: '#/properties/published_at/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      } else {
        errors = _errs45;
        if (vErrors !== null) {
          if (_errs45) {
            vErrors.length = _errs45;
          } else {
            vErrors = null;
          }
        }
      }
    }
  } else {
    const err43 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err43];
    } else {
      vErrors.push(err43);
    }
    errors++;
  }
  validateFlowVersion.errors = vErrors;
  return errors === 0;
}
function validateFlowStep(
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
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
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
      if (!(
        key0 === 'key' ||
        key0 === 'kind' ||
        key0 === 'path' ||
        key0 === 'title' ||
        key0 === 'question_id' ||
        key0 === 'flow_step'
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
    if (data.key !== undefined) {
      let data0 = data.key;
      if (typeof data0 === 'string') {
        if (!shared.pattern21.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/key',
            schemaPath: '#/properties/key/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9-]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9-]*$' + '"',
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
          instancePath: instancePath + '/key',
          schemaPath: '#/properties/key/type',
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
    if (data.kind !== undefined) {
      let data1 = data.kind;
      if (typeof data1 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/kind',
          schemaPath: 'enums.schema.json#/$defs/FlowStepKind/type',
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
      if (!(
        data1 === 'lead-qualify' ||
        data1 === 'lead-intro' ||
        data1 === 'questions' ||
        data1 === 'question' ||
        data1 === 'page' ||
        data1 === 'checkout'
      )) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: 'enums.schema.json#/$defs/FlowStepKind/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema16.enum },
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
    if (data.title !== undefined) {
      if (typeof data.title !== 'string') {
        const err10 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
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
    if (data.question_id !== undefined) {
      let data4 = data.question_id;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err11 = {
          instancePath: instancePath + '/question_id',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 2147483647 || isNaN(data4)) {
          const err12 = {
            instancePath: instancePath + '/question_id',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
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
        if (data4 < 1 || isNaN(data4)) {
          const err13 = {
            instancePath: instancePath + '/question_id',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
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
    if (data.flow_step !== undefined) {
      let data5 = data.flow_step;
      if (typeof data5 !== 'string') {
        const err14 = {
          instancePath: instancePath + '/flow_step',
          schemaPath: '#/properties/flow_step/type',
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
      if (!(data5 === 'home' || data5 === 'questions' || data5 === 'followup')) {
        const err15 = {
          instancePath: instancePath + '/flow_step',
          schemaPath: '#/properties/flow_step/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.properties.flow_step.enum },
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
  validateFlowStep.errors = vErrors;
  return errors === 0;
}
function validateFlowTotal(
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
    if (data.questions === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questions' },
        message: "must have required property '" + 'questions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'title' || key0 === 'questions')) {
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
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) > 64) {
          const err3 = {
            instancePath: instancePath + '/name',
            schemaPath: 'question.schema.json#/$defs/TotalName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!shared.pattern17.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/name',
            schemaPath: 'question.schema.json#/$defs/TotalName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/name',
          schemaPath: 'question.schema.json#/$defs/TotalName/type',
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
    if (data.title !== undefined) {
      if (typeof data.title !== 'string') {
        const err6 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
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
    if (data.questions !== undefined) {
      let data2 = data.questions;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err7 = {
            instancePath: instancePath + '/questions',
            schemaPath: '#/properties/questions/minItems',
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
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
            const err8 = {
              instancePath: instancePath + '/questions/' + i0,
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
          if (typeof data3 == 'number' && isFinite(data3)) {
            if (data3 > 2147483647 || isNaN(data3)) {
              const err9 = {
                instancePath: instancePath + '/questions/' + i0,
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
            if (data3 < 1 || isNaN(data3)) {
              const err10 = {
                instancePath: instancePath + '/questions/' + i0,
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
      } else {
        const err11 = {
          instancePath: instancePath + '/questions',
          schemaPath: '#/properties/questions/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validateFlowTotal.errors = vErrors;
  return errors === 0;
}
function validateFlowLayout(
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
    if (data.positions === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'positions' },
        message: "must have required property '" + 'positions' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'positions')) {
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
    if (data.positions !== undefined) {
      let data0 = data.positions;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        for (const key1 in data0) {
          const _errs4 = errors;
          if (typeof key1 === 'string') {
            if (!pattern0.test(key1)) {
              const err2 = {
                instancePath: instancePath + '/positions',
                schemaPath: '#/properties/positions/propertyNames/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-z0-9:-]*$' },
                message: 'must match pattern "' + '^[a-z][a-z0-9:-]*$' + '"',
                propertyName: key1,
              };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
          }
          var valid1 = _errs4 === errors;
          if (!valid1) {
            const err3 = {
              instancePath: instancePath + '/positions',
              schemaPath: '#/properties/positions/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key1 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err3];
            } else {
              vErrors.push(err3);
            }
            errors++;
          }
        }
        for (const key2 in data0) {
          let data1 = data0[key2];
          if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
            if (data1.x === undefined) {
              const err4 = {
                instancePath: instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/Position/required',
                keyword: 'required',
                params: { missingProperty: 'x' },
                message: "must have required property '" + 'x' + "'",
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data1.y === undefined) {
              const err5 = {
                instancePath: instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/Position/required',
                keyword: 'required',
                params: { missingProperty: 'y' },
                message: "must have required property '" + 'y' + "'",
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            for (const key3 in data1) {
              if (!(key3 === 'x' || key3 === 'y')) {
                const err6 = {
                  instancePath: instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/$defs/Position/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key3 },
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
            if (data1.x !== undefined) {
              let data2 = data1.x;
              if (!(typeof data2 == 'number' && isFinite(data2))) {
                const err7 = {
                  instancePath:
                    instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/x',
                  schemaPath: '#/$defs/Position/properties/x/type',
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
            if (data1.y !== undefined) {
              let data3 = data1.y;
              if (!(typeof data3 == 'number' && isFinite(data3))) {
                const err8 = {
                  instancePath:
                    instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/y',
                  schemaPath: '#/$defs/Position/properties/y/type',
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
          } else {
            const err9 = {
              instancePath: instancePath + '/positions/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/$defs/Position/type',
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
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/positions',
          schemaPath: '#/properties/positions/type',
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
  validateFlowLayout.errors = vErrors;
  return errors === 0;
}
function validatePosition(
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
    if (data.x === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'x' || key0 === 'y')) {
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
    if (data.x !== undefined) {
      let data0 = data.x;
      if (!(typeof data0 == 'number' && isFinite(data0))) {
        const err3 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/properties/x/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.y !== undefined) {
      let data1 = data.y;
      if (!(typeof data1 == 'number' && isFinite(data1))) {
        const err4 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/properties/y/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
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
  validatePosition.errors = vErrors;
  return errors === 0;
}
