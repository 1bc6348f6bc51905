import { STAFF_ROLES, UserRole } from '../roles.js';
import type { Access, RouteContract, RoutePattern } from './route-contract.js';

/**
 * The one description of every HTTP route of the API: access, request and response schemas, errors and docs.
 * The API's routes take their method, path, access and validation from it, the OpenAPI document is generated
 * from it, and the storefront's and admin's clients are typed by it (see ./route-types.ts). Keys are
 * `METHOD /path` with OpenAPI path templates (`/api/products/{medId}`). The API's tests fail when the running app
 * has a route this table lacks or the table names a route the app does not have.
 *
 * Browser code should import only the types of this module: the table's text (summaries, descriptions) is for the
 * API's documentation.
 */

const ADMIN = { roles: [UserRole.Admin], currentAdmin: true } as const satisfies Access;
/** Admins and agents (the staff area): a staff login token, its role re-checked in the database by AuthGuard. */
const STAFF = { roles: STAFF_ROLES } as const satisfies Access;
const RETRY_AFTER = { 'Retry-After': 'Seconds until the next attempt can succeed (with 429 only).' };

/**
 * The flow admin routes' 503: the flow engine runs on worker threads, at most 20 s per document, and a request waits
 * at most 20 s for a free worker (api/src/flow/flow-engine-pool.service.ts).
 */
const ENGINE_LIMIT =
  'The flow engine worked on the document for 20 s, its limit, or the request waited 20 s for a free engine ' +
  'worker (`SERVICE_UNAVAILABLE`; the message names the limit).';

export const ROUTES = {
  // --- Health, tenant, assets -------------------------------------------------------------------------------
  'GET /api/health': {
    summary: 'Whether the API can query its database',
    tag: 'Health',
    access: 'none',
    patientData: false,
    response: { status: 200, description: 'The database answered.', schema: 'HealthResponse' },
    errors: { 503: 'The database does not answer (`Database is down`).' },
  },
  'GET /api/health/live': {
    summary: 'Whether the API process is alive (liveness)',
    description:
      'Answers as long as the process serves HTTP; it checks no dependency, so a database outage never gets a ' +
      'process restarted. For a liveness probe.',
    tag: 'Health',
    access: 'none',
    patientData: false,
    response: { status: 200, description: 'The process is alive.', schema: 'LivenessResponse' },
  },
  'GET /api/health/ready': {
    summary: 'Whether this API process can serve requests (readiness)',
    description:
      'The database answers a query within 3 s, the job queue of this process is running, and every migration ' +
      'of this build is applied. For a load balancer or a readiness probe: take the process out of rotation ' +
      'while it answers 503.',
    tag: 'Health',
    access: 'none',
    patientData: false,
    response: { status: 200, description: 'Every check passed.', schema: 'ReadinessResponse' },
    errors: { 503: 'A check failed: the message names it (`Not ready: database down, migrations unknown`).' },
    errorSchemas: { 503: 'NotReadyResponse' },
  },
  'GET /api/metrics': {
    summary: "This process's metrics, in Prometheus' text format",
    description:
      'Requests per route template, method and status with their latency; job queue depth and failures; the ' +
      "database pool; intake funnel counters per tenant; Node's process metrics. Each API process answers its " +
      'own figures (scrape every process). No patient data: labels are route templates, methods, statuses, ' +
      'queue names and tenant ids.',
    tag: 'Health',
    access: 'metrics',
    patientData: false,
    response: { status: 200, description: 'Prometheus text exposition format 0.0.4.', media: 'text' },
  },
  'GET /api/tenant': {
    summary: "The Tenant header's tenant and its brand config",
    tag: 'Tenant',
    access: 'tenant',
    patientData: false,
    response: { status: 200, description: '`{tenantId, config: {brandConfig}}`.', schema: 'TenantResponse' },
  },
  'GET /api/tenant/content': {
    summary: "The words of the Tenant header's tenant's public site",
    description:
      'Home page steps, info pages and docs (legal and safety copy), seeded from flows/. Text holds placeholders ' +
      '(`{brandName}`, ...) that the storefront fills from the brand config and products. Only the site pages ask ' +
      'for it, so the brand config every page loads stays small.',
    tag: 'Tenant',
    access: 'tenant',
    patientData: false,
    response: { status: 200, description: 'The SiteContent document.', schema: 'SiteContentResponse' },
    errors: { 404: "The seed has not written the tenant's site content (`Tenant 6 has no site content`)." },
  },
  'GET /api/tenant/resolve': {
    summary: 'The tenant a storefront host belongs to',
    description: 'Sent with the Token header only: the storefront calls it before it knows its tenant.',
    tag: 'Tenant',
    access: 'token',
    patientData: false,
    query: 'TenantResolutionQuery',
    response: { status: 200, description: 'The tenant id.', schema: 'TenantResolutionResponse' },
    errors: { 404: 'No tenant has this host (`No tenant for host x`).' },
  },
  'GET /api/assets/{tenantId}/{path}': {
    summary: "A tenant's asset file (logo, product image)",
    description:
      'No header needed (img tags cannot send one). Served with ETag, `Cache-Control: public, max-age=3600`, ' +
      '`X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy.',
    tag: 'Assets',
    access: 'none',
    patientData: false,
    parameters: [
      {
        name: 'tenantId',
        in: 'path',
        required: true,
        description: 'The tenant id.',
        schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
      },
      {
        name: 'path',
        in: 'path',
        required: true,
        description: "The file's path inside the tenant's assets folder (may contain `/`).",
        schema: { type: 'string', minLength: 1 },
      },
    ],
    response: { status: 200, description: 'The file, with its content type.', media: 'binary' },
    errors: { 404: 'No such file, or a path outside the assets folder (`..`, hidden segments, symlinks).' },
  },

  // --- Catalogue ------------------------------------------------------------------------------------------------
  'GET /api/products': {
    summary: "The tenant's products, ordered by med",
    tag: 'Catalog',
    access: 'tenant',
    patientData: false,
    response: { status: 200, description: 'Product documents.', schema: 'ProductListResponse' },
  },
  'GET /api/products/{medId}': {
    summary: 'One product of the tenant',
    tag: 'Catalog',
    access: 'tenant',
    patientData: false,
    path: 'ProductPathParams',
    response: { status: 200, description: 'The product document.', schema: 'ProductResponse' },
    errors: { 404: 'The tenant has no such med (`Unknown product: 704`).' },
  },
  'GET /api/states': {
    summary: 'The states a patient can ship to, ordered by name',
    tag: 'Catalog',
    access: 'tenant',
    patientData: false,
    response: { status: 200, description: '`{stateCode, name}` rows.', schema: 'StateListResponse' },
  },
  'GET /api/flows': {
    summary: "Rows {version, step, path} of the tenant's published flow versions",
    tag: 'Catalog',
    access: 'tenant',
    patientData: false,
    response: { status: 200, description: 'Flow rows.', schema: 'FlowRowsResponse' },
  },
  'GET /api/questions': {
    summary: 'The questions of the published intake or follow-up flow',
    tag: 'Catalog',
    access: 'tenant',
    patientData: false,
    query: 'QuestionsQuery',
    response: {
      status: 200,
      description: 'The questions in document order.',
      schema: 'QuestionListResponse',
    },
    errors: { 404: 'The tenant has no published flow of that kind.' },
  },

  'GET /api/flow-versions/{key}': {
    summary: 'The published version of a flow, as the whole FlowVersion document',
    description: 'The storefront compiles it into the flow machine (intake, followup or quiz).',
    tag: 'Catalog',
    access: 'tenant',
    patientData: false,
    path: 'PublicFlowPathParams',
    response: { status: 200, description: 'The flow version document.', schema: 'FlowVersion' },
    errors: { 404: 'The tenant has no published flow of that kind.' },
  },
  'GET /api/flow-versions/{key}/{version}': {
    summary: 'A version of a flow that was published (published or archived), never a draft',
    description: 'An intake stays on the version it started on: the storefront resumes it with that version.',
    tag: 'Catalog',
    access: 'tenant',
    patientData: false,
    path: 'PublicFlowVersionPathParams',
    response: { status: 200, description: 'The flow version document.', schema: 'FlowVersion' },
    errors: { 404: 'No such published or archived version.' },
  },

  // --- Auth -----------------------------------------------------------------------------------------------------
  'POST /api/auth/login': {
    summary: 'A login token for a user of the tenant',
    description:
      'At most 5 failed logins per account and 20 per IP in 15 minutes; then 429 with Retry-After.',
    tag: 'Auth',
    access: 'tenant',
    patientData: false,
    body: 'LoginRequest',
    response: { status: 200, description: 'The login token.', schema: 'LoginResponse', headers: RETRY_AFTER },
    errors: {
      401: 'Wrong email or password.',
      403: 'The right password of a deactivated account (`USER_DEACTIVATED`).',
      429: 'Too many failed logins (Retry-After).',
    },
  },
  'GET /api/auth/me': {
    summary: 'The logged-in user (with a mask token: the customer, and the staff user behind it)',
    tag: 'Auth',
    access: 'login',
    patientData: false,
    response: { status: 200, description: 'The user.', schema: 'AuthMeResponse' },
    errors: { 401: 'The user of the token no longer exists.' },
  },
  'POST /api/auth/masquerade': {
    summary: 'A short-lived mask token acting as a customer of the tenant',
    description: 'Admins and agents only; audited (resource `masquerade`).',
    tag: 'Auth',
    access: { roles: STAFF_ROLES },
    body: 'MasqueradeRequest',
    response: { status: 200, description: 'The mask token.', schema: 'MasqueradeResponse' },
    errors: {
      401: 'The caller is no longer an active admin or agent.',
      403: 'The customer is deactivated (`USER_DEACTIVATED`).',
      404: 'The tenant has no such user.',
      422: 'The user is not a customer.',
    },
  },
  'POST /api/auth/masquerade/end': {
    summary: 'Ends a customer view (masquerade): its mask token is refused from now on',
    description:
      'Sent with the mask token when the staff member ends the view. The audit log shows when the session ended ' +
      '(resource `masquerade`, subject the customer), and the session is ended in the database, so every API ' +
      "process refuses the mask token from the next request (401). The customer's own logins are never touched.",
    tag: 'Auth',
    access: { roles: [UserRole.Customer] },
    response: { status: 204, description: 'Ended and recorded.' },
    errors: { 403: 'The token is not a mask token (a customer ends no masquerade).' },
  },
  'POST /api/auth/recover': {
    summary: "Emails a password reset link if the email is a user's of the tenant",
    description: 'Always the same answer. At most 3 requests per email and 10 per IP in 15 minutes.',
    tag: 'Auth',
    access: 'tenant',
    patientData: false,
    body: 'RecoverPasswordRequest',
    response: {
      status: 200,
      description: 'The same message whether or not the email is known.',
      schema: 'RecoverPasswordResponse',
      headers: RETRY_AFTER,
    },
    errors: { 429: 'Too many requests (Retry-After).' },
  },
  'POST /api/auth/reset': {
    summary: "Sets a password with a reset link's token, once",
    tag: 'Auth',
    access: 'tenant',
    patientData: false,
    body: 'ResetPasswordRequest',
    description: 'Every login token of the user signed before is refused from now on.',
    response: { status: 200, description: 'The password was changed.', schema: 'ResetPasswordResponse' },
    errors: { 400: 'The reset token is invalid, used or expired.' },
  },

  // --- Intake ---------------------------------------------------------------------------------------------------
  'POST /api/order/create': {
    summary: 'Starts an intake: the order of a created value, on the published intake flow',
    tag: 'Intake',
    access: 'optional-login',
    body: 'CreateOrderRequest',
    response: { status: 201, description: 'The new order.', schema: 'CreateOrderResponse' },
    errors: {
      404: 'The tenant has no published intake flow.',
      409: 'An order already exists for this created value (`ORDER_EXISTS`).',
    },
  },
  'POST /api/order/update': {
    summary: 'Records one intake step (answers, columns) of an unpaid order',
    tag: 'Intake',
    access: 'optional-login',
    body: 'UpdateOrderRequest',
    response: { status: 200, description: 'The order after the step.', schema: 'UpdateOrderResponse' },
    errors: {
      400: 'No created value (`ORDER_CREATED_MISSING`: Missing required order creation data.).',
      401: 'The order belongs to a customer account and the request has no login (`ORDER_LOGIN_REQUIRED`).',
      403: 'agentId that is not the agent of the mask token, or an order of another customer (`ORDER_NOT_YOURS`).',
      404: 'No order for the created value.',
      409: 'The order changed meanwhile, is paid, or its intake has ended.',
      422: 'The step is not allowed by the flow.',
    },
  },
  'GET /api/order/created': {
    summary: "The intake of a created value (?created=), or a user's orders (?userId=)",
    description:
      'An order that belongs to a customer account (paid, a rebill, or started while logged in) answers anyone ' +
      'but its customer or staff only `{created, loginRequired: true}`. Listing by userId needs a login; a ' +
      'customer may list only their own orders.',
    tag: 'Intake',
    access: 'optional-login',
    query: 'OrderCreatedQuery',
    response: {
      status: 200,
      description: 'The order to resume (by created) or the orders of the user (by userId).',
      schema: ['OrderByCreatedResponse', 'OrdersByUserResponse'],
    },
    errors: {
      401: 'userId without a login.',
      403: "A customer listing another user's orders.",
      404: 'No order for the created value.',
    },
  },
  'POST /api/order/checkout': {
    summary: 'Pays for an intake that reached checkout',
    tag: 'Checkout',
    access: 'optional-login',
    body: 'CheckoutRequest',
    description:
      'Everything is checked before the card is charged; every gateway call is recorded in the payments ledger; ' +
      'a charge that cannot be recorded as paid is voided (503). An anonymous checkout never answers a userId: ' +
      'with the email of an existing customer the order is held until that customer claims it. With a mask ' +
      'token the shipping must be the name, phone, email and address on the customer’s profile.',
    response: { status: 200, description: 'The paid order.', schema: 'CheckoutResponse' },
    errors: {
      400: 'Order details the database cannot store (`CHECKOUT_DATA_REFUSED`).',
      401: 'The order belongs to a customer account and the request has no login (`ORDER_LOGIN_REQUIRED`).',
      402: 'The card was declined (the gateway message); nothing changes.',
      403:
        'The order belongs to another customer (`ORDER_NOT_YOURS`), or a mask token ships elsewhere than the ' +
        'customer’s profile (`MASQUERADE_REFUSED`).',
      404: 'No order for the created value.',
      409: 'The order is already paid or changed, a payment of it is in progress, or the email belongs to a staff account.',
      422: 'The intake may not be paid (hard stop, unanswered questions, unknown product), or a dosage is not one of its product’s strengths.',
      503: 'The payment service did not answer, or the paid order could not be recorded (the charge is voided).',
    },
  },
  'POST /api/order/claim': {
    summary: 'Makes an order held for its account owner theirs (the emailed claim link)',
    tag: 'Checkout',
    access: 'tenant',
    body: 'ClaimOrderRequest',
    response: { status: 200, description: 'The order is in the account.', schema: 'ClaimOrderResponse' },
    errors: { 400: 'The link is invalid, used or expired (`ORDER_CLAIM_INVALID`).' },
  },
  'GET /api/order/orderId/{id}': {
    summary: 'The order a follow-up visit is for',
    tag: 'Follow-up',
    access: 'login',
    path: 'OrderIdPathParams',
    response: { status: 200, description: 'The order.', schema: 'FollowupOrderResponse' },
    errors: { 404: 'No such order of this customer (or tenant, for staff).' },
  },
  'POST /api/followup/{orderId}': {
    summary: 'Submits the follow-up visit of an order’s current refill',
    description:
      'The customer, or an agent with the customer’s mask token. The order is the one the customer sees (the id of ' +
      'the order system’s recurring order names its sale); the visit is for the refill its next bill date names.',
    tag: 'Follow-up',
    access: { roles: [UserRole.Customer] },
    path: 'SubscriptionPathParams',
    body: 'FollowupSubmitRequest',
    response: { status: 201, description: 'The recorded visit.', schema: 'FollowupSubmitResponse' },
    errors: {
      404: 'No such order of this customer, or no published follow-up flow.',
      409:
        'This refill’s follow-up was already completed (`FOLLOWUP_COMPLETED`), opens later (`FOLLOWUP_NOT_DUE`), is ' +
        'not asked for (`FOLLOWUP_NOT_ELIGIBLE`: not a prescribed, active subscription), or an earlier submission ' +
        'stopped at a hard stop and waits for a clinician (`FOLLOWUP_UNDER_REVIEW`).',
      422: 'The answers do not complete the follow-up flow, or stop at a hard stop (then kept, and the care team alerted).',
    },
  },
  'GET /api/account/followups': {
    summary: "The follow-up visit of each of the logged-in customer's subscriptions",
    description:
      'One entry per order of the order list that is a subscription, newest first: whether the follow-up before ' +
      'its next refill is due, upcoming, completed, held for a clinician or not asked for (engine rule followupDue).',
    tag: 'Follow-up',
    access: { roles: [UserRole.Customer] },
    response: { status: 200, description: 'The follow-ups.', schema: 'FollowupListResponse' },
  },

  // --- Identity verification, uploads ----------------------------------------------------------------------------
  'POST /api/verification': {
    summary: 'Starts an identity check of two uploaded images for an unpaid intake',
    description:
      'Only for the caller’s own intake (the order access rule), never on a paid order, and never with a mask ' +
      'token (proving who the patient is is the patient’s own act).',
    tag: 'Identity verification',
    access: 'optional-login',
    body: 'VerificationRequest',
    response: { status: 202, description: 'The check, pending.', schema: 'VerificationResponse' },
    errors: {
      401: 'The order belongs to a customer account and the request has no login (`ORDER_LOGIN_REQUIRED`).',
      403: 'The order belongs to another customer (`ORDER_NOT_YOURS`), or a mask token (`MASQUERADE_REFUSED`).',
      404: 'No order for the created value.',
      409: 'The order is already paid (`ORDER_PAID`).',
      422: 'An unknown file, or a file that is not a photo.',
    },
  },
  'GET /api/verification': {
    summary: 'The latest identity check of an intake',
    tag: 'Identity verification',
    access: 'optional-login',
    query: 'VerificationQuery',
    response: { status: 200, description: 'The check.', schema: 'VerificationResponse' },
    errors: {
      401: 'The order belongs to a customer account and the request has no login (`ORDER_LOGIN_REQUIRED`).',
      403: 'The order belongs to another customer (`ORDER_NOT_YOURS`).',
      404: 'No identity check for the created value.',
    },
  },
  'POST /api/upload': {
    summary: 'Stores one file (multipart form, field `file`) for an intake',
    description:
      'No login needed (intake uploads come before the account), but then `?created=` must name an open intake ' +
      '(unpaid and no customer’s, or paid in the last 24 hours: the identity check after checkout). A login or ' +
      'an agent’s mask token uploads as that customer, with or without `created`. At most 20 uploads per intake ' +
      'and 60 per client address and per user in an hour; then 429 with Retry-After.',
    tag: 'Uploads',
    access: 'optional-login',
    body: 'multipart-file',
    query: 'UploadQuery',
    response: {
      status: 201,
      description: 'The stored file and its signed link.',
      schema: 'UploadResponse',
      headers: RETRY_AFTER,
    },
    errors: {
      400: 'No `created` without a login, no file, more than one file, or a malformed multipart body.',
      404: 'No open intake with that created value.',
      413: 'The file is larger than the upload limit, or the image has more pixels than the limit.',
      415: 'A file type that is not accepted.',
      429: 'Too many uploads for the intake, from the address or by the user (Retry-After).',
    },
  },
  'GET /api/upload/{fileId}': {
    summary: 'An uploaded file, through the signed link the upload answered',
    description:
      'No Token needed (img tags cannot send headers): the link is signed. A Tenant header, if sent, must be ' +
      "the link's tenant (else 404).",
    tag: 'Uploads',
    access: 'none',
    path: 'UploadFileParams',
    query: 'UploadFileQuery',
    response: { status: 200, description: 'The file, with its content type.', media: 'binary' },
    errors: { 403: 'Invalid signature or expired link.', 404: 'No such file of that tenant.' },
  },

  // --- Account: orders, profile, password ----------------------------------------------------------------------
  'GET /api/account/orders/{id}': {
    summary: "One of the logged-in customer's orders (the order page)",
    description:
      'Only an order of the caller in the request’s tenant that the order list shows (a recurring order of the ' +
      'CRM, with an originalOrderId, is not one). Any other id answers 404, whether or not it exists.',
    tag: 'Account',
    access: { roles: [UserRole.Customer] },
    path: 'OrderIdPathParams',
    response: { status: 200, description: 'The order.', schema: 'Order' },
    errors: { 404: 'No such order of this customer.' },
  },
  'GET /api/account/profile': {
    summary: "The logged-in customer's login email and profile (name, phone, shipping address)",
    tag: 'Account',
    access: { roles: [UserRole.Customer] },
    response: { status: 200, description: 'The profile.', schema: 'AccountProfile' },
    errors: { 401: 'The user of the token no longer exists.' },
  },
  'PUT /api/account/profile': {
    summary: "Saves the logged-in customer's profile; the address is the one the next shipment uses",
    description:
      'The name, phone and address are also written to the customer’s recurring orders not billed yet. A new ' +
      'email must be free in the tenant regardless of case and needs the current password. A staff user acting ' +
      'as the customer (a mask token) changes nothing: not the email, the name, the phone or the address.',
    tag: 'Account',
    access: { roles: [UserRole.Customer] },
    body: 'UpdateAccountProfileRequest',
    response: { status: 200, description: 'The profile after the change.', schema: 'AccountProfile' },
    errors: {
      401: 'The user of the token no longer exists.',
      403: 'A change sent with a mask token (`ACCOUNT_MASQUERADE_REFUSED`).',
      409: 'Another user of the tenant has the email (`ACCOUNT_EMAIL_TAKEN`).',
      422: 'A new email without the right current password (`ACCOUNT_PASSWORD_INCORRECT`).',
      429: 'Too many wrong passwords (Retry-After).',
    },
  },
  'POST /api/account/password': {
    summary: "Changes the logged-in customer's password, given the current one",
    description:
      'Wrong current passwords count as failed logins of the account (the login limits apply). Every login ' +
      'token of the customer signed before is refused from now on (the answer carries this browser’s new one); ' +
      'unused password reset links are voided.',
    tag: 'Account',
    access: { roles: [UserRole.Customer] },
    body: 'ChangePasswordRequest',
    response: { status: 200, description: 'The password was changed.', schema: 'ChangePasswordResponse' },
    errors: {
      401: 'The user of the token no longer exists.',
      403: 'Sent with a mask token (`ACCOUNT_MASQUERADE_REFUSED`).',
      422: 'The current password is wrong (`ACCOUNT_PASSWORD_INCORRECT`).',
      429: 'Too many wrong passwords (Retry-After).',
    },
  },

  'GET /api/account/card': {
    summary: "The masked card the logged-in customer's subscriptions will be billed to (the card on file)",
    description:
      'The card of the newest refill not billed yet (what the next refill is billed to), else of the newest paid ' +
      'order; null when the customer has neither. Brand, last four digits and expiry only.',
    tag: 'Account',
    access: { roles: [UserRole.Customer] },
    response: { status: 200, description: 'The card on file.', schema: 'CardOnFile' },
    errors: { 401: 'The user of the token no longer exists.' },
  },
  'PUT /api/account/card': {
    summary: "Replaces the card the logged-in customer's subscriptions will be billed to",
    description:
      'The card is checked with the payment gateway as checkout does (a zero authorisation, recorded in the ' +
      'payments ledger and released at once). Only if approved, its masked form becomes the payment of every ' +
      'refill of the customer not billed yet in this tenant. The number and CVC are never stored.',
    tag: 'Account',
    access: { roles: [UserRole.Customer] },
    body: 'ReplaceCardRequest',
    response: { status: 200, description: 'The card on file after the change.', schema: 'CardOnFile' },
    errors: {
      401: 'The user of the token no longer exists.',
      402: 'The gateway declined the card (`CARD_DECLINED`, `EXPIRED_CARD`, `INCORRECT_CVC`, …); nothing changes.',
      403: 'Sent with a mask token (`ACCOUNT_MASQUERADE_REFUSED`).',
      409:
        'No refill of a subscription to bill (`ACCOUNT_NO_SUBSCRIPTION`), or another card check is running ' +
        '(`PAYMENT_IN_PROGRESS`).',
      503: 'The payment gateway could not be reached (`PAYMENT_GATEWAY_UNAVAILABLE`); nothing changes.',
    },
  },

  // --- Account: subscriptions, chat ----------------------------------------------------------------------------
  'GET /api/subscriptions': {
    summary: "The customer's subscriptions (staff: ?userId= of a customer)",
    tag: 'Subscriptions',
    access: 'login',
    query: 'SubscriptionsQuery',
    response: { status: 200, description: 'The subscriptions.', schema: 'SubscriptionListResponse' },
    errors: { 403: 'A customer asking for another user.', 404: 'No such customer in the tenant.' },
  },
  'POST /api/subscriptions/{orderId}/pause': {
    summary: 'Pauses a subscription',
    tag: 'Subscriptions',
    access: 'login',
    path: 'SubscriptionPathParams',
    response: { status: 200, description: 'The subscription after the change.', schema: 'Subscription' },
    errors: { 404: 'No such subscription of this customer.', 409: 'The subscription cannot be paused now.' },
  },
  'POST /api/subscriptions/{orderId}/resume': {
    summary: 'Resumes a paused subscription',
    tag: 'Subscriptions',
    access: 'login',
    path: 'SubscriptionPathParams',
    response: { status: 200, description: 'The subscription after the change.', schema: 'Subscription' },
    errors: { 404: 'No such subscription of this customer.', 409: 'The subscription cannot be resumed now.' },
  },
  'POST /api/subscriptions/{orderId}/skip': {
    summary: 'Skips the next shipment (the next bill date moves by the billing interval)',
    tag: 'Subscriptions',
    access: 'login',
    path: 'SubscriptionPathParams',
    response: { status: 200, description: 'The subscription after the change.', schema: 'Subscription' },
    errors: { 404: 'No such subscription of this customer.', 409: 'The shipment cannot be skipped now.' },
  },
  'POST /api/subscriptions/{orderId}/retention-offer': {
    summary: 'Accepts a retention offer',
    tag: 'Subscriptions',
    access: 'login',
    path: 'SubscriptionPathParams',
    body: 'RetentionOfferRequest',
    response: { status: 200, description: 'The subscription after the change.', schema: 'Subscription' },
    errors: { 404: 'No such subscription of this customer.', 409: 'The offer cannot be accepted now.' },
  },
  'POST /api/subscriptions/{orderId}/cancel': {
    summary: 'Cancels a subscription, with a reason',
    tag: 'Subscriptions',
    access: 'login',
    path: 'SubscriptionPathParams',
    body: 'CancelSubscriptionRequest',
    response: { status: 200, description: 'The subscription after the change.', schema: 'Subscription' },
    errors: {
      404: 'No such subscription of this customer.',
      409: 'The subscription cannot be cancelled now.',
    },
  },
  'POST /api/subscriptions/{orderId}/cancellation': {
    summary: 'Completes the cancellation flow: re-runs it over the answers and applies its outcome',
    description:
      'The version named must be a published (or since archived) cancellation flow of the tenant. The flow is run ' +
      "over the answers as the pages took them (the engine's runCancellation); answers that do not reach an " +
      'outcome are refused and nothing changes. The outcome is applied as the matching subscription action (cancel ' +
      'with the reason, pause, skip, the retention offer), contact_support opens (or reuses) a chat thread with the ' +
      "reason, keep changes nothing; the reason, path, version and outcome are recorded in the subscription's " +
      "event log (`cancellation_flow`). The customer's own subscriptions only.",
    tag: 'Subscriptions',
    access: { roles: [UserRole.Customer] },
    path: 'SubscriptionPathParams',
    body: 'CancellationFlowRequest',
    response: {
      status: 200,
      description: 'The outcome and the subscription after it.',
      schema: 'CancellationFlowResponse',
    },
    errors: {
      404: 'No such subscription of this customer.',
      409: "The outcome is not possible in the subscription's status, the offer was used, or another request changed it at the same moment (`SUBSCRIPTION_*`, `RETENTION_OFFER_USED`).",
      422: 'An unknown flow version (`CANCELLATION_FLOW_UNKNOWN`) or answers that do not reach an outcome (`CANCELLATION_ANSWERS_REFUSED`).',
    },
  },
  'GET /api/chat/threads': {
    summary: "The caller's chat threads (staff: any customer's, ?userId=)",
    tag: 'Chat',
    access: 'login',
    query: 'ChatThreadsQuery',
    response: { status: 200, description: 'The threads.', schema: 'ChatThreadListResponse' },
    errors: { 403: 'A customer asking for another user.' },
  },
  'POST /api/chat/threads': {
    summary: 'Starts a chat thread',
    tag: 'Chat',
    access: 'login',
    body: 'CreateChatThreadRequest',
    response: { status: 201, description: 'The new thread.', schema: 'CreateChatThreadResponse' },
    errors: { 403: 'A customer starting a thread for someone else.', 404: 'No such customer in the tenant.' },
  },
  'GET /api/chat/threads/{id}/messages': {
    summary: "A thread's messages",
    tag: 'Chat',
    access: 'login',
    path: 'ChatThreadPathParams',
    response: { status: 200, description: 'The messages.', schema: 'ChatMessageListResponse' },
    errors: { 404: 'No such thread visible to the caller.' },
  },
  'POST /api/chat/threads/{id}/messages': {
    summary: 'Posts a message to a thread',
    tag: 'Chat',
    access: 'login',
    path: 'ChatThreadPathParams',
    body: 'ChatMessageRequest',
    response: { status: 201, description: 'The message.', schema: 'ChatMessage' },
    errors: { 404: 'No such thread visible to the caller.' },
  },
  'GET /api/chat/unread': {
    summary: 'How many messages to the caller are unread',
    tag: 'Chat',
    access: 'login',
    response: { status: 200, description: 'The count.', schema: 'ChatUnreadResponse' },
  },
  'GET /api/chat/events': {
    summary: "Server-sent events of the customer's own chat threads (new messages, read marks)",
    description:
      'A `text/event-stream` that stays open: a `message` event (id: the message id, data: ChatMessage) for each ' +
      "new message in the logged-in customer's threads, from any API process (PostgreSQL LISTEN/NOTIFY); a `read` " +
      'event (data: ChatReadEvent) when their messages were marked read elsewhere; a `resync` event when events may ' +
      'have been missed (refetch); a comment line as heartbeat. With `Last-Event-ID` the messages after that id are ' +
      "sent first. Customers' own login only: staff (and a mask token) read threads with the other chat routes. The " +
      'stream ends when the login token expires or the API shuts down; the client reconnects.',
    tag: 'Chat',
    access: { roles: [UserRole.Customer] },
    parameters: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        description: 'The id of the last message event received; the messages after it are sent first.',
        schema: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})$' },
      },
    ],
    response: {
      status: 200,
      description: 'The event stream.',
      schema: ['ChatMessage', 'ChatReadEvent'],
      media: 'event-stream',
      headers: RETRY_AFTER,
    },
    errors: {
      403: 'A staff login, or a mask token (staff acting as the customer poll instead).',
      429: 'The customer already holds 10 streams on this API process (Retry-After).',
    },
  },
  'GET /api/chat/inbox': {
    summary: "The care team's inbox: one page of the tenant's chat threads, the most recently active first",
    description:
      'Each thread with its customer (id, email, name when known), the last message (preview, sender, time) and ' +
      "how many of the customer's messages the care team has not read; `q` searches the customer (email, name, " +
      'id), `unread=true` keeps threads with unread customer messages. Staff only; audited (resource `chat`).',
    tag: 'Chat',
    access: { roles: STAFF_ROLES },
    query: 'ChatInboxQuery',
    response: { status: 200, description: 'The page.', schema: 'ChatInboxResponse' },
    errors: { 403: 'A customer login or a mask token.' },
  },
  'GET /api/chat/inbox/events': {
    summary:
      "Server-sent events of the care team's inbox (new messages and read marks of every thread of the tenant)",
    description:
      'A `text/event-stream` like GET /api/chat/events, for staff logins: a `message` event (id: the message id, ' +
      'data: ChatMessage) for each new message of any thread of the tenant, from any API process; a `read` event ' +
      "(data: ChatReadEvent, the care team's unread count) when staff marked customer messages read; `resync` when " +
      'events may have been missed (refetch); a comment line as heartbeat. With `Last-Event-ID` the messages after ' +
      'that id are sent first. Refused to customers and mask tokens. Ends when the login token expires.',
    tag: 'Chat',
    access: { roles: STAFF_ROLES },
    parameters: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        description: 'The id of the last message event received; the messages after it are sent first.',
        schema: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})$' },
      },
    ],
    response: {
      status: 200,
      description: 'The event stream.',
      schema: ['ChatMessage', 'ChatReadEvent'],
      media: 'event-stream',
      headers: RETRY_AFTER,
    },
    errors: {
      403: 'A customer login, or a mask token.',
      429: 'The staff member already holds 10 streams on this API process (Retry-After).',
    },
  },
  'PUT /api/chat/read/{id}': {
    summary: 'Marks read the messages addressed to a user (all, or one thread’s with ?threadId=)',
    tag: 'Chat',
    access: 'login',
    path: 'UserIdPathParams',
    query: 'ChatReadQuery',
    response: { status: 200, description: 'How many were marked.', schema: 'ChatReadResponse' },
    errors: {
      404: 'No such user in the tenant (for a customer, any user but themself), or no such thread of theirs.',
    },
    description:
      "For a customer ({id} = themself): the care team's messages to them. For staff: {id} = a staff user marks the " +
      "customers' messages to the care team read (the shared inbox; ?threadId= one thread), {id} = a customer " +
      "marks that customer's messages to the care team read (?threadId= one of their threads). Staff never mark " +
      'read what was sent to a customer.',
  },

  // --- Integrations -----------------------------------------------------------------------------------------------
  'GET /api/konnektive/get-recurring-orderfrom-new-sale/{id}': {
    summary: 'The recurring order created from a sale',
    tag: 'Integrations',
    access: 'tenant',
    path: 'OrderIdPathParams',
    response: {
      status: 200,
      description: '`data.orderId` of the recurring order.',
      schema: 'RecurringOrderResponse',
    },
    errors: { 404: 'No recurring order for the order.' },
  },
  'POST /api/klaviyo/intake': {
    summary: 'Queues the email that lets a patient resume their intake',
    description:
      "The link must lead to this tenant's own storefront with `?restoresession=` the created value of an open " +
      'intake (unpaid, no customer’s). At most 3 emails per intake and per address, and 20 per client address, ' +
      'in an hour.',
    tag: 'Integrations',
    access: 'tenant',
    body: 'KlaviyoIntakeRequest',
    response: {
      status: 200,
      description: 'The email was queued.',
      schema: 'KlaviyoIntakeResponse',
      headers: RETRY_AFTER,
    },
    errors: {
      400: 'The recover link does not lead to this tenant’s storefront.',
      404: 'The link’s created value names no open intake (none, paid, or a customer’s).',
      429: 'Too many emails for the intake, to the address or from the client address (Retry-After).',
    },
  },
  'GET /api/user/info': {
    summary: "The caller's browser and address as the API sees them",
    tag: 'Intake',
    access: 'tenant',
    patientData: false,
    response: { status: 200, description: 'User agent and IP address.', schema: 'UserInfoResponse' },
  },

  // --- Admin area ---------------------------------------------------------------------------------------------------
  'GET /api/admin/dashboard': {
    summary: "The tenant's order, intake, subscription and customer figures",
    tag: 'Admin',
    access: ADMIN,
    patientData: false,
    response: { status: 200, description: 'The figures.', schema: 'AdminDashboardResponse' },
  },
  'GET /api/admin/orders': {
    summary: "One page of the tenant's orders, newest first",
    description:
      'Each row counts its clinician flags (alerts with a flag that its answers raise); `?status=flagged` lists only ' +
      'the orders that have any.',
    tag: 'Admin',
    access: STAFF,
    query: 'AdminOrdersQuery',
    response: { status: 200, description: 'The page.', schema: 'AdminOrderListResponse' },
  },
  'GET /api/admin/orders/{id}': {
    summary: 'An order, its intake timeline, its clinician flags and its clinical review flags',
    description:
      "The clinician flags are the alerts with a flag that the order's answers raise on its pinned flow version, " +
      'recorded with every save of the answers and at checkout (a save that takes the answer back clears its flag).',
    tag: 'Admin',
    access: STAFF,
    path: 'AdminIdPathParams',
    response: { status: 200, description: 'The order.', schema: 'AdminOrderDetailResponse' },
    errors: { 404: 'No such order in the tenant.' },
  },
  'GET /api/admin/orders/{id}/replay': {
    summary: "An order's recorded intake replayed through its pinned flow version",
    tag: 'Admin',
    access: ADMIN,
    path: 'AdminIdPathParams',
    response: { status: 200, description: 'The replay.', schema: 'AdminOrderReplayResponse' },
    errors: { 404: 'No such order in the tenant.', 422: 'The pinned flow version does not compile.' },
  },
  'GET /api/admin/orders/{id}/fhir': {
    summary: "An order's intake and follow-up visits as FHIR R4 QuestionnaireResponses (a Bundle)",
    description:
      'A Bundle of type collection: the QuestionnaireResponse of the intake (its answers walked through the flow ' +
      'version it is pinned to: completed at checkout, stopped at a hard stop, else in-progress), then one per ' +
      'follow-up visit of the order, oldest first, each answering the Questionnaire of its own flow version ' +
      '(`GET /api/admin/flows/{key}/versions/{version}/fhir`). Uploaded files are attachments: the bytes inline ' +
      '(`data`) up to 1 MiB, else `url`, the staff file route of the order (`GET /api/admin/orders/{id}/files/' +
      "{fileId}`), which does not expire. A staff read of patient data: audited with the order's customer.",
    tag: 'Admin',
    access: STAFF,
    path: 'AdminIdPathParams',
    response: {
      status: 200,
      description: 'The Bundle, as `application/fhir+json`.',
      schema: 'FhirBundle',
      media: 'fhir+json',
      headers: { 'Content-Disposition': 'attachment; filename="{tenant slug}-order-{id}-fhir.json"' },
    },
    errors: { 404: 'No such order in the tenant.' },
  },
  'GET /api/admin/orders/{id}/files/{fileId}': {
    summary: 'A file uploaded for an order, for staff (the link a FHIR attachment carries)',
    description:
      'Only a file stored for this order of the tenant (uploaded for the intake, or named by one of its answers or ' +
      'follow-up answers). Unlike the signed links of `GET /api/upload/{fileId}`, this address does not expire: ' +
      "it needs a staff login instead. Audited with the order's customer.",
    tag: 'Admin',
    access: STAFF,
    path: 'AdminOrderFileParams',
    response: { status: 200, description: 'The file, with its content type.', media: 'binary' },
    errors: { 404: 'No such order in the tenant, or no such file of the order.' },
  },
  'POST /api/admin/orders/{id}/refund': {
    summary: "Gives an order's money back through the payments ledger (admins)",
    description:
      'Voids the authorisation when nothing was captured, else refunds the capture; records REFUND or VOID items on ' +
      'the order (a void also cancels an order still waiting for the clinician) and the admin on the ledger row. ' +
      'Once: the order is locked, and the ledger keys make a second call a no-op at the gateway.',
    tag: 'Admin',
    access: ADMIN,
    path: 'AdminIdPathParams',
    response: { status: 200, description: 'What was done.', schema: 'AdminOrderRefundResponse' },
    errors: {
      404: 'No such order in the tenant.',
      409: 'Nothing to refund: not paid, or refunded or released already (`ORDER_NOTHING_TO_REFUND`).',
    },
  },
  'GET /api/admin/questions': {
    summary: 'The questions of a flow, published and draft (read-only)',
    tag: 'Admin',
    access: ADMIN,
    patientData: false,
    query: 'AdminQuestionsQuery',
    response: { status: 200, description: 'The questions.', schema: 'AdminQuestionListResponse' },
  },
  'GET /api/admin/questions/{id}': {
    summary: 'One question in the published version and the draft',
    tag: 'Admin',
    access: ADMIN,
    patientData: false,
    path: 'AdminIdPathParams',
    query: 'AdminQuestionsQuery',
    response: { status: 200, description: 'The question.', schema: 'AdminQuestionResponse' },
    errors: { 404: 'The question is in neither version.' },
  },
  'GET /api/admin/users': {
    summary: "One page of the tenant's users, newest first, with their order counts",
    description: 'Agents see customers only (whatever `role` they ask for).',
    tag: 'Admin',
    access: STAFF,
    query: 'AdminUsersQuery',
    response: { status: 200, description: 'The page.', schema: 'AdminUserListResponse' },
  },
  'POST /api/admin/users': {
    summary: 'Creates a customer or agent',
    tag: 'Admin',
    access: ADMIN,
    body: 'AdminCreateUserRequest',
    response: {
      status: 201,
      description: 'The new user (with `sendSetPasswordLink`, their set-password email is queued).',
      schema: 'AdminUser',
    },
    errors: { 409: 'The email exists in the tenant (in any case).' },
  },
  'GET /api/admin/users/{id}': {
    summary: 'One user of the tenant',
    description: 'Agents: customers only (a staff user is a 404).',
    tag: 'Admin',
    access: STAFF,
    path: 'AdminIdPathParams',
    response: { status: 200, description: 'The user.', schema: 'AdminUser' },
    errors: { 404: 'No such user in the tenant (for an agent: no such customer).' },
  },
  'GET /api/admin/users/{id}/overview': {
    summary: "A customer's orders, subscriptions, chat threads, follow-ups and timeline (the user page)",
    description:
      'The timeline is subscription and order events newest first, each with its actor. Agents: customers only. ' +
      'Audited with the customer as subject.',
    tag: 'Admin',
    access: STAFF,
    path: 'AdminIdPathParams',
    response: { status: 200, description: 'The overview.', schema: 'AdminUserOverviewResponse' },
    errors: {
      404: 'No such user in the tenant (for an agent: no such customer).',
      422: 'The user is not a customer (`USER_NOT_A_CUSTOMER`).',
    },
  },
  'POST /api/admin/users/{id}/set-password-link': {
    summary: "Emails the user the tenant's set-password email (a link valid 7 days)",
    description:
      'Agents: customers only. Rate-limited like POST /api/auth/recover (per email and per caller IP). ' +
      'Refused for a deactivated user.',
    tag: 'Admin',
    access: STAFF,
    path: 'AdminIdPathParams',
    response: {
      status: 200,
      description: 'The email is queued.',
      schema: 'AdminSetPasswordLinkResponse',
      headers: RETRY_AFTER,
    },
    errors: {
      403: 'The user is deactivated (`USER_DEACTIVATED`).',
      404: 'No such user in the tenant (for an agent: no such customer).',
      429: 'Too many links for this email or from this IP (Retry-After).',
    },
  },
  'POST /api/admin/users/{id}/deactivate': {
    summary: 'Deactivates a user: no login, their tokens refused at once, no masquerade, no email',
    tag: 'Admin',
    access: ADMIN,
    path: 'AdminIdPathParams',
    response: { status: 200, description: 'The user (already deactivated: unchanged).', schema: 'AdminUser' },
    errors: {
      404: 'No such user in the tenant.',
      409: "An admin deactivating themselves (`USER_SELF_CHANGE_REFUSED`) or the tenant's last active admin (`USER_LAST_ADMIN`).",
    },
  },
  'POST /api/admin/users/{id}/reactivate': {
    summary: 'Reactivates a deactivated user',
    tag: 'Admin',
    access: ADMIN,
    path: 'AdminIdPathParams',
    response: { status: 200, description: 'The user (already active: unchanged).', schema: 'AdminUser' },
    errors: { 404: 'No such user in the tenant.' },
  },
  'PATCH /api/admin/users/{id}': {
    summary: "Changes a user's role",
    tag: 'Admin',
    access: ADMIN,
    path: 'AdminIdPathParams',
    body: 'AdminUpdateUserRequest',
    response: { status: 200, description: 'The user.', schema: 'AdminUser' },
    errors: {
      404: 'No such user in the tenant.',
      409: "An admin demoting themselves, or the tenant's last admin.",
    },
  },
  'GET /api/admin/review-flags': {
    summary: "One page of the tenant's clinical review flags, newest first (open ones by default)",
    tag: 'Admin',
    access: ADMIN,
    query: 'ReviewFlagsQuery',
    response: { status: 200, description: 'The page.', schema: 'ReviewFlagListResponse' },
  },
  'POST /api/admin/review-flags/{id}/resolve': {
    summary: "A clinician resolves a review flag with a note; the order's held clinician visit is queued",
    tag: 'Admin',
    access: ADMIN,
    path: 'AdminIdPathParams',
    body: 'ResolveReviewFlagRequest',
    response: { status: 200, description: 'The resolved flag.', schema: 'ReviewFlag' },
    errors: { 404: 'No such flag in the tenant.', 409: 'The flag is already resolved.' },
  },
  'GET /api/admin/audit': {
    summary: "The tenant's audit entries, newest first",
    description: 'Reading the log is itself audited.',
    tag: 'Admin',
    access: { roles: [UserRole.Admin] },
    query: 'AuditLogQuery',
    response: { status: 200, description: 'The entries.', schema: 'AuditLogResponse' },
  },

  // --- Admin flows ------------------------------------------------------------------------------------------------
  'GET /api/admin/flows': {
    summary: 'Every flow of the tenant with its versions and the orders pinned to each',
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    response: { status: 200, description: 'One entry per flow key.', schema: 'FlowListResponse' },
  },
  'GET /api/admin/instruments': {
    summary: 'The scored instruments (PHQ-9, GAD-7) a follow-up draft can start from',
    description:
      'The library of validated, path-tested scored questionnaires shipped with the storefront. Starting a draft ' +
      "from one (`POST /api/admin/flows/followup/draft` with `instrument`) copies it into the tenant's flow.",
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    response: { status: 200, description: 'Every instrument, by id.', schema: 'InstrumentListResponse' },
  },
  'GET /api/admin/flows/{key}/versions/{version}': {
    summary: 'One flow version: document, status, revision and findings',
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowVersionPathParams',
    response: { status: 200, description: 'The version.', schema: 'FlowVersionDetail' },
    errors: { 404: 'No such version.', 503: ENGINE_LIMIT },
  },
  'GET /api/admin/flows/{key}/versions/{version}/export': {
    summary: "A flow version's document as a JSON download",
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowVersionPathParams',
    response: {
      status: 200,
      description: 'The document, pretty-printed.',
      schema: 'FlowVersion',
      headers: { 'Content-Disposition': 'attachment; filename="{tenant slug}-{key}-v{version}.json"' },
    },
    errors: { 404: 'No such version.' },
  },
  'GET /api/admin/flows/{key}/versions/{version}/fhir': {
    summary: 'A flow version as a FHIR R4 Questionnaire',
    description:
      "Canonical URL per tenant and flow key (`…/fhir/Questionnaire/tenant-{id}-{key}` under the storefront's FHIR base), " +
      'version = the flow version. Question types, enableWhen derived from the question graph, option scores ' +
      '(ordinalValue) and totals (calculated items); what R4 cannot say (routing, hard stops) travels in the ' +
      'extensions described in engine/README.md ("FHIR R4").',
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowVersionPathParams',
    response: {
      status: 200,
      description: 'The Questionnaire, as `application/fhir+json`.',
      schema: 'FhirQuestionnaire',
      media: 'fhir+json',
      headers: {
        'Content-Disposition': 'attachment; filename="{tenant slug}-{key}-v{version}-questionnaire.json"',
      },
    },
    errors: { 404: 'No such version.' },
  },
  'GET /api/admin/flows/{key}/versions/{version}/drop-off': {
    summary: 'Per question of a flow version: intakes that reached it, stopped there or hard-stopped',
    description:
      'From the intake event log of the orders pinned to the version: reached = orders ever in state q{id}, ' +
      'stopped = orders whose latest state is q{id}, hardStopped = orders whose latest state is stop{id}. ' +
      'A cancellation flow counts its completed flows instead (the `cancellation_flow` subscription events of ' +
      'the version): reached = completions that passed the question, and `outcomes` the count per outcome and ' +
      'the save rate (any outcome but cancel, over completed).',
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowVersionPathParams',
    response: { status: 200, description: 'The figures.', schema: 'FlowDropOffResponse' },
    errors: { 404: 'No such version.' },
  },
  'GET /api/admin/flows/{key}/draft': {
    summary: "The flow's draft",
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowKeyPathParams',
    response: { status: 200, description: 'The draft and its findings.', schema: 'FlowVersionDetail' },
    errors: { 404: 'The flow has no draft.', 503: ENGINE_LIMIT },
  },
  'POST /api/admin/flows/{key}/draft': {
    summary: "Starts the flow's draft from the published version or from fromVersion",
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowKeyPathParams',
    body: 'CreateFlowDraftRequest',
    bodyOptional: true,
    response: { status: 201, description: 'The new draft.', schema: 'FlowVersionDetail' },
    errors: {
      404: 'No such source version or instrument.',
      409: 'The flow already has a draft.',
      422: 'The instrument is not made for this flow (PHQ-9 and GAD-7 are follow-ups).',
      503: ENGINE_LIMIT,
    },
  },
  'PUT /api/admin/flows/{key}/draft': {
    summary: 'Saves (or imports) the whole draft document, based on its revision',
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowKeyPathParams',
    body: 'SaveFlowDraftRequest',
    response: { status: 200, description: 'The saved draft and its findings.', schema: 'FlowVersionDetail' },
    errors: {
      404: 'The flow has no draft.',
      409: 'The draft was changed by someone else.',
      503: `${ENGINE_LIMIT} Nothing is saved.`,
    },
    errorSchemas: { 409: 'FlowDraftConflictResponse' },
  },
  'DELETE /api/admin/flows/{key}/draft': {
    summary: "Discards the flow's draft",
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowKeyPathParams',
    response: { status: 204, description: 'The draft is gone.' },
    errors: { 404: 'The flow has no draft.' },
  },
  'POST /api/admin/flows/{key}/draft/publish': {
    summary: 'Publishes the draft seen at a revision; the published version it replaces is archived',
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowKeyPathParams',
    body: 'PublishFlowDraftRequest',
    response: {
      status: 200,
      description: 'The published and archived versions.',
      schema: 'PublishFlowDraftResponse',
    },
    errors: {
      404: 'The flow has no draft.',
      409: 'The draft was changed by someone else.',
      422: 'The draft has analysis errors.',
      503: `${ENGINE_LIMIT} Nothing is published.`,
    },
    errorSchemas: { 409: 'FlowDraftConflictResponse', 422: 'FlowPublishRejectedResponse' },
  },
  'POST /api/admin/flows/{key}/fhir': {
    summary: "Imports a FHIR R4 Questionnaire as the flow's new draft, with a report of what did not map",
    description:
      'The body is a Questionnaire (`application/json` or `application/fhir+json`). Our own export is read back ' +
      'exactly from its extensions; a Questionnaire of another system is mapped as far as the flow model goes ' +
      '(items asked in order, groups flattened, scores kept) and the report lists every item or feature that did ' +
      'not map. The draft is numbered like any new draft (the newest version + 1) and takes the tenant, key and ' +
      "status draft; a Questionnaire of another system gets the steps of the flow's published version. Like " +
      'starting a draft, it never replaces one: 409 while the flow has a draft (save to it or discard it first).',
    tag: 'Admin flows',
    access: ADMIN,
    patientData: false,
    path: 'FlowKeyPathParams',
    body: 'FhirQuestionnaire',
    response: {
      status: 201,
      description: 'The new draft and the import report.',
      schema: 'FhirImportResponse',
    },
    errors: {
      400: 'Not a FHIR Questionnaire (`/resourceType`), or not JSON.',
      409: 'The flow already has a draft (`FLOW_DRAFT_EXISTS`).',
      422: 'No flow could be made of the Questionnaire (`errors` lists why, from the import report).',
      503: `${ENGINE_LIMIT} No draft is made.`,
    },
  },
} as const satisfies Record<RoutePattern, RouteContract>;
