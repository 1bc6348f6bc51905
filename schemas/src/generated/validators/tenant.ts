/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
// @ts-nocheck -- ajv output; the exports below are typed.

import { named } from '../../validator-types.js';
import type * as types from '../types.js';
import * as shared from './shared.js';

export const Tenant = /* @__PURE__ */ named<types.Tenant>('Tenant', validateTenant);
export const TenantHosts = /* @__PURE__ */ named<types.TenantHosts>('TenantHosts', validateTenantHosts);
export const BrandConfig = /* @__PURE__ */ named<types.BrandConfig>('BrandConfig', validateBrandConfig);
export const ThemeGroup = /* @__PURE__ */ named<types.ThemeGroup>('ThemeGroup', validateThemeGroup);
export const Theme = /* @__PURE__ */ named<types.Theme>('Theme', validateTheme);
export const RouteRule = /* @__PURE__ */ named<types.RouteRule>('RouteRule', validateRouteRule);
export const TenantConfigurations = /* @__PURE__ */ named<types.TenantConfigurations>(
  'TenantConfigurations',
  validateTenantConfigurations,
);
export const HeadTag = /* @__PURE__ */ named<types.HeadTag>('HeadTag', validateHeadTag);
export const TenantMeta = /* @__PURE__ */ named<types.TenantMeta>('TenantMeta', validateTenantMeta);
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
    if (data.production === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'production' },
        message: "must have required property '" + 'production' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.staging === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'staging' },
        message: "must have required property '" + 'staging' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.local === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'local' },
        message: "must have required property '" + 'local' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'production' || key0 === 'staging' || key0 === 'local')) {
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
    if (data.production !== undefined) {
      let data0 = data.production;
      if (typeof data0 === 'string') {
        if (!shared.formats8.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/production',
            schemaPath: 'common.schema.json#/$defs/Hostname/format',
            keyword: 'format',
            params: { format: 'hostname' },
            message: 'must match format "' + 'hostname' + '"',
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
          instancePath: instancePath + '/production',
          schemaPath: 'common.schema.json#/$defs/Hostname/type',
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
    if (data.staging !== undefined) {
      let data1 = data.staging;
      if (typeof data1 === 'string') {
        if (!shared.formats8.test(data1)) {
          const err6 = {
            instancePath: instancePath + '/staging',
            schemaPath: 'common.schema.json#/$defs/Hostname/format',
            keyword: 'format',
            params: { format: 'hostname' },
            message: 'must match format "' + 'hostname' + '"',
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
          instancePath: instancePath + '/staging',
          schemaPath: 'common.schema.json#/$defs/Hostname/type',
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
    if (data.local !== undefined) {
      let data2 = data.local;
      if (typeof data2 === 'string') {
        if (!shared.formats8.test(data2)) {
          const err8 = {
            instancePath: instancePath + '/local',
            schemaPath: 'common.schema.json#/$defs/Hostname/format',
            keyword: 'format',
            params: { format: 'hostname' },
            message: 'must match format "' + 'hostname' + '"',
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
          instancePath: instancePath + '/local',
          schemaPath: 'common.schema.json#/$defs/Hostname/type',
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
    if (data.theme === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'theme' },
        message: "must have required property '" + 'theme' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.configurations === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'configurations' },
        message: "must have required property '" + 'configurations' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.meta === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'meta' },
        message: "must have required property '" + 'meta' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'theme' || key0 === 'configurations' || key0 === 'meta')) {
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
    if (data.theme !== undefined) {
      if (
        !shared.validate14(data.theme, {
          instancePath: instancePath + '/theme',
          parentData: data,
          parentDataProperty: 'theme',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate14.errors : vErrors.concat(shared.validate14.errors);
        errors = vErrors.length;
      }
    }
    if (data.configurations !== undefined) {
      if (
        !shared.validate17(data.configurations, {
          instancePath: instancePath + '/configurations',
          parentData: data,
          parentDataProperty: 'configurations',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate17.errors : vErrors.concat(shared.validate17.errors);
        errors = vErrors.length;
      }
    }
    if (data.meta !== undefined) {
      if (
        !shared.validate18(data.meta, {
          instancePath: instancePath + '/meta',
          parentData: data,
          parentDataProperty: 'meta',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate18.errors : vErrors.concat(shared.validate18.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: '#/type',
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
  validate1.errors = vErrors;
  return errors === 0;
}
function validateTenant(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://telehealth.local/schemas/tenant.schema.json" */ let vErrors = null;
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
    if (data.slug === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'slug' },
        message: "must have required property '" + 'slug' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.hosts === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'hosts' },
        message: "must have required property '" + 'hosts' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.brandConfig === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'brandConfig' },
        message: "must have required property '" + 'brandConfig' + "'",
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
        key0 === 'id' ||
        key0 === 'slug' ||
        key0 === 'hosts' ||
        key0 === 'stagingBaseUrl' ||
        key0 === 'brandConfig'
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
    if (data.id !== undefined) {
      let data0 = data.id;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + '/id',
          schemaPath: 'common.schema.json#/$defs/TenantId/type',
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
            instancePath: instancePath + '/id',
            schemaPath: 'common.schema.json#/$defs/TenantId/maximum',
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
            instancePath: instancePath + '/id',
            schemaPath: 'common.schema.json#/$defs/TenantId/minimum',
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
    if (data.slug !== undefined) {
      let data1 = data.slug;
      if (typeof data1 === 'string') {
        if (!shared.pattern21.test(data1)) {
          const err8 = {
            instancePath: instancePath + '/slug',
            schemaPath: '#/properties/slug/pattern',
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
          instancePath: instancePath + '/slug',
          schemaPath: '#/properties/slug/type',
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
    if (data.hosts !== undefined) {
      if (
        !validate0(data.hosts, {
          instancePath: instancePath + '/hosts',
          parentData: data,
          parentDataProperty: 'hosts',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
        errors = vErrors.length;
      }
    }
    if (data.stagingBaseUrl !== undefined) {
      let data3 = data.stagingBaseUrl;
      if (typeof data3 === 'string') {
        if (!shared.pattern25.test(data3)) {
          const err10 = {
            instancePath: instancePath + '/stagingBaseUrl',
            schemaPath: '#/properties/stagingBaseUrl/pattern',
            keyword: 'pattern',
            params: { pattern: '^https://' },
            message: 'must match pattern "' + '^https://' + '"',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (!shared.formats7(data3)) {
          const err11 = {
            instancePath: instancePath + '/stagingBaseUrl',
            schemaPath: '#/properties/stagingBaseUrl/format',
            keyword: 'format',
            params: { format: 'uri' },
            message: 'must match format "' + 'uri' + '"',
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
          instancePath: instancePath + '/stagingBaseUrl',
          schemaPath: '#/properties/stagingBaseUrl/type',
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
    if (data.brandConfig !== undefined) {
      if (
        !validate1(data.brandConfig, {
          instancePath: instancePath + '/brandConfig',
          parentData: data,
          parentDataProperty: 'brandConfig',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
        errors = vErrors.length;
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
  validateTenant.errors = vErrors;
  return errors === 0;
}
function validateTenantHosts(
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
    if (data.production === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'production' },
        message: "must have required property '" + 'production' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.staging === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'staging' },
        message: "must have required property '" + 'staging' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.local === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'local' },
        message: "must have required property '" + 'local' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'production' || key0 === 'staging' || key0 === 'local')) {
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
    if (data.production !== undefined) {
      let data0 = data.production;
      if (typeof data0 === 'string') {
        if (!shared.formats8.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/production',
            schemaPath: 'common.schema.json#/$defs/Hostname/format',
            keyword: 'format',
            params: { format: 'hostname' },
            message: 'must match format "' + 'hostname' + '"',
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
          instancePath: instancePath + '/production',
          schemaPath: 'common.schema.json#/$defs/Hostname/type',
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
    if (data.staging !== undefined) {
      let data1 = data.staging;
      if (typeof data1 === 'string') {
        if (!shared.formats8.test(data1)) {
          const err6 = {
            instancePath: instancePath + '/staging',
            schemaPath: 'common.schema.json#/$defs/Hostname/format',
            keyword: 'format',
            params: { format: 'hostname' },
            message: 'must match format "' + 'hostname' + '"',
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
          instancePath: instancePath + '/staging',
          schemaPath: 'common.schema.json#/$defs/Hostname/type',
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
    if (data.local !== undefined) {
      let data2 = data.local;
      if (typeof data2 === 'string') {
        if (!shared.formats8.test(data2)) {
          const err8 = {
            instancePath: instancePath + '/local',
            schemaPath: 'common.schema.json#/$defs/Hostname/format',
            keyword: 'format',
            params: { format: 'hostname' },
            message: 'must match format "' + 'hostname' + '"',
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
          instancePath: instancePath + '/local',
          schemaPath: 'common.schema.json#/$defs/Hostname/type',
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
  validateTenantHosts.errors = vErrors;
  return errors === 0;
}
function validateBrandConfig(
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
    if (data.theme === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'theme' },
        message: "must have required property '" + 'theme' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.configurations === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'configurations' },
        message: "must have required property '" + 'configurations' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.meta === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'meta' },
        message: "must have required property '" + 'meta' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'theme' || key0 === 'configurations' || key0 === 'meta')) {
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
    if (data.theme !== undefined) {
      if (
        !shared.validate14(data.theme, {
          instancePath: instancePath + '/theme',
          parentData: data,
          parentDataProperty: 'theme',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate14.errors : vErrors.concat(shared.validate14.errors);
        errors = vErrors.length;
      }
    }
    if (data.configurations !== undefined) {
      if (
        !shared.validate17(data.configurations, {
          instancePath: instancePath + '/configurations',
          parentData: data,
          parentDataProperty: 'configurations',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate17.errors : vErrors.concat(shared.validate17.errors);
        errors = vErrors.length;
      }
    }
    if (data.meta !== undefined) {
      if (
        !shared.validate18(data.meta, {
          instancePath: instancePath + '/meta',
          parentData: data,
          parentDataProperty: 'meta',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate18.errors : vErrors.concat(shared.validate18.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: '#/type',
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
  validateBrandConfig.errors = vErrors;
  return errors === 0;
}
function validateThemeGroup(
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
      const _errs1 = errors;
      if (typeof key0 === 'string') {
        if (!shared.pattern23.test(key0)) {
          const err1 = {
            instancePath,
            schemaPath: '#/propertyNames/pattern',
            keyword: 'pattern',
            params: { pattern: '^[a-z][a-zA-Z0-9]*$' },
            message: 'must match pattern "' + '^[a-z][a-zA-Z0-9]*$' + '"',
            propertyName: key0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
      var valid0 = _errs1 === errors;
      if (!valid0) {
        const err2 = {
          instancePath,
          schemaPath: '#/propertyNames',
          keyword: 'propertyNames',
          params: { propertyName: key0 },
          message: 'property name must be valid',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      let data0 = data[key1];
      if (typeof data0 === 'string') {
        if (shared.func0(data0) < 1) {
          const err3 = {
            instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
            schemaPath: '#/additionalProperties/minLength',
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
        if (!shared.pattern24.test(data0)) {
          const err4 = {
            instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
            schemaPath: '#/additionalProperties/pattern',
            keyword: 'pattern',
            params: { pattern: '^[^;{}<>]+$' },
            message: 'must match pattern "' + '^[^;{}<>]+$' + '"',
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
          instancePath: instancePath + '/' + key1.replace(/~/g, '~0').replace(/\//g, '~1'),
          schemaPath: '#/additionalProperties/type',
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
  validateThemeGroup.errors = vErrors;
  return errors === 0;
}
function validateTheme(
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
        if (!shared.pattern23.test(key0)) {
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
              if (!shared.pattern23.test(key2)) {
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
              if (shared.func0(data1) < 1) {
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
              if (!shared.pattern24.test(data1)) {
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
            if (!shared.pattern23.test(key4)) {
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
            if (shared.func0(data3) < 1) {
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
            if (!shared.pattern24.test(data3)) {
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
            if (!shared.pattern23.test(key6)) {
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
            if (shared.func0(data5) < 1) {
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
            if (!shared.pattern24.test(data5)) {
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
            if (!shared.pattern23.test(key8)) {
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
            if (shared.func0(data7) < 1) {
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
            if (!shared.pattern24.test(data7)) {
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
  validateTheme.errors = vErrors;
  return errors === 0;
}
function validateRouteRule(
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
        if (!shared.pattern22.test(data0)) {
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
        if (!shared.pattern22.test(data1)) {
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
        if (!shared.pattern25.test(data1)) {
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
        if (!shared.formats7(data1)) {
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
  validateRouteRule.errors = vErrors;
  return errors === 0;
}
function validateTenantConfigurations(
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
      if (!shared.func1.call(shared.schema15.properties, key0)) {
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
        if (shared.func0(data0) < 1) {
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
        if (!shared.pattern0.test(data0)) {
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
        if (shared.func0(data1) < 1) {
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
        if (!shared.pattern0.test(data1)) {
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
        !shared.validate15(data.companyAddress, {
          instancePath: instancePath + '/companyAddress',
          parentData: data,
          parentDataProperty: 'companyAddress',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? shared.validate15.errors : vErrors.concat(shared.validate15.errors);
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
            if (shared.func0(data5) > 254) {
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
            if (!shared.formats0.test(data5)) {
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
            if (!shared.pattern1.test(data6)) {
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
            if (shared.func0(data7) < 1) {
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
            if (!shared.pattern0.test(data7)) {
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
            if (!shared.pattern19.test(data9)) {
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
            if (!shared.pattern19.test(data10)) {
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
            if (!shared.pattern19.test(data11)) {
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
        if (!shared.pattern22.test(data12)) {
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
        if (!shared.pattern22.test(data14)) {
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
        if (!shared.formats8.test(data15)) {
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
            if (!shared.pattern21.test(key3)) {
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
                if (!shared.pattern23.test(key5)) {
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
                if (!shared.pattern19.test(data18)) {
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
            !shared.validate16(data19[i0], {
              instancePath: instancePath + '/routeRules/' + i0,
              parentData: data19,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? shared.validate16.errors : vErrors.concat(shared.validate16.errors);
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
            if (!shared.pattern23.test(key7)) {
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
  validateTenantConfigurations.errors = vErrors;
  return errors === 0;
}
function validateHeadTag(
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
      if (typeof data[key0] !== 'string') {
        const err0 = {
          instancePath: instancePath + '/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
          schemaPath: '#/additionalProperties/type',
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
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validateHeadTag.errors = vErrors;
  return errors === 0;
}
function validateTenantMeta(
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
                if (shared.func0(data2) < 1) {
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
                if (!shared.pattern0.test(data2)) {
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
  validateTenantMeta.errors = vErrors;
  return errors === 0;
}
