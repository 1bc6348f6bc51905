import type { ErrorCode } from '@telehealth/schemas';

import { EMAIL_FORMAT, type Shape } from './shape.js';

// The schemas these mirror are named above each; shape.test.ts checks each against its compiled validator.

const userId: Shape = { type: 'integer', minimum: 1, maximum: 2147483647 };
const numericDate: Shape = { type: 'integer', minimum: 0 };
const nonEmptyString: Shape = { type: 'string', minLength: 1, pattern: '\\S' };

/** tokens.schema.json Jwt. */
export const JWT_SHAPE: Shape = {
  type: 'string',
  maxLength: 4096,
  pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
};

/** cookies.schema.json RedirectFrom. */
export const REDIRECT_FROM_SHAPE: Shape = { type: 'string', maxLength: 2048, pattern: '^/(?![/\\\\])\\S*$' };

/** tokens.schema.json LoginTokenPayload. */
export const LOGIN_TOKEN_PAYLOAD_SHAPE: Shape = {
  type: 'object',
  required: ['userId', 'role', 'tenant_id', 'iat', 'exp'],
  properties: {
    userId,
    role: { type: 'integer', enum: [0, 1, 2] },
    tenant_id: userId,
    tokenVersion: { type: 'integer', minimum: 0, maximum: 2147483647 },
    iat: numericDate,
    exp: numericDate,
  },
};

/** tokens.schema.json MaskTokenPayload. */
export const MASK_TOKEN_PAYLOAD_SHAPE: Shape = {
  type: 'object',
  required: ['userId', 'masqueradeId'],
  properties: {
    userId,
    masqueradeId: { type: 'integer', minimum: 1 },
    sid: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' },
    tenant_id: userId,
    iat: numericDate,
    exp: numericDate,
  },
};

/** common.schema.json Email. */
export const EMAIL_SHAPE: Shape = { type: 'string', maxLength: 254, format: EMAIL_FORMAT };

/** answer.schema.json HeightWeight. */
export const HEIGHT_WEIGHT_SHAPE: Shape = {
  type: 'object',
  required: ['feet', 'inches', 'pounds'],
  properties: {
    feet: { type: 'integer', minimum: 3, maximum: 8 },
    inches: { type: 'integer', minimum: 0, maximum: 11 },
    pounds: { type: 'number', minimum: 50, maximum: 1000 },
    bmi: { type: 'number', minimum: 0 },
  },
};

/** answer.schema.json UploadedFile. */
export const UPLOADED_FILE_SHAPE: Shape = {
  type: 'object',
  required: ['fileId', 'name', 'contentType', 'size'],
  properties: {
    fileId: nonEmptyString,
    name: { type: 'string' },
    contentType: { type: 'string', pattern: '^[a-z]+/[a-z0-9.+-]+$' },
    size: { type: 'integer', minimum: 0, maximum: 2147483647 },
    url: { type: 'string' },
  },
};

/** cookies.schema.json DUserCookie (the lead form's dUser cookie). */
export const D_USER_COOKIE_SHAPE: Shape = {
  type: 'object',
  required: ['firstName', 'lastName', 'phone', 'email'],
  properties: {
    firstName: nonEmptyString,
    lastName: nonEmptyString,
    phone: { type: 'string', pattern: '^[2-9][0-9]{9}$' },
    email: EMAIL_SHAPE,
  },
};

/** api.schema.json ErrorCode: every code (the type makes the list complete and exact). */
const ERROR_CODES: Record<ErrorCode, true> = {
  VALIDATION_FAILED: true,
  API_NOT_READY: true,
  RATE_LIMITED: true,
  ORDER_CREATED_MISSING: true,
  ORDER_EXISTS: true,
  ORDER_REVISION_CONFLICT: true,
  ORDER_PAID: true,
  ORDER_LOGIN_REQUIRED: true,
  ORDER_NOT_YOURS: true,
  INTAKE_ENDED: true,
  INTAKE_NOT_OPEN: true,
  INTAKE_HARD_STOPPED: true,
  INTAKE_INCOMPLETE: true,
  ORDER_NOT_ELIGIBLE: true,
  UNKNOWN_QUESTION: true,
  INVALID_ANSWER: true,
  CHECKOUT_DATA_REFUSED: true,
  ORDER_CLAIM_INVALID: true,
  PAYMENT_NOT_COMPLETED: true,
  PAYMENT_IN_PROGRESS: true,
  PAYMENT_CANCELLED: true,
  PAYMENT_GATEWAY_UNAVAILABLE: true,
  CARD_DECLINED: true,
  INSUFFICIENT_FUNDS: true,
  EXPIRED_CARD: true,
  INCORRECT_CVC: true,
  PROCESSING_ERROR: true,
  AMOUNT_TOO_LARGE: true,
  UPLOAD_INTAKE_NOT_OPEN: true,
  FOLLOWUP_UNDER_REVIEW: true,
  FLOW_DRAFT_CONFLICT: true,
  FLOW_PUBLISH_REJECTED: true,
  FOLLOWUP_COMPLETED: true,
  FOLLOWUP_NOT_DUE: true,
  FOLLOWUP_NOT_ELIGIBLE: true,
  FLOW_DRAFT_EXISTS: true,
  SUBSCRIPTION_CHANGED: true,
  SUBSCRIPTION_NOT_CURRENT: true,
  SUBSCRIPTION_ACTION_REFUSED: true,
  SUBSCRIPTION_NOTHING_TO_SKIP: true,
  RETENTION_OFFER_USED: true,
  CANCELLATION_FLOW_UNKNOWN: true,
  CANCELLATION_ANSWERS_REFUSED: true,
  CHAT_ATTACHMENT_UNKNOWN: true,
  ACCOUNT_EMAIL_TAKEN: true,
  ACCOUNT_PASSWORD_INCORRECT: true,
  ACCOUNT_MASQUERADE_REFUSED: true,
  MASQUERADE_REFUSED: true,
  ACCOUNT_NO_SUBSCRIPTION: true,
  ORDER_NOTHING_TO_REFUND: true,
  USER_DEACTIVATED: true,
  USER_SELF_CHANGE_REFUSED: true,
  USER_LAST_ADMIN: true,
  USER_NOT_A_CUSTOMER: true,
  BAD_REQUEST: true,
  UNAUTHENTICATED: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  CONFLICT: true,
  PAYLOAD_TOO_LARGE: true,
  UNSUPPORTED_MEDIA_TYPE: true,
  UNPROCESSABLE: true,
  INTERNAL_ERROR: true,
  SERVICE_UNAVAILABLE: true,
};

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
