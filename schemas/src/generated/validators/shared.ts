/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.
import { fullFormats as formats } from 'ajv-formats/dist/formats.js';

export const ucs2length = (text: string): number => [...text].length;
export const func0 = ucs2length;
export const pattern0 = new RegExp('\\S', 'u');
export const pattern1 = new RegExp('^[2-9][0-9]{9}$', 'u');
export const pattern2 = new RegExp('^[A-Z]{2}$', 'u');
export const pattern3 = new RegExp('^[0-9]{5}(-[0-9]{4})?$', 'u');
export const formats0 =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const pattern4 = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$', 'u');
export const schema0 = {
  title: 'PaySource',
  type: 'string',
  enum: [
    'APPLEPAY',
    'ACCTONFILE',
    'CHECK',
    'CREDITCARD',
    'COD',
    'DIRECTDEBIT',
    'GOOGLEPAY',
    'PAYPAL',
    'PREPAID',
  ],
};
export const pattern5 = new RegExp('^[0-9]{4}$', 'u');
export const pattern6 = new RegExp('^(0[1-9]|1[0-2])/[0-9]{2}$', 'u');
export const pattern7 = new RegExp('^[0-9]{12,19}$', 'u');
export const pattern8 = new RegExp('^[0-9]{3,4}$', 'u');
export const pattern9 = new RegExp(
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$',
  'u',
);
export const pattern10 = new RegExp('^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$', 'u');
export const formats1 = formats.date;
export const formats2 = formats['date-time'];
export const schema1 = {
  title: 'CancellationReason',
  description: "Why a customer cancels; 'other' needs a details text.",
  type: 'string',
  enum: [
    'too_expensive',
    'travelling',
    'not_seeing_results',
    'side_effects',
    'reached_my_goal',
    'prefer_another_treatment',
    'switching_provider',
    'clinician_advised',
    'other',
  ],
};
export const pattern11 = new RegExp('^[1-9][0-9]*$', 'u');
export const pattern12 = new RegExp('^[a-z]+/[a-z0-9.+-]+$', 'u');
export const schema2 = {
  title: 'CancellationOutcome',
  description:
    'How a cancellation flow ends: cancel the subscription, pause it, skip the next shipment, accept the retention offer, contact the care team, or keep it as it is (changed their mind).',
  type: 'string',
  enum: ['cancel', 'pause', 'skip', 'accept_offer', 'contact_support', 'keep'],
};
export const func1 = Object.prototype.hasOwnProperty;
export const schema3 = { title: 'PurchaseStatus', type: 'string', enum: ['ACTIVE', 'PAUSED', 'CANCELLED'] };
export const schema4 = {
  title: 'OrderStatus',
  type: 'string',
  enum: ['PENDING', 'COMPLETE', 'CANCELLED', 'DECLINED', 'PAUSED', 'PARTIALLY_REFUNDED', 'REACTIVATED'],
};
export const schema5 = {
  title: 'TxnType',
  description:
    'Kind of a payment transaction on an order item. Amounts are always positive: REFUND, VOID and CHARGEBACK move money back to the patient.',
  type: 'string',
  enum: ['SALE', 'AUTHORIZE', 'CAPTURE', 'REFUND', 'VOID', 'CHARGEBACK'],
};
export function validate0(
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
    if (data.txnType === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'txnType' },
        message: "must have required property '" + 'txnType' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.amount === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'amount' },
        message: "must have required property '" + 'amount' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'txnType' ||
        key0 === 'amount' ||
        key0 === 'productId' ||
        key0 === 'med' ||
        key0 === 'productName' ||
        key0 === 'transactionId' ||
        key0 === 'txnDate'
      )) {
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
    if (data.txnType !== undefined) {
      let data0 = data.txnType;
      if (typeof data0 !== 'string') {
        const err3 = {
          instancePath: instancePath + '/txnType',
          schemaPath: 'enums.schema.json#/$defs/TxnType/type',
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
      if (!(
        data0 === 'SALE' ||
        data0 === 'AUTHORIZE' ||
        data0 === 'CAPTURE' ||
        data0 === 'REFUND' ||
        data0 === 'VOID' ||
        data0 === 'CHARGEBACK'
      )) {
        const err4 = {
          instancePath: instancePath + '/txnType',
          schemaPath: 'enums.schema.json#/$defs/TxnType/enum',
          keyword: 'enum',
          params: { allowedValues: schema5.enum },
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
    if (data.amount !== undefined) {
      let data1 = data.amount;
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err5 = {
            instancePath: instancePath + '/amount',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
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
        let res0;
        if (0.01 === 0 || ((res0 = data1 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err6 = {
            instancePath: instancePath + '/amount',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/amount',
          schemaPath: 'common.schema.json#/$defs/Money/type',
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
    if (data.productId !== undefined) {
      let data2 = data.productId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/productId',
          schemaPath: '#/properties/productId/type',
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
        if (data2 < 1 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/productId',
            schemaPath: '#/properties/productId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.med !== undefined) {
      let data3 = data.med;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err10 = {
          instancePath: instancePath + '/med',
          schemaPath: 'common.schema.json#/$defs/MedId/type',
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
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 2147483647 || isNaN(data3)) {
          const err11 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/maximum',
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
        if (data3 < 1 || isNaN(data3)) {
          const err12 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/minimum',
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
    if (data.productName !== undefined) {
      if (typeof data.productName !== 'string') {
        const err13 = {
          instancePath: instancePath + '/productName',
          schemaPath: '#/properties/productName/type',
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
    if (data.transactionId !== undefined) {
      let data5 = data.transactionId;
      if (typeof data5 === 'string') {
        if (func0(data5) < 1) {
          const err14 = {
            instancePath: instancePath + '/transactionId',
            schemaPath: '#/properties/transactionId/minLength',
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
      } else {
        const err15 = {
          instancePath: instancePath + '/transactionId',
          schemaPath: '#/properties/transactionId/type',
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
    if (data.txnDate !== undefined) {
      let data6 = data.txnDate;
      if (typeof data6 === 'string') {
        if (!formats2.validate(data6)) {
          const err16 = {
            instancePath: instancePath + '/txnDate',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/txnDate',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
  validate0.errors = vErrors;
  return errors === 0;
}
export const pattern13 = new RegExp('^[0-9]{10}$', 'u');
export function validate1(
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
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'npi')) {
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
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (func0(data0) < 1) {
          const err2 = {
            instancePath: instancePath + '/name',
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
        if (!pattern0.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/name',
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
          instancePath: instancePath + '/name',
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
    if (data.npi !== undefined) {
      let data1 = data.npi;
      if (typeof data1 === 'string') {
        if (!pattern13.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/npi',
            schemaPath: '#/properties/npi/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{10}$' },
            message: 'must match pattern "' + '^[0-9]{10}$' + '"',
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
          instancePath: instancePath + '/npi',
          schemaPath: '#/properties/npi/type',
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
  validate1.errors = vErrors;
  return errors === 0;
}
export function validate2(
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
    if (data.medication === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'medication' },
        message: "must have required property '" + 'medication' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.dosage === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'dosage' },
        message: "must have required property '" + 'dosage' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.sig === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'sig' },
        message: "must have required property '" + 'sig' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.prescribedAt === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prescribedAt' },
        message: "must have required property '" + 'prescribedAt' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.prescriber === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prescriber' },
        message: "must have required property '" + 'prescriber' + "'",
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
        key0 === 'medication' ||
        key0 === 'med' ||
        key0 === 'dosage' ||
        key0 === 'sig' ||
        key0 === 'quantity' ||
        key0 === 'refills' ||
        key0 === 'prescribedAt' ||
        key0 === 'prescriber'
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
    if (data.medication !== undefined) {
      let data0 = data.medication;
      if (typeof data0 === 'string') {
        if (func0(data0) < 1) {
          const err6 = {
            instancePath: instancePath + '/medication',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
        if (!pattern0.test(data0)) {
          const err7 = {
            instancePath: instancePath + '/medication',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/medication',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.med !== undefined) {
      let data1 = data.med;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err9 = {
          instancePath: instancePath + '/med',
          schemaPath: 'common.schema.json#/$defs/MedId/type',
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
        if (data1 > 2147483647 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/maximum',
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
        if (data1 < 1 || isNaN(data1)) {
          const err11 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/minimum',
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
    if (data.dosage !== undefined) {
      let data2 = data.dosage;
      if (typeof data2 === 'string') {
        if (func0(data2) < 1) {
          const err12 = {
            instancePath: instancePath + '/dosage',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!pattern0.test(data2)) {
          const err13 = {
            instancePath: instancePath + '/dosage',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/dosage',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.sig !== undefined) {
      let data3 = data.sig;
      if (typeof data3 === 'string') {
        if (func0(data3) < 1) {
          const err15 = {
            instancePath: instancePath + '/sig',
            schemaPath: '#/$defs/Sig/minLength',
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
        if (!pattern0.test(data3)) {
          const err16 = {
            instancePath: instancePath + '/sig',
            schemaPath: '#/$defs/Sig/pattern',
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
          instancePath: instancePath + '/sig',
          schemaPath: '#/$defs/Sig/type',
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
    if (data.quantity !== undefined) {
      if (typeof data.quantity !== 'string') {
        const err18 = {
          instancePath: instancePath + '/quantity',
          schemaPath: '#/properties/quantity/type',
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
    if (data.refills !== undefined) {
      let data5 = data.refills;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err19 = {
          instancePath: instancePath + '/refills',
          schemaPath: '#/properties/refills/type',
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
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 < 0 || isNaN(data5)) {
          const err20 = {
            instancePath: instancePath + '/refills',
            schemaPath: '#/properties/refills/minimum',
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
    if (data.prescribedAt !== undefined) {
      let data6 = data.prescribedAt;
      if (typeof data6 === 'string') {
        if (!formats2.validate(data6)) {
          const err21 = {
            instancePath: instancePath + '/prescribedAt',
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
          instancePath: instancePath + '/prescribedAt',
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
    if (data.prescriber !== undefined) {
      if (
        !validate1(data.prescriber, {
          instancePath: instancePath + '/prescriber',
          parentData: data,
          parentDataProperty: 'prescriber',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
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
  validate2.errors = vErrors;
  return errors === 0;
}
export const schema6 = {
  title: 'SelectedProduct',
  description: 'A product the patient chose, as priced when chosen.',
  type: 'object',
  required: ['med', 'name', 'price'],
  additionalProperties: false,
  properties: {
    med: { $ref: 'common.schema.json#/$defs/MedId' },
    name: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
    price: { $ref: 'common.schema.json#/$defs/Money' },
    quantity: { type: 'integer', minimum: 1 },
    strength: { type: 'string' },
    dosage: { $ref: '#/$defs/Dosage' },
    startStep: {
      description:
        "A titrated product: the step of its schedule the patient starts at (1 = the first), as the flow's eligibility rules set it; `dosage` is that step's dose.",
      type: 'integer',
      minimum: 1,
      maximum: 100,
    },
    schedule: {
      description:
        'A titrated product: the dose of each refill cycle from the starting step (cycle 1 is this order; the last step is kept), as the clinician reads it.',
      type: 'array',
      items: {
        type: 'object',
        required: ['step', 'dose', 'fromCycle'],
        additionalProperties: false,
        properties: {
          step: { type: 'integer', minimum: 1, maximum: 100 },
          dose: { type: 'string', minLength: 1 },
          fromCycle: { type: 'integer', minimum: 1, maximum: 10000 },
          toCycle: { type: 'integer', minimum: 1, maximum: 10000 },
        },
      },
    },
    model: {
      description: 'True when the product is sold on a recurring (subscription) model.',
      type: 'boolean',
    },
    clientProductId: { type: 'integer', minimum: 1 },
    campaignProductId: { type: 'integer', minimum: 1 },
  },
};
export function validate3(
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
    if (data.med === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'med' },
        message: "must have required property '" + 'med' + "'",
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
    if (data.price === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'price' },
        message: "must have required property '" + 'price' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema6.properties, key0)) {
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
    if (data.med !== undefined) {
      let data0 = data.med;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/med',
          schemaPath: 'common.schema.json#/$defs/MedId/type',
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
        if (data0 > 2147483647 || isNaN(data0)) {
          const err5 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/med',
            schemaPath: 'common.schema.json#/$defs/MedId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.name !== undefined) {
      let data1 = data.name;
      if (typeof data1 === 'string') {
        if (func0(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/name',
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
        if (!pattern0.test(data1)) {
          const err8 = {
            instancePath: instancePath + '/name',
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
          instancePath: instancePath + '/name',
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
    if (data.price !== undefined) {
      let data2 = data.price;
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
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
        let res0;
        if (0.01 === 0 || ((res0 = data2 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err11 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/price',
          schemaPath: 'common.schema.json#/$defs/Money/type',
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
    if (data.quantity !== undefined) {
      let data3 = data.quantity;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err13 = {
          instancePath: instancePath + '/quantity',
          schemaPath: '#/properties/quantity/type',
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
        if (data3 < 1 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/quantity',
            schemaPath: '#/properties/quantity/minimum',
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
    if (data.strength !== undefined) {
      if (typeof data.strength !== 'string') {
        const err15 = {
          instancePath: instancePath + '/strength',
          schemaPath: '#/properties/strength/type',
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
    if (data.dosage !== undefined) {
      let data5 = data.dosage;
      if (typeof data5 === 'string') {
        if (func0(data5) > 40) {
          const err16 = {
            instancePath: instancePath + '/dosage',
            schemaPath: '#/$defs/Dosage/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (func0(data5) < 1) {
          const err17 = {
            instancePath: instancePath + '/dosage',
            schemaPath: '#/$defs/Dosage/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (!pattern0.test(data5)) {
          const err18 = {
            instancePath: instancePath + '/dosage',
            schemaPath: '#/$defs/Dosage/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/dosage',
          schemaPath: '#/$defs/Dosage/type',
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
    if (data.startStep !== undefined) {
      let data6 = data.startStep;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err20 = {
          instancePath: instancePath + '/startStep',
          schemaPath: '#/properties/startStep/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 > 100 || isNaN(data6)) {
          const err21 = {
            instancePath: instancePath + '/startStep',
            schemaPath: '#/properties/startStep/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 100 },
            message: 'must be <= 100',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data6 < 1 || isNaN(data6)) {
          const err22 = {
            instancePath: instancePath + '/startStep',
            schemaPath: '#/properties/startStep/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.schedule !== undefined) {
      let data7 = data.schedule;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
            if (data8.step === undefined) {
              const err23 = {
                instancePath: instancePath + '/schedule/' + i0,
                schemaPath: '#/properties/schedule/items/required',
                keyword: 'required',
                params: { missingProperty: 'step' },
                message: "must have required property '" + 'step' + "'",
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
            if (data8.dose === undefined) {
              const err24 = {
                instancePath: instancePath + '/schedule/' + i0,
                schemaPath: '#/properties/schedule/items/required',
                keyword: 'required',
                params: { missingProperty: 'dose' },
                message: "must have required property '" + 'dose' + "'",
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (data8.fromCycle === undefined) {
              const err25 = {
                instancePath: instancePath + '/schedule/' + i0,
                schemaPath: '#/properties/schedule/items/required',
                keyword: 'required',
                params: { missingProperty: 'fromCycle' },
                message: "must have required property '" + 'fromCycle' + "'",
              };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            for (const key1 in data8) {
              if (!(key1 === 'step' || key1 === 'dose' || key1 === 'fromCycle' || key1 === 'toCycle')) {
                const err26 = {
                  instancePath: instancePath + '/schedule/' + i0,
                  schemaPath: '#/properties/schedule/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key1 },
                  message: 'must NOT have additional properties',
                };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data8.step !== undefined) {
              let data9 = data8.step;
              if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
                const err27 = {
                  instancePath: instancePath + '/schedule/' + i0 + '/step',
                  schemaPath: '#/properties/schedule/items/properties/step/type',
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
              if (typeof data9 == 'number' && isFinite(data9)) {
                if (data9 > 100 || isNaN(data9)) {
                  const err28 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/step',
                    schemaPath: '#/properties/schedule/items/properties/step/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 100 },
                    message: 'must be <= 100',
                  };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
                if (data9 < 1 || isNaN(data9)) {
                  const err29 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/step',
                    schemaPath: '#/properties/schedule/items/properties/step/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
                  };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
              }
            }
            if (data8.dose !== undefined) {
              let data10 = data8.dose;
              if (typeof data10 === 'string') {
                if (func0(data10) < 1) {
                  const err30 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/dose',
                    schemaPath: '#/properties/schedule/items/properties/dose/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
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
                  instancePath: instancePath + '/schedule/' + i0 + '/dose',
                  schemaPath: '#/properties/schedule/items/properties/dose/type',
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
            if (data8.fromCycle !== undefined) {
              let data11 = data8.fromCycle;
              if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
                const err32 = {
                  instancePath: instancePath + '/schedule/' + i0 + '/fromCycle',
                  schemaPath: '#/properties/schedule/items/properties/fromCycle/type',
                  keyword: 'type',
                  params: { type: 'integer' },
                  message: 'must be integer',
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
              if (typeof data11 == 'number' && isFinite(data11)) {
                if (data11 > 10000 || isNaN(data11)) {
                  const err33 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/fromCycle',
                    schemaPath: '#/properties/schedule/items/properties/fromCycle/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 10000 },
                    message: 'must be <= 10000',
                  };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (data11 < 1 || isNaN(data11)) {
                  const err34 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/fromCycle',
                    schemaPath: '#/properties/schedule/items/properties/fromCycle/minimum',
                    keyword: 'minimum',
                    params: { comparison: '>=', limit: 1 },
                    message: 'must be >= 1',
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
            if (data8.toCycle !== undefined) {
              let data12 = data8.toCycle;
              if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                const err35 = {
                  instancePath: instancePath + '/schedule/' + i0 + '/toCycle',
                  schemaPath: '#/properties/schedule/items/properties/toCycle/type',
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
              if (typeof data12 == 'number' && isFinite(data12)) {
                if (data12 > 10000 || isNaN(data12)) {
                  const err36 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/toCycle',
                    schemaPath: '#/properties/schedule/items/properties/toCycle/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 10000 },
                    message: 'must be <= 10000',
                  };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
                if (data12 < 1 || isNaN(data12)) {
                  const err37 = {
                    instancePath: instancePath + '/schedule/' + i0 + '/toCycle',
                    schemaPath: '#/properties/schedule/items/properties/toCycle/minimum',
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
              instancePath: instancePath + '/schedule/' + i0,
              schemaPath: '#/properties/schedule/items/type',
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
      } else {
        const err39 = {
          instancePath: instancePath + '/schedule',
          schemaPath: '#/properties/schedule/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
    if (data.model !== undefined) {
      if (typeof data.model !== 'boolean') {
        const err40 = {
          instancePath: instancePath + '/model',
          schemaPath: '#/properties/model/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.clientProductId !== undefined) {
      let data14 = data.clientProductId;
      if (!(typeof data14 == 'number' && !(data14 % 1) && !isNaN(data14) && isFinite(data14))) {
        const err41 = {
          instancePath: instancePath + '/clientProductId',
          schemaPath: '#/properties/clientProductId/type',
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
        if (data14 < 1 || isNaN(data14)) {
          const err42 = {
            instancePath: instancePath + '/clientProductId',
            schemaPath: '#/properties/clientProductId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
    if (data.campaignProductId !== undefined) {
      let data15 = data.campaignProductId;
      if (!(typeof data15 == 'number' && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
        const err43 = {
          instancePath: instancePath + '/campaignProductId',
          schemaPath: '#/properties/campaignProductId/type',
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
        if (data15 < 1 || isNaN(data15)) {
          const err44 = {
            instancePath: instancePath + '/campaignProductId',
            schemaPath: '#/properties/campaignProductId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
      instancePath,
      schemaPath: '#/type',
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
  validate3.errors = vErrors;
  return errors === 0;
}
export const formats3 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
export const schema7 = {
  title: 'Role',
  description: 'User roles as numbers: 0 admin, 1 customer, 2 agent.',
  type: 'integer',
  enum: [0, 1, 2],
};
export const formats4 =
  /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
export const pattern14 = new RegExp('^[1-9][0-9]{0,5}$', 'u');
export const pattern15 = new RegExp('^([1-9]|[1-9][0-9]|100)$', 'u');
export const schema8 = {
  title: 'ClinicianVisitStatus',
  description:
    'Where a clinician visit stands: PENDING (submitted, waiting for a clinician), IN_REVIEW, APPROVED (prescribed), DECLINED, CANCELLED, COMPLETED.',
  type: 'string',
  enum: ['PENDING', 'IN_REVIEW', 'APPROVED', 'DECLINED', 'CANCELLED', 'COMPLETED'],
};
export const schema9 = {
  title: 'ClinicianVisitRecord',
  description:
    "The clinician's record of the visit. `info` is the clinician service's own data, null until the visit is done; a follow-up whose visit has info is already completed.",
  type: 'object',
  required: ['info'],
  additionalProperties: false,
  properties: { info: { type: ['object', 'null'], additionalProperties: true } },
};
export const pattern16 = new RegExp('^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$', 'u');
export function validate4(
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
    if (data.status === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'status' },
        message: "must have required property '" + 'status' + "'",
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
        key0 === 'status' ||
        key0 === 'purchaseId' ||
        key0 === 'nextBillDate' ||
        key0 === 'billingIntervalDays'
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
    if (data.status !== undefined) {
      let data0 = data.status;
      if (typeof data0 !== 'string') {
        const err2 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/PurchaseStatus/type',
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
      if (!(data0 === 'ACTIVE' || data0 === 'PAUSED' || data0 === 'CANCELLED')) {
        const err3 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/PurchaseStatus/enum',
          keyword: 'enum',
          params: { allowedValues: schema3.enum },
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
    if (data.purchaseId !== undefined) {
      let data1 = data.purchaseId;
      if (typeof data1 === 'string') {
        if (func0(data1) < 1) {
          const err4 = {
            instancePath: instancePath + '/purchaseId',
            schemaPath: '#/properties/purchaseId/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
          instancePath: instancePath + '/purchaseId',
          schemaPath: '#/properties/purchaseId/type',
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
    if (data.nextBillDate !== undefined) {
      let data2 = data.nextBillDate;
      if (typeof data2 === 'string') {
        if (!formats1.validate(data2)) {
          const err6 = {
            instancePath: instancePath + '/nextBillDate',
            schemaPath: '#/properties/nextBillDate/format',
            keyword: 'format',
            params: { format: 'date' },
            message: 'must match format "' + 'date' + '"',
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
          instancePath: instancePath + '/nextBillDate',
          schemaPath: '#/properties/nextBillDate/type',
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
    if (data.billingIntervalDays !== undefined) {
      let data3 = data.billingIntervalDays;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err8 = {
          instancePath: instancePath + '/billingIntervalDays',
          schemaPath: '#/properties/billingIntervalDays/type',
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
        if (data3 < 1 || isNaN(data3)) {
          const err9 = {
            instancePath: instancePath + '/billingIntervalDays',
            schemaPath: '#/properties/billingIntervalDays/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
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
  validate4.errors = vErrors;
  return errors === 0;
}
export const schema10 = {
  title: 'CookieVersion',
  description: 'The cookie version, v2 or v3 depending on the route (dVersion, and the version of dAdvData).',
  type: 'string',
  enum: ['v2', 'v3'],
};
export const formats5 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
export const formats6 =
  /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i;
export function validate5(
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
    let missing0;
    if (data.paySource === undefined && (missing0 = 'paySource')) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.paySource !== undefined) {
        let data0 = data.paySource;
        if (!(data0 === 'CREDITCARD' || data0 === 'APPLEPAY' || data0 === 'GOOGLEPAY')) {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
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
  if (_valid0) {
    const _errs4 = errors;
    if (data && typeof data == 'object' && !Array.isArray(data)) {
      if (data.last4 === undefined) {
        const err2 = {
          instancePath,
          schemaPath: '#/then/required',
          keyword: 'required',
          params: { missingProperty: 'last4' },
          message: "must have required property '" + 'last4' + "'",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.brand === undefined) {
        const err3 = {
          instancePath,
          schemaPath: '#/then/required',
          keyword: 'required',
          params: { missingProperty: 'brand' },
          message: "must have required property '" + 'brand' + "'",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    var _valid0 = _errs4 === errors;
    valid0 = _valid0;
    if (valid0) {
      var props0 = {};
      props0.last4 = true;
      props0.brand = true;
      props0.paySource = true;
    }
  }
  if (!valid0) {
    const err4 = {
      instancePath,
      schemaPath: '#/if',
      keyword: 'if',
      params: { failingKeyword: 'then' },
      message: 'must match "then" schema',
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.paySource === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'paySource' },
        message: "must have required property '" + 'paySource' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'paySource' || key0 === 'last4' || key0 === 'brand' || key0 === 'expiry')) {
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
    if (data.paySource !== undefined) {
      let data1 = data.paySource;
      if (typeof data1 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/paySource',
          schemaPath: 'enums.schema.json#/$defs/PaySource/type',
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
      if (!(
        data1 === 'APPLEPAY' ||
        data1 === 'ACCTONFILE' ||
        data1 === 'CHECK' ||
        data1 === 'CREDITCARD' ||
        data1 === 'COD' ||
        data1 === 'DIRECTDEBIT' ||
        data1 === 'GOOGLEPAY' ||
        data1 === 'PAYPAL' ||
        data1 === 'PREPAID'
      )) {
        const err8 = {
          instancePath: instancePath + '/paySource',
          schemaPath: 'enums.schema.json#/$defs/PaySource/enum',
          keyword: 'enum',
          params: { allowedValues: schema0.enum },
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
    if (data.last4 !== undefined) {
      let data2 = data.last4;
      if (typeof data2 === 'string') {
        if (!pattern5.test(data2)) {
          const err9 = {
            instancePath: instancePath + '/last4',
            schemaPath: '#/properties/last4/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{4}$' },
            message: 'must match pattern "' + '^[0-9]{4}$' + '"',
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
          instancePath: instancePath + '/last4',
          schemaPath: '#/properties/last4/type',
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
    if (data.brand !== undefined) {
      let data3 = data.brand;
      if (typeof data3 === 'string') {
        if (func0(data3) > 40) {
          const err11 = {
            instancePath: instancePath + '/brand',
            schemaPath: '#/properties/brand/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (func0(data3) < 1) {
          const err12 = {
            instancePath: instancePath + '/brand',
            schemaPath: '#/properties/brand/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
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
          instancePath: instancePath + '/brand',
          schemaPath: '#/properties/brand/type',
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
    if (data.expiry !== undefined) {
      let data4 = data.expiry;
      if (typeof data4 === 'string') {
        if (!pattern6.test(data4)) {
          const err14 = {
            instancePath: instancePath + '/expiry',
            schemaPath: '#/properties/expiry/pattern',
            keyword: 'pattern',
            params: { pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' },
            message: 'must match pattern "' + '^(0[1-9]|1[0-2])/[0-9]{2}$' + '"',
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
          instancePath: instancePath + '/expiry',
          schemaPath: '#/properties/expiry/type',
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
  validate5.errors = vErrors;
  return errors === 0;
}
export function validate6(
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
    if (data.line1 === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'line1' },
        message: "must have required property '" + 'line1' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.city === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'city' },
        message: "must have required property '" + 'city' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.postalCode === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'postalCode' },
        message: "must have required property '" + 'postalCode' + "'",
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
        key0 === 'line1' ||
        key0 === 'line2' ||
        key0 === 'city' ||
        key0 === 'state' ||
        key0 === 'postalCode'
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
    if (data.line1 !== undefined) {
      let data0 = data.line1;
      if (typeof data0 === 'string') {
        if (func0(data0) < 1) {
          const err5 = {
            instancePath: instancePath + '/line1',
            schemaPath: '#/$defs/NonEmptyString/minLength',
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
        if (!pattern0.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/line1',
            schemaPath: '#/$defs/NonEmptyString/pattern',
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
          instancePath: instancePath + '/line1',
          schemaPath: '#/$defs/NonEmptyString/type',
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
    if (data.line2 !== undefined) {
      if (typeof data.line2 !== 'string') {
        const err8 = {
          instancePath: instancePath + '/line2',
          schemaPath: '#/properties/line2/type',
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
    if (data.city !== undefined) {
      let data2 = data.city;
      if (typeof data2 === 'string') {
        if (func0(data2) < 1) {
          const err9 = {
            instancePath: instancePath + '/city',
            schemaPath: '#/$defs/NonEmptyString/minLength',
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
        if (!pattern0.test(data2)) {
          const err10 = {
            instancePath: instancePath + '/city',
            schemaPath: '#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/city',
          schemaPath: '#/$defs/NonEmptyString/type',
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
    if (data.state !== undefined) {
      let data3 = data.state;
      if (typeof data3 === 'string') {
        if (!pattern2.test(data3)) {
          const err12 = {
            instancePath: instancePath + '/state',
            schemaPath: '#/$defs/StateCode/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Z]{2}$' },
            message: 'must match pattern "' + '^[A-Z]{2}$' + '"',
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
          instancePath: instancePath + '/state',
          schemaPath: '#/$defs/StateCode/type',
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
    if (data.postalCode !== undefined) {
      let data4 = data.postalCode;
      if (typeof data4 === 'string') {
        if (!pattern3.test(data4)) {
          const err14 = {
            instancePath: instancePath + '/postalCode',
            schemaPath: '#/properties/postalCode/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{5}(-[0-9]{4})?$' },
            message: 'must match pattern "' + '^[0-9]{5}(-[0-9]{4})?$' + '"',
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
          instancePath: instancePath + '/postalCode',
          schemaPath: '#/properties/postalCode/type',
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
  validate6.errors = vErrors;
  return errors === 0;
}
export function validate7(
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
    if (data.firstName === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'firstName' },
        message: "must have required property '" + 'firstName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.lastName === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lastName' },
        message: "must have required property '" + 'lastName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.address === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'address' },
        message: "must have required property '" + 'address' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.email === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'email' },
        message: "must have required property '" + 'email' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.phone === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'phone' },
        message: "must have required property '" + 'phone' + "'",
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
        key0 === 'firstName' ||
        key0 === 'lastName' ||
        key0 === 'address' ||
        key0 === 'email' ||
        key0 === 'phone'
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
    if (data.firstName !== undefined) {
      let data0 = data.firstName;
      if (typeof data0 === 'string') {
        if (func0(data0) < 1) {
          const err6 = {
            instancePath: instancePath + '/firstName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
        if (!pattern0.test(data0)) {
          const err7 = {
            instancePath: instancePath + '/firstName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/firstName',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.lastName !== undefined) {
      let data1 = data.lastName;
      if (typeof data1 === 'string') {
        if (func0(data1) < 1) {
          const err9 = {
            instancePath: instancePath + '/lastName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
        if (!pattern0.test(data1)) {
          const err10 = {
            instancePath: instancePath + '/lastName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/lastName',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.address !== undefined) {
      if (
        !validate6(data.address, {
          instancePath: instancePath + '/address',
          parentData: data,
          parentDataProperty: 'address',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
        errors = vErrors.length;
      }
    }
    if (data.email !== undefined) {
      let data3 = data.email;
      if (typeof data3 === 'string') {
        if (func0(data3) > 254) {
          const err12 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/maxLength',
            keyword: 'maxLength',
            params: { limit: 254 },
            message: 'must NOT have more than 254 characters',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!formats0.test(data3)) {
          const err13 = {
            instancePath: instancePath + '/email',
            schemaPath: 'common.schema.json#/$defs/Email/format',
            keyword: 'format',
            params: { format: 'email' },
            message: 'must match format "' + 'email' + '"',
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
          instancePath: instancePath + '/email',
          schemaPath: 'common.schema.json#/$defs/Email/type',
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
    if (data.phone !== undefined) {
      let data4 = data.phone;
      if (typeof data4 === 'string') {
        if (!pattern1.test(data4)) {
          const err15 = {
            instancePath: instancePath + '/phone',
            schemaPath: 'common.schema.json#/$defs/UsPhone/pattern',
            keyword: 'pattern',
            params: { pattern: '^[2-9][0-9]{9}$' },
            message: 'must match pattern "' + '^[2-9][0-9]{9}$' + '"',
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
          instancePath: instancePath + '/phone',
          schemaPath: 'common.schema.json#/$defs/UsPhone/type',
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
  validate7.errors = vErrors;
  return errors === 0;
}
export function validate8(
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
    if (data.visitId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'visitId' },
        message: "must have required property '" + 'visitId' + "'",
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
    if (data.visit === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'visit' },
        message: "must have required property '" + 'visit' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'visitId' || key0 === 'status' || key0 === 'visit')) {
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
    if (data.visitId !== undefined) {
      let data0 = data.visitId;
      if (typeof data0 === 'string') {
        if (func0(data0) < 1) {
          const err4 = {
            instancePath: instancePath + '/visitId',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (!pattern0.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/visitId',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/visitId',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.status !== undefined) {
      let data1 = data.status;
      if (typeof data1 !== 'string') {
        const err7 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/ClinicianVisitStatus/type',
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
      if (!(
        data1 === 'PENDING' ||
        data1 === 'IN_REVIEW' ||
        data1 === 'APPROVED' ||
        data1 === 'DECLINED' ||
        data1 === 'CANCELLED' ||
        data1 === 'COMPLETED'
      )) {
        const err8 = {
          instancePath: instancePath + '/status',
          schemaPath: 'enums.schema.json#/$defs/ClinicianVisitStatus/enum',
          keyword: 'enum',
          params: { allowedValues: schema8.enum },
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
    if (data.visit !== undefined) {
      let data2 = data.visit;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.info === undefined) {
          const err9 = {
            instancePath: instancePath + '/visit',
            schemaPath: '#/$defs/ClinicianVisitRecord/required',
            keyword: 'required',
            params: { missingProperty: 'info' },
            message: "must have required property '" + 'info' + "'",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!(key1 === 'info')) {
            const err10 = {
              instancePath: instancePath + '/visit',
              schemaPath: '#/$defs/ClinicianVisitRecord/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data2.info !== undefined) {
          let data3 = data2.info;
          if (!(data3 && typeof data3 == 'object' && !Array.isArray(data3)) && data3 !== null) {
            const err11 = {
              instancePath: instancePath + '/visit/info',
              schemaPath: '#/$defs/ClinicianVisitRecord/properties/info/type',
              keyword: 'type',
              params: { type: schema9.properties.info.type },
              message: 'must be object,null',
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
          instancePath: instancePath + '/visit',
          schemaPath: '#/$defs/ClinicianVisitRecord/type',
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
  validate8.errors = vErrors;
  return errors === 0;
}
export const pattern17 = new RegExp('^[a-z][a-z0-9_]*$', 'u');
export function validate9(
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
    if (data.question === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'question' },
        message: "must have required property '" + 'question' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.alert === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'alert' },
        message: "must have required property '" + 'alert' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.raisedAt === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'raisedAt' },
        message: "must have required property '" + 'raisedAt' + "'",
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
        key0 === 'questionId' ||
        key0 === 'question' ||
        key0 === 'alert' ||
        key0 === 'text' ||
        key0 === 'raisedAt'
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
    if (data.questionId !== undefined) {
      let data0 = data.questionId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err6 = {
          instancePath: instancePath + '/questionId',
          schemaPath: 'common.schema.json#/$defs/QuestionId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
          const err7 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err8 = {
            instancePath: instancePath + '/questionId',
            schemaPath: 'common.schema.json#/$defs/QuestionId/minimum',
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
    if (data.question !== undefined) {
      if (typeof data.question !== 'string') {
        const err9 = {
          instancePath: instancePath + '/question',
          schemaPath: '#/properties/question/type',
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
    if (data.alert !== undefined) {
      let data2 = data.alert;
      if (typeof data2 === 'string') {
        if (func0(data2) > 64) {
          const err10 = {
            instancePath: instancePath + '/alert',
            schemaPath: 'rule.schema.json#/$defs/RuleName/maxLength',
            keyword: 'maxLength',
            params: { limit: 64 },
            message: 'must NOT have more than 64 characters',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (!pattern17.test(data2)) {
          const err11 = {
            instancePath: instancePath + '/alert',
            schemaPath: 'rule.schema.json#/$defs/RuleName/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9_]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9_]*$' + '"',
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
          instancePath: instancePath + '/alert',
          schemaPath: 'rule.schema.json#/$defs/RuleName/type',
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
    if (data.text !== undefined) {
      let data3 = data.text;
      if (typeof data3 === 'string') {
        if (func0(data3) < 1) {
          const err13 = {
            instancePath: instancePath + '/text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!pattern0.test(data3)) {
          const err14 = {
            instancePath: instancePath + '/text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/text',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.raisedAt !== undefined) {
      let data4 = data.raisedAt;
      if (typeof data4 === 'string') {
        if (!formats2.validate(data4)) {
          const err16 = {
            instancePath: instancePath + '/raisedAt',
            schemaPath: 'common.schema.json#/$defs/DateTime/format',
            keyword: 'format',
            params: { format: 'date-time' },
            message: 'must match format "' + 'date-time' + '"',
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
          instancePath: instancePath + '/raisedAt',
          schemaPath: 'common.schema.json#/$defs/DateTime/type',
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
  validate9.errors = vErrors;
  return errors === 0;
}
export const pattern18 = new RegExp('^([a-z][a-z0-9_]*|bmi\\.[0-9]+)$', 'u');
export function validate10(
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
    if (data.text === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'title' || key0 === 'unit' || key0 === 'value' || key0 === 'text')) {
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
        if (func0(data0) > 64) {
          const err5 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
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
        if (!pattern18.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '^([a-z][a-z0-9_]*|bmi\\.[0-9]+)$' },
            message: 'must match pattern "' + '^([a-z][a-z0-9_]*|bmi\\.[0-9]+)$' + '"',
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
          schemaPath: '#/properties/name/type',
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
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 === 'string') {
        if (func0(data1) < 1) {
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
        if (!pattern0.test(data1)) {
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
    if (data.unit !== undefined) {
      if (typeof data.unit !== 'string') {
        const err11 = {
          instancePath: instancePath + '/unit',
          schemaPath: '#/properties/unit/type',
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
    if (data.value !== undefined) {
      let data3 = data.value;
      if (!(typeof data3 == 'number' && isFinite(data3))) {
        const err12 = {
          instancePath: instancePath + '/value',
          schemaPath: '#/properties/value/type',
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
    if (data.text !== undefined) {
      let data4 = data.text;
      if (typeof data4 === 'string') {
        if (func0(data4) < 1) {
          const err13 = {
            instancePath: instancePath + '/text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!pattern0.test(data4)) {
          const err14 = {
            instancePath: instancePath + '/text',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/text',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
  validate10.errors = vErrors;
  return errors === 0;
}
export const schema11 = {
  title: 'FlowKey',
  type: 'string',
  enum: ['intake', 'followup', 'quiz', 'cancellation'],
};
export const schema12 = {
  title: 'QuestionType',
  description: 'Every kind of question screen the storefront renders. `image` is content, not a question.',
  type: 'string',
  enum: [
    'single_choice',
    'multiple_choice',
    'text',
    'number',
    'date_of_birth',
    'height_weight',
    'email',
    'phone',
    'file_upload',
    'consent',
    'image',
  ],
};
export const pattern19 = new RegExp('^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$', 'u');
export const wrapper0 = { validate: validate13 };
export const pattern20 = new RegExp(
  '^(?:(?:answer|bmi|weight|height|age|score)\\.[1-9][0-9]{0,9}|(?:total|calc)\\.[a-z][a-z0-9_]{0,63})$',
  'u',
);
export function validate11(
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
    if (!pattern20.test(data)) {
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
  validate11.errors = vErrors;
  return errors === 0;
}
export const schema13 = {
  title: 'ProductForm',
  type: 'string',
  enum: ['topical', 'oral', 'injectable', 'supplement'],
};
export const pattern21 = new RegExp('^[a-z][a-z0-9-]*$', 'u');
export function validate12(
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
            if (!pattern21.test(data3)) {
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
              params: { allowedValues: schema13.enum },
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
  validate12.errors = vErrors;
  return errors === 0;
}
export function validate13(
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
            !wrapper0.validate(data0[i0], {
              instancePath: instancePath + '/all/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
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
            !wrapper0.validate(data2[i1], {
              instancePath: instancePath + '/any/' + i1,
              parentData: data2,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
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
          !wrapper0.validate(data.not, {
            instancePath: instancePath + '/not',
            parentData: data,
            parentDataProperty: 'not',
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
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
            if (!pattern20.test(data5)) {
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
            !validate11(data.below, {
              instancePath: instancePath + '/below',
              parentData: data,
              parentDataProperty: 'below',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.above !== undefined) {
          if (
            !validate11(data.above, {
              instancePath: instancePath + '/above',
              parentData: data,
              parentDataProperty: 'above',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.at_least !== undefined) {
          if (
            !validate11(data.at_least, {
              instancePath: instancePath + '/at_least',
              parentData: data,
              parentDataProperty: 'at_least',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.at_most !== undefined) {
          if (
            !validate11(data.at_most, {
              instancePath: instancePath + '/at_most',
              parentData: data,
              parentDataProperty: 'at_most',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.equals !== undefined) {
          if (
            !validate11(data.equals, {
              instancePath: instancePath + '/equals',
              parentData: data,
              parentDataProperty: 'equals',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
            errors = vErrors.length;
          }
        }
        if (data.not_equals !== undefined) {
          if (
            !validate11(data.not_equals, {
              instancePath: instancePath + '/not_equals',
              parentData: data,
              parentDataProperty: 'not_equals',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
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
                  if (func0(data14) < 1) {
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
                  if (!pattern0.test(data14)) {
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
                  if (func0(data16) < 1) {
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
                  if (!pattern0.test(data16)) {
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
                if (func0(data18) > 64) {
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
                if (!pattern17.test(data18)) {
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
                  !validate12(data.order, {
                    instancePath: instancePath + '/order',
                    parentData: data,
                    parentDataProperty: 'order',
                    rootData,
                    dynamicAnchors,
                  })
                ) {
                  vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
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
  validate13.errors = vErrors;
  evaluated0.props = props1;
  return errors === 0;
}
export const schema14 = { title: 'FlowStatus', type: 'string', enum: ['draft', 'published', 'archived'] };
export const pattern22 = new RegExp('^/[A-Za-z0-9/_\\-{}.]*$', 'u');
export const pattern23 = new RegExp('^[a-z][a-zA-Z0-9]*$', 'u');
export const pattern24 = new RegExp('^[^;{}<>]+$', 'u');
export function validate14(
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
    if (data.colors === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'colors' },
        message: "must have required property '" + 'colors' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.fonts === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'fonts' },
        message: "must have required property '" + 'fonts' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.radii === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'radii' },
        message: "must have required property '" + 'radii' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      const _errs1 = errors;
      if (typeof key0 === 'string') {
        if (!pattern23.test(key0)) {
          const err3 = {
            instancePath,
            schemaPath: '#/propertyNames/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-zA-Z0-9]*$' },
            message: 'must match pattern "' + '^[a-z][a-zA-Z0-9]*$' + '"',
            propertyName: key0,
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err4 = {
          instancePath,
          schemaPath: '#/propertyNames',
          keyword: 'propertyNames',
          params: { propertyName: key0 },
          message: 'property name must be valid',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      if (!(key1 === 'colors' || key1 === 'fonts' || key1 === 'radii')) {
        let data0 = data[key1];
        if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
          if (Object.keys(data0).length < 1) {
            const err5 = {
              instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/$defs/ThemeGroup/minProperties',
              keyword: 'minProperties',
              params: { limit: 1 },
              message: 'must NOT have fewer than 1 properties',
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          }
          for (const key2 in data0) {
            const _errs6 = errors;
            if (typeof key2 === 'string') {
              if (!pattern23.test(key2)) {
                const err6 = {
                  instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/$defs/ThemeGroup/propertyNames/pattern',
                  keyword: 'pattern',
                  params: { pattern: '^[a-z][a-zA-Z0-9]*$' },
                  message: 'must match pattern "' + '^[a-z][a-zA-Z0-9]*$' + '"',
                  propertyName: key2,
                };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            var valid3 = _errs6 === errors;
            if (!valid3) {
              const err7 = {
                instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/ThemeGroup/propertyNames',
                keyword: 'propertyNames',
                params: { propertyName: key2 },
                message: 'property name must be valid',
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          }
          for (const key3 in data0) {
            let data1 = data0[key3];
            if (typeof data1 === 'string') {
              if (func0(data1) < 1) {
                const err8 = {
                  instancePath:
                    instancePath +
                    '/' +
                    key1.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/' +
                    key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/$defs/ThemeGroup/additionalProperties/minLength',
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
              if (!pattern24.test(data1)) {
                const err9 = {
                  instancePath:
                    instancePath +
                    '/' +
                    key1.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/' +
                    key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/$defs/ThemeGroup/additionalProperties/pattern',
                  keyword: 'pattern',
                  params: { pattern: '^[^;{}<>]+$' },
                  message: 'must match pattern "' + '^[^;{}<>]+$' + '"',
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
                instancePath:
                  instancePath +
                  '/' +
                  key1.replace(/~/g, '~0').replace(/\//g, '~1') +
                  '/' +
                  key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/ThemeGroup/additionalProperties/type',
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
        } else {
          const err11 = {
            instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
            schemaPath: '#/$defs/ThemeGroup/type',
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
      }
    }
    if (data.colors !== undefined) {
      let data2 = data.colors;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (Object.keys(data2).length < 1) {
          const err12 = {
            instancePath: instancePath + '/colors',
            schemaPath: '#/$defs/ThemeGroup/minProperties',
            keyword: 'minProperties',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 properties',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        for (const key4 in data2) {
          const _errs13 = errors;
          if (typeof key4 === 'string') {
            if (!pattern23.test(key4)) {
              const err13 = {
                instancePath: instancePath + '/colors',
                schemaPath: '#/$defs/ThemeGroup/propertyNames/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-zA-Z0-9]*$' },
                message: 'must match pattern "' + '^[a-z][a-zA-Z0-9]*$' + '"',
                propertyName: key4,
              };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
          }
          var valid7 = _errs13 === errors;
          if (!valid7) {
            const err14 = {
              instancePath: instancePath + '/colors',
              schemaPath: '#/$defs/ThemeGroup/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key4 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        for (const key5 in data2) {
          let data3 = data2[key5];
          if (typeof data3 === 'string') {
            if (func0(data3) < 1) {
              const err15 = {
                instancePath: instancePath + '/colors/' + key5.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/ThemeGroup/additionalProperties/minLength',
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
            if (!pattern24.test(data3)) {
              const err16 = {
                instancePath: instancePath + '/colors/' + key5.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/ThemeGroup/additionalProperties/pattern',
                keyword: 'pattern',
                params: { pattern: '^[^;{}<>]+$' },
                message: 'must match pattern "' + '^[^;{}<>]+$' + '"',
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
              instancePath: instancePath + '/colors/' + key5.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/$defs/ThemeGroup/additionalProperties/type',
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
      } else {
        const err18 = {
          instancePath: instancePath + '/colors',
          schemaPath: '#/$defs/ThemeGroup/type',
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
    }
    if (data.fonts !== undefined) {
      let data4 = data.fonts;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        if (Object.keys(data4).length < 1) {
          const err19 = {
            instancePath: instancePath + '/fonts',
            schemaPath: '#/$defs/ThemeGroup/minProperties',
            keyword: 'minProperties',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 properties',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        for (const key6 in data4) {
          const _errs20 = errors;
          if (typeof key6 === 'string') {
            if (!pattern23.test(key6)) {
              const err20 = {
                instancePath: instancePath + '/fonts',
                schemaPath: '#/$defs/ThemeGroup/propertyNames/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-zA-Z0-9]*$' },
                message: 'must match pattern "' + '^[a-z][a-zA-Z0-9]*$' + '"',
                propertyName: key6,
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
          var valid10 = _errs20 === errors;
          if (!valid10) {
            const err21 = {
              instancePath: instancePath + '/fonts',
              schemaPath: '#/$defs/ThemeGroup/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key6 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
        for (const key7 in data4) {
          let data5 = data4[key7];
          if (typeof data5 === 'string') {
            if (func0(data5) < 1) {
              const err22 = {
                instancePath: instancePath + '/fonts/' + key7.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/ThemeGroup/additionalProperties/minLength',
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
            if (!pattern24.test(data5)) {
              const err23 = {
                instancePath: instancePath + '/fonts/' + key7.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/ThemeGroup/additionalProperties/pattern',
                keyword: 'pattern',
                params: { pattern: '^[^;{}<>]+$' },
                message: 'must match pattern "' + '^[^;{}<>]+$' + '"',
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
              instancePath: instancePath + '/fonts/' + key7.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/$defs/ThemeGroup/additionalProperties/type',
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
      } else {
        const err25 = {
          instancePath: instancePath + '/fonts',
          schemaPath: '#/$defs/ThemeGroup/type',
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
    }
    if (data.radii !== undefined) {
      let data6 = data.radii;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        if (Object.keys(data6).length < 1) {
          const err26 = {
            instancePath: instancePath + '/radii',
            schemaPath: '#/$defs/ThemeGroup/minProperties',
            keyword: 'minProperties',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 properties',
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        for (const key8 in data6) {
          const _errs27 = errors;
          if (typeof key8 === 'string') {
            if (!pattern23.test(key8)) {
              const err27 = {
                instancePath: instancePath + '/radii',
                schemaPath: '#/$defs/ThemeGroup/propertyNames/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-zA-Z0-9]*$' },
                message: 'must match pattern "' + '^[a-z][a-zA-Z0-9]*$' + '"',
                propertyName: key8,
              };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          }
          var valid13 = _errs27 === errors;
          if (!valid13) {
            const err28 = {
              instancePath: instancePath + '/radii',
              schemaPath: '#/$defs/ThemeGroup/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key8 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        for (const key9 in data6) {
          let data7 = data6[key9];
          if (typeof data7 === 'string') {
            if (func0(data7) < 1) {
              const err29 = {
                instancePath: instancePath + '/radii/' + key9.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/ThemeGroup/additionalProperties/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (!pattern24.test(data7)) {
              const err30 = {
                instancePath: instancePath + '/radii/' + key9.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/$defs/ThemeGroup/additionalProperties/pattern',
                keyword: 'pattern',
                params: { pattern: '^[^;{}<>]+$' },
                message: 'must match pattern "' + '^[^;{}<>]+$' + '"',
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
              instancePath: instancePath + '/radii/' + key9.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/$defs/ThemeGroup/additionalProperties/type',
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
          instancePath: instancePath + '/radii',
          schemaPath: '#/$defs/ThemeGroup/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
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
  validate14.errors = vErrors;
  return errors === 0;
}
export const schema15 = {
  title: 'TenantConfigurations',
  description: "The tenant's app configuration.",
  type: 'object',
  required: [
    'brandName',
    'legalName',
    'companyAddress',
    'contact',
    'logos',
    'homePage',
    'defaultMedId',
    'productPageLink',
    'trackingHost',
    'productImages',
    'routeRules',
    'shippingPrice',
  ],
  additionalProperties: false,
  properties: {
    brandName: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
    legalName: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
    tagline: { type: 'string' },
    companyAddress: { $ref: 'common.schema.json#/$defs/PostalAddress' },
    contact: {
      type: 'object',
      required: ['email', 'phone', 'hours'],
      additionalProperties: false,
      properties: {
        email: { $ref: 'common.schema.json#/$defs/Email' },
        phone: { $ref: 'common.schema.json#/$defs/UsPhone' },
        hours: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
      },
    },
    logos: {
      type: 'object',
      required: ['primary', 'mark'],
      additionalProperties: false,
      properties: {
        primary: { $ref: 'common.schema.json#/$defs/AssetPath' },
        mark: { $ref: 'common.schema.json#/$defs/AssetPath' },
        inverse: { $ref: 'common.schema.json#/$defs/AssetPath' },
      },
    },
    homePage: { $ref: 'common.schema.json#/$defs/RoutePath' },
    defaultMedId: { $ref: 'common.schema.json#/$defs/MedId' },
    productPageLink: { $ref: 'common.schema.json#/$defs/RoutePath' },
    trackingHost: { $ref: 'common.schema.json#/$defs/Hostname' },
    productImages: {
      description:
        'Image sets by name (for example `semaglutide-injectable`), each a map of image role to asset.',
      type: 'object',
      minProperties: 1,
      propertyNames: { pattern: '^[a-z][a-z0-9-]*$' },
      additionalProperties: {
        type: 'object',
        minProperties: 1,
        propertyNames: { pattern: '^[a-z][a-zA-Z0-9]*$' },
        additionalProperties: { $ref: 'common.schema.json#/$defs/AssetPath' },
      },
    },
    routeRules: { type: 'array', items: { $ref: '#/$defs/RouteRule' } },
    shippingPrice: { $ref: 'common.schema.json#/$defs/Money' },
    features: {
      description: 'Switches for optional storefront features.',
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-zA-Z0-9]*$' },
      additionalProperties: { type: 'boolean' },
    },
  },
};
export function validate15(
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
    if (data.line1 === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'line1' },
        message: "must have required property '" + 'line1' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.city === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'city' },
        message: "must have required property '" + 'city' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.state === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'state' },
        message: "must have required property '" + 'state' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.postalCode === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'postalCode' },
        message: "must have required property '" + 'postalCode' + "'",
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
        key0 === 'line1' ||
        key0 === 'line2' ||
        key0 === 'city' ||
        key0 === 'state' ||
        key0 === 'postalCode'
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
    if (data.line1 !== undefined) {
      let data0 = data.line1;
      if (typeof data0 === 'string') {
        if (func0(data0) < 1) {
          const err5 = {
            instancePath: instancePath + '/line1',
            schemaPath: '#/$defs/NonEmptyString/minLength',
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
        if (!pattern0.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/line1',
            schemaPath: '#/$defs/NonEmptyString/pattern',
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
          instancePath: instancePath + '/line1',
          schemaPath: '#/$defs/NonEmptyString/type',
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
    if (data.line2 !== undefined) {
      if (typeof data.line2 !== 'string') {
        const err8 = {
          instancePath: instancePath + '/line2',
          schemaPath: '#/properties/line2/type',
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
    if (data.city !== undefined) {
      let data2 = data.city;
      if (typeof data2 === 'string') {
        if (func0(data2) < 1) {
          const err9 = {
            instancePath: instancePath + '/city',
            schemaPath: '#/$defs/NonEmptyString/minLength',
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
        if (!pattern0.test(data2)) {
          const err10 = {
            instancePath: instancePath + '/city',
            schemaPath: '#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/city',
          schemaPath: '#/$defs/NonEmptyString/type',
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
    if (data.state !== undefined) {
      let data3 = data.state;
      if (typeof data3 === 'string') {
        if (!pattern2.test(data3)) {
          const err12 = {
            instancePath: instancePath + '/state',
            schemaPath: '#/$defs/StateCode/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Z]{2}$' },
            message: 'must match pattern "' + '^[A-Z]{2}$' + '"',
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
          instancePath: instancePath + '/state',
          schemaPath: '#/$defs/StateCode/type',
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
    if (data.postalCode !== undefined) {
      let data4 = data.postalCode;
      if (typeof data4 === 'string') {
        if (!pattern3.test(data4)) {
          const err14 = {
            instancePath: instancePath + '/postalCode',
            schemaPath: '#/properties/postalCode/pattern',
            keyword: 'pattern',
            params: { pattern: '^[0-9]{5}(-[0-9]{4})?$' },
            message: 'must match pattern "' + '^[0-9]{5}(-[0-9]{4})?$' + '"',
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
          instancePath: instancePath + '/postalCode',
          schemaPath: '#/properties/postalCode/type',
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
  validate15.errors = vErrors;
  return errors === 0;
}
export const pattern25 = new RegExp('^https://', 'u');
export const formats7 = formats.uri;
export function validate16(
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
    if (data.from === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'from' },
        message: "must have required property '" + 'from' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.to === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'to' },
        message: "must have required property '" + 'to' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'from' || key0 === 'to')) {
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
    if (data.from !== undefined) {
      let data0 = data.from;
      if (typeof data0 === 'string') {
        if (!pattern22.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/from',
            schemaPath: 'common.schema.json#/$defs/RoutePath/pattern',
            keyword: 'pattern',
            params: { pattern: '^/[A-Za-z0-9/_\\-{}.]*$' },
            message: 'must match pattern "' + '^/[A-Za-z0-9/_\\-{}.]*$' + '"',
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
          instancePath: instancePath + '/from',
          schemaPath: 'common.schema.json#/$defs/RoutePath/type',
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
    if (data.to !== undefined) {
      let data1 = data.to;
      const _errs6 = errors;
      let valid2 = false;
      const _errs7 = errors;
      if (typeof data1 === 'string') {
        if (!pattern22.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/to',
            schemaPath: 'common.schema.json#/$defs/RoutePath/pattern',
            keyword: 'pattern',
            params: { pattern: '^/[A-Za-z0-9/_\\-{}.]*$' },
            message: 'must match pattern "' + '^/[A-Za-z0-9/_\\-{}.]*$' + '"',
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
          instancePath: instancePath + '/to',
          schemaPath: 'common.schema.json#/$defs/RoutePath/type',
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
      var _valid0 = _errs7 === errors;
      valid2 = valid2 || _valid0;
      const _errs10 = errors;
      if (typeof data1 === 'string') {
        if (!pattern25.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/to',
            schemaPath: '#/properties/to/anyOf/1/pattern',
            keyword: 'pattern',
            params: { pattern: '^https://' },
            message: 'must match pattern "' + '^https://' + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (!formats7(data1)) {
          const err8 = {
            instancePath: instancePath + '/to',
            schemaPath: '#/properties/to/anyOf/1/format',
            keyword: 'format',
            params: { format: 'uri' },
            message: 'must match format "' + 'uri' + '"',
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
          instancePath: instancePath + '/to',
          schemaPath: '#/properties/to/anyOf/1/type',
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
      var _valid0 = _errs10 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const err10 = {
          instancePath: instancePath + '/to',
          schemaPath: '#/properties/to/anyOf',
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
  validate16.errors = vErrors;
  return errors === 0;
}
export const formats8 =
  /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i;
export function validate17(
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
    if (data.brandName === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'brandName' },
        message: "must have required property '" + 'brandName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.legalName === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'legalName' },
        message: "must have required property '" + 'legalName' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.companyAddress === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'companyAddress' },
        message: "must have required property '" + 'companyAddress' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.contact === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'contact' },
        message: "must have required property '" + 'contact' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.logos === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'logos' },
        message: "must have required property '" + 'logos' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.homePage === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'homePage' },
        message: "must have required property '" + 'homePage' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.defaultMedId === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'defaultMedId' },
        message: "must have required property '" + 'defaultMedId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.productPageLink === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'productPageLink' },
        message: "must have required property '" + 'productPageLink' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.trackingHost === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'trackingHost' },
        message: "must have required property '" + 'trackingHost' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.productImages === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'productImages' },
        message: "must have required property '" + 'productImages' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.routeRules === undefined) {
      const err10 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'routeRules' },
        message: "must have required property '" + 'routeRules' + "'",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.shippingPrice === undefined) {
      const err11 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'shippingPrice' },
        message: "must have required property '" + 'shippingPrice' + "'",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema15.properties, key0)) {
        const err12 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.brandName !== undefined) {
      let data0 = data.brandName;
      if (typeof data0 === 'string') {
        if (func0(data0) < 1) {
          const err13 = {
            instancePath: instancePath + '/brandName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (!pattern0.test(data0)) {
          const err14 = {
            instancePath: instancePath + '/brandName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/brandName',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.legalName !== undefined) {
      let data1 = data.legalName;
      if (typeof data1 === 'string') {
        if (func0(data1) < 1) {
          const err16 = {
            instancePath: instancePath + '/legalName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (!pattern0.test(data1)) {
          const err17 = {
            instancePath: instancePath + '/legalName',
            schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
            keyword: 'pattern',
            params: { pattern: '\\S' },
            message: 'must match pattern "' + '\\S' + '"',
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
          instancePath: instancePath + '/legalName',
          schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
    if (data.tagline !== undefined) {
      if (typeof data.tagline !== 'string') {
        const err19 = {
          instancePath: instancePath + '/tagline',
          schemaPath: '#/properties/tagline/type',
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
    if (data.companyAddress !== undefined) {
      if (
        !validate15(data.companyAddress, {
          instancePath: instancePath + '/companyAddress',
          parentData: data,
          parentDataProperty: 'companyAddress',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
        errors = vErrors.length;
      }
    }
    if (data.contact !== undefined) {
      let data4 = data.contact;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        if (data4.email === undefined) {
          const err20 = {
            instancePath: instancePath + '/contact',
            schemaPath: '#/properties/contact/required',
            keyword: 'required',
            params: { missingProperty: 'email' },
            message: "must have required property '" + 'email' + "'",
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data4.phone === undefined) {
          const err21 = {
            instancePath: instancePath + '/contact',
            schemaPath: '#/properties/contact/required',
            keyword: 'required',
            params: { missingProperty: 'phone' },
            message: "must have required property '" + 'phone' + "'",
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data4.hours === undefined) {
          const err22 = {
            instancePath: instancePath + '/contact',
            schemaPath: '#/properties/contact/required',
            keyword: 'required',
            params: { missingProperty: 'hours' },
            message: "must have required property '" + 'hours' + "'",
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        for (const key1 in data4) {
          if (!(key1 === 'email' || key1 === 'phone' || key1 === 'hours')) {
            const err23 = {
              instancePath: instancePath + '/contact',
              schemaPath: '#/properties/contact/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data4.email !== undefined) {
          let data5 = data4.email;
          if (typeof data5 === 'string') {
            if (func0(data5) > 254) {
              const err24 = {
                instancePath: instancePath + '/contact/email',
                schemaPath: 'common.schema.json#/$defs/Email/maxLength',
                keyword: 'maxLength',
                params: { limit: 254 },
                message: 'must NOT have more than 254 characters',
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
            if (!formats0.test(data5)) {
              const err25 = {
                instancePath: instancePath + '/contact/email',
                schemaPath: 'common.schema.json#/$defs/Email/format',
                keyword: 'format',
                params: { format: 'email' },
                message: 'must match format "' + 'email' + '"',
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
              instancePath: instancePath + '/contact/email',
              schemaPath: 'common.schema.json#/$defs/Email/type',
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
        if (data4.phone !== undefined) {
          let data6 = data4.phone;
          if (typeof data6 === 'string') {
            if (!pattern1.test(data6)) {
              const err27 = {
                instancePath: instancePath + '/contact/phone',
                schemaPath: 'common.schema.json#/$defs/UsPhone/pattern',
                keyword: 'pattern',
                params: { pattern: '^[2-9][0-9]{9}$' },
                message: 'must match pattern "' + '^[2-9][0-9]{9}$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err27];
              } else {
                vErrors.push(err27);
              }
              errors++;
            }
          } else {
            const err28 = {
              instancePath: instancePath + '/contact/phone',
              schemaPath: 'common.schema.json#/$defs/UsPhone/type',
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
        if (data4.hours !== undefined) {
          let data7 = data4.hours;
          if (typeof data7 === 'string') {
            if (func0(data7) < 1) {
              const err29 = {
                instancePath: instancePath + '/contact/hours',
                schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (!pattern0.test(data7)) {
              const err30 = {
                instancePath: instancePath + '/contact/hours',
                schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
                keyword: 'pattern',
                params: { pattern: '\\S' },
                message: 'must match pattern "' + '\\S' + '"',
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
              instancePath: instancePath + '/contact/hours',
              schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
          instancePath: instancePath + '/contact',
          schemaPath: '#/properties/contact/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.logos !== undefined) {
      let data8 = data.logos;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
        if (data8.primary === undefined) {
          const err33 = {
            instancePath: instancePath + '/logos',
            schemaPath: '#/properties/logos/required',
            keyword: 'required',
            params: { missingProperty: 'primary' },
            message: "must have required property '" + 'primary' + "'",
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        if (data8.mark === undefined) {
          const err34 = {
            instancePath: instancePath + '/logos',
            schemaPath: '#/properties/logos/required',
            keyword: 'required',
            params: { missingProperty: 'mark' },
            message: "must have required property '" + 'mark' + "'",
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        for (const key2 in data8) {
          if (!(key2 === 'primary' || key2 === 'mark' || key2 === 'inverse')) {
            const err35 = {
              instancePath: instancePath + '/logos',
              schemaPath: '#/properties/logos/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key2 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data8.primary !== undefined) {
          let data9 = data8.primary;
          if (typeof data9 === 'string') {
            if (!pattern19.test(data9)) {
              const err36 = {
                instancePath: instancePath + '/logos/primary',
                schemaPath: 'common.schema.json#/$defs/AssetPath/pattern',
                keyword: 'pattern',
                params: { pattern: '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' },
                message:
                  'must match pattern "' +
                  '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' +
                  '"',
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          } else {
            const err37 = {
              instancePath: instancePath + '/logos/primary',
              schemaPath: 'common.schema.json#/$defs/AssetPath/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data8.mark !== undefined) {
          let data10 = data8.mark;
          if (typeof data10 === 'string') {
            if (!pattern19.test(data10)) {
              const err38 = {
                instancePath: instancePath + '/logos/mark',
                schemaPath: 'common.schema.json#/$defs/AssetPath/pattern',
                keyword: 'pattern',
                params: { pattern: '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' },
                message:
                  'must match pattern "' +
                  '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' +
                  '"',
              };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          } else {
            const err39 = {
              instancePath: instancePath + '/logos/mark',
              schemaPath: 'common.schema.json#/$defs/AssetPath/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data8.inverse !== undefined) {
          let data11 = data8.inverse;
          if (typeof data11 === 'string') {
            if (!pattern19.test(data11)) {
              const err40 = {
                instancePath: instancePath + '/logos/inverse',
                schemaPath: 'common.schema.json#/$defs/AssetPath/pattern',
                keyword: 'pattern',
                params: { pattern: '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' },
                message:
                  'must match pattern "' +
                  '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' +
                  '"',
              };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          } else {
            const err41 = {
              instancePath: instancePath + '/logos/inverse',
              schemaPath: 'common.schema.json#/$defs/AssetPath/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
      } else {
        const err42 = {
          instancePath: instancePath + '/logos',
          schemaPath: '#/properties/logos/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.homePage !== undefined) {
      let data12 = data.homePage;
      if (typeof data12 === 'string') {
        if (!pattern22.test(data12)) {
          const err43 = {
            instancePath: instancePath + '/homePage',
            schemaPath: 'common.schema.json#/$defs/RoutePath/pattern',
            keyword: 'pattern',
            params: { pattern: '^/[A-Za-z0-9/_\\-{}.]*$' },
            message: 'must match pattern "' + '^/[A-Za-z0-9/_\\-{}.]*$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      } else {
        const err44 = {
          instancePath: instancePath + '/homePage',
          schemaPath: 'common.schema.json#/$defs/RoutePath/type',
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
    if (data.defaultMedId !== undefined) {
      let data13 = data.defaultMedId;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err45 = {
          instancePath: instancePath + '/defaultMedId',
          schemaPath: 'common.schema.json#/$defs/MedId/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 > 2147483647 || isNaN(data13)) {
          const err46 = {
            instancePath: instancePath + '/defaultMedId',
            schemaPath: 'common.schema.json#/$defs/MedId/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 2147483647 },
            message: 'must be <= 2147483647',
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        if (data13 < 1 || isNaN(data13)) {
          const err47 = {
            instancePath: instancePath + '/defaultMedId',
            schemaPath: 'common.schema.json#/$defs/MedId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
    }
    if (data.productPageLink !== undefined) {
      let data14 = data.productPageLink;
      if (typeof data14 === 'string') {
        if (!pattern22.test(data14)) {
          const err48 = {
            instancePath: instancePath + '/productPageLink',
            schemaPath: 'common.schema.json#/$defs/RoutePath/pattern',
            keyword: 'pattern',
            params: { pattern: '^/[A-Za-z0-9/_\\-{}.]*$' },
            message: 'must match pattern "' + '^/[A-Za-z0-9/_\\-{}.]*$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err48];
          } else {
            vErrors.push(err48);
          }
          errors++;
        }
      } else {
        const err49 = {
          instancePath: instancePath + '/productPageLink',
          schemaPath: 'common.schema.json#/$defs/RoutePath/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.trackingHost !== undefined) {
      let data15 = data.trackingHost;
      if (typeof data15 === 'string') {
        if (!formats8.test(data15)) {
          const err50 = {
            instancePath: instancePath + '/trackingHost',
            schemaPath: 'common.schema.json#/$defs/Hostname/format',
            keyword: 'format',
            params: { format: 'hostname' },
            message: 'must match format "' + 'hostname' + '"',
          };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      } else {
        const err51 = {
          instancePath: instancePath + '/trackingHost',
          schemaPath: 'common.schema.json#/$defs/Hostname/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.productImages !== undefined) {
      let data16 = data.productImages;
      if (data16 && typeof data16 == 'object' && !Array.isArray(data16)) {
        if (Object.keys(data16).length < 1) {
          const err52 = {
            instancePath: instancePath + '/productImages',
            schemaPath: '#/properties/productImages/minProperties',
            keyword: 'minProperties',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 properties',
          };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        for (const key3 in data16) {
          const _errs49 = errors;
          if (typeof key3 === 'string') {
            if (!pattern21.test(key3)) {
              const err53 = {
                instancePath: instancePath + '/productImages',
                schemaPath: '#/properties/productImages/propertyNames/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-z0-9-]*$' },
                message: 'must match pattern "' + '^[a-z][a-z0-9-]*$' + '"',
                propertyName: key3,
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
          var valid15 = _errs49 === errors;
          if (!valid15) {
            const err54 = {
              instancePath: instancePath + '/productImages',
              schemaPath: '#/properties/productImages/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key3 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        for (const key4 in data16) {
          let data17 = data16[key4];
          if (data17 && typeof data17 == 'object' && !Array.isArray(data17)) {
            if (Object.keys(data17).length < 1) {
              const err55 = {
                instancePath:
                  instancePath + '/productImages/' + key4.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/productImages/additionalProperties/minProperties',
                keyword: 'minProperties',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 properties',
              };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
            for (const key5 in data17) {
              const _errs53 = errors;
              if (typeof key5 === 'string') {
                if (!pattern23.test(key5)) {
                  const err56 = {
                    instancePath:
                      instancePath + '/productImages/' + key4.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/productImages/additionalProperties/propertyNames/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^[a-z][a-zA-Z0-9]*$' },
                    message: 'must match pattern "' + '^[a-z][a-zA-Z0-9]*$' + '"',
                    propertyName: key5,
                  };
                  if (vErrors === null) {
                    vErrors = [err56];
                  } else {
                    vErrors.push(err56);
                  }
                  errors++;
                }
              }
              var valid17 = _errs53 === errors;
              if (!valid17) {
                const err57 = {
                  instancePath:
                    instancePath + '/productImages/' + key4.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/productImages/additionalProperties/propertyNames',
                  keyword: 'propertyNames',
                  params: { propertyName: key5 },
                  message: 'property name must be valid',
                };
                if (vErrors === null) {
                  vErrors = [err57];
                } else {
                  vErrors.push(err57);
                }
                errors++;
              }
            }
            for (const key6 in data17) {
              let data18 = data17[key6];
              if (typeof data18 === 'string') {
                if (!pattern19.test(data18)) {
                  const err58 = {
                    instancePath:
                      instancePath +
                      '/productImages/' +
                      key4.replace(/~/g, '~0').replace(/\//g, '~1') +
                      '/' +
                      key6.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: 'common.schema.json#/$defs/AssetPath/pattern',
                    keyword: 'pattern',
                    params: { pattern: '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' },
                    message:
                      'must match pattern "' +
                      '^/api/assets/[0-9]+/[a-z0-9][a-z0-9._/-]*\\.(svg|png|jpe?g|webp)$' +
                      '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err58];
                  } else {
                    vErrors.push(err58);
                  }
                  errors++;
                }
              } else {
                const err59 = {
                  instancePath:
                    instancePath +
                    '/productImages/' +
                    key4.replace(/~/g, '~0').replace(/\//g, '~1') +
                    '/' +
                    key6.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: 'common.schema.json#/$defs/AssetPath/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            }
          } else {
            const err60 = {
              instancePath: instancePath + '/productImages/' + key4.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/productImages/additionalProperties/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
      } else {
        const err61 = {
          instancePath: instancePath + '/productImages',
          schemaPath: '#/properties/productImages/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err61];
        } else {
          vErrors.push(err61);
        }
        errors++;
      }
    }
    if (data.routeRules !== undefined) {
      let data19 = data.routeRules;
      if (Array.isArray(data19)) {
        const len0 = data19.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate16(data19[i0], {
              instancePath: instancePath + '/routeRules/' + i0,
              parentData: data19,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err62 = {
          instancePath: instancePath + '/routeRules',
          schemaPath: '#/properties/routeRules/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
    }
    if (data.shippingPrice !== undefined) {
      let data21 = data.shippingPrice;
      if (typeof data21 == 'number' && isFinite(data21)) {
        if (data21 < 0 || isNaN(data21)) {
          const err63 = {
            instancePath: instancePath + '/shippingPrice',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
        let res0;
        if (0.01 === 0 || ((res0 = data21 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err64 = {
            instancePath: instancePath + '/shippingPrice',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
          };
          if (vErrors === null) {
            vErrors = [err64];
          } else {
            vErrors.push(err64);
          }
          errors++;
        }
      } else {
        const err65 = {
          instancePath: instancePath + '/shippingPrice',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err65];
        } else {
          vErrors.push(err65);
        }
        errors++;
      }
    }
    if (data.features !== undefined) {
      let data22 = data.features;
      if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
        for (const key7 in data22) {
          const _errs66 = errors;
          if (typeof key7 === 'string') {
            if (!pattern23.test(key7)) {
              const err66 = {
                instancePath: instancePath + '/features',
                schemaPath: '#/properties/features/propertyNames/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-zA-Z0-9]*$' },
                message: 'must match pattern "' + '^[a-z][a-zA-Z0-9]*$' + '"',
                propertyName: key7,
              };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
          }
          var valid23 = _errs66 === errors;
          if (!valid23) {
            const err67 = {
              instancePath: instancePath + '/features',
              schemaPath: '#/properties/features/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key7 },
              message: 'property name must be valid',
            };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        for (const key8 in data22) {
          if (typeof data22[key8] !== 'boolean') {
            const err68 = {
              instancePath: instancePath + '/features/' + key8.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/features/additionalProperties/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
      } else {
        const err69 = {
          instancePath: instancePath + '/features',
          schemaPath: '#/properties/features/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
  } else {
    const err70 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err70];
    } else {
      vErrors.push(err70);
    }
    errors++;
  }
  validate17.errors = vErrors;
  return errors === 0;
}
export function validate18(
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
    if (data.app === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'app' },
        message: "must have required property '" + 'app' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'app')) {
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
    if (data.app !== undefined) {
      let data0 = data.app;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.head === undefined) {
          const err2 = {
            instancePath: instancePath + '/app',
            schemaPath: '#/properties/app/required',
            keyword: 'required',
            params: { missingProperty: 'head' },
            message: "must have required property '" + 'head' + "'",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(key1 === 'head')) {
            const err3 = {
              instancePath: instancePath + '/app',
              schemaPath: '#/properties/app/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data0.head !== undefined) {
          let data1 = data0.head;
          if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
            if (data1.title === undefined) {
              const err4 = {
                instancePath: instancePath + '/app/head',
                schemaPath: '#/properties/app/properties/head/required',
                keyword: 'required',
                params: { missingProperty: 'title' },
                message: "must have required property '" + 'title' + "'",
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            for (const key2 in data1) {
              if (!(key2 === 'title' || key2 === 'htmlAttrs' || key2 === 'meta' || key2 === 'link')) {
                const err5 = {
                  instancePath: instancePath + '/app/head',
                  schemaPath: '#/properties/app/properties/head/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key2 },
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
            if (data1.title !== undefined) {
              let data2 = data1.title;
              if (typeof data2 === 'string') {
                if (func0(data2) < 1) {
                  const err6 = {
                    instancePath: instancePath + '/app/head/title',
                    schemaPath: 'common.schema.json#/$defs/NonEmptyString/minLength',
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
                if (!pattern0.test(data2)) {
                  const err7 = {
                    instancePath: instancePath + '/app/head/title',
                    schemaPath: 'common.schema.json#/$defs/NonEmptyString/pattern',
                    keyword: 'pattern',
                    params: { pattern: '\\S' },
                    message: 'must match pattern "' + '\\S' + '"',
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
                  instancePath: instancePath + '/app/head/title',
                  schemaPath: 'common.schema.json#/$defs/NonEmptyString/type',
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
            if (data1.htmlAttrs !== undefined) {
              let data3 = data1.htmlAttrs;
              if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
                for (const key3 in data3) {
                  if (typeof data3[key3] !== 'string') {
                    const err9 = {
                      instancePath:
                        instancePath + '/app/head/htmlAttrs/' + key3.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath:
                        '#/properties/app/properties/head/properties/htmlAttrs/additionalProperties/type',
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
                  instancePath: instancePath + '/app/head/htmlAttrs',
                  schemaPath: '#/properties/app/properties/head/properties/htmlAttrs/type',
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
            if (data1.meta !== undefined) {
              let data5 = data1.meta;
              if (Array.isArray(data5)) {
                const len0 = data5.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data6 = data5[i0];
                  if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
                    if (data6.content === undefined) {
                      const err11 = {
                        instancePath: instancePath + '/app/head/meta/' + i0,
                        schemaPath: '#/properties/app/properties/head/properties/meta/items/required',
                        keyword: 'required',
                        params: { missingProperty: 'content' },
                        message: "must have required property '" + 'content' + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err11];
                      } else {
                        vErrors.push(err11);
                      }
                      errors++;
                    }
                    for (const key4 in data6) {
                      if (!(key4 === 'name' || key4 === 'property' || key4 === 'content')) {
                        const err12 = {
                          instancePath: instancePath + '/app/head/meta/' + i0,
                          schemaPath:
                            '#/properties/app/properties/head/properties/meta/items/additionalProperties',
                          keyword: 'additionalProperties',
                          params: { additionalProperty: key4 },
                          message: 'must NOT have additional properties',
                        };
                        if (vErrors === null) {
                          vErrors = [err12];
                        } else {
                          vErrors.push(err12);
                        }
                        errors++;
                      }
                    }
                    if (data6.name !== undefined) {
                      if (typeof data6.name !== 'string') {
                        const err13 = {
                          instancePath: instancePath + '/app/head/meta/' + i0 + '/name',
                          schemaPath:
                            '#/properties/app/properties/head/properties/meta/items/properties/name/type',
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
                    if (data6.property !== undefined) {
                      if (typeof data6.property !== 'string') {
                        const err14 = {
                          instancePath: instancePath + '/app/head/meta/' + i0 + '/property',
                          schemaPath:
                            '#/properties/app/properties/head/properties/meta/items/properties/property/type',
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
                    if (data6.content !== undefined) {
                      if (typeof data6.content !== 'string') {
                        const err15 = {
                          instancePath: instancePath + '/app/head/meta/' + i0 + '/content',
                          schemaPath:
                            '#/properties/app/properties/head/properties/meta/items/properties/content/type',
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
                  } else {
                    const err16 = {
                      instancePath: instancePath + '/app/head/meta/' + i0,
                      schemaPath: '#/properties/app/properties/head/properties/meta/items/type',
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
                }
              } else {
                const err17 = {
                  instancePath: instancePath + '/app/head/meta',
                  schemaPath: '#/properties/app/properties/head/properties/meta/type',
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
            if (data1.link !== undefined) {
              let data10 = data1.link;
              if (Array.isArray(data10)) {
                const len1 = data10.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data11 = data10[i1];
                  if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
                    if (data11.rel === undefined) {
                      const err18 = {
                        instancePath: instancePath + '/app/head/link/' + i1,
                        schemaPath: '#/properties/app/properties/head/properties/link/items/required',
                        keyword: 'required',
                        params: { missingProperty: 'rel' },
                        message: "must have required property '" + 'rel' + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err18];
                      } else {
                        vErrors.push(err18);
                      }
                      errors++;
                    }
                    if (data11.href === undefined) {
                      const err19 = {
                        instancePath: instancePath + '/app/head/link/' + i1,
                        schemaPath: '#/properties/app/properties/head/properties/link/items/required',
                        keyword: 'required',
                        params: { missingProperty: 'href' },
                        message: "must have required property '" + 'href' + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err19];
                      } else {
                        vErrors.push(err19);
                      }
                      errors++;
                    }
                    for (const key5 in data11) {
                      if (!(key5 === 'rel' || key5 === 'href' || key5 === 'type' || key5 === 'sizes')) {
                        const err20 = {
                          instancePath: instancePath + '/app/head/link/' + i1,
                          schemaPath:
                            '#/properties/app/properties/head/properties/link/items/additionalProperties',
                          keyword: 'additionalProperties',
                          params: { additionalProperty: key5 },
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
                    if (data11.rel !== undefined) {
                      if (typeof data11.rel !== 'string') {
                        const err21 = {
                          instancePath: instancePath + '/app/head/link/' + i1 + '/rel',
                          schemaPath:
                            '#/properties/app/properties/head/properties/link/items/properties/rel/type',
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
                    }
                    if (data11.href !== undefined) {
                      if (typeof data11.href !== 'string') {
                        const err22 = {
                          instancePath: instancePath + '/app/head/link/' + i1 + '/href',
                          schemaPath:
                            '#/properties/app/properties/head/properties/link/items/properties/href/type',
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
                    if (data11.type !== undefined) {
                      if (typeof data11.type !== 'string') {
                        const err23 = {
                          instancePath: instancePath + '/app/head/link/' + i1 + '/type',
                          schemaPath:
                            '#/properties/app/properties/head/properties/link/items/properties/type/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err23];
                        } else {
                          vErrors.push(err23);
                        }
                        errors++;
                      }
                    }
                    if (data11.sizes !== undefined) {
                      if (typeof data11.sizes !== 'string') {
                        const err24 = {
                          instancePath: instancePath + '/app/head/link/' + i1 + '/sizes',
                          schemaPath:
                            '#/properties/app/properties/head/properties/link/items/properties/sizes/type',
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
                  } else {
                    const err25 = {
                      instancePath: instancePath + '/app/head/link/' + i1,
                      schemaPath: '#/properties/app/properties/head/properties/link/items/type',
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
                }
              } else {
                const err26 = {
                  instancePath: instancePath + '/app/head/link',
                  schemaPath: '#/properties/app/properties/head/properties/link/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
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
              instancePath: instancePath + '/app/head',
              schemaPath: '#/properties/app/properties/head/type',
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
        }
      } else {
        const err28 = {
          instancePath: instancePath + '/app',
          schemaPath: '#/properties/app/type',
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
    }
  } else {
    const err29 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err29];
    } else {
      vErrors.push(err29);
    }
    errors++;
  }
  validate18.errors = vErrors;
  return errors === 0;
}
export const pattern26 = new RegExp('-[0-9a-z]{10,}$', 'u');
export const pattern27 = new RegExp('^(/[\\s\\S]*)?$', 'u');
export const schema16 = {
  title: 'FlowStepKind',
  description:
    'lead-qualify and lead-intro are the two lead steps; questions is the question graph; question is one question shown on its own route (the quiz); page is any other route of the flow; checkout ends the intake (in a cancellation flow: the end, where the chosen outcome is applied).',
  type: 'string',
  enum: ['lead-qualify', 'lead-intro', 'questions', 'question', 'page', 'checkout'],
};
export const schema17 = {
  title: 'FlowVersionDetail',
  description:
    "GET /api/admin/flows/{key}/versions/{version} and every draft route: the document, its metadata and the engine's findings.",
  type: 'object',
  required: [
    'key',
    'version',
    'status',
    'revision',
    'createdAt',
    'publishedAt',
    'updatedAt',
    'document',
    'findings',
  ],
  additionalProperties: false,
  properties: {
    key: { $ref: 'enums.schema.json#/$defs/FlowKey' },
    version: { type: 'integer', minimum: 1 },
    status: { $ref: 'enums.schema.json#/$defs/FlowStatus' },
    revision: { $ref: '#/$defs/FlowRevision' },
    createdAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    publishedAt: { anyOf: [{ $ref: 'common.schema.json#/$defs/DateTime' }, { type: 'null' }] },
    updatedAt: { $ref: 'common.schema.json#/$defs/DateTime' },
    document: { $ref: 'flow-version.schema.json' },
    findings: { type: 'array', items: { $ref: '#/$defs/FlowFinding' } },
  },
};
export const wrapper1 = { validate: validate19 };
export function validate19(
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
  if (!validate11(data, { instancePath, parentData, parentDataProperty, rootData, dynamicAnchors })) {
    vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
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
            !wrapper1.validate(data0[i0], {
              instancePath: instancePath + '/sum/' + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);
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
            !wrapper1.validate(data2[i1], {
              instancePath: instancePath + '/difference/' + i1,
              parentData: data2,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);
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
            !wrapper1.validate(data4[i2], {
              instancePath: instancePath + '/product/' + i2,
              parentData: data4,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);
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
            !wrapper1.validate(data6[i3], {
              instancePath: instancePath + '/quotient/' + i3,
              parentData: data6,
              parentDataProperty: i3,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);
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
  validate19.errors = vErrors;
  evaluated0.props = props1;
  return errors === 0;
}
export const schema18 = {
  title: 'ProtocolAssertion',
  description:
    'A property of the flow proven over every path before it is published: no path that ends `at` checkout (or at any end, checkout or hard stop) has answers for which `never` holds.',
  type: 'object',
  required: ['name', 'title', 'never'],
  additionalProperties: false,
  properties: {
    name: { $ref: '#/$defs/RuleName' },
    title: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
    at: { type: 'string', enum: ['checkout', 'any_end'], default: 'checkout' },
    never: { $ref: '#/$defs/Condition' },
  },
};
export const schema19 = {
  title: 'FlowFinding',
  description:
    "One problem the engine's analysis finds in a flow version. Errors block publishing; warnings do not.",
  type: 'object',
  required: ['severity', 'code', 'message'],
  additionalProperties: false,
  properties: {
    severity: { type: 'string', enum: ['error', 'warning'] },
    code: { type: 'string', pattern: '^[a-z][a-z-]*$' },
    questionId: { $ref: 'common.schema.json#/$defs/QuestionId' },
    message: { type: 'string', minLength: 1 },
  },
};
export const pattern28 = new RegExp('^[a-z][a-z-]*$', 'u');
export function validate20(
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
          params: { allowedValues: schema19.properties.severity.enum },
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
        if (!pattern28.test(data1)) {
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
        if (func0(data3) < 1) {
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
  validate20.errors = vErrors;
  return errors === 0;
}
