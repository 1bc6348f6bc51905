/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */
import type * as types from './types.js';
import accountApiSchema from '../json/account-api.schema.json' with { type: 'json' };
import adminApiSchema from '../json/admin-api.schema.json' with { type: 'json' };
import answerSchema from '../json/answer.schema.json' with { type: 'json' };
import apiSchema from '../json/api.schema.json' with { type: 'json' };
import authApiSchema from '../json/auth-api.schema.json' with { type: 'json' };
import checkoutApiSchema from '../json/checkout-api.schema.json' with { type: 'json' };
import commonSchema from '../json/common.schema.json' with { type: 'json' };
import cookiesSchema from '../json/cookies.schema.json' with { type: 'json' };
import emailApiSchema from '../json/email-api.schema.json' with { type: 'json' };
import enumsSchema from '../json/enums.schema.json' with { type: 'json' };
import fhirApiSchema from '../json/fhir-api.schema.json' with { type: 'json' };
import flowAdminApiSchema from '../json/flow-admin-api.schema.json' with { type: 'json' };
import flowDropOffApiSchema from '../json/flow-drop-off-api.schema.json' with { type: 'json' };
import flowRowSchema from '../json/flow-row.schema.json' with { type: 'json' };
import flowVersionSchema from '../json/flow-version.schema.json' with { type: 'json' };
import orderSchema from '../json/order.schema.json' with { type: 'json' };
import productSchema from '../json/product.schema.json' with { type: 'json' };
import questionSchema from '../json/question.schema.json' with { type: 'json' };
import quizDataSchema from '../json/quiz-data.schema.json' with { type: 'json' };
import ruleSchema from '../json/rule.schema.json' with { type: 'json' };
import siteContentSchema from '../json/site-content.schema.json' with { type: 'json' };
import startDataSchema from '../json/start-data.schema.json' with { type: 'json' };
import stateSchema from '../json/state.schema.json' with { type: 'json' };
import tenantSchema from '../json/tenant.schema.json' with { type: 'json' };
import tokensSchema from '../json/tokens.schema.json' with { type: 'json' };
import uploadApiSchema from '../json/upload-api.schema.json' with { type: 'json' };
import verificationApiSchema from '../json/verification-api.schema.json' with { type: 'json' };

export const schemaDocuments = [
  accountApiSchema,
  adminApiSchema,
  answerSchema,
  apiSchema,
  authApiSchema,
  checkoutApiSchema,
  commonSchema,
  cookiesSchema,
  emailApiSchema,
  enumsSchema,
  fhirApiSchema,
  flowAdminApiSchema,
  flowDropOffApiSchema,
  flowRowSchema,
  flowVersionSchema,
  orderSchema,
  productSchema,
  questionSchema,
  quizDataSchema,
  ruleSchema,
  siteContentSchema,
  startDataSchema,
  stateSchema,
  tenantSchema,
  tokensSchema,
  uploadApiSchema,
  verificationApiSchema,
];

/** Each named type's schema, relative to the schemas' base URI. */
export const schemaRefs = {
  ProfileDetails: 'account-api.schema.json#/$defs/ProfileDetails',
  AccountProfile: 'account-api.schema.json#/$defs/AccountProfile',
  UpdateAccountProfileRequest: 'account-api.schema.json#/$defs/UpdateAccountProfileRequest',
  ChangePasswordRequest: 'account-api.schema.json#/$defs/ChangePasswordRequest',
  ChangePasswordResponse: 'account-api.schema.json#/$defs/ChangePasswordResponse',
  CardOnFile: 'account-api.schema.json#/$defs/CardOnFile',
  ReplaceCardRequest: 'account-api.schema.json#/$defs/ReplaceCardRequest',
  SubscriptionsQuery: 'account-api.schema.json#/$defs/SubscriptionsQuery',
  SubscriptionPathParams: 'account-api.schema.json#/$defs/SubscriptionPathParams',
  SubscriptionAction: 'account-api.schema.json#/$defs/SubscriptionAction',
  OrderStatusColor: 'account-api.schema.json#/$defs/OrderStatusColor',
  OrderStatusDisplay: 'account-api.schema.json#/$defs/OrderStatusDisplay',
  RetentionOfferId: 'account-api.schema.json#/$defs/RetentionOfferId',
  RetentionOfferRequest: 'account-api.schema.json#/$defs/RetentionOfferRequest',
  AcceptedRetentionOffer: 'account-api.schema.json#/$defs/AcceptedRetentionOffer',
  CancelSubscriptionRequest: 'account-api.schema.json#/$defs/CancelSubscriptionRequest',
  CancellationFlowRequest: 'account-api.schema.json#/$defs/CancellationFlowRequest',
  CancellationFlowResponse: 'account-api.schema.json#/$defs/CancellationFlowResponse',
  SubscriptionCancellation: 'account-api.schema.json#/$defs/SubscriptionCancellation',
  Subscription: 'account-api.schema.json#/$defs/Subscription',
  SubscriptionListResponse: 'account-api.schema.json#/$defs/SubscriptionListResponse',
  ChatThreadsQuery: 'account-api.schema.json#/$defs/ChatThreadsQuery',
  ChatThreadPathParams: 'account-api.schema.json#/$defs/ChatThreadPathParams',
  CreateChatThreadRequest: 'account-api.schema.json#/$defs/CreateChatThreadRequest',
  ChatMessageRequest: 'account-api.schema.json#/$defs/ChatMessageRequest',
  ChatThread: 'account-api.schema.json#/$defs/ChatThread',
  ChatThreadListResponse: 'account-api.schema.json#/$defs/ChatThreadListResponse',
  ChatMessage: 'account-api.schema.json#/$defs/ChatMessage',
  ChatMessageListResponse: 'account-api.schema.json#/$defs/ChatMessageListResponse',
  CreateChatThreadResponse: 'account-api.schema.json#/$defs/CreateChatThreadResponse',
  ChatReadQuery: 'account-api.schema.json#/$defs/ChatReadQuery',
  ChatReadEvent: 'account-api.schema.json#/$defs/ChatReadEvent',
  ChatInboxQuery: 'account-api.schema.json#/$defs/ChatInboxQuery',
  ChatInboxThread: 'account-api.schema.json#/$defs/ChatInboxThread',
  ChatInboxResponse: 'account-api.schema.json#/$defs/ChatInboxResponse',
  ChatUnreadResponse: 'account-api.schema.json#/$defs/ChatUnreadResponse',
  FollowupSubmitRequest: 'account-api.schema.json#/$defs/FollowupSubmitRequest',
  FollowupSubmitResponse: 'account-api.schema.json#/$defs/FollowupSubmitResponse',
  FollowupState: 'account-api.schema.json#/$defs/FollowupState',
  FollowupListResponse: 'account-api.schema.json#/$defs/FollowupListResponse',
  AdminIdPathParams: 'admin-api.schema.json#/$defs/AdminIdPathParams',
  AdminDashboardWindow: 'admin-api.schema.json#/$defs/AdminDashboardWindow',
  AdminDashboardResponse: 'admin-api.schema.json#/$defs/AdminDashboardResponse',
  AdminIntakeState: 'admin-api.schema.json#/$defs/AdminIntakeState',
  AdminOrderStatusFilter: 'admin-api.schema.json#/$defs/AdminOrderStatusFilter',
  AdminOrdersQuery: 'admin-api.schema.json#/$defs/AdminOrdersQuery',
  AdminOrderDisplayStatus: 'admin-api.schema.json#/$defs/AdminOrderDisplayStatus',
  AdminOrderSummary: 'admin-api.schema.json#/$defs/AdminOrderSummary',
  AdminOrderListResponse: 'admin-api.schema.json#/$defs/AdminOrderListResponse',
  IntakeTimelineEntry: 'admin-api.schema.json#/$defs/IntakeTimelineEntry',
  AdminOrderDetailResponse: 'admin-api.schema.json#/$defs/AdminOrderDetailResponse',
  AdminReplayStep: 'admin-api.schema.json#/$defs/AdminReplayStep',
  AdminOrderReplayResponse: 'admin-api.schema.json#/$defs/AdminOrderReplayResponse',
  AdminQuestionsQuery: 'admin-api.schema.json#/$defs/AdminQuestionsQuery',
  AdminQuestion: 'admin-api.schema.json#/$defs/AdminQuestion',
  AdminFlowQuestions: 'admin-api.schema.json#/$defs/AdminFlowQuestions',
  AdminQuestionListResponse: 'admin-api.schema.json#/$defs/AdminQuestionListResponse',
  AdminQuestionResponse: 'admin-api.schema.json#/$defs/AdminQuestionResponse',
  AdminUsersQuery: 'admin-api.schema.json#/$defs/AdminUsersQuery',
  AdminUser: 'admin-api.schema.json#/$defs/AdminUser',
  AdminUserListResponse: 'admin-api.schema.json#/$defs/AdminUserListResponse',
  AdminCreateUserRequest: 'admin-api.schema.json#/$defs/AdminCreateUserRequest',
  AdminOrderRefundResponse: 'admin-api.schema.json#/$defs/AdminOrderRefundResponse',
  AdminSetPasswordLinkResponse: 'admin-api.schema.json#/$defs/AdminSetPasswordLinkResponse',
  AdminTimelineEntry: 'admin-api.schema.json#/$defs/AdminTimelineEntry',
  AdminUserOverviewResponse: 'admin-api.schema.json#/$defs/AdminUserOverviewResponse',
  AdminUpdateUserRequest: 'admin-api.schema.json#/$defs/AdminUpdateUserRequest',
  ReviewFlagKind: 'admin-api.schema.json#/$defs/ReviewFlagKind',
  ReviewMatch: 'admin-api.schema.json#/$defs/ReviewMatch',
  ReviewStoppedOrder: 'admin-api.schema.json#/$defs/ReviewStoppedOrder',
  ReviewFlagDetails: 'admin-api.schema.json#/$defs/ReviewFlagDetails',
  ReviewFlag: 'admin-api.schema.json#/$defs/ReviewFlag',
  ReviewFlagsQuery: 'admin-api.schema.json#/$defs/ReviewFlagsQuery',
  ReviewFlagListResponse: 'admin-api.schema.json#/$defs/ReviewFlagListResponse',
  ResolveReviewFlagRequest: 'admin-api.schema.json#/$defs/ResolveReviewFlagRequest',
  AnswerValue: 'answer.schema.json',
  HeightWeight: 'answer.schema.json#/$defs/HeightWeight',
  UploadedFile: 'answer.schema.json#/$defs/UploadedFile',
  ProductListResponse: 'api.schema.json#/$defs/ProductListResponse',
  ProductResponse: 'api.schema.json#/$defs/ProductResponse',
  ProductPathParams: 'api.schema.json#/$defs/ProductPathParams',
  FlowRowsResponse: 'api.schema.json#/$defs/FlowRowsResponse',
  QuestionsQuery: 'api.schema.json#/$defs/QuestionsQuery',
  QuestionListResponse: 'api.schema.json#/$defs/QuestionListResponse',
  TenantQuestion: 'api.schema.json#/$defs/TenantQuestion',
  OrderCreatedQuery: 'api.schema.json#/$defs/OrderCreatedQuery',
  OrderByCreatedQuery: 'api.schema.json#/$defs/OrderByCreatedQuery',
  OrdersByUserQuery: 'api.schema.json#/$defs/OrdersByUserQuery',
  OrderByCreatedResponse: 'api.schema.json#/$defs/OrderByCreatedResponse',
  OrderLoginRequired: 'api.schema.json#/$defs/OrderLoginRequired',
  OrderResume: 'api.schema.json#/$defs/OrderResume',
  OrdersByUserResponse: 'api.schema.json#/$defs/OrdersByUserResponse',
  OrderIdPathParams: 'api.schema.json#/$defs/OrderIdPathParams',
  FollowupOrderResponse: 'api.schema.json#/$defs/FollowupOrderResponse',
  RecurringOrderResponse: 'api.schema.json#/$defs/RecurringOrderResponse',
  UserInfoResponse: 'api.schema.json#/$defs/UserInfoResponse',
  StateListResponse: 'api.schema.json#/$defs/StateListResponse',
  TenantResponse: 'api.schema.json#/$defs/TenantResponse',
  SiteContentResponse: 'api.schema.json#/$defs/SiteContentResponse',
  TenantResolutionQuery: 'api.schema.json#/$defs/TenantResolutionQuery',
  TenantResolutionResponse: 'api.schema.json#/$defs/TenantResolutionResponse',
  CreateOrderRequest: 'api.schema.json#/$defs/CreateOrderRequest',
  CreateOrderResponse: 'api.schema.json#/$defs/CreateOrderResponse',
  UpdateOrderRequest: 'api.schema.json#/$defs/UpdateOrderRequest',
  UpdateOrderColumns: 'api.schema.json#/$defs/UpdateOrderColumns',
  UpdateOrderResponse: 'api.schema.json#/$defs/UpdateOrderResponse',
  KlaviyoIntakeRequest: 'api.schema.json#/$defs/KlaviyoIntakeRequest',
  RecoverLink: 'api.schema.json#/$defs/RecoverLink',
  KlaviyoIntakeResponse: 'api.schema.json#/$defs/KlaviyoIntakeResponse',
  UserIdPathParams: 'api.schema.json#/$defs/UserIdPathParams',
  ChatReadResponse: 'api.schema.json#/$defs/ChatReadResponse',
  UploadResponse: 'api.schema.json#/$defs/UploadResponse',
  HealthResponse: 'api.schema.json#/$defs/HealthResponse',
  LivenessResponse: 'api.schema.json#/$defs/LivenessResponse',
  ReadinessChecks: 'api.schema.json#/$defs/ReadinessChecks',
  ReadinessResponse: 'api.schema.json#/$defs/ReadinessResponse',
  NotReadyResponse: 'api.schema.json#/$defs/NotReadyResponse',
  ErrorCode: 'api.schema.json#/$defs/ErrorCode',
  ErrorResponse: 'api.schema.json#/$defs/ErrorResponse',
  SchemaIssue: 'api.schema.json#/$defs/SchemaIssue',
  RequestFailure: 'api.schema.json#/$defs/RequestFailure',
  LoginRequest: 'api.schema.json#/$defs/LoginRequest',
  LoginResponse: 'api.schema.json#/$defs/LoginResponse',
  CurrentUserResponse: 'api.schema.json#/$defs/CurrentUserResponse',
  OrderRevision: 'api.schema.json#/$defs/OrderRevision',
  IntakeState: 'api.schema.json#/$defs/IntakeState',
  PublicFlowPathParams: 'api.schema.json#/$defs/PublicFlowPathParams',
  PublicFlowVersionPathParams: 'api.schema.json#/$defs/PublicFlowVersionPathParams',
  MasqueradeRequest: 'auth-api.schema.json#/$defs/MasqueradeRequest',
  MasqueradeResponse: 'auth-api.schema.json#/$defs/MasqueradeResponse',
  MasqueradeInfo: 'auth-api.schema.json#/$defs/MasqueradeInfo',
  AuthMeResponse: 'auth-api.schema.json#/$defs/AuthMeResponse',
  AuditAction: 'auth-api.schema.json#/$defs/AuditAction',
  AuditLogQuery: 'auth-api.schema.json#/$defs/AuditLogQuery',
  AuditMasqueradeSession: 'auth-api.schema.json#/$defs/AuditMasqueradeSession',
  AuditLogEntry: 'auth-api.schema.json#/$defs/AuditLogEntry',
  AuditLogResponse: 'auth-api.schema.json#/$defs/AuditLogResponse',
  CheckoutRequest: 'checkout-api.schema.json#/$defs/CheckoutRequest',
  CheckoutProduct: 'checkout-api.schema.json#/$defs/CheckoutProduct',
  CheckoutPayment: 'checkout-api.schema.json#/$defs/CheckoutPayment',
  PaymentCard: 'checkout-api.schema.json#/$defs/PaymentCard',
  CheckoutResponse: 'checkout-api.schema.json#/$defs/CheckoutResponse',
  OrderClaimToken: 'checkout-api.schema.json#/$defs/OrderClaimToken',
  ClaimOrderRequest: 'checkout-api.schema.json#/$defs/ClaimOrderRequest',
  ClaimOrderResponse: 'checkout-api.schema.json#/$defs/ClaimOrderResponse',
  TenantId: 'common.schema.json#/$defs/TenantId',
  QuestionId: 'common.schema.json#/$defs/QuestionId',
  MedId: 'common.schema.json#/$defs/MedId',
  StateCode: 'common.schema.json#/$defs/StateCode',
  AssetPath: 'common.schema.json#/$defs/AssetPath',
  Email: 'common.schema.json#/$defs/Email',
  PostalAddress: 'common.schema.json#/$defs/PostalAddress',
  UserId: 'common.schema.json#/$defs/UserId',
  OrderId: 'common.schema.json#/$defs/OrderId',
  CreatedValue: 'common.schema.json#/$defs/CreatedValue',
  NewCreatedValue: 'common.schema.json#/$defs/NewCreatedValue',
  IpAddress: 'common.schema.json#/$defs/IpAddress',
  CookieName: 'cookies.schema.json#/$defs/CookieName',
  CookieValues: 'cookies.schema.json#/$defs/CookieValues',
  CookieVersion: 'cookies.schema.json#/$defs/CookieVersion',
  RedirectFrom: 'cookies.schema.json#/$defs/RedirectFrom',
  DUserCookie: 'cookies.schema.json#/$defs/DUserCookie',
  DShippingCookie: 'cookies.schema.json#/$defs/DShippingCookie',
  DCartCookie: 'cookies.schema.json#/$defs/DCartCookie',
  AdvData: 'cookies.schema.json#/$defs/AdvData',
  AdvParams: 'cookies.schema.json#/$defs/AdvParams',
  AdvCookies: 'cookies.schema.json#/$defs/AdvCookies',
  DAdvDataCookie: 'cookies.schema.json#/$defs/DAdvDataCookie',
  DQuizDataCookie: 'cookies.schema.json#/$defs/DQuizDataCookie',
  DPaymentCookie: 'cookies.schema.json#/$defs/DPaymentCookie',
  RecoverPasswordRequest: 'email-api.schema.json#/$defs/RecoverPasswordRequest',
  RecoverPasswordResponse: 'email-api.schema.json#/$defs/RecoverPasswordResponse',
  PasswordResetToken: 'email-api.schema.json#/$defs/PasswordResetToken',
  ResetPasswordRequest: 'email-api.schema.json#/$defs/ResetPasswordRequest',
  PasswordLinkPurpose: 'email-api.schema.json#/$defs/PasswordLinkPurpose',
  ResetPasswordResponse: 'email-api.schema.json#/$defs/ResetPasswordResponse',
  PasswordRecoverJobData: 'email-api.schema.json#/$defs/PasswordRecoverJobData',
  OutboundEmailKind: 'email-api.schema.json#/$defs/OutboundEmailKind',
  EmailEvent: 'email-api.schema.json#/$defs/EmailEvent',
  EmailLine: 'email-api.schema.json#/$defs/EmailLine',
  EmailJobData: 'email-api.schema.json#/$defs/EmailJobData',
  OrderStatus: 'enums.schema.json#/$defs/OrderStatus',
  PurchaseStatus: 'enums.schema.json#/$defs/PurchaseStatus',
  PaySource: 'enums.schema.json#/$defs/PaySource',
  Role: 'enums.schema.json#/$defs/Role',
  QuestionType: 'enums.schema.json#/$defs/QuestionType',
  FlowKey: 'enums.schema.json#/$defs/FlowKey',
  FlowStatus: 'enums.schema.json#/$defs/FlowStatus',
  FlowStepKind: 'enums.schema.json#/$defs/FlowStepKind',
  CancellationReason: 'enums.schema.json#/$defs/CancellationReason',
  CancellationOutcome: 'enums.schema.json#/$defs/CancellationOutcome',
  TxnType: 'enums.schema.json#/$defs/TxnType',
  ClinicianVisitStatus: 'enums.schema.json#/$defs/ClinicianVisitStatus',
  AdminOrderFileParams: 'fhir-api.schema.json#/$defs/AdminOrderFileParams',
  FhirQuestionnaire: 'fhir-api.schema.json#/$defs/FhirQuestionnaire',
  FhirBundle: 'fhir-api.schema.json#/$defs/FhirBundle',
  FhirImportIssue: 'fhir-api.schema.json#/$defs/FhirImportIssue',
  FhirImportReport: 'fhir-api.schema.json#/$defs/FhirImportReport',
  FhirImportResponse: 'fhir-api.schema.json#/$defs/FhirImportResponse',
  FlowKeyPathParams: 'flow-admin-api.schema.json#/$defs/FlowKeyPathParams',
  FlowVersionPathParams: 'flow-admin-api.schema.json#/$defs/FlowVersionPathParams',
  CreateFlowDraftRequest: 'flow-admin-api.schema.json#/$defs/CreateFlowDraftRequest',
  InstrumentId: 'flow-admin-api.schema.json#/$defs/InstrumentId',
  InstrumentSummary: 'flow-admin-api.schema.json#/$defs/InstrumentSummary',
  InstrumentListResponse: 'flow-admin-api.schema.json#/$defs/InstrumentListResponse',
  SaveFlowDraftRequest: 'flow-admin-api.schema.json#/$defs/SaveFlowDraftRequest',
  PublishFlowDraftRequest: 'flow-admin-api.schema.json#/$defs/PublishFlowDraftRequest',
  FlowRevision: 'flow-admin-api.schema.json#/$defs/FlowRevision',
  FlowFinding: 'flow-admin-api.schema.json#/$defs/FlowFinding',
  FlowVersionSummary: 'flow-admin-api.schema.json#/$defs/FlowVersionSummary',
  FlowSummary: 'flow-admin-api.schema.json#/$defs/FlowSummary',
  FlowListResponse: 'flow-admin-api.schema.json#/$defs/FlowListResponse',
  FlowVersionDetail: 'flow-admin-api.schema.json#/$defs/FlowVersionDetail',
  PublishFlowDraftResponse: 'flow-admin-api.schema.json#/$defs/PublishFlowDraftResponse',
  FlowDraftConflictResponse: 'flow-admin-api.schema.json#/$defs/FlowDraftConflictResponse',
  FlowPublishRejectedResponse: 'flow-admin-api.schema.json#/$defs/FlowPublishRejectedResponse',
  FlowDropOffQuestion: 'flow-drop-off-api.schema.json#/$defs/FlowDropOffQuestion',
  FlowDropOffResponse: 'flow-drop-off-api.schema.json#/$defs/FlowDropOffResponse',
  CancellationOutcomeCounts: 'flow-drop-off-api.schema.json#/$defs/CancellationOutcomeCounts',
  FlowRow: 'flow-row.schema.json',
  FlowVersion: 'flow-version.schema.json',
  FlowStep: 'flow-version.schema.json#/$defs/FlowStep',
  FlowTotal: 'flow-version.schema.json#/$defs/FlowTotal',
  FlowLayout: 'flow-version.schema.json#/$defs/FlowLayout',
  Position: 'flow-version.schema.json#/$defs/Position',
  Order: 'order.schema.json',
  OrderData: 'order.schema.json#/$defs/OrderData',
  OrderItem: 'order.schema.json#/$defs/OrderItem',
  PurchaseData: 'order.schema.json#/$defs/PurchaseData',
  Prescription: 'order.schema.json#/$defs/Prescription',
  Prescriber: 'order.schema.json#/$defs/Prescriber',
  SelectedProducts: 'order.schema.json#/$defs/SelectedProducts',
  SelectedProduct: 'order.schema.json#/$defs/SelectedProduct',
  PaymentSummary: 'order.schema.json#/$defs/PaymentSummary',
  Shipping: 'order.schema.json#/$defs/Shipping',
  ClinicianVisit: 'order.schema.json#/$defs/ClinicianVisit',
  ClinicianVisitRecord: 'order.schema.json#/$defs/ClinicianVisitRecord',
  ClinicianFlag: 'order.schema.json#/$defs/ClinicianFlag',
  ClinicianFlags: 'order.schema.json#/$defs/ClinicianFlags',
  CalculatedValue: 'order.schema.json#/$defs/CalculatedValue',
  CalculatedValues: 'order.schema.json#/$defs/CalculatedValues',
  Product: 'product.schema.json',
  ProductForm: 'product.schema.json#/$defs/ProductForm',
  Ingredient: 'product.schema.json#/$defs/Ingredient',
  Titration: 'product.schema.json#/$defs/Titration',
  CampaignProduct: 'product.schema.json#/$defs/CampaignProduct',
  Question: 'question.schema.json',
  QuestionOption: 'question.schema.json#/$defs/QuestionOption',
  NextQuestionMap: 'question.schema.json#/$defs/NextQuestionMap',
  HardStopCondition: 'question.schema.json#/$defs/HardStopCondition',
  TotalName: 'question.schema.json#/$defs/TotalName',
  TotalBranch: 'question.schema.json#/$defs/TotalBranch',
  QuestionInput: 'question.schema.json#/$defs/QuestionInput',
  QuizData: 'quiz-data.schema.json',
  ValueRef: 'rule.schema.json#/$defs/ValueRef',
  Operand: 'rule.schema.json#/$defs/Operand',
  Condition: 'rule.schema.json#/$defs/Condition',
  Expression: 'rule.schema.json#/$defs/Expression',
  RuleName: 'rule.schema.json#/$defs/RuleName',
  Calculation: 'rule.schema.json#/$defs/Calculation',
  ConditionalBranch: 'rule.schema.json#/$defs/ConditionalBranch',
  AnswerCheck: 'rule.schema.json#/$defs/AnswerCheck',
  Alert: 'rule.schema.json#/$defs/Alert',
  ProductSelector: 'rule.schema.json#/$defs/ProductSelector',
  EligibilityRule: 'rule.schema.json#/$defs/EligibilityRule',
  ProtocolAssertion: 'rule.schema.json#/$defs/ProtocolAssertion',
  SiteContent: 'site-content.schema.json',
  SupportContent: 'site-content.schema.json#/$defs/SupportContent',
  SitePlaceholder: 'site-content.schema.json#/$defs/SitePlaceholder',
  SiteText: 'site-content.schema.json#/$defs/SiteText',
  SiteLink: 'site-content.schema.json#/$defs/SiteLink',
  HomeContent: 'site-content.schema.json#/$defs/HomeContent',
  HomeStep: 'site-content.schema.json#/$defs/HomeStep',
  SitePage: 'site-content.schema.json#/$defs/SitePage',
  SiteSection: 'site-content.schema.json#/$defs/SiteSection',
  ProductCondition: 'site-content.schema.json#/$defs/ProductCondition',
  SiteBlock: 'site-content.schema.json#/$defs/SiteBlock',
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
  Jwt: 'tokens.schema.json#/$defs/Jwt',
  LoginTokenPayload: 'tokens.schema.json#/$defs/LoginTokenPayload',
  SignedLoginTokenPayload: 'tokens.schema.json#/$defs/SignedLoginTokenPayload',
  MaskTokenPayload: 'tokens.schema.json#/$defs/MaskTokenPayload',
  SignedMaskTokenPayload: 'tokens.schema.json#/$defs/SignedMaskTokenPayload',
  UploadQuery: 'upload-api.schema.json#/$defs/UploadQuery',
  UploadFileParams: 'upload-api.schema.json#/$defs/UploadFileParams',
  UploadFileQuery: 'upload-api.schema.json#/$defs/UploadFileQuery',
  VerificationRequest: 'verification-api.schema.json#/$defs/VerificationRequest',
  VerificationQuery: 'verification-api.schema.json#/$defs/VerificationQuery',
  VerificationResponse: 'verification-api.schema.json#/$defs/VerificationResponse',
} as const;

export interface SchemaTypeMap {
  ProfileDetails: types.ProfileDetails;
  AccountProfile: types.AccountProfile;
  UpdateAccountProfileRequest: types.UpdateAccountProfileRequest;
  ChangePasswordRequest: types.ChangePasswordRequest;
  ChangePasswordResponse: types.ChangePasswordResponse;
  CardOnFile: types.CardOnFile;
  ReplaceCardRequest: types.ReplaceCardRequest;
  SubscriptionsQuery: types.SubscriptionsQuery;
  SubscriptionPathParams: types.SubscriptionPathParams;
  SubscriptionAction: types.SubscriptionAction;
  OrderStatusColor: types.OrderStatusColor;
  OrderStatusDisplay: types.OrderStatusDisplay;
  RetentionOfferId: types.RetentionOfferId;
  RetentionOfferRequest: types.RetentionOfferRequest;
  AcceptedRetentionOffer: types.AcceptedRetentionOffer;
  CancelSubscriptionRequest: types.CancelSubscriptionRequest;
  CancellationFlowRequest: types.CancellationFlowRequest;
  CancellationFlowResponse: types.CancellationFlowResponse;
  SubscriptionCancellation: types.SubscriptionCancellation;
  Subscription: types.Subscription;
  SubscriptionListResponse: types.SubscriptionListResponse;
  ChatThreadsQuery: types.ChatThreadsQuery;
  ChatThreadPathParams: types.ChatThreadPathParams;
  CreateChatThreadRequest: types.CreateChatThreadRequest;
  ChatMessageRequest: types.ChatMessageRequest;
  ChatThread: types.ChatThread;
  ChatThreadListResponse: types.ChatThreadListResponse;
  ChatMessage: types.ChatMessage;
  ChatMessageListResponse: types.ChatMessageListResponse;
  CreateChatThreadResponse: types.CreateChatThreadResponse;
  ChatReadQuery: types.ChatReadQuery;
  ChatReadEvent: types.ChatReadEvent;
  ChatInboxQuery: types.ChatInboxQuery;
  ChatInboxThread: types.ChatInboxThread;
  ChatInboxResponse: types.ChatInboxResponse;
  ChatUnreadResponse: types.ChatUnreadResponse;
  FollowupSubmitRequest: types.FollowupSubmitRequest;
  FollowupSubmitResponse: types.FollowupSubmitResponse;
  FollowupState: types.FollowupState;
  FollowupListResponse: types.FollowupListResponse;
  AdminIdPathParams: types.AdminIdPathParams;
  AdminDashboardWindow: types.AdminDashboardWindow;
  AdminDashboardResponse: types.AdminDashboardResponse;
  AdminIntakeState: types.AdminIntakeState;
  AdminOrderStatusFilter: types.AdminOrderStatusFilter;
  AdminOrdersQuery: types.AdminOrdersQuery;
  AdminOrderDisplayStatus: types.AdminOrderDisplayStatus;
  AdminOrderSummary: types.AdminOrderSummary;
  AdminOrderListResponse: types.AdminOrderListResponse;
  IntakeTimelineEntry: types.IntakeTimelineEntry;
  AdminOrderDetailResponse: types.AdminOrderDetailResponse;
  AdminReplayStep: types.AdminReplayStep;
  AdminOrderReplayResponse: types.AdminOrderReplayResponse;
  AdminQuestionsQuery: types.AdminQuestionsQuery;
  AdminQuestion: types.AdminQuestion;
  AdminFlowQuestions: types.AdminFlowQuestions;
  AdminQuestionListResponse: types.AdminQuestionListResponse;
  AdminQuestionResponse: types.AdminQuestionResponse;
  AdminUsersQuery: types.AdminUsersQuery;
  AdminUser: types.AdminUser;
  AdminUserListResponse: types.AdminUserListResponse;
  AdminCreateUserRequest: types.AdminCreateUserRequest;
  AdminOrderRefundResponse: types.AdminOrderRefundResponse;
  AdminSetPasswordLinkResponse: types.AdminSetPasswordLinkResponse;
  AdminTimelineEntry: types.AdminTimelineEntry;
  AdminUserOverviewResponse: types.AdminUserOverviewResponse;
  AdminUpdateUserRequest: types.AdminUpdateUserRequest;
  ReviewFlagKind: types.ReviewFlagKind;
  ReviewMatch: types.ReviewMatch;
  ReviewStoppedOrder: types.ReviewStoppedOrder;
  ReviewFlagDetails: types.ReviewFlagDetails;
  ReviewFlag: types.ReviewFlag;
  ReviewFlagsQuery: types.ReviewFlagsQuery;
  ReviewFlagListResponse: types.ReviewFlagListResponse;
  ResolveReviewFlagRequest: types.ResolveReviewFlagRequest;
  AnswerValue: types.AnswerValue;
  HeightWeight: types.HeightWeight;
  UploadedFile: types.UploadedFile;
  ProductListResponse: types.ProductListResponse;
  ProductResponse: types.ProductResponse;
  ProductPathParams: types.ProductPathParams;
  FlowRowsResponse: types.FlowRowsResponse;
  QuestionsQuery: types.QuestionsQuery;
  QuestionListResponse: types.QuestionListResponse;
  TenantQuestion: types.TenantQuestion;
  OrderCreatedQuery: types.OrderCreatedQuery;
  OrderByCreatedQuery: types.OrderByCreatedQuery;
  OrdersByUserQuery: types.OrdersByUserQuery;
  OrderByCreatedResponse: types.OrderByCreatedResponse;
  OrderLoginRequired: types.OrderLoginRequired;
  OrderResume: types.OrderResume;
  OrdersByUserResponse: types.OrdersByUserResponse;
  OrderIdPathParams: types.OrderIdPathParams;
  FollowupOrderResponse: types.FollowupOrderResponse;
  RecurringOrderResponse: types.RecurringOrderResponse;
  UserInfoResponse: types.UserInfoResponse;
  StateListResponse: types.StateListResponse;
  TenantResponse: types.TenantResponse;
  SiteContentResponse: types.SiteContentResponse;
  TenantResolutionQuery: types.TenantResolutionQuery;
  TenantResolutionResponse: types.TenantResolutionResponse;
  CreateOrderRequest: types.CreateOrderRequest;
  CreateOrderResponse: types.CreateOrderResponse;
  UpdateOrderRequest: types.UpdateOrderRequest;
  UpdateOrderColumns: types.UpdateOrderColumns;
  UpdateOrderResponse: types.UpdateOrderResponse;
  KlaviyoIntakeRequest: types.KlaviyoIntakeRequest;
  RecoverLink: types.RecoverLink;
  KlaviyoIntakeResponse: types.KlaviyoIntakeResponse;
  UserIdPathParams: types.UserIdPathParams;
  ChatReadResponse: types.ChatReadResponse;
  UploadResponse: types.UploadResponse;
  HealthResponse: types.HealthResponse;
  LivenessResponse: types.LivenessResponse;
  ReadinessChecks: types.ReadinessChecks;
  ReadinessResponse: types.ReadinessResponse;
  NotReadyResponse: types.NotReadyResponse;
  ErrorCode: types.ErrorCode;
  ErrorResponse: types.ErrorResponse;
  SchemaIssue: types.SchemaIssue;
  RequestFailure: types.RequestFailure;
  LoginRequest: types.LoginRequest;
  LoginResponse: types.LoginResponse;
  CurrentUserResponse: types.CurrentUserResponse;
  OrderRevision: types.OrderRevision;
  IntakeState: types.IntakeState;
  PublicFlowPathParams: types.PublicFlowPathParams;
  PublicFlowVersionPathParams: types.PublicFlowVersionPathParams;
  MasqueradeRequest: types.MasqueradeRequest;
  MasqueradeResponse: types.MasqueradeResponse;
  MasqueradeInfo: types.MasqueradeInfo;
  AuthMeResponse: types.AuthMeResponse;
  AuditAction: types.AuditAction;
  AuditLogQuery: types.AuditLogQuery;
  AuditMasqueradeSession: types.AuditMasqueradeSession;
  AuditLogEntry: types.AuditLogEntry;
  AuditLogResponse: types.AuditLogResponse;
  CheckoutRequest: types.CheckoutRequest;
  CheckoutProduct: types.CheckoutProduct;
  CheckoutPayment: types.CheckoutPayment;
  PaymentCard: types.PaymentCard;
  CheckoutResponse: types.CheckoutResponse;
  OrderClaimToken: types.OrderClaimToken;
  ClaimOrderRequest: types.ClaimOrderRequest;
  ClaimOrderResponse: types.ClaimOrderResponse;
  TenantId: types.TenantId;
  QuestionId: types.QuestionId;
  MedId: types.MedId;
  StateCode: types.StateCode;
  AssetPath: types.AssetPath;
  Email: types.Email;
  PostalAddress: types.PostalAddress;
  UserId: types.UserId;
  OrderId: types.OrderId;
  CreatedValue: types.CreatedValue;
  NewCreatedValue: types.NewCreatedValue;
  IpAddress: types.IpAddress;
  CookieName: types.CookieName;
  CookieValues: types.CookieValues;
  CookieVersion: types.CookieVersion;
  RedirectFrom: types.RedirectFrom;
  DUserCookie: types.DUserCookie;
  DShippingCookie: types.DShippingCookie;
  DCartCookie: types.DCartCookie;
  AdvData: types.AdvData;
  AdvParams: types.AdvParams;
  AdvCookies: types.AdvCookies;
  DAdvDataCookie: types.DAdvDataCookie;
  DQuizDataCookie: types.DQuizDataCookie;
  DPaymentCookie: types.DPaymentCookie;
  RecoverPasswordRequest: types.RecoverPasswordRequest;
  RecoverPasswordResponse: types.RecoverPasswordResponse;
  PasswordResetToken: types.PasswordResetToken;
  ResetPasswordRequest: types.ResetPasswordRequest;
  PasswordLinkPurpose: types.PasswordLinkPurpose;
  ResetPasswordResponse: types.ResetPasswordResponse;
  PasswordRecoverJobData: types.PasswordRecoverJobData;
  OutboundEmailKind: types.OutboundEmailKind;
  EmailEvent: types.EmailEvent;
  EmailLine: types.EmailLine;
  EmailJobData: types.EmailJobData;
  OrderStatus: types.OrderStatus;
  PurchaseStatus: types.PurchaseStatus;
  PaySource: types.PaySource;
  Role: types.Role;
  QuestionType: types.QuestionType;
  FlowKey: types.FlowKey;
  FlowStatus: types.FlowStatus;
  FlowStepKind: types.FlowStepKind;
  CancellationReason: types.CancellationReason;
  CancellationOutcome: types.CancellationOutcome;
  TxnType: types.TxnType;
  ClinicianVisitStatus: types.ClinicianVisitStatus;
  AdminOrderFileParams: types.AdminOrderFileParams;
  FhirQuestionnaire: types.FhirQuestionnaire;
  FhirBundle: types.FhirBundle;
  FhirImportIssue: types.FhirImportIssue;
  FhirImportReport: types.FhirImportReport;
  FhirImportResponse: types.FhirImportResponse;
  FlowKeyPathParams: types.FlowKeyPathParams;
  FlowVersionPathParams: types.FlowVersionPathParams;
  CreateFlowDraftRequest: types.CreateFlowDraftRequest;
  InstrumentId: types.InstrumentId;
  InstrumentSummary: types.InstrumentSummary;
  InstrumentListResponse: types.InstrumentListResponse;
  SaveFlowDraftRequest: types.SaveFlowDraftRequest;
  PublishFlowDraftRequest: types.PublishFlowDraftRequest;
  FlowRevision: types.FlowRevision;
  FlowFinding: types.FlowFinding;
  FlowVersionSummary: types.FlowVersionSummary;
  FlowSummary: types.FlowSummary;
  FlowListResponse: types.FlowListResponse;
  FlowVersionDetail: types.FlowVersionDetail;
  PublishFlowDraftResponse: types.PublishFlowDraftResponse;
  FlowDraftConflictResponse: types.FlowDraftConflictResponse;
  FlowPublishRejectedResponse: types.FlowPublishRejectedResponse;
  FlowDropOffQuestion: types.FlowDropOffQuestion;
  FlowDropOffResponse: types.FlowDropOffResponse;
  CancellationOutcomeCounts: types.CancellationOutcomeCounts;
  FlowRow: types.FlowRow;
  FlowVersion: types.FlowVersion;
  FlowStep: types.FlowStep;
  FlowTotal: types.FlowTotal;
  FlowLayout: types.FlowLayout;
  Position: types.Position;
  Order: types.Order;
  OrderData: types.OrderData;
  OrderItem: types.OrderItem;
  PurchaseData: types.PurchaseData;
  Prescription: types.Prescription;
  Prescriber: types.Prescriber;
  SelectedProducts: types.SelectedProducts;
  SelectedProduct: types.SelectedProduct;
  PaymentSummary: types.PaymentSummary;
  Shipping: types.Shipping;
  ClinicianVisit: types.ClinicianVisit;
  ClinicianVisitRecord: types.ClinicianVisitRecord;
  ClinicianFlag: types.ClinicianFlag;
  ClinicianFlags: types.ClinicianFlags;
  CalculatedValue: types.CalculatedValue;
  CalculatedValues: types.CalculatedValues;
  Product: types.Product;
  ProductForm: types.ProductForm;
  Ingredient: types.Ingredient;
  Titration: types.Titration;
  CampaignProduct: types.CampaignProduct;
  Question: types.Question;
  QuestionOption: types.QuestionOption;
  NextQuestionMap: types.NextQuestionMap;
  HardStopCondition: types.HardStopCondition;
  TotalName: types.TotalName;
  TotalBranch: types.TotalBranch;
  QuestionInput: types.QuestionInput;
  QuizData: types.QuizData;
  ValueRef: types.ValueRef;
  Operand: types.Operand;
  Condition: types.Condition;
  Expression: types.Expression;
  RuleName: types.RuleName;
  Calculation: types.Calculation;
  ConditionalBranch: types.ConditionalBranch;
  AnswerCheck: types.AnswerCheck;
  Alert: types.Alert;
  ProductSelector: types.ProductSelector;
  EligibilityRule: types.EligibilityRule;
  ProtocolAssertion: types.ProtocolAssertion;
  SiteContent: types.SiteContent;
  SupportContent: types.SupportContent;
  SitePlaceholder: types.SitePlaceholder;
  SiteText: types.SiteText;
  SiteLink: types.SiteLink;
  HomeContent: types.HomeContent;
  HomeStep: types.HomeStep;
  SitePage: types.SitePage;
  SiteSection: types.SiteSection;
  ProductCondition: types.ProductCondition;
  SiteBlock: types.SiteBlock;
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
  Jwt: types.Jwt;
  LoginTokenPayload: types.LoginTokenPayload;
  SignedLoginTokenPayload: types.SignedLoginTokenPayload;
  MaskTokenPayload: types.MaskTokenPayload;
  SignedMaskTokenPayload: types.SignedMaskTokenPayload;
  UploadQuery: types.UploadQuery;
  UploadFileParams: types.UploadFileParams;
  UploadFileQuery: types.UploadFileQuery;
  VerificationRequest: types.VerificationRequest;
  VerificationQuery: types.VerificationQuery;
  VerificationResponse: types.VerificationResponse;
}
