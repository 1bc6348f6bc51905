/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const FlowDropOffQuestion = /* @__PURE__ */ named<types.FlowDropOffQuestion>(
  'FlowDropOffQuestion',
  validateFlowDropOffQuestion,
);
export const FlowDropOffResponse = /* @__PURE__ */ named<types.FlowDropOffResponse>(
  'FlowDropOffResponse',
  validateFlowDropOffResponse,
);
export const CancellationOutcomeCounts = /* @__PURE__ */ named<types.CancellationOutcomeCounts>(
  'CancellationOutcomeCounts',
  validateCancellationOutcomeCounts,
);
function validateFlowDropOffQuestion(
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
    if (data.questionId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questionId' },
        message: "must have required property '" + 'questionId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.reached === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'reached' },
        message: "must have required property '" + 'reached' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.stopped === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'stopped' },
        message: "must have required property '" + 'stopped' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.hardStopped === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'hardStopped' },
        message: "must have required property '" + 'hardStopped' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'questionId' || key0 === 'reached' || key0 === 'stopped' || key0 === 'hardStopped')) {
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
    if (data.questionId !== undefined) {
      let data0 = data.questionId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + '/questionId',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
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
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
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
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
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
    if (data.reached !== undefined) {
      let data1 = data.reached;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/reached',
          schemaPath: '#/properties/reached/type',
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
        if (data1 < 0 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/reached',
            schemaPath: '#/properties/reached/minimum',
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
    if (data.stopped !== undefined) {
      let data2 = data.stopped;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/stopped',
          schemaPath: '#/properties/stopped/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/stopped',
            schemaPath: '#/properties/stopped/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.hardStopped !== undefined) {
      let data3 = data.hardStopped;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err12 = {
          instancePath: instancePath + '/hardStopped',
          schemaPath: '#/properties/hardStopped/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 < 0 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + '/hardStopped',
            schemaPath: '#/properties/hardStopped/minimum',
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
  validateFlowDropOffQuestion.errors = vErrors;
  return errors === 0;
}
function validateFlowDropOffResponse(
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
    if (data.intakes === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'intakes' },
        message: "must have required property '" + 'intakes' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.questions === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'questions' },
        message: "must have required property '" + 'questions' + "'",
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
        key0 === 'version' ||
        key0 === 'intakes' ||
        key0 === 'questions' ||
        key0 === 'outcomes'
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
    if (data.version !== undefined) {
      let data1 = data.version;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/version',
          schemaPath: '#/properties/version/type',
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
            instancePath: instancePath + '/version',
            schemaPath: '#/properties/version/minimum',
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
    }
    if (data.intakes !== undefined) {
      let data2 = data.intakes;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err9 = {
          instancePath: instancePath + '/intakes',
          schemaPath: '#/properties/intakes/type',
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
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/intakes',
            schemaPath: '#/properties/intakes/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.questions !== undefined) {
      let data3 = data.questions;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validateFlowDropOffQuestion(data3[i0], {
              instancePath: instancePath + '/questions/' + i0,
              parentData: data3,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors =
              vErrors === null
                ? validateFlowDropOffQuestion.errors
                : vErrors.concat(validateFlowDropOffQuestion.errors);
            errors = vErrors.length;
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
    if (data.outcomes !== undefined) {
      let data5 = data.outcomes;
      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
        if (data5.completed === undefined) {
          const err12 = {
            instancePath: instancePath + '/outcomes',
            schemaPath: '#/$defs/CancellationOutcomeCounts/required',
            keyword: 'required',
            params: { missingProperty: 'completed' },
            message: "must have required property '" + 'completed' + "'",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data5.saved === undefined) {
          const err13 = {
            instancePath: instancePath + '/outcomes',
            schemaPath: '#/$defs/CancellationOutcomeCounts/required',
            keyword: 'required',
            params: { missingProperty: 'saved' },
            message: "must have required property '" + 'saved' + "'",
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data5.saveRate === undefined) {
          const err14 = {
            instancePath: instancePath + '/outcomes',
            schemaPath: '#/$defs/CancellationOutcomeCounts/required',
            keyword: 'required',
            params: { missingProperty: 'saveRate' },
            message: "must have required property '" + 'saveRate' + "'",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data5.byOutcome === undefined) {
          const err15 = {
            instancePath: instancePath + '/outcomes',
            schemaPath: '#/$defs/CancellationOutcomeCounts/required',
            keyword: 'required',
            params: { missingProperty: 'byOutcome' },
            message: "must have required property '" + 'byOutcome' + "'",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        for (const key1 in data5) {
          if (!(key1 === 'completed' || key1 === 'saved' || key1 === 'saveRate' || key1 === 'byOutcome')) {
            const err16 = {
              instancePath: instancePath + '/outcomes',
              schemaPath: '#/$defs/CancellationOutcomeCounts/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data5.completed !== undefined) {
          let data6 = data5.completed;
          if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
            const err17 = {
              instancePath: instancePath + '/outcomes/completed',
              schemaPath: '#/$defs/CancellationOutcomeCounts/properties/completed/type',
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
          if (typeof data6 == 'number' && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err18 = {
                instancePath: instancePath + '/outcomes/completed',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/completed/minimum',
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
          }
        }
        if (data5.saved !== undefined) {
          let data7 = data5.saved;
          if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
            const err19 = {
              instancePath: instancePath + '/outcomes/saved',
              schemaPath: '#/$defs/CancellationOutcomeCounts/properties/saved/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          if (typeof data7 == 'number' && isFinite(data7)) {
            if (data7 < 0 || isNaN(data7)) {
              const err20 = {
                instancePath: instancePath + '/outcomes/saved',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/saved/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
        }
        if (data5.saveRate !== undefined) {
          let data8 = data5.saveRate;
          const _errs21 = errors;
          let valid6 = false;
          const _errs22 = errors;
          if (typeof data8 == 'number' && isFinite(data8)) {
            if (data8 > 1 || isNaN(data8)) {
              const err21 = {
                instancePath: instancePath + '/outcomes/saveRate',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/saveRate/anyOf/0/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 1 },
                message: 'must be <= 1',
              };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
            if (data8 < 0 || isNaN(data8)) {
              const err22 = {
                instancePath: instancePath + '/outcomes/saveRate',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/saveRate/anyOf/0/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
          } else {
            const err23 = {
              instancePath: instancePath + '/outcomes/saveRate',
              schemaPath: '#/$defs/CancellationOutcomeCounts/properties/saveRate/anyOf/0/type',
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
          var _valid0 = _errs22 === errors;
          valid6 = valid6 || _valid0;
          const _errs24 = errors;
          if (data8 !== null) {
            const err24 = {
              instancePath: instancePath + '/outcomes/saveRate',
              schemaPath: '#/$defs/CancellationOutcomeCounts/properties/saveRate/anyOf/1/type',
              keyword: 'type',
              params: { type: 'null' },
              message: 'must be null',
            };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
          var _valid0 = _errs24 === errors;
          valid6 = valid6 || _valid0;
          if (!valid6) {
            const err25 = {
              instancePath: instancePath + '/outcomes/saveRate',
              schemaPath: '#/$defs/CancellationOutcomeCounts/properties/saveRate/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          } else {
            errors = _errs21;
            if (vErrors !== null) {
              if (_errs21) {
                vErrors.length = _errs21;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data5.byOutcome !== undefined) {
          let data9 = data5.byOutcome;
          if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
            if (data9.cancel === undefined) {
              const err26 = {
                instancePath: instancePath + '/outcomes/byOutcome',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/required',
                keyword: 'required',
                params: { missingProperty: 'cancel' },
                message: "must have required property '" + 'cancel' + "'",
              };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            if (data9.pause === undefined) {
              const err27 = {
                instancePath: instancePath + '/outcomes/byOutcome',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/required',
                keyword: 'required',
                params: { missingProperty: 'pause' },
                message: "must have required property '" + 'pause' + "'",
              };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
            if (data9.skip === undefined) {
              const err28 = {
                instancePath: instancePath + '/outcomes/byOutcome',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/required',
                keyword: 'required',
                params: { missingProperty: 'skip' },
                message: "must have required property '" + 'skip' + "'",
              };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            if (data9.accept_offer === undefined) {
              const err29 = {
                instancePath: instancePath + '/outcomes/byOutcome',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/required',
                keyword: 'required',
                params: { missingProperty: 'accept_offer' },
                message: "must have required property '" + 'accept_offer' + "'",
              };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (data9.contact_support === undefined) {
              const err30 = {
                instancePath: instancePath + '/outcomes/byOutcome',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/required',
                keyword: 'required',
                params: { missingProperty: 'contact_support' },
                message: "must have required property '" + 'contact_support' + "'",
              };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (data9.keep === undefined) {
              const err31 = {
                instancePath: instancePath + '/outcomes/byOutcome',
                schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/required',
                keyword: 'required',
                params: { missingProperty: 'keep' },
                message: "must have required property '" + 'keep' + "'",
              };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            for (const key2 in data9) {
              if (!(
                key2 === 'cancel' ||
                key2 === 'pause' ||
                key2 === 'skip' ||
                key2 === 'accept_offer' ||
                key2 === 'contact_support' ||
                key2 === 'keep'
              )) {
                const err32 = {
                  instancePath: instancePath + '/outcomes/byOutcome',
                  schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key2 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
            if (data9.cancel !== undefined) {
              let data10 = data9.cancel;
              if (!(typeof data10 == 'number' && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
                const err33 = {
                  instancePath: instancePath + '/outcomes/byOutcome/cancel',
                  schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/cancel/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
              if (typeof data10 == 'number' && isFinite(data10)) {
                if (data10 < 0 || isNaN(data10)) {
                  const err34 = {
                    instancePath: instancePath + '/outcomes/byOutcome/cancel',
                    schemaPath:
                      '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/cancel/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err34];
                  } else {
                    vErrors.push(err34);
                  }
                  errors++;
                }
              }
            }
            if (data9.pause !== undefined) {
              let data11 = data9.pause;
              if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
                const err35 = {
                  instancePath: instancePath + '/outcomes/byOutcome/pause',
                  schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/pause/type',
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
              if (typeof data11 == 'number' && isFinite(data11)) {
                if (data11 < 0 || isNaN(data11)) {
                  const err36 = {
                    instancePath: instancePath + '/outcomes/byOutcome/pause',
                    schemaPath:
                      '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/pause/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
              }
            }
            if (data9.skip !== undefined) {
              let data12 = data9.skip;
              if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                const err37 = {
                  instancePath: instancePath + '/outcomes/byOutcome/skip',
                  schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/skip/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
              if (typeof data12 == 'number' && isFinite(data12)) {
                if (data12 < 0 || isNaN(data12)) {
                  const err38 = {
                    instancePath: instancePath + '/outcomes/byOutcome/skip',
                    schemaPath:
                      '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/skip/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
              }
            }
            if (data9.accept_offer !== undefined) {
              let data13 = data9.accept_offer;
              if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
                const err39 = {
                  instancePath: instancePath + '/outcomes/byOutcome/accept_offer',
                  schemaPath:
                    '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/accept_offer/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
              if (typeof data13 == 'number' && isFinite(data13)) {
                if (data13 < 0 || isNaN(data13)) {
                  const err40 = {
                    instancePath: instancePath + '/outcomes/byOutcome/accept_offer',
                    schemaPath:
                      '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/accept_offer/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              }
            }
            if (data9.contact_support !== undefined) {
              let data14 = data9.contact_support;
              if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
                const err41 = {
                  instancePath: instancePath + '/outcomes/byOutcome/contact_support',
                  schemaPath:
                    '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/contact_support/type',
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
              if (typeof data14 == 'number' && isFinite(data14)) {
                if (data14 < 0 || isNaN(data14)) {
                  const err42 = {
                    instancePath: instancePath + '/outcomes/byOutcome/contact_support',
                    schemaPath:
                      '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/contact_support/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
              }
            }
            if (data9.keep !== undefined) {
              let data15 = data9.keep;
              if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
                const err43 = {
                  instancePath: instancePath + '/outcomes/byOutcome/keep',
                  schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/keep/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
              if (typeof data15 == 'number' && isFinite(data15)) {
                if (data15 < 0 || isNaN(data15)) {
                  const err44 = {
                    instancePath: instancePath + '/outcomes/byOutcome/keep',
                    schemaPath:
                      '#/$defs/CancellationOutcomeCounts/properties/byOutcome/properties/keep/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 0 },
                    message: 'must be >= 0',
                  };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err45 = {
              instancePath: instancePath + '/outcomes/byOutcome',
              schemaPath: '#/$defs/CancellationOutcomeCounts/properties/byOutcome/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = {
          instancePath: instancePath + '/outcomes',
          schemaPath: '#/$defs/CancellationOutcomeCounts/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
  } else {
    const err47 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err47];
    } else {
      vErrors.push(err47);
    }
    errors++;
  }
  validateFlowDropOffResponse.errors = vErrors;
  return errors === 0;
}
function validateCancellationOutcomeCounts(
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
    if (data.completed === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'completed' },
        message: "must have required property '" + 'completed' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.saved === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'saved' },
        message: "must have required property '" + 'saved' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.saveRate === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'saveRate' },
        message: "must have required property '" + 'saveRate' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.byOutcome === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'byOutcome' },
        message: "must have required property '" + 'byOutcome' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'completed' || key0 === 'saved' || key0 === 'saveRate' || key0 === 'byOutcome')) {
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
    if (data.completed !== undefined) {
      let data0 = data.completed;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + '/completed',
          schemaPath: '#/properties/completed/type',
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
        if (data0 < 0 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/completed',
            schemaPath: '#/properties/completed/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
    if (data.saved !== undefined) {
      let data1 = data.saved;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/saved',
          schemaPath: '#/properties/saved/type',
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
        if (data1 < 0 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/saved',
            schemaPath: '#/properties/saved/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.saveRate !== undefined) {
      let data2 = data.saveRate;
      const _errs7 = errors;
      let valid1 = false;
      const _errs8 = errors;
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 1 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/saveRate',
            schemaPath: '#/properties/saveRate/anyOf/0/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 1 },
            message: 'must be <= 1',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/saveRate',
            schemaPath: '#/properties/saveRate/anyOf/0/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
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
          instancePath: instancePath + '/saveRate',
          schemaPath: '#/properties/saveRate/anyOf/0/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      var _valid0 = _errs8 === errors;
      valid1 = valid1 || _valid0;
      const _errs10 = errors;
      if (data2 !== null) {
        const err12 = {
          instancePath: instancePath + '/saveRate',
          schemaPath: '#/properties/saveRate/anyOf/1/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      var _valid0 = _errs10 === errors;
      valid1 = valid1 || _valid0;
      if (!valid1) {
        const err13 = {
          instancePath: instancePath + '/saveRate',
          schemaPath: '#/properties/saveRate/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      } else {
        errors = _errs7;
        if (vErrors !== null) {
          if (_errs7) {
            vErrors.length = _errs7;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.byOutcome !== undefined) {
      let data3 = data.byOutcome;
      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
        if (data3.cancel === undefined) {
          const err14 = {
            instancePath: instancePath + '/byOutcome',
            schemaPath: '#/properties/byOutcome/required',
            keyword: 'required',
            params: { missingProperty: 'cancel' },
            message: "must have required property '" + 'cancel' + "'",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3.pause === undefined) {
          const err15 = {
            instancePath: instancePath + '/byOutcome',
            schemaPath: '#/properties/byOutcome/required',
            keyword: 'required',
            params: { missingProperty: 'pause' },
            message: "must have required property '" + 'pause' + "'",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3.skip === undefined) {
          const err16 = {
            instancePath: instancePath + '/byOutcome',
            schemaPath: '#/properties/byOutcome/required',
            keyword: 'required',
            params: { missingProperty: 'skip' },
            message: "must have required property '" + 'skip' + "'",
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3.accept_offer === undefined) {
          const err17 = {
            instancePath: instancePath + '/byOutcome',
            schemaPath: '#/properties/byOutcome/required',
            keyword: 'required',
            params: { missingProperty: 'accept_offer' },
            message: "must have required property '" + 'accept_offer' + "'",
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (data3.contact_support === undefined) {
          const err18 = {
            instancePath: instancePath + '/byOutcome',
            schemaPath: '#/properties/byOutcome/required',
            keyword: 'required',
            params: { missingProperty: 'contact_support' },
            message: "must have required property '" + 'contact_support' + "'",
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data3.keep === undefined) {
          const err19 = {
            instancePath: instancePath + '/byOutcome',
            schemaPath: '#/properties/byOutcome/required',
            keyword: 'required',
            params: { missingProperty: 'keep' },
            message: "must have required property '" + 'keep' + "'",
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        for (const key1 in data3) {
          if (!(
            key1 === 'cancel' ||
            key1 === 'pause' ||
            key1 === 'skip' ||
            key1 === 'accept_offer' ||
            key1 === 'contact_support' ||
            key1 === 'keep'
          )) {
            const err20 = {
              instancePath: instancePath + '/byOutcome',
              schemaPath: '#/properties/byOutcome/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data3.cancel !== undefined) {
          let data4 = data3.cancel;
          if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
            const err21 = {
              instancePath: instancePath + '/byOutcome/cancel',
              schemaPath: '#/properties/byOutcome/properties/cancel/type',
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
          if (typeof data4 == 'number' && isFinite(data4)) {
            if (data4 < 0 || isNaN(data4)) {
              const err22 = {
                instancePath: instancePath + '/byOutcome/cancel',
                schemaPath: '#/properties/byOutcome/properties/cancel/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
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
        if (data3.pause !== undefined) {
          let data5 = data3.pause;
          if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
            const err23 = {
              instancePath: instancePath + '/byOutcome/pause',
              schemaPath: '#/properties/byOutcome/properties/pause/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
          if (typeof data5 == 'number' && isFinite(data5)) {
            if (data5 < 0 || isNaN(data5)) {
              const err24 = {
                instancePath: instancePath + '/byOutcome/pause',
                schemaPath: '#/properties/byOutcome/properties/pause/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          }
        }
        if (data3.skip !== undefined) {
          let data6 = data3.skip;
          if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
            const err25 = {
              instancePath: instancePath + '/byOutcome/skip',
              schemaPath: '#/properties/byOutcome/properties/skip/type',
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
          if (typeof data6 == 'number' && isFinite(data6)) {
            if (data6 < 0 || isNaN(data6)) {
              const err26 = {
                instancePath: instancePath + '/byOutcome/skip',
                schemaPath: '#/properties/byOutcome/properties/skip/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
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
        if (data3.accept_offer !== undefined) {
          let data7 = data3.accept_offer;
          if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
            const err27 = {
              instancePath: instancePath + '/byOutcome/accept_offer',
              schemaPath: '#/properties/byOutcome/properties/accept_offer/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          if (typeof data7 == 'number' && isFinite(data7)) {
            if (data7 < 0 || isNaN(data7)) {
              const err28 = {
                instancePath: instancePath + '/byOutcome/accept_offer',
                schemaPath: '#/properties/byOutcome/properties/accept_offer/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
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
        if (data3.contact_support !== undefined) {
          let data8 = data3.contact_support;
          if (!(typeof data8 == 'number' && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
            const err29 = {
              instancePath: instancePath + '/byOutcome/contact_support',
              schemaPath: '#/properties/byOutcome/properties/contact_support/type',
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
                instancePath: instancePath + '/byOutcome/contact_support',
                schemaPath: '#/properties/byOutcome/properties/contact_support/minimum',
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
        if (data3.keep !== undefined) {
          let data9 = data3.keep;
          if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
            const err31 = {
              instancePath: instancePath + '/byOutcome/keep',
              schemaPath: '#/properties/byOutcome/properties/keep/type',
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
                instancePath: instancePath + '/byOutcome/keep',
                schemaPath: '#/properties/byOutcome/properties/keep/minimum',
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
          instancePath: instancePath + '/byOutcome',
          schemaPath: '#/properties/byOutcome/type',
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
    }
  } else {
    const err34 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err34];
    } else {
      vErrors.push(err34);
    }
    errors++;
  }
  validateCancellationOutcomeCounts.errors = vErrors;
  return errors === 0;
}
