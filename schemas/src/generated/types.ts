/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */

/**
 * An answer as stored in start data: text (also email, phone and date of birth as YYYY-MM-DD), a number, a consent (true), the chosen options of a multiple choice, a height and weight, or uploaded files.
 */
export type AnswerValue = string | number | boolean | string[] | HeightWeight | UploadedFile[];
/**
 * A medication (product) id, as used in the `med` query parameter.
 */
export type MedId = number;
export type TenantId = number;
/**
 * GET /api/products: the tenant's products.
 */
export type ProductListResponse = Product[];
/**
 * GET /api/products/{medId}: the product whose med is medId.
 */
export type ProductResponse = Product;
/**
 * GET /api/flows: the routes of the tenant's published flow versions.
 */
export type FlowRowsResponse = FlowRow[];
/**
 * A question as listed by the API, tenant_id always present.
 */
export type TenantQuestion = Question & {
  tenant_id: TenantId;
};
export type QuestionId = number;
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
/**
 * A tenant asset served by the API from flows/ (no outside URLs).
 */
export type AssetPath = string;
/**
 * GET /api/questions: the questions of the current published flow version, each with its tenant_id (the storefront drops its cached questions when they belong to another tenant).
 */
export type QuestionListResponse = TenantQuestion[];
/**
 * Query string of GET /api/order/created: either the created value of one intake, or a user id for that user's orders.
 */
export type OrderCreatedQuery = OrderByCreatedQuery | OrdersByUserQuery;
/**
 * The created value: the key of one intake (order), sent with POST /api/order/create, kept in the `created` cookie and used to resume the intake (`?restoresession=`). URL-safe characters only.
 */
export type CreatedValue = string;
/**
 * An order's id in the order management (CRM) system.
 */
export type OrderId = string;
/**
 * An IPv4 or IPv6 address.
 */
export type IpAddress = string;
/**
 * The cookie version, v2 or v3 depending on the route (dVersion, and the version of dAdvData).
 */
export type CookieVersion = 'v2' | 'v3';
/**
 * The products the patient chose; empty until chosen.
 */
export type SelectedProducts = SelectedProduct[];
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
export type StateCode = string;
export type Email = string;
/**
 * A user account id (customers, admins and agents alike; agents are users with role 2).
 */
export type UserId = number;
/**
 * Where a clinician visit stands: PENDING (submitted, waiting for a clinician), IN_REVIEW, APPROVED (prescribed), DECLINED, CANCELLED, COMPLETED.
 */
export type ClinicianVisitStatus =
  'PENDING' | 'IN_REVIEW' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'COMPLETED';
export type OrderStatus =
  'PENDING' | 'COMPLETE' | 'CANCELLED' | 'DECLINED' | 'PAUSED' | 'PARTIALLY_REFUNDED' | 'REACTIVATED';
/**
 * Kind of a payment transaction on an order item. Amounts are always positive: REFUND, VOID and CHARGEBACK move money back to the patient.
 */
export type TxnType = 'SALE' | 'AUTHORIZE' | 'CAPTURE' | 'REFUND' | 'VOID' | 'CHARGEBACK';
export type PurchaseStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED';
/**
 * GET /api/order/created?userId={id}: the user's orders, newest first.
 */
export type OrdersByUserResponse = Order[];
/**
 * GET /api/states: the states a patient can ship to.
 */
export type StateListResponse = State[];
/**
 * The storefront's base URL with ?restoresession={created value}.
 */
export type RecoverLink = string;
/**
 * A signed JSON Web Token in compact form (header.payload.signature, base64url); unsigned tokens are not accepted.
 */
export type Jwt = string;
/**
 * User roles as numbers: 0 admin, 1 customer, 2 agent.
 */
export type Role = 0 | 1 | 2;
/**
 * Every cookie name. `userId` is the logged-in (or masqueraded) user's id; `viewport` remembers the viewport class for 365 days; all others live 3600 s.
 */
export type CookieName =
  | 'dUser'
  | 'dShipping'
  | 'd_cart'
  | 'dAdvData'
  | 'dVersion'
  | 'dVerified'
  | 'dWait'
  | 'dCompl'
  | 'dQuizData'
  | 'dPayment'
  | 'created'
  | 'userRole'
  | 'token'
  | 'userId'
  | 'agentId'
  | 'redirect_from'
  | 'followup'
  | 'pCreated'
  | 'viewport';
/**
 * dAdvData: the advertising data.
 */
export type DAdvDataCookie = AdvData;
/**
 * dQuizData: the quiz answers so far.
 */
export type DQuizDataCookie = QuizData;
/**
 * dPayment: the masked payment method chosen at checkout (never a card number).
 */
export type DPaymentCookie = PaymentSummary;
/**
 * The storefront path (with its query) a visitor wanted before being sent to /login. Never another site: it must start with a single '/'.
 */
export type RedirectFrom = string;
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
 * Path parameters of GET /api/products/{medId}.
 */
export interface ProductPathParams {
  /**
   * A positive integer id as it appears in a URL (query string or path segment).
   */
  medId: string;
}
/**
 * One row of GET /api/flows: a route (path) of a flow version, under a step. Rows are derived from the published flow versions and grouped by version then step.
 */
export interface FlowRow {
  /**
   * The flow version as 'v' and its number (for example 'v2').
   */
  version: string;
  /**
   * The step the route belongs to: home (lead pages), questions (the questionnaire) or followup.
   */
  step: 'home' | 'questions' | 'followup';
  /**
   * A path inside the storefront.
   */
  path: string;
}
/**
 * Query string of GET /api/questions: isFollowup 'true' lists the follow-up questionnaire, 'false' the intake one.
 */
export interface QuestionsQuery {
  isFollowup: 'true' | 'false';
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
 * GET /api/order/created?created={value}: the order of one intake.
 */
export interface OrderByCreatedQuery {
  created: CreatedValue;
}
/**
 * GET /api/order/created?userId={id}: the orders of one user (only the user themself, an agent masquerading as them, or an admin).
 */
export interface OrdersByUserQuery {
  /**
   * A positive integer id as it appears in a URL (query string or path segment).
   */
  userId: string;
}
/**
 * GET /api/order/created?created={value}: what the storefront needs to resume the intake, including the flow version it started on.
 */
export interface OrderByCreatedResponse {
  orderId: OrderId;
  created: CreatedValue;
  /**
   * The flow version number the intake started on; the intake stays on it unless an admin migrates it.
   */
  flowVersion: number;
  startData: StartData;
  advData: AdvData;
  quizData: QuizData;
  selectedProduct: SelectedProducts;
  /**
   * How the patient paid (masked); null before checkout.
   */
  payment: PaymentSummary | null;
  /**
   * Where the order ships; null before checkout.
   */
  shipping: Shipping | null;
  /**
   * The customer account the order belongs to; null while the intake is anonymous.
   */
  userId: UserId | null;
  /**
   * The clinician visit; null until the intake is sent to a clinician.
   */
  beluga: ClinicianVisit | null;
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
 * Advertising data captured when the intake starts (dAdvData cookie, sent with POST /api/order/create): the landing page's query parameters (ad click ids, utm_*), the ad platform's cookies, the browser and its address.
 */
export interface AdvData {
  params: AdvParams;
  cookies: AdvCookies;
  /**
   * The browser's User-Agent header.
   */
  user_agent: string;
  ip_address: IpAddress;
  version: CookieVersion;
}
/**
 * The landing page's query parameters, name to value.
 */
export interface AdvParams {
  [k: string]: string | undefined;
}
/**
 * The ad platform's browser id (fbp) and click id (fbc) cookies, when present.
 */
export interface AdvCookies {
  fbp?: string;
  fbc?: string;
}
/**
 * The quiz answers (the /quiz/* pages): per quiz question id, the answer. Kept in the dQuizData cookie and saved to the order as quizData.
 */
export interface QuizData {
  [k: string]: AnswerValue | undefined;
}
/**
 * A product the patient chose, as priced when chosen.
 */
export interface SelectedProduct {
  med: MedId;
  name: string;
  /**
   * An amount in US dollars.
   */
  price: number;
  quantity?: number;
  strength?: string;
  /**
   * True when the product is sold on a recurring (subscription) model.
   */
  model?: boolean;
  clientProductId?: number;
  campaignProductId?: number;
}
/**
 * How an order was paid, masked: never a full card number, a CVV or a full account number. Card-like sources (CREDITCARD, APPLEPAY, GOOGLEPAY) carry last4 and brand.
 */
export interface PaymentSummary {
  paySource: PaySource;
  last4?: string;
  brand?: string;
  expiry?: string;
}
/**
 * Where and to whom an order ships, and how to reach them.
 */
export interface Shipping {
  firstName: string;
  lastName: string;
  address: PostalAddress;
  email: Email;
  /**
   * A US phone number, digits only.
   */
  phone: string;
}
export interface PostalAddress {
  line1: string;
  line2?: string;
  city: string;
  state: StateCode;
  postalCode: string;
}
/**
 * The clinician visit of an order (the order's `beluga` field).
 */
export interface ClinicianVisit {
  visitId: string;
  status: ClinicianVisitStatus;
  visit: ClinicianVisitRecord;
}
/**
 * The clinician's record of the visit. `info` is the clinician service's own data, null until the visit is done; a follow-up whose visit has info is already completed.
 */
export interface ClinicianVisitRecord {
  info: {
    [k: string]: unknown | undefined;
  } | null;
}
/**
 * One intake and what became of it: created when the intake starts (keyed by its created value), filled with answers, products, payment and shipping at checkout, then tracked through the clinician visit, prescription and billing. Fields not known yet are null (or empty for startData, quizData and selectedProduct).
 */
export interface Order {
  orderId: OrderId;
  createdAt: string;
  /**
   * For a recurring (rebill) order, the order it renews; such orders are hidden from the account's order list. Null for an original order.
   */
  originalOrderId: OrderId | null;
  /**
   * What the clinician prescribed; null until prescribed.
   */
  prescription: Prescription | null;
  orderData: OrderData;
  /**
   * The subscription (purchase) this order belongs to; null for a one-off order or before checkout.
   */
  purchaseData: PurchaseData | null;
  /**
   * 1 means the subscription was reactivated; null or any other value means nothing special.
   */
  status: number | null;
  created: CreatedValue;
  tenant_id: TenantId;
  advData: AdvData;
  startData: StartData;
  quizData: QuizData;
  selectedProduct: SelectedProducts;
  /**
   * How the patient paid (masked); null before checkout.
   */
  payment: PaymentSummary | null;
  /**
   * Where the order ships; null before checkout.
   */
  shipping: Shipping | null;
  /**
   * The customer account the order belongs to; null while the intake is anonymous.
   */
  userId: UserId | null;
  /**
   * The clinician visit; null until the intake is sent to a clinician.
   */
  beluga: ClinicianVisit | null;
  /**
   * The order total in US dollars; null until products are chosen.
   */
  price: number | null;
  /**
   * The flow version number the intake started on; the intake stays on it unless an admin migrates it.
   */
  flowVersion: number;
  /**
   * The agent who completed the intake while masquerading as the customer; null otherwise.
   */
  agentId: UserId | null;
  /**
   * When that agent completed it; null otherwise.
   */
  agentCompletionDate: string | null;
}
/**
 * What a clinician prescribed. Having one makes the newest order the active subscription.
 */
export interface Prescription {
  medication: string;
  med?: MedId;
  dosage: string;
  /**
   * The directions for use as written by the clinician (for example 'Inject 0.25 mg under the skin once weekly').
   */
  sig: string;
  quantity?: string;
  refills?: number;
  prescribedAt: string;
  prescriber: Prescriber;
}
/**
 * The clinician who prescribed; npi is the US National Provider Identifier (10 digits).
 */
export interface Prescriber {
  name: string;
  npi?: string;
}
/**
 * The order as the order management (CRM) system sees it: its status and its payment transactions.
 */
export interface OrderData {
  orderStatus: OrderStatus;
  items: OrderItem[];
}
/**
 * One transaction on the order. When some but not all items are refunds, the order shows as Partially Refunded.
 */
export interface OrderItem {
  txnType: TxnType;
  /**
   * An amount in US dollars.
   */
  amount: number;
  /**
   * The product's id in the order management (CRM) system (Product.ID).
   */
  productId?: number;
  med?: MedId;
  productName?: string;
  transactionId?: string;
  txnDate?: string;
}
/**
 * The subscription: CANCELLED shows the order as a cancelled subscription, PAUSED as a paused one.
 */
export interface PurchaseData {
  status: PurchaseStatus;
  purchaseId?: string;
  nextBillDate?: string;
  billingIntervalDays?: number;
}
/**
 * Path parameters of GET /api/order/orderId/{id} and GET /api/konnektive/get-recurring-orderfrom-new-sale/{id}.
 */
export interface OrderIdPathParams {
  id: OrderId;
}
/**
 * GET /api/order/orderId/{id}: the order a follow-up visit is for. When beluga.visit.info is set, the follow-up is already completed.
 */
export interface FollowupOrderResponse {
  orderId: OrderId;
  created: CreatedValue;
  /**
   * The customer account the order belongs to; null while the intake is anonymous.
   */
  userId: UserId | null;
  selectedProduct: SelectedProducts;
  /**
   * Where the order ships; null before checkout.
   */
  shipping: Shipping | null;
  /**
   * What the clinician prescribed; null until prescribed.
   */
  prescription: Prescription | null;
  orderData: OrderData;
  /**
   * The subscription (purchase) this order belongs to; null for a one-off order or before checkout.
   */
  purchaseData: PurchaseData | null;
  /**
   * The clinician visit; null until the intake is sent to a clinician.
   */
  beluga: ClinicianVisit | null;
}
/**
 * GET /api/konnektive/get-recurring-orderfrom-new-sale/{id}: the recurring order the new sale {id} started.
 */
export interface RecurringOrderResponse {
  data: {
    orderId: OrderId;
  };
}
/**
 * GET /api/user/info: the caller's browser and address as the API sees them.
 */
export interface UserInfoResponse {
  /**
   * The browser's User-Agent header.
   */
  user_agent: string;
  ip_address: IpAddress;
}
/**
 * A US state (or DC) a patient can ship to.
 */
export interface State {
  stateCode: StateCode;
  name: string;
}
/**
 * GET /api/tenant: the tenant's id and brand config (theme, configurations, meta). The storefront caches it per tenant id for 1800 s.
 */
export interface TenantResponse {
  tenantId: TenantId;
  config: {
    brandConfig: BrandConfig;
  };
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
/**
 * Query string of GET /api/tenant/resolve (sent with the Token header only): the storefront host the page was loaded from.
 */
export interface TenantResolutionQuery {
  host: string;
}
/**
 * GET /api/tenant/resolve?host=: the tenant that serves the host (patient.{brand}.com, staging.patient.{brand}.com or {brand}.localhost).
 */
export interface TenantResolutionResponse {
  tenantId: TenantId;
}
/**
 * POST /api/order/create: start an intake under a new created value.
 */
export interface CreateOrderRequest {
  created: CreatedValue;
  advData: AdvData;
}
/**
 * POST /api/order/create: the new order and the flow version the intake is pinned to.
 */
export interface CreateOrderResponse {
  orderId: OrderId;
  created: CreatedValue;
  /**
   * The flow version number the intake started on; the intake stays on it unless an admin migrates it.
   */
  flowVersion: number;
}
/**
 * POST /api/order/update: save intake progress on the order with this created value.
 */
export interface UpdateOrderRequest {
  columns: UpdateOrderColumns;
  created: CreatedValue;
}
/**
 * The order fields an update may write, at least one. agentId and agentCompletionDate go together (an agent completing the intake while masquerading).
 */
export interface UpdateOrderColumns {
  startData?: StartData;
  quizData?: QuizData;
  agentId?: UserId;
  agentCompletionDate?: string;
}
/**
 * POST /api/order/update: the order written and when.
 */
export interface UpdateOrderResponse {
  orderId: OrderId;
  created: CreatedValue;
  updatedAt: string;
}
/**
 * POST /api/klaviyo/intake: email the patient a link to resume the intake.
 */
export interface KlaviyoIntakeRequest {
  email: Email;
  recoverLink: RecoverLink;
}
/**
 * POST /api/klaviyo/intake: the email is queued (sent by a background job).
 */
export interface KlaviyoIntakeResponse {
  queued: true;
}
/**
 * Path parameters of PUT /api/chat/read/{id}: the user whose messages are read.
 */
export interface UserIdPathParams {
  /**
   * A positive integer id as it appears in a URL (query string or path segment).
   */
  id: string;
}
/**
 * PUT /api/chat/read/{id}: whether any unread messages were marked read.
 */
export interface ChatReadResponse {
  message: 'Messages marked as read' | 'No unread messages found for this user';
}
/**
 * The file upload call (multipart form, field `file`): the stored file, in the shape a file_upload answer keeps.
 */
export interface UploadResponse {
  fileId: string;
  name: string;
  contentType: string;
  size: number;
  /**
   * Where the API serves the stored file (a path on the API, or an absolute URL).
   */
  url: string;
}
/**
 * The body of every error the API returns. A request that fails validation gets statusCode 400 and `errors` naming each invalid field.
 */
export interface ErrorResponse {
  statusCode: number;
  /**
   * The HTTP status text (for example 'Bad Request').
   */
  error: string;
  /**
   * What went wrong, for people (for example 'Missing required order creation data.').
   */
  message: string;
  /**
   * A stable machine-readable error code (for example ORDER_CREATED_MISSING).
   */
  code?: string;
  errors?: SchemaIssue[];
}
/**
 * One problem found in a document: where (a JSON pointer, '' for the root) and what is wrong.
 */
export interface SchemaIssue {
  path: string;
  message: string;
}
/**
 * What the storefront's API client reports for a failed request (as the JSON message of its error): the HTTP status, its text, the URL, and the error taken from the body's error, error.info or message, or the raw body.
 */
export interface RequestFailure {
  status: number;
  statusText: string;
  url: string;
  error: unknown;
}
/**
 * POST /api/auth/login: a user's credentials for the request's tenant.
 */
export interface LoginRequest {
  email: Email;
  password: string;
}
/**
 * POST /api/auth/login answer: the login token, sent as `Authorization: Bearer <token>`.
 */
export interface LoginResponse {
  token: Jwt;
}
/**
 * GET /api/auth/me: the logged-in user.
 */
export interface CurrentUserResponse {
  userId: UserId;
  email: Email;
  role: Role;
  tenantId: TenantId;
}
/**
 * The value each cookie holds once read. Strings are stored as they are; objects, numbers and booleans are stored as JSON (so userRole 0 reads back from the cookie text '0').
 */
export interface CookieValues {
  dUser?: DUserCookie;
  dShipping?: DShippingCookie;
  d_cart?: DCartCookie;
  dAdvData?: DAdvDataCookie;
  dVersion?: CookieVersion;
  /**
   * True once the patient's identity is verified.
   */
  dVerified?: boolean;
  /**
   * True while the patient waits for identity verification to finish (/start/wait).
   */
  dWait?: boolean;
  /**
   * True once the intake is complete (/start/compl).
   */
  dCompl?: boolean;
  dQuizData?: DQuizDataCookie;
  dPayment?: DPaymentCookie;
  created?: CreatedValue;
  userRole?: Role;
  token?: Jwt;
  userId?: UserId;
  agentId?: UserId;
  redirect_from?: RedirectFrom;
  followup?: OrderId;
  pCreated?: CreatedValue;
  /**
   * The viewport class: mobile below 768 px, tablet below 1200 px, desktop from 1200 px.
   */
  viewport?: 'mobile' | 'tablet' | 'desktop';
}
/**
 * dUser: who the patient is, from the lead form.
 */
export interface DUserCookie {
  firstName: string;
  lastName: string;
  /**
   * A US phone number, digits only.
   */
  phone: string;
  email: Email;
}
/**
 * dShipping: the email given on the shipping step.
 */
export interface DShippingCookie {
  email: Email;
}
/**
 * d_cart: the cart. amount is the total; productPrice is the amount minus productShipping (4.99).
 */
export interface DCartCookie {
  /**
   * An amount in US dollars.
   */
  amount: number;
  productName: string;
  /**
   * An amount in US dollars.
   */
  productPrice: number;
  /**
   * An amount in US dollars.
   */
  productShipping: number;
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
export interface HeadTag {
  [k: string]: string | undefined;
}
/**
 * The payload of the login token (token cookie, Authorization: Bearer). It is valid only for its tenant_id and until exp.
 */
export interface LoginTokenPayload {
  userId: UserId;
  role: Role;
  tenant_id: TenantId;
  /**
   * Seconds since 1970-01-01T00:00:00Z (JWT NumericDate).
   */
  iat: number;
  /**
   * Seconds since 1970-01-01T00:00:00Z (JWT NumericDate).
   */
  exp: number;
}
/**
 * The payload of a mask token (maskToken query parameter): the agent masqueradeId acts as the customer userId. The storefront needs it to decode and hold a userId (spec 5); the API, which signs mask tokens, also requires and checks tenant_id and exp when it verifies one.
 */
export interface MaskTokenPayload {
  userId: UserId;
  /**
   * The agent's user id (stored in the agentId cookie).
   */
  masqueradeId: number;
  tenant_id?: TenantId;
  /**
   * Seconds since 1970-01-01T00:00:00Z (JWT NumericDate).
   */
  iat?: number;
  /**
   * Seconds since 1970-01-01T00:00:00Z (JWT NumericDate).
   */
  exp?: number;
}
