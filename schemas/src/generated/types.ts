/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */

/**
 * An answer as stored in start data: text (also email, phone and date of birth as YYYY-MM-DD), a number, a consent (true), the chosen options of a multiple choice, a height and weight, or uploaded files.
 */
export type AnswerValue = string | number | boolean | string[] | HeightWeight | UploadedFile[];
export type TenantId = number;
export type QuestionId = number;
/**
 * A medication (product) id, as used in the `med` query parameter.
 */
export type MedId = number;
export type StateCode = string;
/**
 * A tenant asset served by the API from flows/ (no outside URLs).
 */
export type AssetPath = string;
export type Email = string;
export type OrderStatus =
  'PENDING' | 'COMPLETE' | 'CANCELLED' | 'DECLINED' | 'PAUSED' | 'PARTIALLY_REFUNDED' | 'REACTIVATED';
export type PurchaseStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED';
export type PaySource =
  | 'APPLEPAY'
  | 'ACCTONFILE'
  | 'CHECK'
  | 'CREDITCARD'
  | 'COD'
  | 'DIRECTDEBIT'
  | 'GOOGLEPAY'
  | 'PAYPAL'
  | 'PREPAID';
/**
 * User roles as numbers: 0 admin, 1 customer, 2 agent.
 */
export type Role = 0 | 1 | 2;
/**
 * Every kind of question screen the storefront renders. `image` is content, not a question.
 */
export type QuestionType =
  | 'single_choice'
  | 'multiple_choice'
  | 'text'
  | 'number'
  | 'date_of_birth'
  | 'height_weight'
  | 'email'
  | 'phone'
  | 'file_upload'
  | 'consent'
  | 'image';
export type FlowKey = 'intake' | 'followup' | 'quiz';
export type FlowStatus = 'draft' | 'published' | 'archived';
/**
 * lead-qualify and lead-intro are the two lead steps; questions is the question graph; question is one question shown on its own route (the quiz); page is any other route of the flow; checkout ends the intake.
 */
export type FlowStepKind = 'lead-qualify' | 'lead-intro' | 'questions' | 'question' | 'page' | 'checkout';

export interface HeightWeight {
  feet: number;
  inches: number;
  pounds: number;
  bmi?: number;
}
export interface UploadedFile {
  fileId: string;
  name: string;
  contentType: string;
  size: number;
  url?: string;
}
export interface PostalAddress {
  line1: string;
  line2?: string;
  city: string;
  state: StateCode;
  postalCode: string;
}
/**
 * One version of a tenant's flow: its steps, its question graph and the builder's layout. Published versions are immutable; publishing a draft freezes it into the next version number.
 */
export interface FlowVersion {
  /**
   * Version of this document format; older formats are migrated explicitly.
   */
  schema_version: 1;
  tenant_id: TenantId;
  key: FlowKey;
  version: number;
  status: FlowStatus;
  title: string;
  description?: string;
  first_question_id: QuestionId;
  /**
   * @minItems 1
   */
  steps: [FlowStep, ...FlowStep[]];
  /**
   * @minItems 1
   */
  questions: [Question, ...Question[]];
  layout: FlowLayout;
  created_at?: string;
  published_at?: string | null;
}
export interface FlowStep {
  key: string;
  kind: FlowStepKind;
  /**
   * A path inside the storefront.
   */
  path: string;
  title?: string;
  question_id?: QuestionId;
  /**
   * The step name this route is published under in GET /api/flows rows (home, questions, followup).
   */
  flow_step?: 'home' | 'questions' | 'followup';
}
/**
 * One screen of a questionnaire. Branching: `next_question_map` maps an answer (an option_text) to the next question id, 0 meaning checkout; the special key `Final` (always 0) sends any answer to checkout. Without a matching entry, `next` is used.
 */
export interface Question {
  id: QuestionId;
  tenant_id?: TenantId;
  title: string;
  description?: string | null;
  type: QuestionType;
  /**
   * The patient or order field this answer fills (for example `dob`, `sex`, `state`).
   */
  mapped_field?: string | null;
  /**
   * Label of an optional free-text detail shown with the answer (for example 'Please list them'); null for none.
   */
  free_field?: string | null;
  placeholder?: string;
  input?: QuestionInput;
  image?: AssetPath;
  /**
   * The choices of a single or multiple choice question; empty for other types.
   */
  QuestionOptions: QuestionOption[];
  next_question_map: NextQuestionMap;
  next: QuestionId | null;
  prev: QuestionId | null;
  is_hard_stop: boolean;
  /**
   * The answers (option texts) that end the intake at this question.
   */
  hard_stop_response?: string[];
  hard_stop_when?: HardStopCondition;
  hard_stop_message?: string | null;
  value?: AnswerValue;
}
/**
 * Limits of a free input: number bounds and unit, accepted upload types and size.
 */
export interface QuestionInput {
  min?: number;
  max?: number;
  unit?: string;
  /**
   * @minItems 1
   */
  accept?: [string, ...string[]];
  max_size_mb?: number;
  max_files?: number;
}
export interface QuestionOption {
  option_text: string;
  description?: string;
  /**
   * Multiple choice: choosing this option clears the others (for example 'None of these').
   */
  exclusive?: boolean;
}
/**
 * Answer (option_text) to next question id; 0 means checkout. `Final: 0` sends every answer to checkout.
 */
export interface NextQuestionMap {
  Final?: 0;
  [k: string]: number | 0 | undefined;
}
/**
 * A measured hard stop: the intake ends when the measure is below `below` or above `above`. `bmi` is computed from a height_weight answer, `age` (whole years) from a date_of_birth answer, `value` is a number answer.
 */
export interface HardStopCondition {
  measure: 'value' | 'bmi' | 'age';
  below?: number;
  above?: number;
}
/**
 * Builder positions per node id (`lead-qualify`, `lead-intro`, `q:<id>`, `checkout`, `stop:<id>`).
 */
export interface FlowLayout {
  positions: {
    [k: string]: Position | undefined;
  };
}
export interface Position {
  x: number;
  y: number;
}
/**
 * A medication or supplement a tenant sells.
 */
export interface Product {
  med: MedId;
  tenant_id?: TenantId;
  name: string;
  description?: string;
  strength?: string;
  form: 'topical' | 'oral' | 'injectable' | 'supplement';
  /**
   * An amount in US dollars.
   */
  price: number;
  /**
   * True when the product is sold on a recurring (subscription) model.
   */
  model: boolean;
  /**
   * The product's id in the order management (CRM) system.
   */
  ID: number;
  clientProductId: number;
  /**
   * A path inside the storefront.
   */
  productPage?: string;
  /**
   * Key of the tenant's productImages set.
   */
  imageSet: string;
  /**
   * What comes free with it (for example a supplement).
   */
  includes?: string[];
  campaignProducts: CampaignProduct[];
}
/**
 * The product as offered in a CRM campaign.
 */
export interface CampaignProduct {
  clientProductId: number;
  /**
   * An amount in US dollars.
   */
  price: number;
  campaignProductId: number;
}
/**
 * The intake answers: per question id, the answer and the question text it answered.
 */
export interface StartData {
  [k: string]: StartDataEntry | undefined;
}
export interface StartDataEntry {
  value: AnswerValue;
  question: string;
  /**
   * The free-text detail, when the question has a free_field.
   */
  detail?: string;
}
/**
 * A US state (or DC) a patient can ship to.
 */
export interface State {
  stateCode: StateCode;
  name: string;
}
/**
 * A brand running on the installation: how it is reached (hosts) and its brand config, served by GET /api/tenant as config.brandConfig.
 */
export interface Tenant {
  id: TenantId;
  slug: string;
  hosts: TenantHosts;
  /**
   * Base URL of the tenant's staging storefront.
   */
  stagingBaseUrl?: string;
  brandConfig: BrandConfig;
}
/**
 * Production `patient.{brand}.com`, staging `staging.patient.{brand}.com`, local `{brand}.localhost`.
 */
export interface TenantHosts {
  production: string;
  staging: string;
  local: string;
}
export interface BrandConfig {
  theme: Theme;
  configurations: TenantConfigurations;
  meta: TenantMeta;
}
/**
 * Named value groups (colors, fonts, radii, and any other) turned into style variables.
 */
export interface Theme {
  colors: ThemeGroup;
  fonts: ThemeGroup;
  radii: ThemeGroup;
  [k: string]: ThemeGroup | undefined;
}
/**
 * Named values of one group; each becomes the CSS variable --{group}-{name}.
 */
export interface ThemeGroup {
  [k: string]: string | undefined;
}
/**
 * The tenant's app configuration.
 */
export interface TenantConfigurations {
  brandName: string;
  legalName: string;
  tagline?: string;
  companyAddress: PostalAddress;
  contact: {
    email: Email;
    /**
     * A US phone number, digits only.
     */
    phone: string;
    hours: string;
  };
  logos: {
    primary: AssetPath;
    mark: AssetPath;
    inverse?: AssetPath;
  };
  /**
   * A path inside the storefront.
   */
  homePage: string;
  defaultMedId: MedId;
  /**
   * A path inside the storefront.
   */
  productPageLink: string;
  trackingHost: string;
  /**
   * Image sets by name (for example `semaglutide-injectable`), each a map of image role to asset.
   */
  productImages: {
    [k: string]:
      | {
          [k: string]: AssetPath | undefined;
        }
      | undefined;
  };
  routeRules: RouteRule[];
  /**
   * An amount in US dollars.
   */
  shippingPrice: number;
  /**
   * Switches for optional storefront features.
   */
  features?: {
    [k: string]: boolean | undefined;
  };
}
/**
 * A redirect: a visit to `from` goes to `to`, a storefront path or an external https URL.
 */
export interface RouteRule {
  /**
   * A path inside the storefront.
   */
  from: string;
  to: string;
}
/**
 * Head data for the page head (meta.app.head).
 */
export interface TenantMeta {
  app: {
    head: {
      title: string;
      htmlAttrs?: {
        [k: string]: string | undefined;
      };
      meta?: {
        name?: string;
        property?: string;
        content: string;
      }[];
      link?: {
        rel: string;
        href: string;
        type?: string;
        sizes?: string;
      }[];
    };
  };
}
export interface HeadTag {
  [k: string]: string | undefined;
}
