/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const Product = /* @__PURE__ */ named<types.Product>('Product', validateProduct);
export const ProductForm = /* @__PURE__ */ named<types.ProductForm>('ProductForm', validateProductForm);
export const Ingredient = /* @__PURE__ */ named<types.Ingredient>('Ingredient', validateIngredient);
export const Titration = /* @__PURE__ */ named<types.Titration>('Titration', validateTitration);
export const CampaignProduct = /* @__PURE__ */ named<types.CampaignProduct>(
  'CampaignProduct',
  validateCampaignProduct,
);
const schema0 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://telehealth.local/schemas/product.schema.json',
  title: 'Product',
  description: 'A medication or supplement a tenant sells.',
  type: 'object',
  required: [
    'med',
    'name',
    'price',
    'model',
    'ID',
    'clientProductId',
    'form',
    'imageSet',
    'campaignProducts',
  ],
  additionalProperties: false,
  properties: {
    med: { $ref: 'common.schema.json#/$defs/MedId' },
    tenant_id: { $ref: 'common.schema.json#/$defs/TenantId' },
    name: { $ref: 'common.schema.json#/$defs/NonEmptyString' },
    description: { type: 'string' },
    strength: { type: 'string' },
    form: { $ref: '#/$defs/ProductForm' },
    ingredients: {
      description:
        'Its active ingredients; they choose the safety information the site shows (SiteSection.forProducts).',
      type: 'array',
      items: { $ref: '#/$defs/Ingredient' },
    },
    price: { $ref: 'common.schema.json#/$defs/Money' },
    model: {
      description: 'True when the product is sold on a recurring (subscription) model.',
      type: 'boolean',
    },
    ID: {
      description: "The product's id in the order management (CRM) system.",
      type: 'integer',
      minimum: 1,
    },
    clientProductId: { type: 'integer', minimum: 1 },
    productPage: { $ref: 'common.schema.json#/$defs/RoutePath' },
    imageSet: {
      description: "Key of the tenant's productImages set.",
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
    },
    includes: {
      description: 'What comes free with it (for example a supplement).',
      type: 'array',
      items: { type: 'string' },
    },
    campaignProducts: { type: 'array', items: { $ref: '#/$defs/CampaignProduct' } },
    titration: { $ref: '#/$defs/Titration' },
  },
  $defs: {
    ProductForm: {
      title: 'ProductForm',
      type: 'string',
      enum: ['topical', 'oral', 'injectable', 'supplement'],
    },
    Ingredient: {
      title: 'Ingredient',
      description: 'An active ingredient as a lower-case key: `terbinafine`, `semaglutide`.',
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
    },
    Titration: {
      title: 'Titration',
      description:
        "A titrated product's dose schedule: the dose of each refill cycle, step by step. A step lasts `cycles` refill cycles (one when not given) and the last step is kept; the patient starts at the step the flow's eligibility rules set (the first by default), and the clinician may hold or lower a step.",
      type: 'object',
      required: ['unit', 'per', 'steps'],
      additionalProperties: false,
      properties: {
        unit: { type: 'string', enum: ['mg', 'mcg'] },
        per: { description: 'How often the dose is taken.', type: 'string', enum: ['day', 'week'] },
        steps: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            required: ['dose'],
            additionalProperties: false,
            properties: {
              dose: { type: 'number', exclusiveMinimum: 0 },
              cycles: { type: 'integer', minimum: 1, maximum: 120 },
            },
          },
        },
      },
    },
    CampaignProduct: {
      title: 'CampaignProduct',
      description: 'The product as offered in a CRM campaign.',
      type: 'object',
      required: ['clientProductId', 'price', 'campaignProductId'],
      additionalProperties: false,
      properties: {
        clientProductId: { type: 'integer', minimum: 1 },
        price: { $ref: 'common.schema.json#/$defs/Money' },
        campaignProductId: { type: 'integer', minimum: 1 },
      },
    },
  },
};
const schema1 = {
  title: 'Titration',
  description:
    "A titrated product's dose schedule: the dose of each refill cycle, step by step. A step lasts `cycles` refill cycles (one when not given) and the last step is kept; the patient starts at the step the flow's eligibility rules set (the first by default), and the clinician may hold or lower a step.",
  type: 'object',
  required: ['unit', 'per', 'steps'],
  additionalProperties: false,
  properties: {
    unit: { type: 'string', enum: ['mg', 'mcg'] },
    per: { description: 'How often the dose is taken.', type: 'string', enum: ['day', 'week'] },
    steps: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['dose'],
        additionalProperties: false,
        properties: {
          dose: { type: 'number', exclusiveMinimum: 0 },
          cycles: { type: 'integer', minimum: 1, maximum: 120 },
        },
      },
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
    if (data.clientProductId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'clientProductId' },
        message: "must have required property '" + 'clientProductId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'price' },
        message: "must have required property '" + 'price' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.campaignProductId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'campaignProductId' },
        message: "must have required property '" + 'campaignProductId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'clientProductId' || key0 === 'price' || key0 === 'campaignProductId')) {
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
    if (data.clientProductId !== undefined) {
      let data0 = data.clientProductId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/clientProductId',
          schemaPath: '#/properties/clientProductId/type',
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
            instancePath: instancePath + '/clientProductId',
            schemaPath: '#/properties/clientProductId/minimum',
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
    if (data.price !== undefined) {
      let data1 = data.price;
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err6 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
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
        let res0;
        if (0.01 === 0 || ((res0 = data1 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err7 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/price',
          schemaPath: 'common.schema.json#/$defs/Money/type',
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
    if (data.campaignProductId !== undefined) {
      let data2 = data.campaignProductId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err9 = {
          instancePath: instancePath + '/campaignProductId',
          schemaPath: '#/properties/campaignProductId/type',
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
        if (data2 < 1 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/campaignProductId',
            schemaPath: '#/properties/campaignProductId/minimum',
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
  validate0.errors = vErrors;
  return errors === 0;
}
export function validateProduct(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/product.schema.json" */ let vErrors = null;
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
    if (data.model === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'model' },
        message: "must have required property '" + 'model' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.ID === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'ID' },
        message: "must have required property '" + 'ID' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.clientProductId === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'clientProductId' },
        message: "must have required property '" + 'clientProductId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.form === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'form' },
        message: "must have required property '" + 'form' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.imageSet === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'imageSet' },
        message: "must have required property '" + 'imageSet' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.campaignProducts === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'campaignProducts' },
        message: "must have required property '" + 'campaignProducts' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!shared.func1.call(schema0.properties, key0)) {
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
    if (data.med !== undefined) {
      let data0 = data.med;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
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
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 2147483647 || isNaN(data0)) {
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
        if (data0 < 1 || isNaN(data0)) {
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
    if (data.tenant_id !== undefined) {
      let data1 = data.tenant_id;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err13 = {
          instancePath: instancePath + '/tenant_id',
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
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 2147483647 || isNaN(data1)) {
          const err14 = {
            instancePath: instancePath + '/tenant_id',
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
        if (data1 < 1 || isNaN(data1)) {
          const err15 = {
            instancePath: instancePath + '/tenant_id',
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
    if (data.name !== undefined) {
      let data2 = data.name;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err16 = {
            instancePath: instancePath + '/name',
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
        if (!shared.pattern0.test(data2)) {
          const err17 = {
            instancePath: instancePath + '/name',
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
          instancePath: instancePath + '/name',
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
    if (data.description !== undefined) {
      if (typeof data.description !== 'string') {
        const err19 = {
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
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
    if (data.strength !== undefined) {
      if (typeof data.strength !== 'string') {
        const err20 = {
          instancePath: instancePath + '/strength',
          schemaPath: '#/properties/strength/type',
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
    if (data.form !== undefined) {
      let data5 = data.form;
      if (typeof data5 !== 'string') {
        const err21 = {
          instancePath: instancePath + '/form',
          schemaPath: '#/$defs/ProductForm/type',
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
      if (!(data5 === 'topical' || data5 === 'oral' || data5 === 'injectable' || data5 === 'supplement')) {
        const err22 = {
          instancePath: instancePath + '/form',
          schemaPath: '#/$defs/ProductForm/enum',
          keyword: 'enum',
          params: { allowedValues: shared.schema13.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.ingredients !== undefined) {
      let data6 = data.ingredients;
      if (Array.isArray(data6)) {
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data7 = data6[i0];
          if (typeof data7 === 'string') {
            if (!shared.pattern21.test(data7)) {
              const err23 = {
                instancePath: instancePath + '/ingredients/' + i0,
                schemaPath: '#/$defs/Ingredient/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-z0-9-]*$' },
                message: 'must match pattern "' + '^[a-z][a-z0-9-]*$' + '"',
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
              instancePath: instancePath + '/ingredients/' + i0,
              schemaPath: '#/$defs/Ingredient/type',
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
          instancePath: instancePath + '/ingredients',
          schemaPath: '#/properties/ingredients/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.price !== undefined) {
      let data8 = data.price;
      if (typeof data8 == 'number' && isFinite(data8)) {
        if (data8 < 0 || isNaN(data8)) {
          const err26 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
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
        let res0;
        if (0.01 === 0 || ((res0 = data8 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err27 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/price',
          schemaPath: 'common.schema.json#/$defs/Money/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.model !== undefined) {
      if (typeof data.model !== 'boolean') {
        const err29 = {
          instancePath: instancePath + '/model',
          schemaPath: '#/properties/model/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.ID !== undefined) {
      let data10 = data.ID;
      if (!(typeof data10 == 'number' && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
        const err30 = {
          instancePath: instancePath + '/ID',
          schemaPath: '#/properties/ID/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (typeof data10 == 'number' && isFinite(data10)) {
        if (data10 < 1 || isNaN(data10)) {
          const err31 = {
            instancePath: instancePath + '/ID',
            schemaPath: '#/properties/ID/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      }
    }
    if (data.clientProductId !== undefined) {
      let data11 = data.clientProductId;
      if (!(typeof data11 == 'number' && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
        const err32 = {
          instancePath: instancePath + '/clientProductId',
          schemaPath: '#/properties/clientProductId/type',
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
        if (data11 < 1 || isNaN(data11)) {
          const err33 = {
            instancePath: instancePath + '/clientProductId',
            schemaPath: '#/properties/clientProductId/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
      }
    }
    if (data.productPage !== undefined) {
      let data12 = data.productPage;
      if (typeof data12 === 'string') {
        if (!shared.pattern22.test(data12)) {
          const err34 = {
            instancePath: instancePath + '/productPage',
            schemaPath: 'common.schema.json#/$defs/RoutePath/pattern',
            keyword: 'pattern',
            params: { pattern: '^/[A-Za-z0-9/_\\-{}.]*$' },
            message: 'must match pattern "' + '^/[A-Za-z0-9/_\\-{}.]*$' + '"',
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
          instancePath: instancePath + '/productPage',
          schemaPath: 'common.schema.json#/$defs/RoutePath/type',
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
    if (data.imageSet !== undefined) {
      let data13 = data.imageSet;
      if (typeof data13 === 'string') {
        if (!shared.pattern21.test(data13)) {
          const err36 = {
            instancePath: instancePath + '/imageSet',
            schemaPath: '#/properties/imageSet/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-z0-9-]*$' },
            message: 'must match pattern "' + '^[a-z][a-z0-9-]*$' + '"',
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
          instancePath: instancePath + '/imageSet',
          schemaPath: '#/properties/imageSet/type',
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
    if (data.includes !== undefined) {
      let data14 = data.includes;
      if (Array.isArray(data14)) {
        const len1 = data14.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (typeof data14[i1] !== 'string') {
            const err38 = {
              instancePath: instancePath + '/includes/' + i1,
              schemaPath: '#/properties/includes/items/type',
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
      } else {
        const err39 = {
          instancePath: instancePath + '/includes',
          schemaPath: '#/properties/includes/type',
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
    if (data.campaignProducts !== undefined) {
      let data16 = data.campaignProducts;
      if (Array.isArray(data16)) {
        const len2 = data16.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validate0(data16[i2], {
              instancePath: instancePath + '/campaignProducts/' + i2,
              parentData: data16,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err40 = {
          instancePath: instancePath + '/campaignProducts',
          schemaPath: '#/properties/campaignProducts/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.titration !== undefined) {
      let data18 = data.titration;
      if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
        if (data18.unit === undefined) {
          const err41 = {
            instancePath: instancePath + '/titration',
            schemaPath: '#/$defs/Titration/required',
            keyword: 'required',
            params: { missingProperty: 'unit' },
            message: "must have required property '" + 'unit' + "'",
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (data18.per === undefined) {
          const err42 = {
            instancePath: instancePath + '/titration',
            schemaPath: '#/$defs/Titration/required',
            keyword: 'required',
            params: { missingProperty: 'per' },
            message: "must have required property '" + 'per' + "'",
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
        if (data18.steps === undefined) {
          const err43 = {
            instancePath: instancePath + '/titration',
            schemaPath: '#/$defs/Titration/required',
            keyword: 'required',
            params: { missingProperty: 'steps' },
            message: "must have required property '" + 'steps' + "'",
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        for (const key1 in data18) {
          if (!(key1 === 'unit' || key1 === 'per' || key1 === 'steps')) {
            const err44 = {
              instancePath: instancePath + '/titration',
              schemaPath: '#/$defs/Titration/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data18.unit !== undefined) {
          let data19 = data18.unit;
          if (typeof data19 !== 'string') {
            const err45 = {
              instancePath: instancePath + '/titration/unit',
              schemaPath: '#/$defs/Titration/properties/unit/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
          if (!(data19 === 'mg' || data19 === 'mcg')) {
            const err46 = {
              instancePath: instancePath + '/titration/unit',
              schemaPath: '#/$defs/Titration/properties/unit/enum',
              keyword: 'enum',
              params: { allowedValues: schema1.properties.unit.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
        if (data18.per !== undefined) {
          let data20 = data18.per;
          if (typeof data20 !== 'string') {
            const err47 = {
              instancePath: instancePath + '/titration/per',
              schemaPath: '#/$defs/Titration/properties/per/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
          if (!(data20 === 'day' || data20 === 'week')) {
            const err48 = {
              instancePath: instancePath + '/titration/per',
              schemaPath: '#/$defs/Titration/properties/per/enum',
              keyword: 'enum',
              params: { allowedValues: schema1.properties.per.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data18.steps !== undefined) {
          let data21 = data18.steps;
          if (Array.isArray(data21)) {
            if (data21.length < 1) {
              const err49 = {
                instancePath: instancePath + '/titration/steps',
                schemaPath: '#/$defs/Titration/properties/steps/minItems',
                keyword: 'minItems',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 items',
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            const len3 = data21.length;
            for (let i3 = 0; i3 < len3; i3++) {
              let data22 = data21[i3];
              if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
                if (data22.dose === undefined) {
                  const err50 = {
                    instancePath: instancePath + '/titration/steps/' + i3,
                    schemaPath: '#/$defs/Titration/properties/steps/items/required',
                    keyword: 'required',
                    params: { missingProperty: 'dose' },
                    message: "must have required property '" + 'dose' + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
                for (const key2 in data22) {
                  if (!(key2 === 'dose' || key2 === 'cycles')) {
                    const err51 = {
                      instancePath: instancePath + '/titration/steps/' + i3,
                      schemaPath: '#/$defs/Titration/properties/steps/items/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key2 },
                      message: 'must NOT have additional properties',
                    };
                    if (vErrors === null) {
                      vErrors = [err51];
                    } else {
                      vErrors.push(err51);
                    }
                    errors++;
                  }
                }
                if (data22.dose !== undefined) {
                  let data23 = data22.dose;
                  if (typeof data23 == 'number' && isFinite(data23)) {
                    if (data23 <= 0 || isNaN(data23)) {
                      const err52 = {
                        instancePath: instancePath + '/titration/steps/' + i3 + '/dose',
                        schemaPath:
                          '#/$defs/Titration/properties/steps/items/properties/dose/exclusiveMinimum',
                        keyword: 'exclusiveMinimum',
                        params: { comparison: '>', limit: 0 },
                        message: 'must be > 0',
                      };
                      if (vErrors === null) {
                        vErrors = [err52];
                      } else {
                        vErrors.push(err52);
                      }
                      errors++;
                    }
                  } else {
                    const err53 = {
                      instancePath: instancePath + '/titration/steps/' + i3 + '/dose',
                      schemaPath: '#/$defs/Titration/properties/steps/items/properties/dose/type',
                      keyword: 'type',
                      params: { type: 'number' },
                      message: 'must be number',
                    };
                    if (vErrors === null) {
                      vErrors = [err53];
                    } else {
                      vErrors.push(err53);
                    }
                    errors++;
                  }
                }
                if (data22.cycles !== undefined) {
                  let data24 = data22.cycles;
                  if (!(typeof data24 == 'number' && !(data24 % 1) && !isNaN(data24) && isFinite(data24))) {
                    const err54 = {
                      instancePath: instancePath + '/titration/steps/' + i3 + '/cycles',
                      schemaPath: '#/$defs/Titration/properties/steps/items/properties/cycles/type',
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
                  if (typeof data24 == 'number' && isFinite(data24)) {
                    if (data24 > 120 || isNaN(data24)) {
                      const err55 = {
                        instancePath: instancePath + '/titration/steps/' + i3 + '/cycles',
                        schemaPath: '#/$defs/Titration/properties/steps/items/properties/cycles/maximum',
                        keyword: 'maximum',
                        params: { comparison: '<=', limit: 120 },
                        message: 'must be <= 120',
                      };
                      if (vErrors === null) {
                        vErrors = [err55];
                      } else {
                        vErrors.push(err55);
                      }
                      errors++;
                    }
                    if (data24 < 1 || isNaN(data24)) {
                      const err56 = {
                        instancePath: instancePath + '/titration/steps/' + i3 + '/cycles',
                        schemaPath: '#/$defs/Titration/properties/steps/items/properties/cycles/minimum',
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
                }
              } else {
                const err57 = {
                  instancePath: instancePath + '/titration/steps/' + i3,
                  schemaPath: '#/$defs/Titration/properties/steps/items/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err57];
                } else {
                  vErrors.push(err57);
                }
                errors++;
              }
            }
          } else {
            const err58 = {
              instancePath: instancePath + '/titration/steps',
              schemaPath: '#/$defs/Titration/properties/steps/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
      } else {
        const err59 = {
          instancePath: instancePath + '/titration',
          schemaPath: '#/$defs/Titration/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
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
      instancePath,
      schemaPath: '#/type',
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
  validateProduct.errors = vErrors;
  return errors === 0;
}
function validateProductForm(
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
  if (!(data === 'topical' || data === 'oral' || data === 'injectable' || data === 'supplement')) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: shared.schema13.enum },
      message: 'must be equal to one of the allowed values',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateProductForm.errors = vErrors;
  return errors === 0;
}
function validateIngredient(
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
    if (!shared.pattern21.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: { pattern: '^[a-z][a-z0-9-]*$' },
        message: 'must match pattern "' + '^[a-z][a-z0-9-]*$' + '"',
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
  validateIngredient.errors = vErrors;
  return errors === 0;
}
function validateTitration(
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
    if (data.unit === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'unit' },
        message: "must have required property '" + 'unit' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.per === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'per' },
        message: "must have required property '" + 'per' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.steps === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'steps' },
        message: "must have required property '" + 'steps' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'unit' || key0 === 'per' || key0 === 'steps')) {
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
    if (data.unit !== undefined) {
      let data0 = data.unit;
      if (typeof data0 !== 'string') {
        const err4 = {
          instancePath: instancePath + '/unit',
          schemaPath: '#/properties/unit/type',
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
      if (!(data0 === 'mg' || data0 === 'mcg')) {
        const err5 = {
          instancePath: instancePath + '/unit',
          schemaPath: '#/properties/unit/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.properties.unit.enum },
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
    if (data.per !== undefined) {
      let data1 = data.per;
      if (typeof data1 !== 'string') {
        const err6 = {
          instancePath: instancePath + '/per',
          schemaPath: '#/properties/per/type',
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
      if (!(data1 === 'day' || data1 === 'week')) {
        const err7 = {
          instancePath: instancePath + '/per',
          schemaPath: '#/properties/per/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.properties.per.enum },
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
    if (data.steps !== undefined) {
      let data2 = data.steps;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err8 = {
            instancePath: instancePath + '/steps',
            schemaPath: '#/properties/steps/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
            if (data3.dose === undefined) {
              const err9 = {
                instancePath: instancePath + '/steps/' + i0,
                schemaPath: '#/properties/steps/items/required',
                keyword: 'required',
                params: { missingProperty: 'dose' },
                message: "must have required property '" + 'dose' + "'",
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === 'dose' || key1 === 'cycles')) {
                const err10 = {
                  instancePath: instancePath + '/steps/' + i0,
                  schemaPath: '#/properties/steps/items/additionalProperties',
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
            if (data3.dose !== undefined) {
              let data4 = data3.dose;
              if (typeof data4 == 'number' && isFinite(data4)) {
                if (data4 <= 0 || isNaN(data4)) {
                  const err11 = {
                    instancePath: instancePath + '/steps/' + i0 + '/dose',
                    schemaPath: '#/properties/steps/items/properties/dose/exclusiveMinimum',
                    keyword: 'exclusiveMinimum',
                    params: { comparison: '>', limit: 0 },
                    message: 'must be > 0',
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
                  instancePath: instancePath + '/steps/' + i0 + '/dose',
                  schemaPath: '#/properties/steps/items/properties/dose/type',
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
            if (data3.cycles !== undefined) {
              let data5 = data3.cycles;
              if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                const err13 = {
                  instancePath: instancePath + '/steps/' + i0 + '/cycles',
                  schemaPath: '#/properties/steps/items/properties/cycles/type',
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
              if (typeof data5 == 'number' && isFinite(data5)) {
                if (data5 > 120 || isNaN(data5)) {
                  const err14 = {
                    instancePath: instancePath + '/steps/' + i0 + '/cycles',
                    schemaPath: '#/properties/steps/items/properties/cycles/maximum',
                    keyword: 'maximum',
                    params: { comparison: '<=', limit: 120 },
                    message: 'must be <= 120',
                  };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
                if (data5 < 1 || isNaN(data5)) {
                  const err15 = {
                    instancePath: instancePath + '/steps/' + i0 + '/cycles',
                    schemaPath: '#/properties/steps/items/properties/cycles/minimum',
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
          } else {
            const err16 = {
              instancePath: instancePath + '/steps/' + i0,
              schemaPath: '#/properties/steps/items/type',
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
          instancePath: instancePath + '/steps',
          schemaPath: '#/properties/steps/type',
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
  validateTitration.errors = vErrors;
  return errors === 0;
}
function validateCampaignProduct(
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
    if (data.clientProductId === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'clientProductId' },
        message: "must have required property '" + 'clientProductId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.price === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'price' },
        message: "must have required property '" + 'price' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.campaignProductId === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'campaignProductId' },
        message: "must have required property '" + 'campaignProductId' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'clientProductId' || key0 === 'price' || key0 === 'campaignProductId')) {
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
    if (data.clientProductId !== undefined) {
      let data0 = data.clientProductId;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/clientProductId',
          schemaPath: '#/properties/clientProductId/type',
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
            instancePath: instancePath + '/clientProductId',
            schemaPath: '#/properties/clientProductId/minimum',
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
    if (data.price !== undefined) {
      let data1 = data.price;
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 < 0 || isNaN(data1)) {
          const err6 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/minimum',
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
        let res0;
        if (0.01 === 0 || ((res0 = data1 / 0.01), Math.abs(Math.round(res0) - res0) > 1e-9)) {
          const err7 = {
            instancePath: instancePath + '/price',
            schemaPath: 'common.schema.json#/$defs/Money/multipleOf',
            keyword: 'multipleOf',
            params: { multipleOf: 0.01 },
            message: 'must be multiple of 0.01',
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
          instancePath: instancePath + '/price',
          schemaPath: 'common.schema.json#/$defs/Money/type',
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
    if (data.campaignProductId !== undefined) {
      let data2 = data.campaignProductId;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err9 = {
          instancePath: instancePath + '/campaignProductId',
          schemaPath: '#/properties/campaignProductId/type',
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
        if (data2 < 1 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/campaignProductId',
            schemaPath: '#/properties/campaignProductId/minimum',
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
  validateCampaignProduct.errors = vErrors;
  return errors === 0;
}
