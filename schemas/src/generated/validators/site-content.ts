/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const SiteContent = /* @__PURE__ */ named<types.SiteContent>('SiteContent', validateSiteContent);
export const SupportContent = /* @__PURE__ */ named<types.SupportContent>(
  'SupportContent',
  validateSupportContent,
);
export const SitePlaceholder = /* @__PURE__ */ named<types.SitePlaceholder>(
  'SitePlaceholder',
  validateSitePlaceholder,
);
export const SiteText = /* @__PURE__ */ named<types.SiteText>('SiteText', validateSiteText);
export const SiteLink = /* @__PURE__ */ named<types.SiteLink>('SiteLink', validateSiteLink);
export const HomeContent = /* @__PURE__ */ named<types.HomeContent>('HomeContent', validateHomeContent);
export const HomeStep = /* @__PURE__ */ named<types.HomeStep>('HomeStep', validateHomeStep);
export const SitePage = /* @__PURE__ */ named<types.SitePage>('SitePage', validateSitePage);
export const SiteSection = /* @__PURE__ */ named<types.SiteSection>('SiteSection', validateSiteSection);
export const ProductCondition = /* @__PURE__ */ named<types.ProductCondition>(
  'ProductCondition',
  validateProductCondition,
);
export const SiteBlock = /* @__PURE__ */ named<types.SiteBlock>('SiteBlock', validateSiteBlock);
const schema0 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://telehealth.local/schemas/site-content.schema.json',
  title: 'SiteContent',
  description:
    "A tenant's words on its public site: the home page's steps, the info pages and the docs (legal and safety copy). Served by GET /api/tenant/content. Text names the tenant's facts by placeholder (SitePlaceholder), filled from its configurations and products when shown, so each fact is written once.",
  type: 'object',
  required: ['home', 'pages', 'support'],
  additionalProperties: false,
  properties: {
    home: { $ref: '#/$defs/HomeContent' },
    support: { $ref: '#/$defs/SupportContent' },
    pages: {
      description:
        "Every info page (/about, ...) and doc (/docs/privacy-policy, ...) by its path's last segment.",
      type: 'object',
      required: [
        'about',
        'consumer',
        'providers',
        'safety',
        'telehealth',
        'terms',
        'thanks',
        'privacy-policy',
        'safety-information',
        'terms-of-service',
      ],
      additionalProperties: false,
      properties: {
        about: { $ref: '#/$defs/SitePage' },
        consumer: { $ref: '#/$defs/SitePage' },
        providers: { $ref: '#/$defs/SitePage' },
        safety: { $ref: '#/$defs/SitePage' },
        telehealth: { $ref: '#/$defs/SitePage' },
        terms: { $ref: '#/$defs/SitePage' },
        thanks: { $ref: '#/$defs/SitePage' },
        'privacy-policy': { $ref: '#/$defs/SitePage' },
        'safety-information': { $ref: '#/$defs/SitePage' },
        'terms-of-service': { $ref: '#/$defs/SitePage' },
      },
    },
  },
  $defs: {
    SupportContent: {
      title: 'SupportContent',
      description:
        "The account area's support page (/account/support, /accountv2/support): a lead under its heading and the frequently asked questions. The contact details come from the configurations.",
      type: 'object',
      required: ['lead', 'faq'],
      additionalProperties: false,
      properties: {
        lead: { $ref: '#/$defs/SiteText' },
        faq: {
          type: 'array',
          minItems: 1,
          items: {
            title: 'FaqEntry',
            type: 'object',
            required: ['question', 'answer'],
            additionalProperties: false,
            properties: { question: { $ref: '#/$defs/SiteText' }, answer: { $ref: '#/$defs/SiteText' } },
          },
        },
      },
    },
    SitePlaceholder: {
      title: 'SitePlaceholder',
      description:
        "A fact a site text may name as `{name}`: the tenant's configurations (the phone formatted, the address as one line without the legal name, the shipping price in dollars), and `products`, the names of the products a section is shown for (only in a section with `forProducts`).",
      type: 'string',
      enum: [
        'brandName',
        'legalName',
        'contactEmail',
        'contactPhone',
        'contactHours',
        'companyAddress',
        'companyCity',
        'companyState',
        'shippingPrice',
        'products',
      ],
    },
    SiteText: {
      title: 'SiteText',
      description:
        "Words shown on the site; braces only around a SitePlaceholder (keep this pattern's names equal to SitePlaceholder).",
      type: 'string',
      minLength: 1,
      pattern:
        '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
    },
    SiteLink: {
      title: 'SiteLink',
      type: 'object',
      required: ['to', 'label'],
      additionalProperties: false,
      properties: {
        to: { $ref: 'common.schema.json#/$defs/RoutePath' },
        label: { $ref: '#/$defs/SiteText' },
      },
    },
    HomeContent: {
      title: 'HomeContent',
      description:
        "The home page's words beside what it shows from the configurations (name, tagline, contact) and the products.",
      type: 'object',
      required: ['howItWorks'],
      additionalProperties: false,
      properties: {
        howItWorks: {
          type: 'object',
          required: ['heading', 'steps', 'link'],
          additionalProperties: false,
          properties: {
            heading: { $ref: '#/$defs/SiteText' },
            steps: { type: 'array', minItems: 1, items: { $ref: '#/$defs/HomeStep' } },
            link: { $ref: '#/$defs/SiteLink' },
          },
        },
      },
    },
    HomeStep: {
      title: 'HomeStep',
      type: 'object',
      required: ['title', 'text'],
      additionalProperties: false,
      properties: { title: { $ref: '#/$defs/SiteText' }, text: { $ref: '#/$defs/SiteText' } },
    },
    SitePage: {
      title: 'SitePage',
      description:
        'One info page or doc: title (h1), lead, an optional note under it (when a doc last changed), then its sections.',
      type: 'object',
      required: ['title', 'lead', 'sections'],
      additionalProperties: false,
      properties: {
        title: { $ref: '#/$defs/SiteText' },
        lead: { $ref: '#/$defs/SiteText' },
        note: { $ref: '#/$defs/SiteText' },
        tableOfContents: { description: 'True to list the sections at the top (the docs).', type: 'boolean' },
        sections: { type: 'array', minItems: 1, items: { $ref: '#/$defs/SiteSection' } },
      },
    },
    SiteSection: {
      title: 'SiteSection',
      description:
        'A section (h2) of a page. Its id is its anchor: /docs/privacy-policy#your-choices scrolls to it; ids are unique in a page.',
      type: 'object',
      required: ['id', 'heading', 'blocks'],
      additionalProperties: false,
      properties: {
        id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
        heading: { $ref: '#/$defs/SiteText' },
        forProducts: { $ref: '#/$defs/ProductCondition' },
        blocks: { type: 'array', minItems: 1, items: { $ref: '#/$defs/SiteBlock' } },
      },
    },
    ProductCondition: {
      title: 'ProductCondition',
      description:
        'Shows a section only while the tenant sells a product with one of these active ingredients or forms; `{products}` in it names those products.',
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      properties: {
        ingredients: { type: 'array', minItems: 1, items: { $ref: 'product.schema.json#/$defs/Ingredient' } },
        forms: { type: 'array', minItems: 1, items: { $ref: 'product.schema.json#/$defs/ProductForm' } },
      },
    },
    SiteBlock: {
      title: 'SiteBlock',
      description:
        "A paragraph, a bulleted or numbered list, a row of links, or the tenant's products with prices (`empty` is shown while it has none).",
      anyOf: [
        {
          type: 'object',
          required: ['kind', 'text'],
          additionalProperties: false,
          properties: { kind: { const: 'p' }, text: { $ref: '#/$defs/SiteText' } },
        },
        {
          type: 'object',
          required: ['kind', 'items'],
          additionalProperties: false,
          properties: {
            kind: { enum: ['ul', 'ol'] },
            items: { type: 'array', minItems: 1, items: { $ref: '#/$defs/SiteText' } },
          },
        },
        {
          type: 'object',
          required: ['kind', 'links'],
          additionalProperties: false,
          properties: {
            kind: { const: 'links' },
            links: { type: 'array', minItems: 1, items: { $ref: '#/$defs/SiteLink' } },
          },
        },
        {
          type: 'object',
          required: ['kind', 'empty'],
          additionalProperties: false,
          properties: {
            kind: { const: 'products' },
            prescriptionOnly: { description: 'True to leave supplements out.', type: 'boolean' },
            empty: { $ref: '#/$defs/SiteText' },
          },
        },
      ],
    },
  },
};
const pattern0 = new RegExp(
  '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
  'u',
);
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
    if (data.title === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'title' || key0 === 'text')) {
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
    if (data.title !== undefined) {
      let data0 = data.title;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/title',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.text !== undefined) {
      let data1 = data.text;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err6 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/text',
          schemaPath: '#/$defs/SiteText/type',
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
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
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
    if (data.to === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'to' },
        message: "must have required property '" + 'to' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'label' },
        message: "must have required property '" + 'label' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'to' || key0 === 'label')) {
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
    if (data.to !== undefined) {
      let data0 = data.to;
      if (typeof data0 === 'string') {
        if (!shared.pattern22.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/to',
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
          instancePath: instancePath + '/to',
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
    if (data.label !== undefined) {
      let data1 = data.label;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err5 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data1)) {
          const err6 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/label',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.howItWorks === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'howItWorks' },
        message: "must have required property '" + 'howItWorks' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'howItWorks')) {
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
    if (data.howItWorks !== undefined) {
      let data0 = data.howItWorks;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.heading === undefined) {
          const err2 = {
            instancePath: instancePath + '/howItWorks',
            schemaPath: '#/properties/howItWorks/required',
            keyword: 'required',
            params: { missingProperty: 'heading' },
            message: "must have required property '" + 'heading' + "'",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0.steps === undefined) {
          const err3 = {
            instancePath: instancePath + '/howItWorks',
            schemaPath: '#/properties/howItWorks/required',
            keyword: 'required',
            params: { missingProperty: 'steps' },
            message: "must have required property '" + 'steps' + "'",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0.link === undefined) {
          const err4 = {
            instancePath: instancePath + '/howItWorks',
            schemaPath: '#/properties/howItWorks/required',
            keyword: 'required',
            params: { missingProperty: 'link' },
            message: "must have required property '" + 'link' + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(key1 === 'heading' || key1 === 'steps' || key1 === 'link')) {
            const err5 = {
              instancePath: instancePath + '/howItWorks',
              schemaPath: '#/properties/howItWorks/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data0.heading !== undefined) {
          let data1 = data0.heading;
          if (typeof data1 === 'string') {
            if (shared.func0(data1) < 1) {
              const err6 = {
                instancePath: instancePath + '/howItWorks/heading',
                schemaPath: '#/$defs/SiteText/minLength',
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
            if (!pattern0.test(data1)) {
              const err7 = {
                instancePath: instancePath + '/howItWorks/heading',
                schemaPath: '#/$defs/SiteText/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
                },
                message:
                  'must match pattern "' +
                  '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
                  '"',
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
              instancePath: instancePath + '/howItWorks/heading',
              schemaPath: '#/$defs/SiteText/type',
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
        if (data0.steps !== undefined) {
          let data2 = data0.steps;
          if (Array.isArray(data2)) {
            if (data2.length < 1) {
              const err9 = {
                instancePath: instancePath + '/howItWorks/steps',
                schemaPath: '#/properties/howItWorks/properties/steps/minItems',
                keyword: 'minItems',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 items',
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            const len0 = data2.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (
                !validate0(data2[i0], {
                  instancePath: instancePath + '/howItWorks/steps/' + i0,
                  parentData: data2,
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
            const err10 = {
              instancePath: instancePath + '/howItWorks/steps',
              schemaPath: '#/properties/howItWorks/properties/steps/type',
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
        if (data0.link !== undefined) {
          if (
            !validate1(data0.link, {
              instancePath: instancePath + '/howItWorks/link',
              parentData: data0,
              parentDataProperty: 'link',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/howItWorks',
          schemaPath: '#/properties/howItWorks/type',
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
    if (data.lead === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lead' },
        message: "must have required property '" + 'lead' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.faq === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'faq' },
        message: "must have required property '" + 'faq' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'lead' || key0 === 'faq')) {
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
    if (data.lead !== undefined) {
      let data0 = data.lead;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/lead',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/lead',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/lead',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.faq !== undefined) {
      let data1 = data.faq;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err6 = {
            instancePath: instancePath + '/faq',
            schemaPath: '#/properties/faq/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
            if (data2.question === undefined) {
              const err7 = {
                instancePath: instancePath + '/faq/' + i0,
                schemaPath: '#/properties/faq/items/required',
                keyword: 'required',
                params: { missingProperty: 'question' },
                message: "must have required property '" + 'question' + "'",
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data2.answer === undefined) {
              const err8 = {
                instancePath: instancePath + '/faq/' + i0,
                schemaPath: '#/properties/faq/items/required',
                keyword: 'required',
                params: { missingProperty: 'answer' },
                message: "must have required property '" + 'answer' + "'",
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === 'question' || key1 === 'answer')) {
                const err9 = {
                  instancePath: instancePath + '/faq/' + i0,
                  schemaPath: '#/properties/faq/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key1 },
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
            if (data2.question !== undefined) {
              let data3 = data2.question;
              if (typeof data3 === 'string') {
                if (shared.func0(data3) < 1) {
                  const err10 = {
                    instancePath: instancePath + '/faq/' + i0 + '/question',
                    schemaPath: '#/$defs/SiteText/minLength',
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
                if (!pattern0.test(data3)) {
                  const err11 = {
                    instancePath: instancePath + '/faq/' + i0 + '/question',
                    schemaPath: '#/$defs/SiteText/pattern',
                    keyword: 'pattern',
                    params: {
                      pattern:
                        '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
                    },
                    message:
                      'must match pattern "' +
                      '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
                      '"',
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
                  instancePath: instancePath + '/faq/' + i0 + '/question',
                  schemaPath: '#/$defs/SiteText/type',
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
            if (data2.answer !== undefined) {
              let data4 = data2.answer;
              if (typeof data4 === 'string') {
                if (shared.func0(data4) < 1) {
                  const err13 = {
                    instancePath: instancePath + '/faq/' + i0 + '/answer',
                    schemaPath: '#/$defs/SiteText/minLength',
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
                    instancePath: instancePath + '/faq/' + i0 + '/answer',
                    schemaPath: '#/$defs/SiteText/pattern',
                    keyword: 'pattern',
                    params: {
                      pattern:
                        '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
                    },
                    message:
                      'must match pattern "' +
                      '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
                      '"',
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
                  instancePath: instancePath + '/faq/' + i0 + '/answer',
                  schemaPath: '#/$defs/SiteText/type',
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
              instancePath: instancePath + '/faq/' + i0,
              schemaPath: '#/properties/faq/items/type',
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
          instancePath: instancePath + '/faq',
          schemaPath: '#/properties/faq/type',
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
      if (!(key0 === 'ingredients' || key0 === 'forms')) {
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
    if (data.ingredients !== undefined) {
      let data0 = data.ingredients;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err2 = {
            instancePath: instancePath + '/ingredients',
            schemaPath: '#/properties/ingredients/minItems',
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
          if (typeof data1 === 'string') {
            if (!shared.pattern21.test(data1)) {
              const err3 = {
                instancePath: instancePath + '/ingredients/' + i0,
                schemaPath: 'product.schema.json#/$defs/Ingredient/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-z0-9-]*$' },
                message: 'must match pattern "' + '^[a-z][a-z0-9-]*$' + '"',
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
              instancePath: instancePath + '/ingredients/' + i0,
              schemaPath: 'product.schema.json#/$defs/Ingredient/type',
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
      } else {
        const err5 = {
          instancePath: instancePath + '/ingredients',
          schemaPath: '#/properties/ingredients/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.forms !== undefined) {
      let data2 = data.forms;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err6 = {
            instancePath: instancePath + '/forms',
            schemaPath: '#/properties/forms/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data3 = data2[i1];
          if (typeof data3 !== 'string') {
            const err7 = {
              instancePath: instancePath + '/forms/' + i1,
              schemaPath: 'product.schema.json#/$defs/ProductForm/type',
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
            data3 === 'topical' ||
            data3 === 'oral' ||
            data3 === 'injectable' ||
            data3 === 'supplement'
          )) {
            const err8 = {
              instancePath: instancePath + '/forms/' + i1,
              schemaPath: 'product.schema.json#/$defs/ProductForm/enum',
              keyword: 'enum',
              params: { allowedValues: shared.schema13.enum },
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
      } else {
        const err9 = {
          instancePath: instancePath + '/forms',
          schemaPath: '#/properties/forms/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validate4.errors = vErrors;
  return errors === 0;
}
const schema1 = {
  title: 'SiteBlock',
  description:
    "A paragraph, a bulleted or numbered list, a row of links, or the tenant's products with prices (`empty` is shown while it has none).",
  anyOf: [
    {
      type: 'object',
      required: ['kind', 'text'],
      additionalProperties: false,
      properties: { kind: { const: 'p' }, text: { $ref: '#/$defs/SiteText' } },
    },
    {
      type: 'object',
      required: ['kind', 'items'],
      additionalProperties: false,
      properties: {
        kind: { enum: ['ul', 'ol'] },
        items: { type: 'array', minItems: 1, items: { $ref: '#/$defs/SiteText' } },
      },
    },
    {
      type: 'object',
      required: ['kind', 'links'],
      additionalProperties: false,
      properties: {
        kind: { const: 'links' },
        links: { type: 'array', minItems: 1, items: { $ref: '#/$defs/SiteLink' } },
      },
    },
    {
      type: 'object',
      required: ['kind', 'empty'],
      additionalProperties: false,
      properties: {
        kind: { const: 'products' },
        prescriptionOnly: { description: 'True to leave supplements out.', type: 'boolean' },
        empty: { $ref: '#/$defs/SiteText' },
      },
    },
  ],
};
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
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/anyOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/anyOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'kind' || key0 === 'text')) {
        const err2 = {
          instancePath,
          schemaPath: '#/anyOf/0/additionalProperties',
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
    if (data.kind !== undefined) {
      if ('p' !== data.kind) {
        const err3 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/anyOf/0/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'p' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.text !== undefined) {
      let data1 = data.text;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err4 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/text',
          schemaPath: '#/$defs/SiteText/type',
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
      schemaPath: '#/anyOf/0/type',
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
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs8 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/anyOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.items === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/anyOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'items' },
        message: "must have required property '" + 'items' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key1 in data) {
      if (!(key1 === 'kind' || key1 === 'items')) {
        const err10 = {
          instancePath,
          schemaPath: '#/anyOf/1/additionalProperties',
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
    if (data.kind !== undefined) {
      let data2 = data.kind;
      if (!(data2 === 'ul' || data2 === 'ol')) {
        const err11 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/anyOf/1/properties/kind/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.anyOf[1].properties.kind.enum },
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
    if (data.items !== undefined) {
      let data3 = data.items;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err12 = {
            instancePath: instancePath + '/items',
            schemaPath: '#/anyOf/1/properties/items/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === 'string') {
            if (shared.func0(data4) < 1) {
              const err13 = {
                instancePath: instancePath + '/items/' + i0,
                schemaPath: '#/$defs/SiteText/minLength',
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
                instancePath: instancePath + '/items/' + i0,
                schemaPath: '#/$defs/SiteText/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
                },
                message:
                  'must match pattern "' +
                  '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
                  '"',
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
              instancePath: instancePath + '/items/' + i0,
              schemaPath: '#/$defs/SiteText/type',
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
          instancePath: instancePath + '/items',
          schemaPath: '#/anyOf/1/properties/items/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
      schemaPath: '#/anyOf/1/type',
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
  var _valid0 = _errs8 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  const _errs17 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err18 = {
        instancePath,
        schemaPath: '#/anyOf/2/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    if (data.links === undefined) {
      const err19 = {
        instancePath,
        schemaPath: '#/anyOf/2/required',
        keyword: 'required',
        params: { missingProperty: 'links' },
        message: "must have required property '" + 'links' + "'",
      };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    for (const key2 in data) {
      if (!(key2 === 'kind' || key2 === 'links')) {
        const err20 = {
          instancePath,
          schemaPath: '#/anyOf/2/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key2 },
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
    if (data.kind !== undefined) {
      if ('links' !== data.kind) {
        const err21 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/anyOf/2/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'links' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.links !== undefined) {
      let data6 = data.links;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err22 = {
            instancePath: instancePath + '/links',
            schemaPath: '#/anyOf/2/properties/links/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate1(data6[i1], {
              instancePath: instancePath + '/links/' + i1,
              parentData: data6,
              parentDataProperty: i1,
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
          instancePath: instancePath + '/links',
          schemaPath: '#/anyOf/2/properties/links/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = {
      instancePath,
      schemaPath: '#/anyOf/2/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  var _valid0 = _errs17 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  const _errs24 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err25 = {
        instancePath,
        schemaPath: '#/anyOf/3/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.empty === undefined) {
      const err26 = {
        instancePath,
        schemaPath: '#/anyOf/3/required',
        keyword: 'required',
        params: { missingProperty: 'empty' },
        message: "must have required property '" + 'empty' + "'",
      };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    for (const key3 in data) {
      if (!(key3 === 'kind' || key3 === 'prescriptionOnly' || key3 === 'empty')) {
        const err27 = {
          instancePath,
          schemaPath: '#/anyOf/3/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key3 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('products' !== data.kind) {
        const err28 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/anyOf/3/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'products' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.prescriptionOnly !== undefined) {
      if (typeof data.prescriptionOnly !== 'boolean') {
        const err29 = {
          instancePath: instancePath + '/prescriptionOnly',
          schemaPath: '#/anyOf/3/properties/prescriptionOnly/type',
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
    if (data.empty !== undefined) {
      let data10 = data.empty;
      if (typeof data10 === 'string') {
        if (shared.func0(data10) < 1) {
          const err30 = {
            instancePath: instancePath + '/empty',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data10)) {
          const err31 = {
            instancePath: instancePath + '/empty',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      } else {
        const err32 = {
          instancePath: instancePath + '/empty',
          schemaPath: '#/$defs/SiteText/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
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
      schemaPath: '#/anyOf/3/type',
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
  var _valid0 = _errs24 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err34 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err34];
    } else {
      vErrors.push(err34);
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
  validate5.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
function validate6(
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
    if (data.heading === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'heading' },
        message: "must have required property '" + 'heading' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.blocks === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'blocks' },
        message: "must have required property '" + 'blocks' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'id' || key0 === 'heading' || key0 === 'forProducts' || key0 === 'blocks')) {
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
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!shared.pattern21.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/pattern',
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
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
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
    if (data.heading !== undefined) {
      let data1 = data.heading;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err6 = {
            instancePath: instancePath + '/heading',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/heading',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/heading',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.forProducts !== undefined) {
      if (
        !validate4(data.forProducts, {
          instancePath: instancePath + '/forProducts',
          parentData: data,
          parentDataProperty: 'forProducts',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    if (data.blocks !== undefined) {
      let data3 = data.blocks;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err9 = {
            instancePath: instancePath + '/blocks',
            schemaPath: '#/properties/blocks/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate5(data3[i0], {
              instancePath: instancePath + '/blocks/' + i0,
              parentData: data3,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/blocks',
          schemaPath: '#/properties/blocks/type',
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
  validate6.errors = vErrors;
  return errors === 0;
}
function validate7(
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
    if (data.title === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.lead === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lead' },
        message: "must have required property '" + 'lead' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.sections === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'sections' },
        message: "must have required property '" + 'sections' + "'",
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
        key0 === 'title' ||
        key0 === 'lead' ||
        key0 === 'note' ||
        key0 === 'tableOfContents' ||
        key0 === 'sections'
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
    if (data.title !== undefined) {
      let data0 = data.title;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err4 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/$defs/SiteText/minLength',
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
            instancePath: instancePath + '/title',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/title',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.lead !== undefined) {
      let data1 = data.lead;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/lead',
            schemaPath: '#/$defs/SiteText/minLength',
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
            instancePath: instancePath + '/lead',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/lead',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.note !== undefined) {
      let data2 = data.note;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err10 = {
            instancePath: instancePath + '/note',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data2)) {
          const err11 = {
            instancePath: instancePath + '/note',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/note',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.tableOfContents !== undefined) {
      if (typeof data.tableOfContents !== 'boolean') {
        const err13 = {
          instancePath: instancePath + '/tableOfContents',
          schemaPath: '#/properties/tableOfContents/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.sections !== undefined) {
      let data4 = data.sections;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/sections',
            schemaPath: '#/properties/sections/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate6(data4[i0], {
              instancePath: instancePath + '/sections/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/sections',
          schemaPath: '#/properties/sections/type',
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
  validate7.errors = vErrors;
  return errors === 0;
}
export function validateSiteContent(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/site-content.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = {};
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.home === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'home' },
        message: "must have required property '" + 'home' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.pages === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'pages' },
        message: "must have required property '" + 'pages' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.support === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'support' },
        message: "must have required property '" + 'support' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'home' || key0 === 'support' || key0 === 'pages')) {
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
    if (data.home !== undefined) {
      if (
        !validate2(data.home, {
          instancePath: instancePath + '/home',
          parentData: data,
          parentDataProperty: 'home',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
        errors = vErrors.length;
      }
    }
    if (data.support !== undefined) {
      if (
        !validate3(data.support, {
          instancePath: instancePath + '/support',
          parentData: data,
          parentDataProperty: 'support',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
      }
    }
    if (data.pages !== undefined) {
      let data2 = data.pages;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.about === undefined) {
          const err4 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'about' },
            message: "must have required property '" + 'about' + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data2.consumer === undefined) {
          const err5 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'consumer' },
            message: "must have required property '" + 'consumer' + "'",
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2.providers === undefined) {
          const err6 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'providers' },
            message: "must have required property '" + 'providers' + "'",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data2.safety === undefined) {
          const err7 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'safety' },
            message: "must have required property '" + 'safety' + "'",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data2.telehealth === undefined) {
          const err8 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'telehealth' },
            message: "must have required property '" + 'telehealth' + "'",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data2.terms === undefined) {
          const err9 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'terms' },
            message: "must have required property '" + 'terms' + "'",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2.thanks === undefined) {
          const err10 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'thanks' },
            message: "must have required property '" + 'thanks' + "'",
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data2['privacy-policy'] === undefined) {
          const err11 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'privacy-policy' },
            message: "must have required property '" + 'privacy-policy' + "'",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2['safety-information'] === undefined) {
          const err12 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'safety-information' },
            message: "must have required property '" + 'safety-information' + "'",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2['terms-of-service'] === undefined) {
          const err13 = {
            instancePath: instancePath + '/pages',
            schemaPath: '#/properties/pages/required',
            keyword: 'required',
            params: { missingProperty: 'terms-of-service' },
            message: "must have required property '" + 'terms-of-service' + "'",
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!shared.func1.call(schema0.properties.pages.properties, key1)) {
            const err14 = {
              instancePath: instancePath + '/pages',
              schemaPath: '#/properties/pages/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data2.about !== undefined) {
          if (
            !validate7(data2.about, {
              instancePath: instancePath + '/pages/about',
              parentData: data2,
              parentDataProperty: 'about',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
        if (data2.consumer !== undefined) {
          if (
            !validate7(data2.consumer, {
              instancePath: instancePath + '/pages/consumer',
              parentData: data2,
              parentDataProperty: 'consumer',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
        if (data2.providers !== undefined) {
          if (
            !validate7(data2.providers, {
              instancePath: instancePath + '/pages/providers',
              parentData: data2,
              parentDataProperty: 'providers',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
        if (data2.safety !== undefined) {
          if (
            !validate7(data2.safety, {
              instancePath: instancePath + '/pages/safety',
              parentData: data2,
              parentDataProperty: 'safety',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
        if (data2.telehealth !== undefined) {
          if (
            !validate7(data2.telehealth, {
              instancePath: instancePath + '/pages/telehealth',
              parentData: data2,
              parentDataProperty: 'telehealth',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
        if (data2.terms !== undefined) {
          if (
            !validate7(data2.terms, {
              instancePath: instancePath + '/pages/terms',
              parentData: data2,
              parentDataProperty: 'terms',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
        if (data2.thanks !== undefined) {
          if (
            !validate7(data2.thanks, {
              instancePath: instancePath + '/pages/thanks',
              parentData: data2,
              parentDataProperty: 'thanks',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
        if (data2['privacy-policy'] !== undefined) {
          if (
            !validate7(data2['privacy-policy'], {
              instancePath: instancePath + '/pages/privacy-policy',
              parentData: data2,
              parentDataProperty: 'privacy-policy',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
        if (data2['safety-information'] !== undefined) {
          if (
            !validate7(data2['safety-information'], {
              instancePath: instancePath + '/pages/safety-information',
              parentData: data2,
              parentDataProperty: 'safety-information',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
        if (data2['terms-of-service'] !== undefined) {
          if (
            !validate7(data2['terms-of-service'], {
              instancePath: instancePath + '/pages/terms-of-service',
              parentData: data2,
              parentDataProperty: 'terms-of-service',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/pages',
          schemaPath: '#/properties/pages/type',
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
  validateSiteContent.errors = vErrors;
  return errors === 0;
}
function validateSupportContent(
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
    if (data.lead === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lead' },
        message: "must have required property '" + 'lead' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.faq === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'faq' },
        message: "must have required property '" + 'faq' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'lead' || key0 === 'faq')) {
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
    if (data.lead !== undefined) {
      let data0 = data.lead;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/lead',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/lead',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/lead',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.faq !== undefined) {
      let data1 = data.faq;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err6 = {
            instancePath: instancePath + '/faq',
            schemaPath: '#/properties/faq/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
            if (data2.question === undefined) {
              const err7 = {
                instancePath: instancePath + '/faq/' + i0,
                schemaPath: '#/properties/faq/items/required',
                keyword: 'required',
                params: { missingProperty: 'question' },
                message: "must have required property '" + 'question' + "'",
              };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
            if (data2.answer === undefined) {
              const err8 = {
                instancePath: instancePath + '/faq/' + i0,
                schemaPath: '#/properties/faq/items/required',
                keyword: 'required',
                params: { missingProperty: 'answer' },
                message: "must have required property '" + 'answer' + "'",
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === 'question' || key1 === 'answer')) {
                const err9 = {
                  instancePath: instancePath + '/faq/' + i0,
                  schemaPath: '#/properties/faq/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key1 },
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
            if (data2.question !== undefined) {
              let data3 = data2.question;
              if (typeof data3 === 'string') {
                if (shared.func0(data3) < 1) {
                  const err10 = {
                    instancePath: instancePath + '/faq/' + i0 + '/question',
                    schemaPath: '#/$defs/SiteText/minLength',
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
                if (!pattern0.test(data3)) {
                  const err11 = {
                    instancePath: instancePath + '/faq/' + i0 + '/question',
                    schemaPath: '#/$defs/SiteText/pattern',
                    keyword: 'pattern',
                    params: {
                      pattern:
                        '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
                    },
                    message:
                      'must match pattern "' +
                      '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
                      '"',
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
                  instancePath: instancePath + '/faq/' + i0 + '/question',
                  schemaPath: '#/$defs/SiteText/type',
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
            if (data2.answer !== undefined) {
              let data4 = data2.answer;
              if (typeof data4 === 'string') {
                if (shared.func0(data4) < 1) {
                  const err13 = {
                    instancePath: instancePath + '/faq/' + i0 + '/answer',
                    schemaPath: '#/$defs/SiteText/minLength',
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
                    instancePath: instancePath + '/faq/' + i0 + '/answer',
                    schemaPath: '#/$defs/SiteText/pattern',
                    keyword: 'pattern',
                    params: {
                      pattern:
                        '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
                    },
                    message:
                      'must match pattern "' +
                      '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
                      '"',
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
                  instancePath: instancePath + '/faq/' + i0 + '/answer',
                  schemaPath: '#/$defs/SiteText/type',
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
              instancePath: instancePath + '/faq/' + i0,
              schemaPath: '#/properties/faq/items/type',
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
          instancePath: instancePath + '/faq',
          schemaPath: '#/properties/faq/type',
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
  validateSupportContent.errors = vErrors;
  return errors === 0;
}
const schema2 = {
  title: 'SitePlaceholder',
  description:
    "A fact a site text may name as `{name}`: the tenant's configurations (the phone formatted, the address as one line without the legal name, the shipping price in dollars), and `products`, the names of the products a section is shown for (only in a section with `forProducts`).",
  type: 'string',
  enum: [
    'brandName',
    'legalName',
    'contactEmail',
    'contactPhone',
    'contactHours',
    'companyAddress',
    'companyCity',
    'companyState',
    'shippingPrice',
    'products',
  ],
};
function validateSitePlaceholder(
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
  if (!(
    data === 'brandName' ||
    data === 'legalName' ||
    data === 'contactEmail' ||
    data === 'contactPhone' ||
    data === 'contactHours' ||
    data === 'companyAddress' ||
    data === 'companyCity' ||
    data === 'companyState' ||
    data === 'shippingPrice' ||
    data === 'products'
  )) {
    const err1 = {
      instancePath,
      schemaPath: '#/enum',
      keyword: 'enum',
      params: { allowedValues: schema2.enum },
      message: 'must be equal to one of the allowed values',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateSitePlaceholder.errors = vErrors;
  return errors === 0;
}
function validateSiteText(
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
    if (shared.func0(data) < 1) {
      const err0 = {
        instancePath,
        schemaPath: '#/minLength',
        keyword: 'minLength',
        params: { limit: 1 },
        message: 'must NOT have fewer than 1 characters',
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (!pattern0.test(data)) {
      const err1 = {
        instancePath,
        schemaPath: '#/pattern',
        keyword: 'pattern',
        params: {
          pattern:
            '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
        },
        message:
          'must match pattern "' +
          '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
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
  validateSiteText.errors = vErrors;
  return errors === 0;
}
function validateSiteLink(
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
    if (data.to === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'to' },
        message: "must have required property '" + 'to' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.label === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'label' },
        message: "must have required property '" + 'label' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'to' || key0 === 'label')) {
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
    if (data.to !== undefined) {
      let data0 = data.to;
      if (typeof data0 === 'string') {
        if (!shared.pattern22.test(data0)) {
          const err3 = {
            instancePath: instancePath + '/to',
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
          instancePath: instancePath + '/to',
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
    if (data.label !== undefined) {
      let data1 = data.label;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err5 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data1)) {
          const err6 = {
            instancePath: instancePath + '/label',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/label',
          schemaPath: '#/$defs/SiteText/type',
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
  validateSiteLink.errors = vErrors;
  return errors === 0;
}
function validateHomeContent(
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
    if (data.howItWorks === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'howItWorks' },
        message: "must have required property '" + 'howItWorks' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'howItWorks')) {
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
    if (data.howItWorks !== undefined) {
      let data0 = data.howItWorks;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        if (data0.heading === undefined) {
          const err2 = {
            instancePath: instancePath + '/howItWorks',
            schemaPath: '#/properties/howItWorks/required',
            keyword: 'required',
            params: { missingProperty: 'heading' },
            message: "must have required property '" + 'heading' + "'",
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data0.steps === undefined) {
          const err3 = {
            instancePath: instancePath + '/howItWorks',
            schemaPath: '#/properties/howItWorks/required',
            keyword: 'required',
            params: { missingProperty: 'steps' },
            message: "must have required property '" + 'steps' + "'",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0.link === undefined) {
          const err4 = {
            instancePath: instancePath + '/howItWorks',
            schemaPath: '#/properties/howItWorks/required',
            keyword: 'required',
            params: { missingProperty: 'link' },
            message: "must have required property '" + 'link' + "'",
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        for (const key1 in data0) {
          if (!(key1 === 'heading' || key1 === 'steps' || key1 === 'link')) {
            const err5 = {
              instancePath: instancePath + '/howItWorks',
              schemaPath: '#/properties/howItWorks/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
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
        if (data0.heading !== undefined) {
          let data1 = data0.heading;
          if (typeof data1 === 'string') {
            if (shared.func0(data1) < 1) {
              const err6 = {
                instancePath: instancePath + '/howItWorks/heading',
                schemaPath: '#/$defs/SiteText/minLength',
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
            if (!pattern0.test(data1)) {
              const err7 = {
                instancePath: instancePath + '/howItWorks/heading',
                schemaPath: '#/$defs/SiteText/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
                },
                message:
                  'must match pattern "' +
                  '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
                  '"',
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
              instancePath: instancePath + '/howItWorks/heading',
              schemaPath: '#/$defs/SiteText/type',
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
        if (data0.steps !== undefined) {
          let data2 = data0.steps;
          if (Array.isArray(data2)) {
            if (data2.length < 1) {
              const err9 = {
                instancePath: instancePath + '/howItWorks/steps',
                schemaPath: '#/properties/howItWorks/properties/steps/minItems',
                keyword: 'minItems',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 items',
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            const len0 = data2.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (
                !validate0(data2[i0], {
                  instancePath: instancePath + '/howItWorks/steps/' + i0,
                  parentData: data2,
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
            const err10 = {
              instancePath: instancePath + '/howItWorks/steps',
              schemaPath: '#/properties/howItWorks/properties/steps/type',
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
        if (data0.link !== undefined) {
          if (
            !validate1(data0.link, {
              instancePath: instancePath + '/howItWorks/link',
              parentData: data0,
              parentDataProperty: 'link',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/howItWorks',
          schemaPath: '#/properties/howItWorks/type',
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
  validateHomeContent.errors = vErrors;
  return errors === 0;
}
function validateHomeStep(
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
    if (data.title === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'title' || key0 === 'text')) {
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
    if (data.title !== undefined) {
      let data0 = data.title;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/title',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.text !== undefined) {
      let data1 = data.text;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err6 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/text',
          schemaPath: '#/$defs/SiteText/type',
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
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
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
  validateHomeStep.errors = vErrors;
  return errors === 0;
}
function validateSitePage(
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
    if (data.title === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.lead === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'lead' },
        message: "must have required property '" + 'lead' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.sections === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'sections' },
        message: "must have required property '" + 'sections' + "'",
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
        key0 === 'title' ||
        key0 === 'lead' ||
        key0 === 'note' ||
        key0 === 'tableOfContents' ||
        key0 === 'sections'
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
    if (data.title !== undefined) {
      let data0 = data.title;
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err4 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/$defs/SiteText/minLength',
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
            instancePath: instancePath + '/title',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/title',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.lead !== undefined) {
      let data1 = data.lead;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err7 = {
            instancePath: instancePath + '/lead',
            schemaPath: '#/$defs/SiteText/minLength',
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
            instancePath: instancePath + '/lead',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/lead',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.note !== undefined) {
      let data2 = data.note;
      if (typeof data2 === 'string') {
        if (shared.func0(data2) < 1) {
          const err10 = {
            instancePath: instancePath + '/note',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data2)) {
          const err11 = {
            instancePath: instancePath + '/note',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/note',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.tableOfContents !== undefined) {
      if (typeof data.tableOfContents !== 'boolean') {
        const err13 = {
          instancePath: instancePath + '/tableOfContents',
          schemaPath: '#/properties/tableOfContents/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.sections !== undefined) {
      let data4 = data.sections;
      if (Array.isArray(data4)) {
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/sections',
            schemaPath: '#/properties/sections/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate6(data4[i0], {
              instancePath: instancePath + '/sections/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/sections',
          schemaPath: '#/properties/sections/type',
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
  validateSitePage.errors = vErrors;
  return errors === 0;
}
function validateSiteSection(
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
    if (data.heading === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'heading' },
        message: "must have required property '" + 'heading' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.blocks === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'blocks' },
        message: "must have required property '" + 'blocks' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'id' || key0 === 'heading' || key0 === 'forProducts' || key0 === 'blocks')) {
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
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!shared.pattern21.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/pattern',
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
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
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
    if (data.heading !== undefined) {
      let data1 = data.heading;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err6 = {
            instancePath: instancePath + '/heading',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data1)) {
          const err7 = {
            instancePath: instancePath + '/heading',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/heading',
          schemaPath: '#/$defs/SiteText/type',
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
    if (data.forProducts !== undefined) {
      if (
        !validate4(data.forProducts, {
          instancePath: instancePath + '/forProducts',
          parentData: data,
          parentDataProperty: 'forProducts',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    if (data.blocks !== undefined) {
      let data3 = data.blocks;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err9 = {
            instancePath: instancePath + '/blocks',
            schemaPath: '#/properties/blocks/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate5(data3[i0], {
              instancePath: instancePath + '/blocks/' + i0,
              parentData: data3,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/blocks',
          schemaPath: '#/properties/blocks/type',
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
  validateSiteSection.errors = vErrors;
  return errors === 0;
}
function validateProductCondition(
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
      if (!(key0 === 'ingredients' || key0 === 'forms')) {
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
    if (data.ingredients !== undefined) {
      let data0 = data.ingredients;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err2 = {
            instancePath: instancePath + '/ingredients',
            schemaPath: '#/properties/ingredients/minItems',
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
          if (typeof data1 === 'string') {
            if (!shared.pattern21.test(data1)) {
              const err3 = {
                instancePath: instancePath + '/ingredients/' + i0,
                schemaPath: 'product.schema.json#/$defs/Ingredient/pattern',
                keyword: 'pattern',
                params: { pattern: '^[a-z][a-z0-9-]*$' },
                message: 'must match pattern "' + '^[a-z][a-z0-9-]*$' + '"',
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
              instancePath: instancePath + '/ingredients/' + i0,
              schemaPath: 'product.schema.json#/$defs/Ingredient/type',
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
      } else {
        const err5 = {
          instancePath: instancePath + '/ingredients',
          schemaPath: '#/properties/ingredients/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.forms !== undefined) {
      let data2 = data.forms;
      if (Array.isArray(data2)) {
        if (data2.length < 1) {
          const err6 = {
            instancePath: instancePath + '/forms',
            schemaPath: '#/properties/forms/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        const len1 = data2.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data3 = data2[i1];
          if (typeof data3 !== 'string') {
            const err7 = {
              instancePath: instancePath + '/forms/' + i1,
              schemaPath: 'product.schema.json#/$defs/ProductForm/type',
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
            data3 === 'topical' ||
            data3 === 'oral' ||
            data3 === 'injectable' ||
            data3 === 'supplement'
          )) {
            const err8 = {
              instancePath: instancePath + '/forms/' + i1,
              schemaPath: 'product.schema.json#/$defs/ProductForm/enum',
              keyword: 'enum',
              params: { allowedValues: shared.schema13.enum },
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
      } else {
        const err9 = {
          instancePath: instancePath + '/forms',
          schemaPath: '#/properties/forms/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
  validateProductCondition.errors = vErrors;
  return errors === 0;
}
function validateSiteBlock(
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
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/anyOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/anyOf/0/required',
        keyword: 'required',
        params: { missingProperty: 'text' },
        message: "must have required property '" + 'text' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'kind' || key0 === 'text')) {
        const err2 = {
          instancePath,
          schemaPath: '#/anyOf/0/additionalProperties',
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
    if (data.kind !== undefined) {
      if ('p' !== data.kind) {
        const err3 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/anyOf/0/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'p' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.text !== undefined) {
      let data1 = data.text;
      if (typeof data1 === 'string') {
        if (shared.func0(data1) < 1) {
          const err4 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data1)) {
          const err5 = {
            instancePath: instancePath + '/text',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
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
          instancePath: instancePath + '/text',
          schemaPath: '#/$defs/SiteText/type',
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
      schemaPath: '#/anyOf/0/type',
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
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    var props0 = true;
  }
  const _errs8 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/anyOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.items === undefined) {
      const err9 = {
        instancePath,
        schemaPath: '#/anyOf/1/required',
        keyword: 'required',
        params: { missingProperty: 'items' },
        message: "must have required property '" + 'items' + "'",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    for (const key1 in data) {
      if (!(key1 === 'kind' || key1 === 'items')) {
        const err10 = {
          instancePath,
          schemaPath: '#/anyOf/1/additionalProperties',
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
    if (data.kind !== undefined) {
      let data2 = data.kind;
      if (!(data2 === 'ul' || data2 === 'ol')) {
        const err11 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/anyOf/1/properties/kind/enum',
          keyword: 'enum',
          params: { allowedValues: schema1.anyOf[1].properties.kind.enum },
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
    if (data.items !== undefined) {
      let data3 = data.items;
      if (Array.isArray(data3)) {
        if (data3.length < 1) {
          const err12 = {
            instancePath: instancePath + '/items',
            schemaPath: '#/anyOf/1/properties/items/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 === 'string') {
            if (shared.func0(data4) < 1) {
              const err13 = {
                instancePath: instancePath + '/items/' + i0,
                schemaPath: '#/$defs/SiteText/minLength',
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
                instancePath: instancePath + '/items/' + i0,
                schemaPath: '#/$defs/SiteText/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
                },
                message:
                  'must match pattern "' +
                  '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
                  '"',
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
              instancePath: instancePath + '/items/' + i0,
              schemaPath: '#/$defs/SiteText/type',
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
          instancePath: instancePath + '/items',
          schemaPath: '#/anyOf/1/properties/items/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
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
      schemaPath: '#/anyOf/1/type',
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
  var _valid0 = _errs8 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  const _errs17 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err18 = {
        instancePath,
        schemaPath: '#/anyOf/2/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    if (data.links === undefined) {
      const err19 = {
        instancePath,
        schemaPath: '#/anyOf/2/required',
        keyword: 'required',
        params: { missingProperty: 'links' },
        message: "must have required property '" + 'links' + "'",
      };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    for (const key2 in data) {
      if (!(key2 === 'kind' || key2 === 'links')) {
        const err20 = {
          instancePath,
          schemaPath: '#/anyOf/2/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key2 },
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
    if (data.kind !== undefined) {
      if ('links' !== data.kind) {
        const err21 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/anyOf/2/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'links' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.links !== undefined) {
      let data6 = data.links;
      if (Array.isArray(data6)) {
        if (data6.length < 1) {
          const err22 = {
            instancePath: instancePath + '/links',
            schemaPath: '#/anyOf/2/properties/links/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        const len1 = data6.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate1(data6[i1], {
              instancePath: instancePath + '/links/' + i1,
              parentData: data6,
              parentDataProperty: i1,
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
          instancePath: instancePath + '/links',
          schemaPath: '#/anyOf/2/properties/links/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = {
      instancePath,
      schemaPath: '#/anyOf/2/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  var _valid0 = _errs17 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  const _errs24 = errors;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err25 = {
        instancePath,
        schemaPath: '#/anyOf/3/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (data.empty === undefined) {
      const err26 = {
        instancePath,
        schemaPath: '#/anyOf/3/required',
        keyword: 'required',
        params: { missingProperty: 'empty' },
        message: "must have required property '" + 'empty' + "'",
      };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    for (const key3 in data) {
      if (!(key3 === 'kind' || key3 === 'prescriptionOnly' || key3 === 'empty')) {
        const err27 = {
          instancePath,
          schemaPath: '#/anyOf/3/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key3 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('products' !== data.kind) {
        const err28 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/anyOf/3/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'products' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.prescriptionOnly !== undefined) {
      if (typeof data.prescriptionOnly !== 'boolean') {
        const err29 = {
          instancePath: instancePath + '/prescriptionOnly',
          schemaPath: '#/anyOf/3/properties/prescriptionOnly/type',
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
    if (data.empty !== undefined) {
      let data10 = data.empty;
      if (typeof data10 === 'string') {
        if (shared.func0(data10) < 1) {
          const err30 = {
            instancePath: instancePath + '/empty',
            schemaPath: '#/$defs/SiteText/minLength',
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
        if (!pattern0.test(data10)) {
          const err31 = {
            instancePath: instancePath + '/empty',
            schemaPath: '#/$defs/SiteText/pattern',
            keyword: 'pattern',
            params: {
              pattern:
                '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$',
            },
            message:
              'must match pattern "' +
              '^(?:[^{}]|\\{(?:brandName|legalName|contactEmail|contactPhone|contactHours|companyAddress|companyCity|companyState|shippingPrice|products)\\})*$' +
              '"',
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
      } else {
        const err32 = {
          instancePath: instancePath + '/empty',
          schemaPath: '#/$defs/SiteText/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
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
      schemaPath: '#/anyOf/3/type',
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
  var _valid0 = _errs24 === errors;
  valid0 = valid0 || _valid0;
  if (_valid0) {
    if (props0 !== true) {
      props0 = true;
    }
  }
  if (!valid0) {
    const err34 = {
      instancePath,
      schemaPath: '#/anyOf',
      keyword: 'anyOf',
      params: {},
      message: 'must match a schema in anyOf',
    };
    if (vErrors === null) {
      vErrors = [err34];
    } else {
      vErrors.push(err34);
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
  validateSiteBlock.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
