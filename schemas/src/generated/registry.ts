/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
import type * as types from './types.js';
import answerSchema from '../json/answer.schema.json' with { type: 'json' };
import commonSchema from '../json/common.schema.json' with { type: 'json' };
import enumsSchema from '../json/enums.schema.json' with { type: 'json' };
import flowVersionSchema from '../json/flow-version.schema.json' with { type: 'json' };
import productSchema from '../json/product.schema.json' with { type: 'json' };
import questionSchema from '../json/question.schema.json' with { type: 'json' };
import startDataSchema from '../json/start-data.schema.json' with { type: 'json' };
import stateSchema from '../json/state.schema.json' with { type: 'json' };
import tenantSchema from '../json/tenant.schema.json' with { type: 'json' };

export const schemaDocuments = [
  answerSchema,
  commonSchema,
  enumsSchema,
  flowVersionSchema,
  productSchema,
  questionSchema,
  startDataSchema,
  stateSchema,
  tenantSchema,
];

/** Each named type's schema, relative to the schemas' base URI. */
export const schemaRefs = {
  AnswerValue: 'answer.schema.json',
  HeightWeight: 'answer.schema.json#/$defs/HeightWeight',
  UploadedFile: 'answer.schema.json#/$defs/UploadedFile',
  TenantId: 'common.schema.json#/$defs/TenantId',
  QuestionId: 'common.schema.json#/$defs/QuestionId',
  MedId: 'common.schema.json#/$defs/MedId',
  StateCode: 'common.schema.json#/$defs/StateCode',
  AssetPath: 'common.schema.json#/$defs/AssetPath',
  Email: 'common.schema.json#/$defs/Email',
  PostalAddress: 'common.schema.json#/$defs/PostalAddress',
  OrderStatus: 'enums.schema.json#/$defs/OrderStatus',
  PurchaseStatus: 'enums.schema.json#/$defs/PurchaseStatus',
  PaySource: 'enums.schema.json#/$defs/PaySource',
  Role: 'enums.schema.json#/$defs/Role',
  QuestionType: 'enums.schema.json#/$defs/QuestionType',
  FlowKey: 'enums.schema.json#/$defs/FlowKey',
  FlowStatus: 'enums.schema.json#/$defs/FlowStatus',
  FlowStepKind: 'enums.schema.json#/$defs/FlowStepKind',
  FlowVersion: 'flow-version.schema.json',
  FlowStep: 'flow-version.schema.json#/$defs/FlowStep',
  FlowLayout: 'flow-version.schema.json#/$defs/FlowLayout',
  Position: 'flow-version.schema.json#/$defs/Position',
  Product: 'product.schema.json',
  CampaignProduct: 'product.schema.json#/$defs/CampaignProduct',
  Question: 'question.schema.json',
  QuestionOption: 'question.schema.json#/$defs/QuestionOption',
  NextQuestionMap: 'question.schema.json#/$defs/NextQuestionMap',
  HardStopCondition: 'question.schema.json#/$defs/HardStopCondition',
  QuestionInput: 'question.schema.json#/$defs/QuestionInput',
  StartData: 'start-data.schema.json',
  StartDataEntry: 'start-data.schema.json#/$defs/StartDataEntry',
  State: 'state.schema.json',
  Tenant: 'tenant.schema.json',
  TenantHosts: 'tenant.schema.json#/$defs/TenantHosts',
  BrandConfig: 'tenant.schema.json#/$defs/BrandConfig',
  ThemeGroup: 'tenant.schema.json#/$defs/ThemeGroup',
  Theme: 'tenant.schema.json#/$defs/Theme',
  RouteRule: 'tenant.schema.json#/$defs/RouteRule',
  TenantConfigurations: 'tenant.schema.json#/$defs/TenantConfigurations',
  HeadTag: 'tenant.schema.json#/$defs/HeadTag',
  TenantMeta: 'tenant.schema.json#/$defs/TenantMeta',
} as const;

export interface SchemaTypeMap {
  AnswerValue: types.AnswerValue;
  HeightWeight: types.HeightWeight;
  UploadedFile: types.UploadedFile;
  TenantId: types.TenantId;
  QuestionId: types.QuestionId;
  MedId: types.MedId;
  StateCode: types.StateCode;
  AssetPath: types.AssetPath;
  Email: types.Email;
  PostalAddress: types.PostalAddress;
  OrderStatus: types.OrderStatus;
  PurchaseStatus: types.PurchaseStatus;
  PaySource: types.PaySource;
  Role: types.Role;
  QuestionType: types.QuestionType;
  FlowKey: types.FlowKey;
  FlowStatus: types.FlowStatus;
  FlowStepKind: types.FlowStepKind;
  FlowVersion: types.FlowVersion;
  FlowStep: types.FlowStep;
  FlowLayout: types.FlowLayout;
  Position: types.Position;
  Product: types.Product;
  CampaignProduct: types.CampaignProduct;
  Question: types.Question;
  QuestionOption: types.QuestionOption;
  NextQuestionMap: types.NextQuestionMap;
  HardStopCondition: types.HardStopCondition;
  QuestionInput: types.QuestionInput;
  StartData: types.StartData;
  StartDataEntry: types.StartDataEntry;
  State: types.State;
  Tenant: types.Tenant;
  TenantHosts: types.TenantHosts;
  BrandConfig: types.BrandConfig;
  ThemeGroup: types.ThemeGroup;
  Theme: types.Theme;
  RouteRule: types.RouteRule;
  TenantConfigurations: types.TenantConfigurations;
  HeadTag: types.HeadTag;
  TenantMeta: types.TenantMeta;
}
