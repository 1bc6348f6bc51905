/* Generated from schemas/src/json by scripts/generate-types.mjs. Do not edit: run `npm run generate -w @telehealth/schemas`. */

export type StateCode = string;
export type Email = string;
/**
 * A signed JSON Web Token in compact form (header.payload.signature, base64url); unsigned tokens are not accepted.
 */
export type Jwt = string;
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
 * An order's id in the order management (CRM) system.
 */
export type OrderId = string;
/**
 * What was done to a subscription, as recorded in its event log.
 */
export type SubscriptionAction = 'pause' | 'resume' | 'skip' | 'retention_offer' | 'cancel';
/**
 * The colour token an order's display status is shown in (the web maps each to a theme colour).
 */
export type OrderStatusColor = 'yellow' | 'red' | 'green' | 'skyBlue' | 'grey' | 'neutral';
/**
 * The retention offers a customer about to cancel can accept: next-shipment-20-off takes 20% off the next shipment.
 */
export type RetentionOfferId = 'next-shipment-20-off';
/**
 * Why a customer cancels; 'other' needs a details text.
 */
export type CancellationReason =
  | 'too_expensive'
  | 'travelling'
  | 'not_seeing_results'
  | 'side_effects'
  | 'reached_my_goal'
  | 'prefer_another_treatment'
  | 'switching_provider'
  | 'clinician_advised'
  | 'other';
/**
 * An answer as stored in start data: text (also email, phone and date of birth as YYYY-MM-DD), a number, a consent (true), the chosen options of a multiple choice, a height and weight, or uploaded files.
 */
export type AnswerValue = string | number | boolean | string[] | HeightWeight | UploadedFile[];
/**
 * How a cancellation flow ends: cancel the subscription, pause it, skip the next shipment, accept the retention offer, contact the care team, or keep it as it is (changed their mind).
 */
export type CancellationOutcome = 'cancel' | 'pause' | 'skip' | 'accept_offer' | 'contact_support' | 'keep';
/**
 * A user account id (customers, admins and agents alike; agents are users with role 2).
 */
export type UserId = number;
export type PurchaseStatus = 'ACTIVE' | 'PAUSED' | 'CANCELLED';
export type OrderStatus =
  'PENDING' | 'COMPLETE' | 'CANCELLED' | 'DECLINED' | 'PAUSED' | 'PARTIALLY_REFUNDED' | 'REACTIVATED';
/**
 * Kind of a payment transaction on an order item. Amounts are always positive: REFUND, VOID and CHARGEBACK move money back to the patient.
 */
export type TxnType = 'SALE' | 'AUTHORIZE' | 'CAPTURE' | 'REFUND' | 'VOID' | 'CHARGEBACK';
/**
 * A medication (product) id, as used in the `med` query parameter.
 */
export type MedId = number;
/**
 * The products the patient chose; empty until chosen.
 */
export type SelectedProducts = SelectedProduct[];
/**
 * GET /api/subscriptions: the customer's subscriptions, newest first (rebill orders hidden).
 */
export type SubscriptionListResponse = Subscription[];
/**
 * Files to attach to a message: the fileIds of POST /api/upload answers, uploaded by the sender (at most 5, each once).
 *
 * @maxItems 5
 */
export type ChatAttachmentIds =
  | []
  | [string]
  | [string, string]
  | [string, string, string]
  | [string, string, string, string]
  | [string, string, string, string, string];
/**
 * GET /api/chat/threads: threads, the most recently active first.
 */
export type ChatThreadListResponse = ChatThread[];
/**
 * User roles as numbers: 0 admin, 1 customer, 2 agent.
 */
export type Role = 0 | 1 | 2;
/**
 * GET /api/chat/threads/{id}/messages: the thread's messages, oldest first.
 */
export type ChatMessageListResponse = ChatMessage[];
/**
 * Where a clinician visit stands: PENDING (submitted, waiting for a clinician), IN_REVIEW, APPROVED (prescribed), DECLINED, CANCELLED, COMPLETED.
 */
export type ClinicianVisitStatus =
  'PENDING' | 'IN_REVIEW' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'COMPLETED';
/**
 * GET /api/account/followups: the follow-up of each of the customer's subscriptions (orders the order list shows), newest order first.
 */
export type FollowupListResponse = FollowupState[];
/**
 * Where an order stands, by the engine's intakeState rule (first match): refill_scheduled (a recurring order not billed yet), hard_stop (unpaid, latest intake state stop{id}), abandoned (unpaid, no intake activity for INTAKE_ABANDONED_AFTER_DAYS), in_progress (unpaid), declined (paid, the clinician declined), refunded (paid, a REFUND or CHARGEBACK), cancelled (paid, order or purchase CANCELLED), pending_clinician (paid, order status PENDING), approved (paid, otherwise).
 */
export type AdminIntakeState =
  | 'refill_scheduled'
  | 'hard_stop'
  | 'abandoned'
  | 'in_progress'
  | 'declined'
  | 'refunded'
  | 'cancelled'
  | 'pending_clinician'
  | 'approved';
/**
 * The status filter of GET /api/admin/orders: an AdminIntakeState (the same rule as the row's intakeState and the dashboard's figures), paid, review (an open clinical review flag), flagged (a clinician flag raised by the answers), or an OrderStatus matched against orderData.orderStatus.
 */
export type AdminOrderStatusFilter =
  | 'refill_scheduled'
  | 'hard_stop'
  | 'abandoned'
  | 'in_progress'
  | 'declined'
  | 'refunded'
  | 'cancelled'
  | 'pending_clinician'
  | 'approved'
  | 'paid'
  | 'review'
  | 'flagged'
  | 'PENDING'
  | 'COMPLETE'
  | 'CANCELLED'
  | 'DECLINED'
  | 'PAUSED'
  | 'PARTIALLY_REFUNDED'
  | 'REACTIVATED';
/**
 * The created value: the key of one intake (order), sent with POST /api/order/create, kept in the `created` cookie and used to resume the intake (`?restoresession=`). URL-safe characters only. Looking an intake up accepts any such value; a new intake needs a NewCreatedValue.
 */
export type CreatedValue = string;
export type QuestionId = number;
export type TenantId = number;
/**
 * An IPv4 or IPv6 address.
 */
export type IpAddress = string;
/**
 * The cookie version, v2 or v3 depending on the route (dVersion, and the version of dAdvData).
 */
export type CookieVersion = 'v2' | 'v3';
/**
 * The name of a calculated value, alert or assertion, unique in the flow among its kind.
 */
export type RuleName = string;
/**
 * The clinician flags an order's answers raise now, in the flow's question order; empty when none. Every save of the answers (and the checkout) computes them again, so they never disagree with the answers.
 */
export type ClinicianFlags = ClinicianFlag[];
/**
 * The values an order's answers give (BMI, the flow's calculations), in the flow's order; a value that reads an answer the path lacks is left out. Computed from the answers when asked, never stored.
 */
export type CalculatedValues = CalculatedValue[];
/**
 * Why an order needs a clinician: `followup_hard_stop` (a follow-up visit stopped at a safety question; a new follow-up of the order is refused until the flag is resolved), `repeat_after_hard_stop` (a paid intake from a person whose earlier intake hit a hard stop; its clinician visit is held until the flag is resolved).
 */
export type ReviewFlagKind = 'followup_hard_stop' | 'repeat_after_hard_stop';
/**
 * What tied a new intake to an earlier hard stop: the same account, email, phone, date of birth and name, or date of birth from the same client address within a day.
 */
export type ReviewMatch = 'account' | 'email' | 'phone' | 'dob_name' | 'dob_client';
export type FlowKey = 'intake' | 'followup' | 'quiz' | 'cancellation';
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
 * The name of a total of the flow (`phq9`), as flow-version `totals` define it.
 */
export type TotalName = string;
/**
 * True or false for the answers of a path. `all` / `any` / `not` combine conditions; a comparison holds when `value` is below / above / at least / at most / equal to / not equal to its operand (a comparison with a missing value never holds); `question` with `any_of` holds when the answer is (or, for a multiple choice, includes) one of the options, with `all_of` when a multiple choice includes every one, with `answered` when the question was (or was not) answered on the path; `alert` holds when that alert was raised on the path; `order` holds when the order holds at least `at_least` products it selects, or one of them starts above the titration step `starting_step_above` (alert and order tests are for protocol assertions only).
 */
export type Condition =
  | {
      /**
       * @minItems 1
       */
      all: [Condition, ...Condition[]];
    }
  | {
      /**
       * @minItems 1
       */
      any: [Condition, ...Condition[]];
    }
  | {
      not: Condition;
    }
  | {
      value: ValueRef;
      below?: Operand;
      above?: Operand;
      at_least?: Operand;
      at_most?: Operand;
      equals?: Operand;
      not_equals?: Operand;
    }
  | {
      question: QuestionId;
      /**
       * @minItems 1
       */
      any_of?: [string, ...string[]];
      /**
       * @minItems 1
       */
      all_of?: [string, ...string[]];
      answered?: boolean;
    }
  | {
      alert: RuleName;
    }
  | {
      order: ProductSelector;
      at_least?: number;
      starting_step_above?: number;
    };
/**
 * A number read from the answers: `answer.{id}` (a number question's answer), `bmi.{id}`, `weight.{id}` (lb) and `height.{id}` (inches) of a height and weight, `age.{id}` (whole years) of a date of birth, `score.{id}` (the chosen options' scores), `total.{name}` (a total of the flow), `calc.{name}` (a calculated value). A value of a question not answered on the patient's path is missing.
 */
export type ValueRef = string;
/**
 * A number, or a value read from the answers.
 */
export type Operand = number | ValueRef;
/**
 * An active ingredient as a lower-case key: `terbinafine`, `semaglutide`.
 */
export type Ingredient = string;
export type ProductForm = 'topical' | 'oral' | 'injectable' | 'supplement';
export type FlowStatus = 'draft' | 'published' | 'archived';
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
/**
 * GET /api/questions: the questions of the current published flow version, each with its tenant_id (the storefront drops its cached questions when they belong to another tenant).
 */
export type QuestionListResponse = TenantQuestion[];
/**
 * Query string of GET /api/order/created: either the created value of one intake, or a user id for that user's orders.
 */
export type OrderCreatedQuery = OrderByCreatedQuery | OrdersByUserQuery;
/**
 * GET /api/order/created?created={value}: the intake to resume (OrderResume), or, for an order that belongs to a customer account (paid, a rebill, or with a user) asked for by anyone but that customer or staff, only that a login is needed (OrderLoginRequired).
 */
export type OrderByCreatedResponse = OrderResume | OrderLoginRequired;
/**
 * The order's revision: it grows by one with every write. Send it back with the next update to have a concurrent change refused (409) instead of overwritten.
 */
export type OrderRevision = number;
/**
 * Where the intake stands by the server's run of the flow machine over the stored answers: `q<id>` (the next question to answer), `checkout`, or `stop<id>` (ended at the hard stop of question id).
 */
export type IntakeState = string;
/**
 * GET /api/order/created?userId={id}: the user's orders, newest first.
 */
export type OrdersByUserResponse = Order[];
/**
 * GET /api/states: the states a patient can ship to.
 */
export type StateListResponse = State[];
/**
 * GET /api/tenant/content: the tenant's site content (home page steps, info pages, docs), fetched by the public site pages only.
 */
export type SiteContentResponse = SiteContent;
/**
 * Words shown on the site; braces only around a SitePlaceholder (keep this pattern's names equal to SitePlaceholder).
 */
export type SiteText = string;
/**
 * A paragraph, a bulleted or numbered list, a row of links, or the tenant's products with prices (`empty` is shown while it has none).
 */
export type SiteBlock =
  | {
      kind: 'p';
      text: SiteText;
    }
  | {
      kind: 'ul' | 'ol';
      /**
       * @minItems 1
       */
      items: [SiteText, ...SiteText[]];
    }
  | {
      kind: 'links';
      /**
       * @minItems 1
       */
      links: [SiteLink, ...SiteLink[]];
    }
  | {
      kind: 'products';
      /**
       * True to leave supplements out.
       */
      prescriptionOnly?: boolean;
      empty: SiteText;
    };
/**
 * The created value of a new intake (POST /api/order/create). Whoever knows it can resume the intake, so it must be as hard to guess as the storefront's own `${Date.now()}-${10 random base36 characters}`: at least 24 characters, ending with `-` and at least 10 random characters of 0-9 and a-z.
 */
export type NewCreatedValue = CreatedValue;
/**
 * The storefront's base URL with ?restoresession={created value}.
 */
export type RecoverLink = string;
/**
 * A stable machine-readable error code, for the callers that act on an error rather than show its message. VALIDATION_FAILED: a body, query string or path parameters that do not match their schema (`errors` names each field). RATE_LIMITED: too many requests (Retry-After). ORDER_*: the order of a created value (ORDER_CREATED_MISSING: no created value; ORDER_EXISTS: one already exists; ORDER_REVISION_CONFLICT: it changed meanwhile; ORDER_PAID: it is paid; ORDER_LOGIN_REQUIRED / ORDER_NOT_YOURS: it belongs to a customer account; ORDER_CLAIM_INVALID: a claim link that is invalid, used or expired). INTAKE_*, UNKNOWN_QUESTION, INVALID_ANSWER: an intake step or checkout the flow does not allow. CHECKOUT_DATA_REFUSED, PAYMENT_*: checkout and the payments ledger; CARD_DECLINED, INSUFFICIENT_FUNDS, EXPIRED_CARD, INCORRECT_CVC, PROCESSING_ERROR, AMOUNT_TOO_LARGE: the gateway declined the card (402). UPLOAD_INTAKE_NOT_OPEN: an upload for no open intake. FOLLOWUP_UNDER_REVIEW: a follow-up held for a clinician; FOLLOWUP_COMPLETED: this refill's follow-up visit is already completed; FOLLOWUP_NOT_DUE: the follow-up opens later (a set number of days before the refill's bill date); FOLLOWUP_NOT_ELIGIBLE: the order asks for no follow-up (not a prescribed, active subscription). FLOW_DRAFT_CONFLICT, FLOW_PUBLISH_REJECTED, FLOW_DRAFT_EXISTS: a flow draft saved on an old revision, published with analysis errors, or started while the flow has one. SUBSCRIPTION_CHANGED: another action changed the subscription at the same moment (reload and try again); SUBSCRIPTION_NOT_CURRENT: an older order of a subscription (act on the current one); SUBSCRIPTION_ACTION_REFUSED: the action is not possible in the subscription's status; SUBSCRIPTION_NOTHING_TO_SKIP: no scheduled next shipment; RETENTION_OFFER_USED: the offer was already accepted; CANCELLATION_FLOW_UNKNOWN: a cancellation flow version the tenant never published; CANCELLATION_ANSWERS_REFUSED: answers that do not take the cancellation flow to an outcome (the message names the first wrong one); CHAT_ATTACHMENT_UNKNOWN: a chat message naming a file that is not one the sender uploaded; ACCOUNT_*: the customer's profile (ACCOUNT_EMAIL_TAKEN: another user of the tenant has the email; ACCOUNT_PASSWORD_INCORRECT: the current password is wrong; ACCOUNT_MASQUERADE_REFUSED: staff acting as the customer may not change the login, the card, the name, the phone or the shipping address; ACCOUNT_NO_SUBSCRIPTION: no subscription to bill a card on file to). ORDER_NOTHING_TO_REFUND: an admin's refund of an order that holds no money (not paid, or already refunded or released). USER_*: staff managing users (USER_DEACTIVATED: the account is deactivated, at login, on every request of its tokens, or when acting on it; USER_SELF_CHANGE_REFUSED: an admin deactivating themselves; USER_LAST_ADMIN: the tenant's last active admin; USER_NOT_A_CUSTOMER: an action only a customer's account takes). MASQUERADE_REFUSED: staff acting as the customer (a mask token) may not decide where medication goes or who the patient is (a checkout shipping elsewhere than the customer's profile, an identity check). API_NOT_READY: the readiness check failed (503; the body's `checks` says which). An error no code above describes has the code of its status: BAD_REQUEST (400 and other 4xx), UNAUTHENTICATED (401: no valid login or Token), FORBIDDEN (403), NOT_FOUND (404), CONFLICT (409), PAYLOAD_TOO_LARGE (413), UNSUPPORTED_MEDIA_TYPE (415), UNPROCESSABLE (422), RATE_LIMITED (429), INTERNAL_ERROR (500 and other 5xx), SERVICE_UNAVAILABLE (503).
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'RATE_LIMITED'
  | 'ORDER_CREATED_MISSING'
  | 'ORDER_EXISTS'
  | 'ORDER_REVISION_CONFLICT'
  | 'ORDER_PAID'
  | 'ORDER_LOGIN_REQUIRED'
  | 'ORDER_NOT_YOURS'
  | 'INTAKE_ENDED'
  | 'INTAKE_NOT_OPEN'
  | 'INTAKE_HARD_STOPPED'
  | 'INTAKE_INCOMPLETE'
  | 'ORDER_NOT_ELIGIBLE'
  | 'UNKNOWN_QUESTION'
  | 'INVALID_ANSWER'
  | 'CHECKOUT_DATA_REFUSED'
  | 'ORDER_CLAIM_INVALID'
  | 'PAYMENT_NOT_COMPLETED'
  | 'PAYMENT_IN_PROGRESS'
  | 'PAYMENT_CANCELLED'
  | 'PAYMENT_GATEWAY_UNAVAILABLE'
  | 'CARD_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'EXPIRED_CARD'
  | 'INCORRECT_CVC'
  | 'PROCESSING_ERROR'
  | 'AMOUNT_TOO_LARGE'
  | 'UPLOAD_INTAKE_NOT_OPEN'
  | 'FOLLOWUP_UNDER_REVIEW'
  | 'FLOW_DRAFT_CONFLICT'
  | 'FLOW_PUBLISH_REJECTED'
  | 'FOLLOWUP_COMPLETED'
  | 'FOLLOWUP_NOT_DUE'
  | 'FOLLOWUP_NOT_ELIGIBLE'
  | 'FLOW_DRAFT_EXISTS'
  | 'SUBSCRIPTION_CHANGED'
  | 'SUBSCRIPTION_NOT_CURRENT'
  | 'SUBSCRIPTION_ACTION_REFUSED'
  | 'SUBSCRIPTION_NOTHING_TO_SKIP'
  | 'RETENTION_OFFER_USED'
  | 'CANCELLATION_FLOW_UNKNOWN'
  | 'CANCELLATION_ANSWERS_REFUSED'
  | 'CHAT_ATTACHMENT_UNKNOWN'
  | 'ACCOUNT_EMAIL_TAKEN'
  | 'ACCOUNT_PASSWORD_INCORRECT'
  | 'ACCOUNT_MASQUERADE_REFUSED'
  | 'MASQUERADE_REFUSED'
  | 'ACCOUNT_NO_SUBSCRIPTION'
  | 'ORDER_NOTHING_TO_REFUND'
  | 'USER_DEACTIVATED'
  | 'USER_SELF_CHANGE_REFUSED'
  | 'USER_LAST_ADMIN'
  | 'USER_NOT_A_CUSTOMER'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'API_NOT_READY';
/**
 * What an audited request did: read for GET and HEAD, write for any other method.
 */
export type AuditAction = 'read' | 'write';
/**
 * The single-use secret of an order claim link (`/login/claim?token=`): 32 random bytes, base64url.
 */
export type OrderClaimToken = string;
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
/**
 * The single-use secret of a password reset link (`/login/reset?token=`): 32 random bytes, base64url.
 */
export type PasswordResetToken = string;
/**
 * What a password link is for: `reset` (asked for on the recover page) or `account_setup` (emailed to a new customer after their first purchase, to set their first password). Set links carry it in their query (`/login/reset?token=…&purpose=account_setup`) for the page's words; the API holds the truth.
 */
export type PasswordLinkPurpose = 'reset' | 'account_setup';
/**
 * What an email is for: `intake_recover` (a link to resume an intake), `password_reset` (a password reset link), `order_claim` (a link for an account owner to confirm that an order paid with their email is theirs), `care_team_alert` (tells the tenant's care team that an order needs clinical review: no patient data, only a link to the admin area), `account_setup` (a new customer's link to set a password after their first purchase), `order_confirmation` (the paid order: items, what was charged or authorised, what happens next), `clinician_decision` (the treatment was prescribed or not), `subscription_changed` (paused, resumed, skipped or cancelled), `chat_reply` (a care-team reply waits in the account; no message text), `followup_due` (a follow-up visit is due).
 */
export type OutboundEmailKind =
  | 'intake_recover'
  | 'password_reset'
  | 'order_claim'
  | 'care_team_alert'
  | 'account_setup'
  | 'order_confirmation'
  | 'clinician_decision'
  | 'subscription_changed'
  | 'chat_reply'
  | 'followup_due';
/**
 * lead-qualify and lead-intro are the two lead steps; questions is the question graph; question is one question shown on its own route (the quiz); page is any other route of the flow; checkout ends the intake (in a cancellation flow: the end, where the chosen outcome is applied).
 */
export type FlowStepKind = 'lead-qualify' | 'lead-intro' | 'questions' | 'question' | 'page' | 'checkout';
/**
 * Grows by one with every save of a draft.
 */
export type FlowRevision = number;
/**
 * Arithmetic for a calculated value: a number, a value read from the answers, or `sum` / `difference` (first minus the rest) / `product` / `quotient` (first divided by the second). Missing when any value it reads is missing, or on a division by zero.
 */
export type Expression =
  | Operand
  | {
      /**
       * @minItems 1
       */
      sum: [Expression, ...Expression[]];
    }
  | {
      /**
       * @minItems 2
       */
      difference: [Expression, Expression, ...Expression[]];
    }
  | {
      /**
       * @minItems 2
       */
      product: [Expression, Expression, ...Expression[]];
    }
  | {
      /**
       * @minItems 2
       * @maxItems 2
       */
      quotient: [Expression, Expression];
    };
/**
 * Which products and doses the answers allow, judged at checkout on the intake's answers (always, without `if`): `exclude` offers none of the products it selects; `at_most` allows at most that many of the products `of` selects in one order; `start_step` starts a titrated product (`of`, or every titrated product) at that step of its schedule (1 = the first). The first `start_step` rule that applies sets a product's starting step; without one it is the first.
 */
export type EligibilityRule = (
  | {
      exclude: unknown;
      at_most?: never;
      of?: never;
      start_step?: never;
    }
  | {
      at_most: unknown;
      of: unknown;
      exclude?: never;
      start_step?: never;
    }
  | {
      start_step: unknown;
      exclude?: never;
      at_most?: never;
    }
) & {
  name: RuleName;
  title: string;
  if?: Condition;
  exclude?: ProductSelector;
  at_most?: number;
  of?: ProductSelector;
  start_step?: number;
};
/**
 * A scored instrument of the library, by its name (phq-9, gad-7).
 */
export type InstrumentId = string;
/**
 * GET /api/admin/instruments: the scored instruments of the library, by id.
 */
export type InstrumentListResponse = InstrumentSummary[];
/**
 * GET /api/admin/flows: the tenant's flows in the order intake, followup, quiz (every key, even one without versions).
 */
export type FlowListResponse = FlowSummary[];
/**
 * A fact a site text may name as `{name}`: the tenant's configurations (the phone formatted, the address as one line without the legal name, the shipping price in dollars), and `products`, the names of the products a section is shown for (only in a section with `forProducts`).
 */
export type SitePlaceholder =
  | 'brandName'
  | 'legalName'
  | 'contactEmail'
  | 'contactPhone'
  | 'contactHours'
  | 'companyAddress'
  | 'companyCity'
  | 'companyState'
  | 'shippingPrice'
  | 'products';

/**
 * What a customer keeps in their profile besides the login email: name, phone and the shipping address the next shipment uses.
 */
export interface ProfileDetails {
  firstName: string;
  lastName: string;
  /**
   * A US phone number, digits only.
   */
  phone: string;
  address: PostalAddress;
}
export interface PostalAddress {
  line1: string;
  line2?: string;
  city: string;
  state: StateCode;
  postalCode: string;
}
/**
 * GET and PUT /api/account/profile: the logged-in customer's login email and profile details; details is null until the customer saved a profile or paid an order with shipping (the newest such order's shipping is shown until then).
 */
export interface AccountProfile {
  email: Email;
  details: ProfileDetails | null;
}
/**
 * Body of PUT /api/account/profile: the whole profile. A new email (compared regardless of case) needs currentPassword.
 */
export interface UpdateAccountProfileRequest {
  email: Email;
  firstName: string;
  lastName: string;
  /**
   * A US phone number, digits only.
   */
  phone: string;
  address: PostalAddress;
  currentPassword?: string;
}
/**
 * Body of POST /api/account/password: the current password and the new one (8 to 72 characters; bcrypt reads at most 72 bytes).
 */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}
/**
 * POST /api/account/password answer: the password was changed. Every login token of the customer signed before is refused from now on; token is this browser's new login token.
 */
export interface ChangePasswordResponse {
  message: 'Your password has been changed.';
  token: Jwt;
}
/**
 * GET and PUT /api/account/card: the masked card the customer's subscriptions will be billed to (the newest refill not billed yet, else the newest paid order), or null when there is none. Never a card number or a CVC.
 */
export interface CardOnFile {
  card: PaymentSummary | null;
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
 * Body of PUT /api/account/card: the new card, as checkout takes it. It is checked with the payment gateway (a zero authorisation, released at once); only its masked form is stored.
 */
export interface ReplaceCardRequest {
  card: PaymentCard;
}
export interface PaymentCard {
  /**
   * The card number, digits only (spaces removed by the storefront).
   */
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}
/**
 * Query string of GET /api/subscriptions. Staff (roles 0 and 2) name the customer; a customer may only name themself.
 */
export interface SubscriptionsQuery {
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  userId?: string;
}
/**
 * Path parameters of POST /api/subscriptions/{orderId}/{action} and POST /api/followup/{orderId}.
 */
export interface SubscriptionPathParams {
  orderId: OrderId;
}
/**
 * An order's display status (spec section 4): its label and colour.
 */
export interface OrderStatusDisplay {
  label: string;
  color: OrderStatusColor;
}
/**
 * Body of POST /api/subscriptions/{orderId}/retention-offer.
 */
export interface RetentionOfferRequest {
  offerId: RetentionOfferId;
}
/**
 * The retention offer accepted on a subscription (at most one per subscription).
 */
export interface AcceptedRetentionOffer {
  offerId: RetentionOfferId;
  description: string;
  discountPercent: number;
  /**
   * The bill the discount applies to: the next shipment's, billed on this date.
   */
  appliesTo: string | null;
  acceptedAt: string;
}
/**
 * Body of POST /api/subscriptions/{orderId}/cancel: the reason, and for 'other' the customer's own words.
 */
export interface CancelSubscriptionRequest {
  reason: CancellationReason;
  details?: string;
}
/**
 * Body of POST /api/subscriptions/{orderId}/cancellation: the cancellation flow version the customer went through and their answers (question id to answer, as the flow machine records them).
 */
export interface CancellationFlowRequest {
  key: 'cancellation';
  version: number;
  answers: StartData;
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
 * What the cancellation flow did: its outcome, the subscription after it, and for contact_support the chat thread opened (or reused) with the reason.
 */
export interface CancellationFlowResponse {
  outcome: CancellationOutcome;
  subscription: Subscription;
  chatThreadId: number | null;
}
/**
 * One subscription of a customer: the newest original order of its purchase, with its display status.
 */
export interface Subscription {
  orderId: OrderId;
  userId: UserId;
  createdAt: string;
  purchaseData: PurchaseData;
  orderData: OrderData;
  /**
   * 1 means the subscription was reactivated; null or any other value means nothing special.
   */
  status: number | null;
  /**
   * What the clinician prescribed; null until prescribed.
   */
  prescription: Prescription | null;
  selectedProduct: SelectedProducts;
  /**
   * The order total in US dollars; null until products are chosen.
   */
  price: number | null;
  displayStatus: OrderStatusDisplay;
  retentionOffer: AcceptedRetentionOffer | null;
  /**
   * Whether a retention offer can still be accepted (none accepted yet and not cancelled).
   */
  retentionOfferAvailable: boolean;
  cancellation: SubscriptionCancellation | null;
  /**
   * Held until a clinician resolves an open review of the order (a follow-up visit that stopped): no refill, only cancelling.
   */
  underReview: boolean;
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
   * The starting dose: for a titrated product its starting step's dose ('3 mg once daily'), set by the flow's eligibility rules; otherwise the strength the patient prefers, one of those the product's strength text lists. The clinician confirms the dose.
   */
  dosage?: string;
  /**
   * A titrated product: the step of its schedule the patient starts at (1 = the first), as the flow's eligibility rules set it; `dosage` is that step's dose.
   */
  startStep?: number;
  /**
   * A titrated product: the dose of each refill cycle from the starting step (cycle 1 is this order; the last step is kept), as the clinician reads it.
   */
  schedule?: {
    step: number;
    dose: string;
    fromCycle: number;
    toCycle?: number;
  }[];
  /**
   * True when the product is sold on a recurring (subscription) model.
   */
  model?: boolean;
  clientProductId?: number;
  campaignProductId?: number;
}
/**
 * Why and when a subscription was cancelled.
 */
export interface SubscriptionCancellation {
  reason: CancellationReason;
  details: string | null;
  cancelledAt: string;
}
/**
 * Query string of GET /api/chat/threads: staff may name a customer; a customer may only name themself.
 */
export interface ChatThreadsQuery {
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  userId?: string;
}
/**
 * Path parameters of the chat thread calls.
 */
export interface ChatThreadPathParams {
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  id: string;
}
/**
 * Body of POST /api/chat/threads: a new conversation and its first message. Staff name the customer (userId); a customer may only name themself.
 */
export interface CreateChatThreadRequest {
  subject: string;
  /**
   * A message text: 1 to 5000 characters once leading and trailing white space is trimmed.
   */
  body: string;
  userId?: UserId;
  attachments?: ChatAttachmentIds;
}
/**
 * Body of POST /api/chat/threads/{id}/messages.
 */
export interface ChatMessageRequest {
  /**
   * A message text: 1 to 5000 characters once leading and trailing white space is trimmed.
   */
  body: string;
  attachments?: ChatAttachmentIds;
}
/**
 * A conversation between a customer and the tenant's care team; unreadCount counts the messages to the caller not yet read.
 */
export interface ChatThread {
  id: number;
  customerUserId: UserId;
  subject: string;
  createdAt: string;
  lastMessageAt: string;
  unreadCount: number;
}
/**
 * One message of a thread; senderRole is the sender's role (1 customer, 0 admin, 2 agent); readAt is null until its addressee read it.
 */
export interface ChatMessage {
  id: number;
  threadId: number;
  senderUserId: UserId;
  senderRole: Role;
  body: string;
  sentAt: string;
  readAt: string | null;
  /**
   * The attached files in the order they were given, each with a freshly signed link.
   */
  attachments: UploadResponse[];
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
   * Where the API serves the stored file (a path on the API, or an absolute URL). The API answers a signed link that expires: /api/upload/{fileId}?tenant=&expires=&signature= (UploadFileQuery); it needs no header, so an img tag can show it.
   */
  url: string;
}
/**
 * POST /api/chat/threads: the new thread and its first message.
 */
export interface CreateChatThreadResponse {
  thread: ChatThread;
  message: ChatMessage;
}
/**
 * Query string of PUT /api/chat/read/{id}: with threadId, only that thread's messages are marked read (a customer's own thread; staff any of the tenant).
 */
export interface ChatReadQuery {
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  threadId?: string;
}
/**
 * The `read` event of GET /api/chat/events (the customer's messages from the care team were marked read in another tab or device) and of GET /api/chat/inbox/events (the care team marked customer messages read): the unread count of the stream's reader is now `unread`.
 */
export interface ChatReadEvent {
  unread: number;
}
/**
 * Query string of GET /api/chat/inbox: q matches the customer's email or name (contains, any case) or id; unread 'true' keeps the threads with customer messages the care team has not read; threadId answers that one thread (the page of an open thread); page from 1, pageSize 1 to 100 (default 20).
 */
export interface ChatInboxQuery {
  /**
   * Free-text search, at most 200 characters.
   */
  q?: string;
  unread?: 'true' | 'false';
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  threadId?: string;
  /**
   * A page number as it appears in a query string (1 or more).
   */
  page?: string;
  /**
   * A page size as it appears in a query string: 1 to 100.
   */
  pageSize?: string;
}
/**
 * A thread as the care team's inbox lists it: the customer (name from their profile, else their newest order's shipping; null when unknown), the last message (a preview of at most 140 characters, who wrote it, when) and how many of the customer's messages the care team has not read.
 */
export interface ChatInboxThread {
  id: number;
  subject: string;
  customer: {
    id: UserId;
    email: string;
    name: string | null;
  };
  lastMessageAt: string;
  lastMessage: {
    id: number;
    preview: string;
    senderRole: Role;
    senderUserId: UserId;
    sentAt: string;
  } | null;
  unreadCount: number;
}
/**
 * GET /api/chat/inbox: one page of the tenant's chat threads, the most recently active first.
 */
export interface ChatInboxResponse {
  items: ChatInboxThread[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * GET /api/chat/unread: how many messages to the caller are not read yet (the store's chat unread count).
 */
export interface ChatUnreadResponse {
  count: number;
}
/**
 * Body of POST /api/followup/{orderId}: the follow-up answers, per question id.
 */
export interface FollowupSubmitRequest {
  startData: StartData;
}
/**
 * POST /api/followup/{orderId}: the stored follow-up visit of the order's current refill cycle (orderId: the order the customer sees; billDate: the refill it precedes) and the order's clinician visit.
 */
export interface FollowupSubmitResponse {
  followupVisitId: string;
  orderId: OrderId;
  /**
   * The bill date of the refill this follow-up was for (its cycle).
   */
  billDate: string;
  flowVersion: number;
  submittedAt: string;
  answers: StartData;
  beluga: ClinicianVisit;
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
 * Where the follow-up visit of one of the customer's subscriptions stands (engine rule followupDue): none (no refill coming; reason says why), upcoming (opens on opensOn), due, overdue (the bill date has come: the refill waits until it is done), under_review (an answer stopped at a safety question; a clinician looks first) or completed (this refill's follow-up is done, at completedAt). orderId is the order the customer sees, never the order system's recurring order.
 */
export interface FollowupState {
  orderId: OrderId;
  phase: 'none' | 'upcoming' | 'due' | 'overdue' | 'under_review' | 'completed';
  reason: 'not_subscription' | 'not_prescribed' | 'paused' | 'cancelled' | 'no_refill' | null;
  billDate: string | null;
  opensOn: string | null;
  completedAt: string | null;
}
/**
 * Path parameters of the admin detail routes (/api/admin/orders/{id}, /api/admin/users/{id}, /api/admin/questions/{id}).
 */
export interface AdminIdPathParams {
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  id: string;
}
/**
 * Order figures of one time window: orders started (created_at) in it, orders paid (paid_at) in it and the sum of their prices.
 */
export interface AdminDashboardWindow {
  since: string;
  ordersStarted: number;
  paidOrders: number;
  /**
   * An amount in US dollars.
   */
  revenue: number;
}
/**
 * GET /api/admin/dashboard: the tenant's figures. today starts at midnight UTC; last7Days and last30Days are the 7 and 30 days before generatedAt.
 */
export interface AdminDashboardResponse {
  generatedAt: string;
  today: AdminDashboardWindow;
  last7Days: AdminDashboardWindow;
  last30Days: AdminDashboardWindow;
  /**
   * Orders in the intake state in_progress (unpaid, neither stopped nor abandoned).
   */
  intakesInFlight: number;
  /**
   * Orders in the intake state hard_stop.
   */
  intakesAtHardStop: number;
  /**
   * Orders in the intake state pending_clinician.
   */
  pendingWithDoctor: number;
  /**
   * How many of the tenant's orders are in each intake state (AdminIntakeState); GET /api/admin/orders?status={state} lists exactly these.
   */
  intakeStates: {
    refill_scheduled: number;
    hard_stop: number;
    abandoned: number;
    in_progress: number;
    declined: number;
    refunded: number;
    cancelled: number;
    pending_clinician: number;
    approved: number;
  };
  /**
   * Subscriptions by the purchase status of their newest order (an original order and its rebills are one subscription).
   */
  subscriptions: {
    active: number;
    paused: number;
    cancelled: number;
  };
  /**
   * Users of the tenant with role 1.
   */
  customers: number;
}
/**
 * Query string of GET /api/admin/orders. q matches the created value, the customer's email (account, shipping or an email answer) and the order id; page starts at 1; pageSize is 1 to 100 (default 20).
 */
export interface AdminOrdersQuery {
  status?: AdminOrderStatusFilter;
  /**
   * Free-text search, at most 200 characters.
   */
  q?: string;
  /**
   * A page number as it appears in a query string (1 or more).
   */
  page?: string;
  /**
   * A page size as it appears in a query string: 1 to 100.
   */
  pageSize?: string;
}
/**
 * The order's display status by the storefront's rule (label and colour token).
 */
export interface AdminOrderDisplayStatus {
  label: string;
  color: 'yellow' | 'red' | 'green' | 'skyBlue' | 'grey' | 'neutral';
}
/**
 * One row of the admin order list.
 */
export interface AdminOrderSummary {
  orderId: OrderId;
  created: CreatedValue;
  createdAt: string;
  /**
   * The account's email, else the shipping email, else an email answer; null when none is known.
   */
  customerEmail: string | null;
  /**
   * The shipping first and last name; null before checkout.
   */
  customerName: string | null;
  price: number | null;
  displayStatus: AdminOrderDisplayStatus;
  flowVersion: number;
  paid: boolean;
  /**
   * The intake state after the order's latest intake event (q3, checkout, stop7, ...); null when none is recorded.
   */
  state: string | null;
  intakeState: AdminIntakeState;
  /**
   * How many clinical review flags of the order are open (not yet resolved by a clinician).
   */
  openReviewFlags: number;
  /**
   * How many clinician flags the order's answers raise (ClinicianFlag: an alert of the flow with a flag, such as crisis resources after an answer about self-harm).
   */
  clinicianFlags: number;
}
/**
 * GET /api/admin/orders: one page of the tenant's orders, newest first.
 */
export interface AdminOrderListResponse {
  items: AdminOrderSummary[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * One recorded intake event of an order.
 */
export interface IntakeTimelineEntry {
  id: string;
  kind: 'create' | 'continue' | 'answer' | 'back' | 'hard_stop' | 'checkout' | 'agent' | 'quiz' | 'payment';
  questionId: QuestionId | null;
  state: string;
  occurredAt: string;
  flowVersion: number;
  agentId: UserId | null;
  actorUserId: UserId | null;
}
/**
 * GET /api/admin/orders/{id}: the order, its intake timeline (oldest event first), the clinician flags its answers raise (the flow's question order), the values its answers give (BMI, the flow's calculations) and its clinical review flags (newest first).
 */
export interface AdminOrderDetailResponse {
  order: Order;
  timeline: IntakeTimelineEntry[];
  clinicianFlags: ClinicianFlags;
  calculatedValues: CalculatedValues;
  reviewFlags: ReviewFlag[];
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
/**
 * An alert with a `flag` that the order's answers raise (the flow's rules, on the order's pinned flow version): the question that raised it, the alert's name, the flag's text for the clinician and when the answers first raised it. Staff and the clinician service see it; the patient sees the alert's own title and message instead.
 */
export interface ClinicianFlag {
  questionId: QuestionId;
  /**
   * That question's title in the pinned flow version.
   */
  question: string;
  alert: RuleName;
  text: string;
  raisedAt: string;
}
/**
 * A value computed from an order's answers on its path with its pinned flow version: the BMI of a height and weight answer (`name` `bmi.{question id}`, title BMI) or a calculation of the flow (`name` its name). `value` is exact, as the rules compare it; `text` is what people read: rounded to the calculation's decimals (one for a BMI) with its unit.
 */
export interface CalculatedValue {
  name: string;
  title: string;
  unit?: string;
  value: number;
  text: string;
}
/**
 * An order flagged for clinician review. Open until a clinician resolves it; while open it holds the order's next clinical step (see ReviewFlagKind).
 */
export interface ReviewFlag {
  id: number;
  orderId: OrderId;
  created: CreatedValue;
  userId: UserId | null;
  kind: ReviewFlagKind;
  reason: string;
  details: ReviewFlagDetails;
  createdAt: string;
  resolvedAt: string | null;
  resolvedByUserId: UserId | null;
  resolutionNote: string | null;
}
/**
 * What a flag is about: the follow-up's hard stop (question, message, the recorded visit), or the earlier hard-stopped intakes of the same person, newest first.
 */
export interface ReviewFlagDetails {
  questionId?: QuestionId;
  message?: string;
  followupVisitId?: string;
  stoppedOrders?: ReviewStoppedOrder[];
}
/**
 * An earlier intake of the same person that ended at a hard stop.
 */
export interface ReviewStoppedOrder {
  orderId: OrderId;
  questionId: QuestionId;
  message: string;
  stoppedAt: string;
  /**
   * @minItems 1
   */
  matchedBy: [ReviewMatch, ...ReviewMatch[]];
}
/**
 * One recorded machine event replayed: whether the machine took it, and the state and answers after it, beside what was recorded.
 */
export interface AdminReplayStep {
  index: number;
  eventId: string;
  kind: string;
  occurredAt: string;
  event: {
    type: string;
  };
  accepted: boolean;
  reason?: string;
  state: string;
  status: 'active' | 'done';
  answers: StartData;
  recorded: {
    state: string;
    answers: StartData;
  };
}
/**
 * GET /api/admin/orders/{id}/replay: the order's recorded machine events replayed through its pinned flow version, as of the day the order was created.
 */
export interface AdminOrderReplayResponse {
  orderId: OrderId;
  /**
   * The order's customer account; null while the intake is anonymous.
   */
  userId: UserId | null;
  flowVersion: number;
  asOf: string;
  eventsReplayed: number;
  /**
   * Recorded events the machine does not see (payment, agent, ...), not replayed.
   */
  eventsWithoutMachineEvent: number;
  steps: AdminReplayStep[];
  firstRejected: {
    index: number;
    eventId: string;
    reason: string;
  } | null;
  firstDivergence: {
    index: number;
    eventId: string;
    field: 'state' | 'answers';
    expected: unknown;
    actual: unknown;
  } | null;
  finalState: string;
  finalStatus: 'active' | 'done';
  /**
   * The state of the order's latest recorded intake event; null when none is recorded.
   */
  storedState: string | null;
  finalStateMatchesStored: boolean;
  /**
   * Whether the replayed answers equal the order's stored startData.
   */
  finalAnswersMatchOrder: boolean;
}
/**
 * Query string of GET /api/admin/questions and /api/admin/questions/{id}: the flow (default intake).
 */
export interface AdminQuestionsQuery {
  flow?: FlowKey;
}
/**
 * A question as stored, with what the admin list shows about it: whether it is a content screen and whether some answer can end the intake at a hard stop (is_hard_stop with hard_stop_response or hard_stop_when).
 */
export interface AdminQuestion {
  question: Question;
  content: boolean;
  stops: boolean;
}
/**
 * One screen of a questionnaire. Rules (the rule language of rule.schema.json): with `is_hard_stop`, `hard_stop_if` also ends the intake when it holds for the answers so far, this one included; `ask_if` asks the question only when it holds for the answers before it (otherwise the patient passes over it as over a content screen: its `Final`, else `next`). Branching: `next_question_map` maps an answer (an option_text) to the next question id, 0 meaning checkout; the special key `Final` (always 0) sends any answer to checkout. Without a matching entry, `next` is used.
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
  hard_stop_if?: Condition;
  /**
   * Branches on a total of the flow, checked in order after the hard stop and before `next_question_map`: the first whose condition holds takes every answer that does not stop to its `next` (0 = checkout).
   *
   * @minItems 1
   */
  next_when?: [TotalBranch, ...TotalBranch[]];
  /**
   * Branches on a condition over the answers so far (this one included), checked in order after `next_when` and before `next_question_map`: the first that holds takes every answer that does not stop to its `next` (0 = checkout).
   *
   * @minItems 1
   */
  next_if?: [ConditionalBranch, ...ConditionalBranch[]];
  ask_if?: Condition;
  /**
   * Checks across answers: an answer is accepted only when every check's condition holds.
   *
   * @minItems 1
   */
  checks?: [AnswerCheck, ...AnswerCheck[]];
  /**
   * Alerts the answer raises: shown to the patient, flagged for a clinician when they say so; the intake goes on.
   *
   * @minItems 1
   */
  alerts?: [Alert, ...Alert[]];
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
/**
 * One choice. `score` is its score when the question counts towards a total of the flow; `code` and `system` name it in a code system for FHIR exchange. In a cancellation flow, `outcome` names how the flow ends when this option ends it (map to 0 or Final; every option that ends a cancellation flow names one, and only those), and `reason` the cancellation reason choosing it records.
 */
export interface QuestionOption {
  option_text: string;
  description?: string;
  /**
   * Multiple choice: choosing this option clears the others (for example 'None of these').
   */
  exclusive?: boolean;
  /**
   * The option's score in a scored instrument (PHQ-9: 0 to 3); a total of the flow sums the scores of the chosen options.
   */
  score?: number;
  outcome?: CancellationOutcome;
  reason?: CancellationReason;
  /**
   * The option's code in FHIR exports (`valueCoding.code`), such as a LOINC answer code; without one, exports write the option text with its whitespace collapsed. Routing and rules still name the option by its text.
   */
  code?: string;
  /**
   * The code system of `code` (a URI: LOINC's is loinc.org over http); only with a code.
   */
  system?: string;
}
/**
 * Answer (option_text) to next question id; 0 means checkout. `Final: 0` sends every answer to checkout.
 */
export interface NextQuestionMap {
  Final?: 0;
  [k: string]: number | 0 | undefined;
}
/**
 * A measured hard stop: the intake ends when the measure is below `below` or above `above` (for a total also at least `at_least` or at most `at_most`); any bound that holds stops. `bmi` is computed from a height_weight answer, `age` (whole years) from a date_of_birth answer, `value` is a number answer, `total` is the flow's total named `total` (the sum of the chosen options' scores of its questions answered so far, this one included).
 */
export interface HardStopCondition {
  measure: 'value' | 'bmi' | 'age' | 'total';
  total?: TotalName;
  below?: number;
  above?: number;
  at_least?: number;
  at_most?: number;
}
/**
 * The products a rule is about: those with one of `meds`, with one of `ingredients` among theirs, or of one of `forms` (every list given must match).
 */
export interface ProductSelector {
  /**
   * @minItems 1
   */
  meds?: [MedId, ...MedId[]];
  /**
   * @minItems 1
   */
  ingredients?: [Ingredient, ...Ingredient[]];
  /**
   * @minItems 1
   */
  forms?: [ProductForm, ...ProductForm[]];
}
/**
 * A branch on a total: it holds when the total is below `below`, above `above`, at least `at_least` or at most `at_most` (any bound that is given and holds), and then leads to `next` (a question id, 0 = checkout). Bands are written as branches in order: the first that holds is taken.
 */
export interface TotalBranch {
  total: TotalName;
  below?: number;
  above?: number;
  at_least?: number;
  at_most?: number;
  next: number;
}
/**
 * A way on taken when its condition holds (the answer just given included): `next` is a question id, 0 = checkout.
 */
export interface ConditionalBranch {
  if: Condition;
  next: number;
}
/**
 * A check across answers: the answer is accepted only when `require` holds (the answer just given included); otherwise the patient reads `message` and answers again.
 */
export interface AnswerCheck {
  require: Condition;
  message: string;
}
/**
 * Raised when its condition holds for the answer just given: the patient is shown `title` and `message` (the tenant's words, such as crisis resources) for the rest of the intake, the intake goes on, and with `flag` the intake is flagged for a clinician with that text.
 */
export interface Alert {
  name: RuleName;
  if: Condition;
  title: string;
  message: string;
  flag?: string;
}
/**
 * The questions of one flow version, in document order.
 */
export interface AdminFlowQuestions {
  version: number;
  status: FlowStatus;
  questions: AdminQuestion[];
}
/**
 * GET /api/admin/questions?flow=: the questions of the published version and of the draft, each null when there is none.
 */
export interface AdminQuestionListResponse {
  flow: FlowKey;
  published: AdminFlowQuestions | null;
  draft: AdminFlowQuestions | null;
}
/**
 * GET /api/admin/questions/{id}?flow=: the question in the published version and in the draft (null where it does not exist).
 */
export interface AdminQuestionResponse {
  flow: FlowKey;
  questionId: QuestionId;
  published: {
    version: number;
    question: AdminQuestion;
  } | null;
  draft: {
    version: number;
    question: AdminQuestion;
  } | null;
}
/**
 * Query string of GET /api/admin/users: role and status filters, q matching the email (or the id), page from 1, pageSize 1 to 100 (default 20).
 */
export interface AdminUsersQuery {
  role?: '0' | '1' | '2';
  /**
   * active: users who can log in; deactivated: users an admin deactivated.
   */
  status?: 'active' | 'deactivated';
  /**
   * Free-text search, at most 200 characters.
   */
  q?: string;
  /**
   * A page number as it appears in a query string (1 or more).
   */
  page?: string;
  /**
   * A page size as it appears in a query string: 1 to 100.
   */
  pageSize?: string;
}
/**
 * A user of the tenant as the admin area shows it (never the password).
 */
export interface AdminUser {
  id: UserId;
  email: string;
  /**
   * The profile's first and last name, or the name given when staff created the user; null when none.
   */
  name: string | null;
  role: Role;
  createdAt: string;
  /**
   * When an admin deactivated the user (they cannot log in and their tokens are refused); null while active.
   */
  deactivatedAt: string | null;
  orderCount: number;
}
/**
 * GET /api/admin/users: one page of the tenant's users, newest first.
 */
export interface AdminUserListResponse {
  items: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * POST /api/admin/users: a customer (1) or agent (2). Without a password the account cannot log in until one is set.
 */
export interface AdminCreateUserRequest {
  email: Email;
  role: 1 | 2;
  /**
   * How staff call the user (an agent's name); optional.
   */
  name?: string;
  /**
   * 8 to 72 characters (bcrypt reads at most 72 bytes).
   */
  password?: string;
  /**
   * Email the new user the tenant's set-password email (link purpose account_setup, valid 7 days), in the transaction that creates them.
   */
  sendSetPasswordLink?: boolean;
}
/**
 * POST /api/admin/orders/{id}/refund: what the payments ledger did (void: the authorisation released, nothing was taken; refund: what was captured given back) and the order's new items.
 */
export interface AdminOrderRefundResponse {
  orderId: OrderId;
  kind: 'void' | 'refund';
  /**
   * An amount in US dollars.
   */
  amount: number;
  transactionId: string;
  orderData: OrderData;
}
/**
 * POST /api/admin/users/{id}/set-password-link: the set-password email is queued to the user.
 */
export interface AdminSetPasswordLinkResponse {
  email: string;
  expiresAt: string;
}
/**
 * One event of a customer's timeline: a subscription event or an order event (paid, refunded, released), with who did it.
 */
export interface AdminTimelineEntry {
  kind: 'subscription' | 'order';
  /**
   * A subscription event's action (pause, resume, skip, retention_offer, cancel, cancellation_flow) or an order's (paid; refund or void: money given back through the payments ledger).
   */
  action: string;
  orderId: OrderId;
  occurredAt: string;
  /**
   * Who did it: the customer themself, a staff member (email and role), or nobody recorded (the system).
   */
  actor: {
    userId: UserId;
    email: string;
    role: Role;
    isCustomer: boolean;
  } | null;
  reason: string | null;
}
/**
 * GET /api/admin/users/{id}/overview: a customer's orders, subscriptions, chat threads, follow-ups and timeline (newest first), for the user page.
 */
export interface AdminUserOverviewResponse {
  user: AdminUser;
  orders: AdminOrderSummary[];
  subscriptions: Subscription[];
  threads: ChatThread[];
  followups: FollowupState[];
  timeline: AdminTimelineEntry[];
}
/**
 * PATCH /api/admin/users/{id}: the new role.
 */
export interface AdminUpdateUserRequest {
  role: Role;
}
/**
 * Query string of GET /api/admin/review-flags: status open (default), resolved or all; kind; page from 1, pageSize 1 to 100 (default 20).
 */
export interface ReviewFlagsQuery {
  status?: 'open' | 'resolved' | 'all';
  kind?: ReviewFlagKind;
  /**
   * A page number as it appears in a query string (1 or more).
   */
  page?: string;
  /**
   * A page size as it appears in a query string: 1 to 100.
   */
  pageSize?: string;
}
/**
 * GET /api/admin/review-flags: one page of the tenant's review flags, newest first.
 */
export interface ReviewFlagListResponse {
  items: ReviewFlag[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * Body of POST /api/admin/review-flags/{id}/resolve: the clinician's note (who reviewed it and what they decided), 1 to 2000 characters with something besides white space.
 */
export interface ResolveReviewFlagRequest {
  note: string;
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
  form: ProductForm;
  /**
   * Its active ingredients; they choose the safety information the site shows (SiteSection.forProducts).
   */
  ingredients?: Ingredient[];
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
  titration?: Titration;
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
 * A titrated product's dose schedule: the dose of each refill cycle, step by step. A step lasts `cycles` refill cycles (one when not given) and the last step is kept; the patient starts at the step the flow's eligibility rules set (the first by default), and the clinician may hold or lower a step.
 */
export interface Titration {
  unit: 'mg' | 'mcg';
  /**
   * How often the dose is taken.
   */
  per: 'day' | 'week';
  /**
   * @minItems 1
   */
  steps: [
    {
      dose: number;
      cycles?: number;
    },
    ...{
      dose: number;
      cycles?: number;
    }[],
  ];
}
/**
 * Path parameters of GET /api/products/{medId}.
 */
export interface ProductPathParams {
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
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
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  userId: string;
}
/**
 * What the storefront needs to resume an intake, including the flow version it started on.
 */
export interface OrderResume {
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
  revision: OrderRevision;
  state: IntakeState;
}
/**
 * The answer about an order that belongs to a customer account to anyone but that customer or staff: nothing of the order but its created value, so the storefront sends the visitor to /login.
 */
export interface OrderLoginRequired {
  created: CreatedValue;
  loginRequired: true;
}
/**
 * Path parameters of GET /api/order/orderId/{id} and GET /api/konnektive/get-recurring-orderfrom-new-sale/{id}.
 */
export interface OrderIdPathParams {
  id: OrderId;
}
/**
 * GET /api/order/orderId/{id}: the order a follow-up visit is for. The id of the order system's recurring order answers its sale (the order the customer sees); `followup` says whether this refill's follow-up is due, completed or not asked for.
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
  followup: FollowupState;
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
 * A tenant's words on its public site: the home page's steps, the info pages and the docs (legal and safety copy). Served by GET /api/tenant/content. Text names the tenant's facts by placeholder (SitePlaceholder), filled from its configurations and products when shown, so each fact is written once.
 */
export interface SiteContent {
  home: HomeContent;
  support: SupportContent;
  /**
   * Every info page (/about, ...) and doc (/docs/privacy-policy, ...) by its path's last segment.
   */
  pages: {
    about: SitePage;
    consumer: SitePage;
    providers: SitePage;
    safety: SitePage;
    telehealth: SitePage;
    terms: SitePage;
    thanks: SitePage;
    'privacy-policy': SitePage;
    'safety-information': SitePage;
    'terms-of-service': SitePage;
  };
}
/**
 * The home page's words beside what it shows from the configurations (name, tagline, contact) and the products.
 */
export interface HomeContent {
  howItWorks: {
    heading: SiteText;
    /**
     * @minItems 1
     */
    steps: [HomeStep, ...HomeStep[]];
    link: SiteLink;
  };
}
export interface HomeStep {
  title: SiteText;
  text: SiteText;
}
export interface SiteLink {
  /**
   * A path inside the storefront.
   */
  to: string;
  label: SiteText;
}
/**
 * The account area's support page (/account/support, /accountv2/support): a lead under its heading and the frequently asked questions. The contact details come from the configurations.
 */
export interface SupportContent {
  lead: SiteText;
  /**
   * @minItems 1
   */
  faq: [FaqEntry, ...FaqEntry[]];
}
export interface FaqEntry {
  question: SiteText;
  answer: SiteText;
}
/**
 * One info page or doc: title (h1), lead, an optional note under it (when a doc last changed), then its sections.
 */
export interface SitePage {
  title: SiteText;
  lead: SiteText;
  note?: SiteText;
  /**
   * True to list the sections at the top (the docs).
   */
  tableOfContents?: boolean;
  /**
   * @minItems 1
   */
  sections: [SiteSection, ...SiteSection[]];
}
/**
 * A section (h2) of a page. Its id is its anchor: /docs/privacy-policy#your-choices scrolls to it; ids are unique in a page.
 */
export interface SiteSection {
  id: string;
  heading: SiteText;
  forProducts?: ProductCondition;
  /**
   * @minItems 1
   */
  blocks: [SiteBlock, ...SiteBlock[]];
}
/**
 * Shows a section only while the tenant sells a product with one of these active ingredients or forms; `{products}` in it names those products.
 */
export interface ProductCondition {
  /**
   * @minItems 1
   */
  ingredients?: [Ingredient, ...Ingredient[]];
  /**
   * @minItems 1
   */
  forms?: [ProductForm, ...ProductForm[]];
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
  created: NewCreatedValue;
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
  revision: OrderRevision;
  state: IntakeState;
}
/**
 * POST /api/order/update: save intake progress on the order with this created value. With `revision`, the update is refused (409) when the order changed since that revision.
 */
export interface UpdateOrderRequest {
  columns: UpdateOrderColumns;
  created: CreatedValue;
  revision?: OrderRevision;
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
  revision: OrderRevision;
  state: IntakeState;
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
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
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
 * GET /api/health: the API can query its database.
 */
export interface HealthResponse {
  status: 'ok';
  database: 'up';
}
/**
 * GET /api/health/live: the API process runs and answers HTTP; nothing else is checked.
 */
export interface LivenessResponse {
  status: 'alive';
}
/**
 * What GET /api/health/ready checked. database: the database answered a query within 3 s. jobQueue: this process's job queue (pg-boss) is started and not stopping. migrations: every migration this build has is applied (`unknown` while the database does not answer).
 */
export interface ReadinessChecks {
  database: 'up' | 'down';
  jobQueue: 'running' | 'stopped';
  migrations: 'applied' | 'pending' | 'unknown';
}
/**
 * GET /api/health/ready: the API can serve requests (database, job queue and migrations).
 */
export interface ReadinessResponse {
  status: 'ready';
  checks: ReadinessChecks;
}
/**
 * 503 of GET /api/health/ready: the message names each check that failed (`Not ready: database down, migrations unknown`), `checks` has every check's result.
 */
export interface NotReadyResponse {
  statusCode: 503;
  error: string;
  code: 'API_NOT_READY';
  message: string;
  checks: ReadinessChecks;
}
/**
 * The body of every error the API returns, always with a code. A request that fails validation gets statusCode 400 and `errors` naming each invalid field.
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
  code: ErrorCode;
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
 * Path parameters of GET /api/flow-versions/{key}.
 */
export interface PublicFlowPathParams {
  key: FlowKey;
}
/**
 * Path parameters of GET /api/flow-versions/{key}/{version}.
 */
export interface PublicFlowVersionPathParams {
  key: FlowKey;
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  version: string;
}
/**
 * POST /api/auth/masquerade body: the customer (role 1, same tenant) an admin or agent acts as.
 */
export interface MasqueradeRequest {
  userId: UserId;
}
/**
 * POST /api/auth/masquerade answer: the mask token (sent by the storefront as ?maskToken= and then as Authorization: Bearer), the customer, the staff user and when the token expires.
 */
export interface MasqueradeResponse {
  maskToken: Jwt;
  userId: UserId;
  /**
   * The user id of the staff member (agent or admin) acting as the customer (stored in the agentId cookie).
   */
  masqueradeId: number;
  expiresAt: string;
}
/**
 * Who is acting for the customer when a request carries a mask token: the staff user, their email (the storefront's masquerade banner names them) and their role (0 admin, 2 agent).
 */
export interface MasqueradeInfo {
  /**
   * The user id of the staff member (agent or admin) acting as the customer (stored in the agentId cookie).
   */
  masqueradeId: number;
  email: Email;
  role: 0 | 2;
}
/**
 * GET /api/auth/me: the user the request acts as; with a mask token that is the customer, and `masquerade` names the staff user behind the request (absent with a login token).
 */
export interface AuthMeResponse {
  userId: UserId;
  email: Email;
  role: Role;
  tenantId: TenantId;
  masquerade?: MasqueradeInfo;
}
/**
 * Query string of GET /api/admin/audit. Filters (all optional, combined with AND): the user whose data was touched (subjectUserId, or subjectEmail), who touched it (actorUserId, or actorEmail), action, resource, masquerade=true (only requests made with a mask token), session (one masquerade session), from and to (UTC days, both included). Keyset pages: before= the id of the last entry of the previous page. limit 1 to 500 (default 100).
 */
export interface AuditLogQuery {
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  subjectUserId?: string;
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  actorUserId?: string;
  /**
   * The subject's email, matched whole and without regard to case.
   */
  subjectEmail?: string;
  /**
   * The actor's email, matched whole and without regard to case.
   */
  actorEmail?: string;
  action?: AuditAction;
  resource?: string;
  masquerade?: 'true';
  /**
   * A masquerade session: the first 32 hex digits of the SHA-256 digest of the mask token its requests carried.
   */
  session?: string;
  /**
   * A UTC day, YYYY-MM-DD.
   */
  from?: string;
  /**
   * A UTC day, YYYY-MM-DD.
   */
  to?: string;
  /**
   * Entries older than this entry id (the previous page's nextBefore).
   */
  before?: string;
  limit?: string;
}
/**
 * One masquerade session (every request made with one mask token): who acted as whom, from the first to the last request, and how many requests it made (in the whole log, not only this page).
 */
export interface AuditMasqueradeSession {
  /**
   * A masquerade session: the first 32 hex digits of the SHA-256 digest of the mask token its requests carried.
   */
  key: string;
  actorUserId: UserId;
  actorEmail: string | null;
  subjectUserId: UserId | null;
  subjectEmail: string | null;
  firstAt: string;
  lastAt: string;
  requests: number;
}
/**
 * One audit_log row: who (actor) did what (action on resource) to whose data (subject), through which request, with which outcome.
 */
export interface AuditLogEntry {
  /**
   * The entry's id (a bigint, as a digit string); higher is newer.
   */
  id: string;
  occurredAt: string;
  actorUserId: UserId;
  actorRole: Role;
  subjectUserId: UserId | null;
  /**
   * True when the actor sent a mask token, acting as the subject.
   */
  masquerade: boolean;
  action: AuditAction;
  resource: string;
  resourceId: string | null;
  method: string;
  /**
   * The request path without its query string.
   */
  path: string;
  statusCode: number;
  ip: string;
  /**
   * The actor's email as the users table has it now; null when the user is gone.
   */
  actorEmail: string | null;
  /**
   * The subject's email as the users table has it now; null without a subject or when the user is gone.
   */
  subjectEmail: string | null;
  /**
   * The masquerade session of a request made with a mask token (null for other requests and for entries recorded before sessions were).
   */
  masqueradeSession: string | null;
}
/**
 * GET /api/admin/audit answer: the tenant's matching entries, newest first; the masquerade sessions those entries belong to; nextBefore, the before= of the next page (null on the last).
 */
export interface AuditLogResponse {
  items: AuditLogEntry[];
  sessions: AuditMasqueradeSession[];
  nextBefore: string | null;
}
/**
 * POST /api/order/checkout: pay for the intake of this created value. Prices come from the tenant's products, never from the request.
 */
export interface CheckoutRequest {
  created: CreatedValue;
  revision?: OrderRevision;
  /**
   * @minItems 1
   * @maxItems 10
   */
  products:
    | [CheckoutProduct]
    | [CheckoutProduct, CheckoutProduct]
    | [CheckoutProduct, CheckoutProduct, CheckoutProduct]
    | [CheckoutProduct, CheckoutProduct, CheckoutProduct, CheckoutProduct]
    | [CheckoutProduct, CheckoutProduct, CheckoutProduct, CheckoutProduct, CheckoutProduct]
    | [CheckoutProduct, CheckoutProduct, CheckoutProduct, CheckoutProduct, CheckoutProduct, CheckoutProduct]
    | [
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
      ]
    | [
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
      ]
    | [
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
      ]
    | [
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
        CheckoutProduct,
      ];
  shipping: Shipping;
  payment: CheckoutPayment;
}
export interface CheckoutProduct {
  med: MedId;
  quantity?: number;
  /**
   * The starting dose: for a titrated product its starting step's dose ('3 mg once daily'), set by the flow's eligibility rules; otherwise the strength the patient prefers, one of those the product's strength text lists. The clinician confirms the dose.
   */
  dosage?: string;
}
/**
 * How the patient pays. The card goes to the payment gateway and is never stored: the order keeps only its brand, last four digits and expiry.
 */
export interface CheckoutPayment {
  paySource: 'CREDITCARD';
  card: PaymentCard;
}
/**
 * POST /api/order/checkout: the paid order. `userId` only answers a logged-in (or masquerading) checkout, whose order joins the caller's account: an anonymous checkout never says which account, if any, the shipping email has.
 */
export interface CheckoutResponse {
  orderId: OrderId;
  created: CreatedValue;
  /**
   * An amount in US dollars.
   */
  price: number;
  payment: PaymentSummary;
  selectedProduct: SelectedProducts;
  userId?: UserId;
  transactionId: string;
  revision: OrderRevision;
}
/**
 * POST /api/order/claim: the account owner confirms that the order paid anonymously with their email is theirs; the order then joins their account.
 */
export interface ClaimOrderRequest {
  token: OrderClaimToken;
}
/**
 * POST /api/order/claim answer: the order is now in the account.
 */
export interface ClaimOrderResponse {
  orderId: OrderId;
  message: 'The order is now in your account. Log in to see it.';
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
 * POST /api/auth/recover: email a password reset link to this address if it belongs to a user of the request's tenant.
 */
export interface RecoverPasswordRequest {
  email: Email;
}
/**
 * POST /api/auth/recover answer: the same for every address, so it does not tell whether an account exists.
 */
export interface RecoverPasswordResponse {
  message: 'If an account exists for that email, a reset link has been sent.';
}
/**
 * POST /api/auth/reset: the token of a reset link and the new password (8 to 72 characters; bcrypt reads at most 72 bytes).
 */
export interface ResetPasswordRequest {
  token: PasswordResetToken;
  password: string;
}
/**
 * POST /api/auth/reset answer: the password was changed. A reset link: log in with the new password. An account setup link (`purpose` `account_setup`): the customer is logged in with `token`, a login token as POST /api/auth/login answers.
 */
export interface ResetPasswordResponse {
  message:
    | 'Your password has been reset. You can now log in with your new password.'
    | 'Your password is set. Welcome to your account.';
  purpose: PasswordLinkPurpose;
  token?: Jwt;
}
/**
 * The data of an `auth.password-recover` job: make a reset link for this email's user in this tenant, if there is one, and email it. `baseUrl` is the storefront origin the link goes to.
 */
export interface PasswordRecoverJobData {
  tenantId: number;
  email: Email;
  baseUrl: string;
}
/**
 * An email to send, shaped like a Klaviyo event: the metric that triggers the message, the profile it goes to and the properties the template uses.
 */
export interface EmailEvent {
  metric: {
    name: string;
  };
  profile: {
    email: Email;
  };
  /**
   * Template values (links, brand name, amounts), each a string.
   */
  properties: {
    [k: string]: string | undefined;
  };
  /**
   * Labelled lines the email shows as a table (an order's items and their prices).
   *
   * @maxItems 50
   */
  lines?: EmailLine[];
}
/**
 * One labelled line of an email's table (an item and its price).
 */
export interface EmailLine {
  label: string;
  value: string;
}
/**
 * The data of an `email.send` job: one email of one tenant. Its outbox row is the one whose `unique_id` is the job's id, or `outboxId` for a job that sends a row again (its earlier attempt's lease ran out).
 */
export interface EmailJobData {
  tenantId: number;
  kind: OutboundEmailKind;
  subject: string;
  event: EmailEvent;
  outboxId?: string;
}
/**
 * Path parameters of GET /api/admin/orders/{id}/files/{fileId}.
 */
export interface AdminOrderFileParams {
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  id: string;
  fileId: string;
}
/**
 * A FHIR R4 Questionnaire resource (hl7.org/fhir/R4/questionnaire.html). Open: any element of R4 may appear.
 */
export interface FhirQuestionnaire {
  resourceType: 'Questionnaire';
  [k: string]: unknown | undefined;
}
/**
 * A FHIR R4 Bundle (hl7.org/fhir/R4/bundle.html) of type collection. Open: any element of R4 may appear.
 */
export interface FhirBundle {
  resourceType: 'Bundle';
  type: string;
  entry?: {
    [k: string]: unknown | undefined;
  }[];
  [k: string]: unknown | undefined;
}
/**
 * Something of the Questionnaire that did not map as it was: `dropped` (left out of the flow), `approximated` (mapped to the nearest thing the flow model has) or `error` (the draft could not be made).
 */
export interface FhirImportIssue {
  severity: 'dropped' | 'approximated' | 'error';
  linkId?: string;
  message: string;
}
/**
 * What an import of a FHIR Questionnaire made: `source` is `telehealth` for our own export (read back exactly from its extensions) and `fhir` for any other; `questions` counts the questions of the flow; `issues` lists each item or feature that did not map exactly.
 */
export interface FhirImportReport {
  source: 'telehealth' | 'fhir';
  questions: number;
  issues: FhirImportIssue[];
}
/**
 * POST /api/admin/flows/{key}/fhir: the new draft made from the Questionnaire and the import report.
 */
export interface FhirImportResponse {
  draft: FlowVersionDetail;
  report: FhirImportReport;
}
/**
 * GET /api/admin/flows/{key}/versions/{version} and every draft route: the document, its metadata and the engine's findings.
 */
export interface FlowVersionDetail {
  key: FlowKey;
  version: number;
  status: FlowStatus;
  revision: FlowRevision;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string;
  document: FlowVersion;
  findings: FlowFinding[];
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
  /**
   * Scores added up (scored instruments such as PHQ-9): each total is the sum of the scores of the chosen options of its questions. Hard stops (`hard_stop_when` with measure `total`) and branches (`next_when`) read them.
   */
  totals?: FlowTotal[];
  /**
   * Values calculated from the answers (pounds to lose, any arithmetic a protocol needs), defined once; conditions read them as `calc.{name}`.
   */
  calculations?: Calculation[];
  /**
   * Which products and doses the intake's answers allow: the storefront offers only those, and the API refuses a checkout that breaks a rule (naming it).
   */
  eligibility?: EligibilityRule[];
  /**
   * Protocol assertions, proven over every path before the flow is published ("never reach checkout with a BMI below 27").
   */
  assertions?: ProtocolAssertion[];
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
 * A total: the sum of the scores of the options chosen at `questions` (choice questions whose options carry scores; a question not answered on the patient's path adds nothing). `title` is how people read it ("PHQ-9 total score").
 */
export interface FlowTotal {
  name: TotalName;
  title?: string;
  /**
   * @minItems 1
   */
  questions: [QuestionId, ...QuestionId[]];
}
/**
 * A value calculated from the answers, defined once: conditions read it as `calc.{name}`; review and exports show it with its title and unit, rounded to `decimals` (the rules compare the exact value).
 */
export interface Calculation {
  name: RuleName;
  title: string;
  unit?: string;
  decimals?: number;
  value: Expression;
}
/**
 * A property of the flow proven over every path before it is published: no path that ends `at` checkout (or at any end, checkout or hard stop) has answers for which `never` holds.
 */
export interface ProtocolAssertion {
  name: RuleName;
  title: string;
  at?: 'checkout' | 'any_end';
  never: Condition;
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
 * One problem the engine's analysis finds in a flow version. Errors block publishing; warnings do not.
 */
export interface FlowFinding {
  severity: 'error' | 'warning';
  code: string;
  questionId?: QuestionId;
  message: string;
}
/**
 * Path parameters of the draft routes /api/admin/flows/{key}/draft.
 */
export interface FlowKeyPathParams {
  key: FlowKey;
}
/**
 * Path parameters of /api/admin/flows/{key}/versions/{version}.
 */
export interface FlowVersionPathParams {
  key: FlowKey;
  version: string;
}
/**
 * POST /api/admin/flows/{key}/draft: the version to start the draft from, or a scored instrument of the library (GET /api/admin/instruments) for a follow-up draft; with neither, the published version.
 */
export interface CreateFlowDraftRequest {
  fromVersion?: number;
  instrument?: InstrumentId;
}
/**
 * A scored instrument an admin can start a follow-up draft from: what it asks and the totals it scores.
 */
export interface InstrumentSummary {
  id: InstrumentId;
  key: FlowKey;
  title: string;
  description: string;
  /**
   * Questions of the instrument, not counting content screens (type image).
   */
  questionCount: number;
  /**
   * The totals it scores, by title ("PHQ-9 total score").
   */
  totals: string[];
}
/**
 * PUT /api/admin/flows/{key}/draft: the whole draft document and the revision it was based on (the save is refused with 409 when someone saved in between). Importing a document is the same call.
 */
export interface SaveFlowDraftRequest {
  document: FlowVersion;
  revision: FlowRevision;
}
/**
 * POST /api/admin/flows/{key}/draft/publish: the revision of the draft the admin reviewed.
 */
export interface PublishFlowDraftRequest {
  revision: FlowRevision;
}
/**
 * One version of a flow in the admins' list, with the orders pinned to it: inFlight counts those not yet paid.
 */
export interface FlowVersionSummary {
  version: number;
  status: FlowStatus;
  title: string;
  /**
   * Questions of the version, not counting content screens (type image).
   */
  questionCount: number;
  createdAt: string;
  publishedAt: string | null;
  updatedAt: string;
  revision: FlowRevision;
  /**
   * Orders pinned to this version that are not paid yet.
   */
  inFlight: number;
  /**
   * All orders pinned to this version.
   */
  total: number;
}
/**
 * One flow of the tenant: its published version and draft (if any) and every version, newest first.
 */
export interface FlowSummary {
  key: FlowKey;
  publishedVersion: number | null;
  draftVersion: number | null;
  versions: FlowVersionSummary[];
}
/**
 * POST /api/admin/flows/{key}/draft/publish: the version now published and the one it replaced (archived), if any.
 */
export interface PublishFlowDraftResponse {
  published: FlowVersionDetail;
  archivedVersion: number | null;
}
/**
 * 409 of a draft save or publish based on an old revision: the draft's current revision, so the builder can reload it.
 */
export interface FlowDraftConflictResponse {
  statusCode: 409;
  error: string;
  code: 'FLOW_DRAFT_CONFLICT';
  message: string;
  revision: FlowRevision;
}
/**
 * 422 of a publish refused because the analysis found errors: `errors` names each error (path of the question in the document, message), `findings` lists every finding, errors and warnings.
 */
export interface FlowPublishRejectedResponse {
  statusCode: 422;
  error: string;
  code: 'FLOW_PUBLISH_REJECTED';
  message: string;
  errors: SchemaIssue[];
  findings: FlowFinding[];
}
/**
 * One question of the version (content screens included) and the intakes that met it: `reached` counts the orders that were ever in its state q{id}, `stopped` those whose latest state is still q{id}, `hardStopped` those whose latest state is its hard stop stop{id}.
 */
export interface FlowDropOffQuestion {
  questionId: QuestionId;
  reached: number;
  stopped: number;
  hardStopped: number;
}
/**
 * The drop-off figures of one flow version: `intakes` is the number of orders pinned to it (a subscription's recurring orders are not intakes), `questions` one entry per question in document order.
 */
export interface FlowDropOffResponse {
  key: FlowKey;
  version: number;
  intakes: number;
  questions: FlowDropOffQuestion[];
  outcomes?: CancellationOutcomeCounts;
}
/**
 * Cancellation flows only: the flows completed on this version, how many ended in each outcome, and the save rate (saved = any outcome other than cancel, over completed; null before the first completion).
 */
export interface CancellationOutcomeCounts {
  completed: number;
  saved: number;
  saveRate: number | null;
  byOutcome: {
    cancel: number;
    pause: number;
    skip: number;
    accept_offer: number;
    contact_support: number;
    keep: number;
  };
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
 * The payload of the login token (token cookie, Authorization: Bearer). It is valid only for its tenant_id and until exp. The API signs every login token with tokenVersion (SignedLoginTokenPayload); the storefront reads it without needing it.
 */
export interface LoginTokenPayload {
  userId: UserId;
  role: Role;
  tenant_id: TenantId;
  /**
   * The user's token version (users.token_version) a login token was signed with.
   */
  tokenVersion?: number;
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
 * A login token payload as the API signs and verifies it: every claim is required. tokenVersion is the user's token version when the token was signed; a password reset, a password change or a deactivation raises the user's version, which refuses every token signed before.
 */
export interface SignedLoginTokenPayload {
  userId: UserId;
  role: Role;
  tenant_id: TenantId;
  /**
   * The user's token version (users.token_version) a login token was signed with.
   */
  tokenVersion: number;
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
 * The payload of a mask token (the token cookie of a customer view; spec 5's maskToken query parameter, taken once): the agent masqueradeId acts as the customer userId. The storefront needs it to decode and hold a userId (spec 5); the API, which signs mask tokens, also requires and checks sid, tenant_id and exp when it verifies one.
 */
export interface MaskTokenPayload {
  userId: UserId;
  /**
   * The user id of the staff member (agent or admin) acting as the customer (stored in the agentId cookie).
   */
  masqueradeId: number;
  /**
   * A mask token's own random id (16 bytes, base64url): two views of the same customer by the same staff member in the same second are two sessions.
   */
  sid?: string;
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
/**
 * A mask token payload as the API signs and verifies it (POST /api/auth/masquerade): every claim is required. The request acts as the customer userId (role 1) of tenant_id, on behalf of the staff user masqueradeId (admin or agent), until exp or until the view is ended; sid makes each mask token, and so each customer view, one of its own.
 */
export interface SignedMaskTokenPayload {
  userId: UserId;
  /**
   * The user id of the staff member (agent or admin) acting as the customer (stored in the agentId cookie).
   */
  masqueradeId: number;
  /**
   * A mask token's own random id (16 bytes, base64url): two views of the same customer by the same staff member in the same second are two sessions.
   */
  sid: string;
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
 * Query string of POST /api/upload: the created value of the intake the file is for. Required without a login; a login (or an agent's mask token) may leave it out.
 */
export interface UploadQuery {
  created?: CreatedValue;
}
/**
 * Path parameters of GET /api/upload/{fileId}.
 */
export interface UploadFileParams {
  fileId: string;
}
/**
 * Query string of GET /api/upload/{fileId}, as put in UploadResponse.url: the tenant owning the file, when the link expires (Unix seconds) and the base64url HMAC-SHA256 of fileId, tenant and expires with the API's UPLOAD_URL_SECRET.
 */
export interface UploadFileQuery {
  /**
   * A positive integer id as it appears in a URL (query string or path segment): 1 to 2147483647, the largest value of a PostgreSQL integer column.
   */
  tenant: string;
  expires: string;
  signature: string;
}
/**
 * POST /api/verification: check the identity of the patient of this intake with two uploaded images.
 */
export interface VerificationRequest {
  created: CreatedValue;
  /**
   * The fileId of an upload (POST /api/upload).
   */
  idFileId: string;
  /**
   * The fileId of an upload (POST /api/upload).
   */
  selfieFileId: string;
}
/**
 * GET /api/verification?created=: the latest identity check of that intake.
 */
export interface VerificationQuery {
  created: CreatedValue;
}
/**
 * An identity check: pending until the identity service decides, then verified or failed (with the reason to show).
 */
export interface VerificationResponse {
  verificationId: string;
  status: 'pending' | 'verified' | 'failed';
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}
